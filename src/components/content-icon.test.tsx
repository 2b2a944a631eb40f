import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ContentIcon, contentIcons } from './content-icon';

const contentModules = import.meta.glob<Record<string, unknown>>(['@/content/**/*.ts', '!@/content/**/*.test.ts'], {
  eager: true,
});

function collectIconNames(value: unknown, out = new Set<string>()): Set<string> {
  if (Array.isArray(value)) value.forEach((item) => collectIconNames(item, out));
  else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === 'icon' && typeof item === 'string') out.add(item);
      else collectIconNames(item, out);
    }
  }
  return out;
}

describe('ContentIcon', () => {
  it('maps every icon named in src/content', () => {
    const names = collectIconNames(Object.values(contentModules));
    expect(names.size).toBeGreaterThan(10);
    const missing = [...names].filter((name) => !(name in contentIcons));
    expect(missing).toEqual([]);
  });

  it('renders a decorative svg', () => {
    const { container } = render(<ContentIcon name="Truck" className="size-5" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveClass('size-5');
  });
});
