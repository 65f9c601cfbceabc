import { createContext, useContext } from 'react';

type FieldErrors = Readonly<Record<string, string>>;

/** Problems of dates and price categories (`dates.<id>.starts_at`): the lists show them beside the item. */
const isItemPath = (path: string) => path.startsWith('dates.') || path.startsWith('price_categories.');

/**
 * The editor state's field errors the screen shows: all of them once a save was tried; before, with
 * the validation hints on, those of dates and categories (a duplicated date says so at once), while the
 * event's own inputs hint as the user leaves them; with the hints off, none.
 */
export function shownFieldErrors(fields: FieldErrors, saveTried: boolean, hints: boolean): FieldErrors {
  if (saveTried) return fields;
  return hints ? Object.fromEntries(Object.entries(fields).filter(([path]) => isItemPath(path))) : {};
}

export const ShownErrors = createContext<FieldErrors>({});

export const useShownErrors = () => useContext(ShownErrors);
