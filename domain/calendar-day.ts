/** Whether YYYY-MM-DD names a day that exists: `2026-02-30` has the form but is none (Date.parse takes it as 2 March). */
export function isCalendarDay(day: string): boolean {
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === day;
}
