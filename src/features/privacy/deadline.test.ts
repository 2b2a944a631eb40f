import { describe, expect, it } from 'vitest';
import { isLate, parisToday } from './deadline';

describe('data-rights deadline', () => {
  it('counts days in Paris', () => {
    expect(parisToday(new Date('2026-11-26T23:30:00Z'))).toBe('2026-11-27');
    expect(parisToday(new Date('2026-07-01T21:59:00Z'))).toBe('2026-07-01');
  });

  it('is late once the due day is past, and only while open', () => {
    expect(isLate({ status: 'open', due_on: '2026-11-26' }, '2026-11-27')).toBe(true);
    expect(isLate({ status: 'open', due_on: '2026-11-27' }, '2026-11-27')).toBe(false);
    expect(isLate({ status: 'done', due_on: '2026-11-01' }, '2026-11-27')).toBe(false);
  });
});
