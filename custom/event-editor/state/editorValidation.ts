import { brokenCompareRules } from '../../../registry/compare-rules';
import { checkBody } from '../../../src/console-logic';
import { changedEventFields } from './batchPayload';
import { DATE_FIELDS, EVENT_FIELDS, pick } from './editorFields';
import type { EditorState } from './editorState';
import { isLive } from './itemFlags';
import { findDate } from './eventItems';
import { entityNamed } from './registryEntity';
import { changedFields } from './sameValue';
import { isSavedId } from './tempId';
import type { EditorEventFields } from './types';

/** A problem that keeps the event from being saved: the field (a path for items), its message key. */
export interface EditorIssue {
  field: string;
  key: string;
  params?: Record<string, unknown>;
  /** What the problem is about when it is an item's: the date's start or the category's title. */
  subject?: string;
}

/** Items made in the editor are linked by temporary id; the API checks those links in the batch. */
function withSavedLinks(fields: Partial<EditorEventFields>): Record<string, unknown> {
  const links = {
    ...(fields.genres ? { genres: fields.genres.filter(isSavedId) } : {}),
    ...(fields.artists ? { artists: fields.artists.filter(isSavedId) } : {}),
    ...('id_tk_location' in fields
      ? { id_tk_location: isSavedId(fields.id_tk_location) ? fields.id_tk_location : null }
      : {}),
  };
  return { ...fields, ...links };
}

function eventIssues(state: EditorState): EditorIssue[] {
  const entity = entityNamed('tickets/event');
  const isNew = state.event.id_tk_event === undefined;
  // A patch names the version it changes; the check needs one, whichever it is.
  const body = isNew
    ? withSavedLinks(pick(state.event, EVENT_FIELDS))
    : { ...withSavedLinks(changedEventFields(state)), version: state.pristine.version ?? 1 };
  // One problem a field: an empty slug is "required", not also "wrong format".
  const issues = new Map<string, EditorIssue>();
  for (const { field = '', key, params } of checkBody(entity, isNew ? 'create' : 'patch', body))
    if (!issues.has(field)) issues.set(field, { field, key, ...(params ? { params } : {}) });
  return [...issues.values()];
}

/** Spec 2 §5: a second date at the same minute, or a second price category of the same title, is refused. */
function duplicateIssues(state: EditorState): EditorIssue[] {
  const issues: EditorIssue[] = [];
  const starts = new Set<string>();
  for (const date of state.event.dates.filter(isLive)) {
    const field = `dates.${date.id_tk_event_date}.starts_at`;
    if (!date.starts_at) issues.push({ field, key: 'form.required' });
    else if (starts.has(date.starts_at)) issues.push({ field, key: 'tickets.duplicate_date', subject: date.starts_at });
    starts.add(date.starts_at);
  }
  const titles = new Set<string>();
  for (const category of state.event.price_categories.filter(isLive)) {
    const field = `price_categories.${category.id_tk_price_category}.title`;
    const title = category.title.trim();
    if (!title) issues.push({ field, key: 'form.required' });
    else if (titles.has(title)) issues.push({ field, key: 'tickets.duplicate_price_category', subject: title });
    titles.add(title);
  }
  return issues;
}

/** The registry's cross-field rules on the dates the save writes (new ones, changed fields): one that ends before it starts. */
function dateOrderIssues(state: EditorState): EditorIssue[] {
  const entity = entityNamed('tickets/event-date');
  return state.event.dates.filter(isLive).flatMap((date) => {
    const pristine = findDate(state.pristine, date.id_tk_event_date);
    const written = pristine ? Object.keys(changedFields(date, pristine, DATE_FIELDS)) : undefined;
    return brokenCompareRules(entity, { ...date }, written).map(({ field = '', key }) => ({
      field: `dates.${date.id_tk_event_date}.${field}`,
      key,
      subject: date.starts_at,
    }));
  });
}

/** What would make the save fail: the event's fields as the API checks them, missing or duplicate items, dates out of order. */
export function validateEditor(state: EditorState): EditorIssue[] {
  return [...eventIssues(state), ...duplicateIssues(state), ...dateOrderIssues(state)];
}
