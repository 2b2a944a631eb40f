import { describe, expect, it } from 'vitest';
import { isSlideLive, liveSlides, localIsoDate } from './slide-window';

const today = '2026-06-15';

describe('isSlideLive', () => {
  it('shows a slide without dates', () => {
    expect(isSlideLive({ start_date: null, end_date: null }, today)).toBe(true);
  });

  it('includes both ends of the window', () => {
    expect(isSlideLive({ start_date: '2026-06-15', end_date: '2026-06-15' }, today)).toBe(true);
    expect(isSlideLive({ start_date: '2026-06-01', end_date: '2026-06-30' }, today)).toBe(true);
  });

  it('hides a slide that has not started or has ended', () => {
    expect(isSlideLive({ start_date: '2026-06-16', end_date: null }, today)).toBe(false);
    expect(isSlideLive({ start_date: null, end_date: '2026-06-14' }, today)).toBe(false);
    expect(isSlideLive({ start_date: '2026-01-01', end_date: '2026-06-14' }, today)).toBe(false);
  });

  it('accepts an open start or an open end', () => {
    expect(isSlideLive({ start_date: '2026-01-01', end_date: null }, today)).toBe(true);
    expect(isSlideLive({ start_date: null, end_date: '2026-12-31' }, today)).toBe(true);
  });

  it('reads timestamps by their day and hides inactive slides', () => {
    expect(isSlideLive({ start_date: '2026-06-15T00:00:00+00:00', end_date: null }, today)).toBe(true);
    expect(isSlideLive({ start_date: null, end_date: null, active: false }, today)).toBe(false);
  });
});

describe('liveSlides', () => {
  it('keeps the live slides in their order', () => {
    const slides = [
      { id: 'a', start_date: null, end_date: null },
      { id: 'b', start_date: '2027-01-01', end_date: null },
      { id: 'c', start_date: '2026-06-01', end_date: '2026-06-20' },
      { id: 'd', start_date: null, end_date: '2026-01-01' },
    ];
    expect(liveSlides(slides, today).map((slide) => slide.id)).toEqual(['a', 'c']);
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar day', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
    expect(localIsoDate(new Date(2026, 11, 31, 0, 5))).toBe('2026-12-31');
  });
});
