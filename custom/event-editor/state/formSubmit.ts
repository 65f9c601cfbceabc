import { brokenCompareRules } from '../../../registry/compare-rules';
import { checkBody } from '../../../src/console-logic';
import { addDate, updateDate } from './dateEdits';
import { addDatePrice, updateDatePrice } from './datePriceEdits';
import { toEditorTime, toWireTime } from './editorTime';
import { CATEGORY_FIELDS, DATE_FIELDS, DATE_PRICE_FIELDS, DATE_TIME_FIELDS, pick } from './editorFields';
import type { EditorState } from './editorState';
import { isLive } from './itemFlags';
import { addNamedItem, updateNamedItem, type NamedItemKind } from './namedItemEdits';
import { addPriceCategory, updatePriceCategory } from './priceCategoryEdits';
import { entityNamed } from './registryEntity';
import type { DialogName, EditorDate, EditorDatePrice, EditorNamedItem, EditorPriceCategory, ItemId } from './types';

export const FORM_ERRORS = {
  unknown: 'eventEditor.errors.unknownForm',
  invalid: 'eventEditor.errors.formInvalid',
} as const;

/** A refused form: its message key and each field's message key. */
export interface FormRefusal {
  ok: false;
  error: string;
  params?: Record<string, unknown>;
  fields: Record<string, string>;
}
export type FormOutcome = { ok: true; state: EditorState } | FormRefusal;

type Values = Record<string, unknown>;

const NAMED_ENTITIES: Record<NamedItemKind, string> = {
  genre: 'tickets/genre',
  artist: 'tickets/artist',
  location: 'tickets/location',
};

/**
 * The entity's checks on a form's fields (the API's message keys, the cross-field rules: a date that
 * ends before it starts); the links the editor fills in
 * (`id_tk_event`, the date and category of a price) are not the form's to give.
 */
function fieldProblems(entityName: string, body: Values, links: readonly string[]): Record<string, string> {
  const entity = entityNamed(entityName);
  const problems: Record<string, string> = {};
  for (const { field, key } of [...checkBody(entity, 'create', body), ...brokenCompareRules(entity, body)])
    if (field && !links.includes(field)) problems[field] ??= key;
  return problems;
}

const outcome = (state: EditorState, problems: Record<string, string>, apply: () => EditorState): FormOutcome =>
  Object.keys(problems).length > 0
    ? { ok: false, error: FORM_ERRORS.invalid, fields: problems }
    : { ok: true, state: apply() };

/** A date form's times as the API takes them; an empty one is left out, so that a missing start is "required". */
function wireDateBody(values: Partial<EditorDate>): Values {
  const body: Values = pick(values, DATE_FIELDS);
  for (const field of DATE_TIME_FIELDS) {
    const local = toEditorTime(body[field] as string | null | undefined);
    if (local) body[field] = toWireTime(local);
    else if (field === 'starts_at') delete body[field];
    else if (field in body) body[field] = null;
  }
  return body;
}

function submitDate(state: EditorState, values: Partial<EditorDate>, editing: ItemId | undefined, now: number) {
  const problems = fieldProblems('tickets/event-date', wireDateBody(values), ['id_tk_event']);
  const start = toEditorTime(values.starts_at);
  const taken = state.event.dates.some(
    (date) => isLive(date) && date.id_tk_event_date !== editing && start !== null && date.starts_at === start,
  );
  if (taken) problems.starts_at ??= 'tickets.duplicate_date';
  return outcome(state, problems, () =>
    editing === undefined ? addDate(state, values, now) : updateDate(state, editing, values),
  );
}

function submitPriceCategory(
  state: EditorState,
  values: Partial<EditorPriceCategory>,
  editing: ItemId | undefined,
  now: number,
) {
  const problems = fieldProblems('tickets/price-category', pick(values, CATEGORY_FIELDS), ['id_tk_event']);
  const title = typeof values.title === 'string' ? values.title.trim() : '';
  const taken = state.event.price_categories.some(
    (category) => isLive(category) && category.id_tk_price_category !== editing && category.title.trim() === title,
  );
  if (title && taken) problems.title ??= 'tickets.duplicate_price_category';
  return outcome(state, problems, () =>
    editing === undefined ? addPriceCategory(state, values, now) : updatePriceCategory(state, editing, values),
  );
}

function submitNamedItem(
  state: EditorState,
  kind: NamedItemKind,
  values: Values,
  editing: ItemId | undefined,
  now: number,
) {
  const { id: _id, isNew: _n, isModified: _m, isDeleted: _d, ...fields } = values;
  const problems = fieldProblems(NAMED_ENTITIES[kind], fields, []);
  const item = fields as Omit<EditorNamedItem, 'id'>;
  return outcome(state, problems, () =>
    editing === undefined ? addNamedItem(state, kind, item, now) : updateNamedItem(state, kind, editing, item),
  );
}

const PRICE_LINKS = ['id_tk_event', 'id_tk_event_date', 'id_tk_price_category'];

function submitDatePrice(
  state: EditorState,
  values: Partial<EditorDatePrice>,
  editing: ItemId | undefined,
  now: number,
): FormOutcome {
  const own = pick(values, DATE_PRICE_FIELDS);
  // Left empty, the price is the category's (spec 2 §4).
  const problems = fieldProblems(
    'tickets/event-date-price-category',
    own,
    own.price === undefined ? [...PRICE_LINKS, 'price'] : PRICE_LINKS,
  );
  if (Object.keys(problems).length > 0) return { ok: false, error: FORM_ERRORS.invalid, fields: problems };
  if (editing !== undefined && values.id_tk_event_date !== undefined)
    return { ok: true, state: updateDatePrice(state, values.id_tk_event_date, editing, own) };
  const added = addDatePrice(state, values.id_tk_event_date, values.id_tk_price_category, own, now);
  return added.ok ? added : { ok: false, error: added.error, fields: { id_tk_price_category: added.error } };
}

/**
 * A dialog's form submitted (spec 2 §2, §5): checked with the entity's rules and the editor's refusals,
 * then applied to the state (an item added, or the one `editing` names changed). An unknown form and an
 * invalid one are refused with their messages.
 */
export function submitForm(
  state: EditorState,
  form: DialogName | string,
  values: Values,
  editing?: ItemId,
  now = Date.now(),
): FormOutcome {
  switch (form) {
    case 'date':
      return submitDate(state, values as Partial<EditorDate>, editing, now);
    case 'priceCategory':
      return submitPriceCategory(state, values as Partial<EditorPriceCategory>, editing, now);
    case 'genre':
    case 'artist':
    case 'location':
      return submitNamedItem(state, form, values, editing, now);
    case 'datePrice':
    case 'newDatePrice':
      return submitDatePrice(state, values as Partial<EditorDatePrice>, editing, now);
    default:
      return { ok: false, error: FORM_ERRORS.unknown, params: { form }, fields: {} };
  }
}
