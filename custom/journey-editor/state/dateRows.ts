/** A row of the journey's `dates` as the form holds it (spec 1 §3: code, from, till, price, …, active). */
export type DateRow = Readonly<Record<string, unknown>> & { active?: unknown };

/** What the user may do with one date (spec 1 §4: journey dates deactivated, activated, deleted). */
export type DateAction = 'deactivate' | 'activate' | 'delete';

/** A date is active unless it says it is not (a new row is, as the schema's default). */
export const isActiveDate = (row: DateRow) => row.active !== false;

/** The actions a date offers: the one that switches its state, and deleting it. */
export const dateActions = (row: DateRow): DateAction[] => [isActiveDate(row) ? 'deactivate' : 'activate', 'delete'];

/** The row after an action that keeps it; deleting answers none. */
export function afterDateAction<Row extends DateRow>(row: Row, action: DateAction): Row | undefined {
  if (action === 'delete') return undefined;
  return { ...row, active: action === 'activate' };
}

/** The columns of the dates table: every field of a date but its state, which the row's actions show. */
export const dateColumns = (names: readonly string[]): string[] => names.filter((name) => name !== 'active');
