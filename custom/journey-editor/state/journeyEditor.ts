import type { FormMode } from '../../../src/console-logic';

type Row = Readonly<Record<string, unknown>>;

/** A journey exported to the print project stays locked there until it is released on the print sheet (spec 1 §4). */
export const isPrintLocked = (record: Row | undefined) => record?.print_locked === true;

/**
 * What the editor's form starts from: the record of the address and its print state, which only the
 * print system moves; a new state (an export, a release) starts the form again from the journey as stored.
 */
export const editorKey = (mode: FormMode, id: string | undefined, record: Row | undefined) =>
  `${mode}:${id ?? ''}:${String(record?.censhare_status ?? '')}:${String(isPrintLocked(record))}`;

/** A tab's name: the editor's own, else the generic form's (`system`). */
export const tabLabelKeys = (key: string) => [`journeyEditor.tabs.${key}`, `form.panels.${key}`];
