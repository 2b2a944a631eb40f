/** Today in Paris, 'YYYY-MM-DD', whatever the computer's time zone (the database's days are Paris days). */
export function parisToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(now);
}

/** An open request whose one-month deadline (due_on, set by the database) has passed. */
export function isLate(request: { status: string; due_on: string | null }, today: string): boolean {
  return request.status === 'open' && request.due_on !== null && request.due_on < today;
}
