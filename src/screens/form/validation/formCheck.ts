import type { EntityDefinition, FieldDefinition } from '../../../../registry/types';
import { brokenCompareRules } from '../../../../registry/compare-rules';
import { VERSION_FIELD } from '../../../../registry/fields';
import type { FieldMessage } from '../../../../registry/validation-keys';
import { createBody, patchBody, type FormInputs } from '../model/formBody';
import type { FormMode } from '../model/formLayout';
import { checkBody } from './checkBody';

export interface FormCheck {
  /** What the form sends: a create body, or an edit's changed fields (plus the version it edits). */
  body: Record<string, unknown>;
  /** Unreadable inputs first, then the schema's verdict on the body. */
  messages: FieldMessage[];
}

export interface FormState {
  entity: EntityDefinition;
  fields: readonly FieldDefinition[];
  mode: FormMode;
  inputs: FormInputs;
  /** The record the form was filled from, and its inputs then: an edit sends what differs. */
  loaded?: { record: Readonly<Record<string, unknown>>; inputs: FormInputs };
}

export function checkForm({ entity, fields, mode, inputs, loaded }: FormState): FormCheck {
  if (mode !== 'edit') {
    const built = createBody(fields, inputs);
    const messages = [
      ...built.errors,
      ...checkBody(entity, 'create', built.body),
      ...brokenCompareRules(entity, built.body),
    ];
    return { body: built.body, messages };
  }
  const built = patchBody(fields, inputs, loaded?.inputs ?? {});
  const body = entity.concurrency ? { ...built.body, [VERSION_FIELD]: loaded?.record[VERSION_FIELD] } : built.body;
  // A rule compares a changed field with the stored value of the other, as the server does.
  const after = { ...loaded?.record, ...built.body };
  const messages = [
    ...built.errors,
    ...checkBody(entity, 'patch', body),
    ...brokenCompareRules(entity, after, Object.keys(built.body)),
  ];
  return { body, messages };
}
