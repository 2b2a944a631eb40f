const MINUTE = 60_000;

/** « 3 h 20 », « 2 h », « 45 min »: a duration in hours and minutes, rounded down to the minute. */
function hoursAndMinutes(ms: number): { text: string; plural: boolean } {
  const minutes = Math.floor(ms / MINUTE);
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return { text: `${m} min`, plural: m > 1 };
  if (m === 0) return { text: `${h} h`, plural: h > 1 };
  return { text: `${h} h ${String(m).padStart(2, '0')}`, plural: true };
}

/**
 * The time left before an incident's deadline, as the screens show it:
 * « 3 h 20 restantes », « 1 h restante », or once passed « En retard de 2 h ».
 */
export function deadlineText(deadlineAt: string | Date, now: Date = new Date()): { text: string; overdue: boolean } {
  const left = new Date(deadlineAt).getTime() - now.getTime();
  if (left > 0) {
    const { text, plural } = hoursAndMinutes(left);
    return { text: `${text} ${plural ? 'restantes' : 'restante'}`, overdue: false };
  }
  return { text: `En retard de ${hoursAndMinutes(-left).text}`, overdue: true };
}

/** How often a shown time left is recomputed. */
export const deadlineRefreshMs = MINUTE;
