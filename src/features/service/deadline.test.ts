import { describe, expect, it } from 'vitest';
import { nextIncidentStatuses } from '@/domain/service/status';
import { deadlineText } from './deadline';

const now = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000).toISOString();

describe('deadlineText', () => {
  it('says the time left in hours and minutes, rounded down', () => {
    expect(deadlineText(at(200.9), now)).toEqual({ text: '3 h 20 restantes', overdue: false });
    expect(deadlineText(at(48 * 60), now)).toEqual({ text: '48 h restantes', overdue: false });
    expect(deadlineText(at(65), now)).toEqual({ text: '1 h 05 restantes', overdue: false });
    expect(deadlineText(at(60), now)).toEqual({ text: '1 h restante', overdue: false });
    expect(deadlineText(at(45), now)).toEqual({ text: '45 min restantes', overdue: false });
    expect(deadlineText(at(1), now)).toEqual({ text: '1 min restante', overdue: false });
  });

  it('says how late once the deadline has passed', () => {
    expect(deadlineText(at(0), now)).toEqual({ text: 'En retard de 0 min', overdue: true });
    expect(deadlineText(at(-120), now)).toEqual({ text: 'En retard de 2 h', overdue: true });
    expect(deadlineText(at(-150), now)).toEqual({ text: 'En retard de 2 h 30', overdue: true });
  });
});

describe('nextIncidentStatuses', () => {
  it('moves forward only, as set_incident_status allows', () => {
    expect(nextIncidentStatuses('open')).toEqual(['planned', 'in_progress', 'resolved', 'closed']);
    expect(nextIncidentStatuses('resolved')).toEqual(['closed']);
    expect(nextIncidentStatuses('closed')).toEqual([]);
    expect(nextIncidentStatuses('inconnu')).toEqual([]);
  });
});
