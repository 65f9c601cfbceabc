/** The commission statement's default period: the current calendar year (as the server's default). */
export function currentYear(today: Date = new Date()): { from: string; till: string } {
  const year = today.getFullYear();
  return { from: `${year}-01-01`, till: `${year}-12-31` };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether a period can be asked: two dates, the first not after the second. */
export const isPeriod = ({ from, till }: { from: string; till: string }) =>
  ISO_DATE.test(from) && ISO_DATE.test(till) && from <= till;
