import { describe, expect, it } from 'vitest';
import { formatCount, formatEuro, formatEuroRounded, formatNumber, formatOneDecimal, formatPercent } from './format';

const intl = (options: Intl.NumberFormatOptions) => new Intl.NumberFormat('fr-FR', options);
const euro = intl({ style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const euroRounded = intl({ style: 'currency', currency: 'EUR', maximumFractionDigits: 0 });
const whole = intl({ maximumFractionDigits: 0 });
const oneDecimal = intl({ minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** A seeded generator: the same values on every run, so a failure can be replayed. */
function values(count: number): number[] {
  let seed = 42;
  const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const edges = [0, -0, 0.5, -0.5, 1.5, 2.5, 0.125, 0.005, 1.005, 0.045, 0.05, 0.95, 0.999, 999.995, 999, 1000, 9999.5];
  const random = Array.from({ length: count }, (_, i) => {
    const scale = 10 ** Math.floor(next() * 10); // up to billions
    const value = next() * scale;
    return i % 3 === 0 ? -value : i % 3 === 1 ? Math.round(value * 100) / 100 : value;
  });
  return [...edges, ...edges.map((edge) => -edge), 1e20, -123456789012.345, ...random];
}

describe('French number formats', () => {
  it('write exactly what Intl.NumberFormat("fr-FR") writes, on 5 000 values', () => {
    for (const value of values(5000)) {
      expect([value, formatEuro(value)]).toEqual([value, euro.format(value)]);
      expect([value, formatEuroRounded(value)]).toEqual([value, euroRounded.format(value)]);
      expect([value, formatNumber(value)]).toEqual([value, whole.format(value)]);
      expect([value, formatOneDecimal(value)]).toEqual([value, oneDecimal.format(value)]);
    }
  });

  it('read strings and treat what is not a number as zero', () => {
    expect(formatEuro('1234.5')).toBe('1\u202f234,50\u00a0€');
    expect(formatEuro(null)).toBe('0,00\u00a0€');
    expect(formatEuro('abc')).toBe('0,00\u00a0€');
    expect(formatNumber(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatPercent(12.345)).toBe('12,3 %');
    expect(formatEuro(1e22)).toBe(euro.format(1e22).replace(/\u00a0€$/, '') + '\u00a0€');
  });
});

describe('counts', () => {
  it('take the plural from 2 on, with the number written in French', () => {
    expect(formatCount(0, 'page publiée', 'pages publiées')).toBe('0 page publiée');
    expect(formatCount(1, 'page publiée', 'pages publiées')).toBe('1 page publiée');
    expect(formatCount(2, 'page publiée', 'pages publiées')).toBe('2 pages publiées');
    expect(formatCount(12345, 'lead', 'leads')).toBe('12\u202f345 leads');
  });
});
