import type { TFunction } from 'i18next';
import type { EditorIssue } from './editorValidation';

/** `2026-12-24T20:00` as the console shows times: `24.12.2026 20:00`. */
function shownTime(local: string): string {
  const [date = '', time = ''] = local.split('T');
  const [year, month, day] = date.split('-');
  return `${day}.${month}.${year} ${time}`;
}

/** What the problem is about: the item it names (a date's start, a category's title) or the event field's label. */
function subjectOf(issue: EditorIssue, t: TFunction): string {
  const [first = ''] = issue.field.split('.');
  if (first === 'dates')
    return issue.subject ? shownTime(issue.subject) : t('tickets.entities.event-date.fields.starts_at');
  if (first === 'price_categories') return issue.subject ?? t('tickets.entities.price-category.fields.title');
  return t(`tickets.entities.event.fields.${first}`);
}

/** The validation list's line for a problem: "Title: This field is required." */
export function issueMessage(issue: EditorIssue, t: TFunction): string {
  return `${subjectOf(issue, t)}: ${t(issue.key, { ...issue.params })}`;
}

/** Each field's first problem, translated, by the field's path. */
export function issueFields(issues: readonly EditorIssue[], t: TFunction): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.field] ??= t(issue.key, { ...issue.params });
  return fields;
}
