import type { Membership } from './mailjet-contacts.ts';

/** How far back the import looks for customers' newsletter consents (spec 1 §2). */
export const IMPORT_WINDOW_HOURS = 24;

/** `GET /newsletter-import/candidates?id_nl_contactslist=`: a customer who agreed lately, with an email. */
export interface ImportCandidate {
  id_vc_card: number;
  name: string;
  email: string;
  /** When the customer agreed (ISO date-time). */
  newsletter_consent_at: string;
  /** The list's contact with this email, if any: an excluded or unsubscribed one is kept as it is. */
  membership: Membership | null;
}

/** `POST /newsletter-import`: the user confirmed the consent (`consent: true`); `customers` narrows the candidates. */
export interface ImportRequest {
  id_nl_contactslist: number;
  consent: boolean;
  customers?: number[];
}

/** The last line of the import's answer. */
export interface ImportReport {
  added: number;
  updated: number;
  skipped: number;
}

/** The import's answer, newline-delimited JSON: progress, then the report or an error (nothing kept). */
export type ImportLine = { done: number; total: number } | ImportReport | { error: { key: string; message: string } };

/** Contacts the import keeps as they are: they left the list or were taken out of it. */
export const keptByImport = (membership: Membership | null, locked: boolean) =>
  locked || membership === 'unsubscribed' || membership === 'excluded';
