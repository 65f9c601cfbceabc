import type { ImportLine, ImportRequest } from '../../domain/newsletter/import';
import { apiLines, registry } from '../../src/console-logic';

export interface ChosenList {
  id_nl_contactslist: number;
  name: string;
  locked: boolean;
}

const LISTS = registry.resource('newsletter/contact-lists');

/** The contact lists whose name has the typed words, 20 at a time by name. */
export function listSearchPath(text: string) {
  const params = new URLSearchParams({ $limit: '20', '$sort[name]': '1' });
  if (text.trim()) params.set('$search', text.trim());
  return `${LISTS?.api ?? '/newsletter/contactslist'}?${params}`;
}

export const candidatesPath = (listId: number) => `/newsletter-import/candidates?id_nl_contactslist=${listId}`;

export const runImport = (request: ImportRequest, onLine: (line: ImportLine) => void) =>
  apiLines<ImportLine>('/newsletter-import', request, onLine);
