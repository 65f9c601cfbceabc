import { useWarnAboutChange } from '@refinedev/core';
import { useEffect, useMemo, useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VERSION_FIELD } from '../../../../registry/fields';
import type { ResourceDefinition } from '../../../../registry/types';
import { ApiError } from '../../../api/apiClient';
import { errorMessage } from '../../../data/errorMessage';
import { copyOf } from '../model/copyRecord';
import { initialInputs, type FormInputs } from '../model/formBody';
import { createPresets } from '../model/formPresets';
import { editableFields, formPanels, type FormMode } from '../model/formLayout';
import { tabKeys, type ExtraTab } from '../model/formTabs';
import { errorTree, placeMessages } from '../validation/errorTree';
import { checkForm } from '../validation/formCheck';
import { useConflict } from './useConflict';
import { useFormTabs } from './useFormTabs';
import { usePanels } from './usePanels';
import { TEXT_ERROR } from './useWidgetField';
import type { ResourceRecord } from './useResourceRecord';

type Row = Record<string, unknown>;

interface Loaded {
  record: Row;
  inputs: FormInputs;
}

interface ResourceFormOptions extends Pick<ResourceRecord, 'save' | 'fetchCurrent'> {
  resource: ResourceDefinition;
  mode: FormMode;
  /** The record of an edit, or the one a copy is made from. */
  record: Row | undefined;
  /** Where a new record's values come from besides the defaults: the address's query (`?id_web_menu=3`). */
  query?: URLSearchParams;
  /** A tabbed form's tabs of the page's own (module constants: their identity keeps the tabs). */
  extraTabs?: readonly ExtraTab[];
  /** false: the form does not arm the leave-page warning (a form in a dialog, whose page has its own). */
  warnOnLeave?: boolean;
}

const NO_EXTRA_TABS: readonly ExtraTab[] = [];

const isConflict = (error: unknown) =>
  error instanceof ApiError && error.statusCode === 409 && error.key === 'error.conflict';

/**
 * The state of a generated form: its inputs (react-hook-form) checked with the entity's compiled
 * schema, its panels, saving with the server's answers placed on their fields, the leave-page
 * warning while there are unsaved changes, and the choice after a conflicting save.
 */
export function useResourceForm({
  resource,
  mode,
  record,
  save,
  fetchCurrent,
  query,
  extraTabs = NO_EXTRA_TABS,
  warnOnLeave = true,
}: ResourceFormOptions) {
  const { t } = useTranslation();
  const { entity } = resource;
  const fields = useMemo(() => editableFields(entity), [entity]);
  const layout = useMemo(() => formPanels(entity, mode), [entity, mode]);
  const panels = usePanels(
    layout.map((panel) => panel.key),
    resource.form.openPanels,
  );
  const tabs = useFormTabs(useMemo(() => tabKeys(layout, extraTabs), [layout, extraTabs]));

  const [start] = useState(() => {
    const source =
      mode === 'create'
        ? createPresets(fields, query ?? new URLSearchParams())
        : !record
          ? undefined
          : mode === 'copy'
            ? copyOf(entity, record)
            : record;
    const inputs = initialInputs(fields, source);
    return { inputs, loaded: mode === 'edit' && record ? { record, inputs } : undefined };
  });
  const [loaded, setLoaded] = useState<Loaded | undefined>(start.loaded);
  const [problems, setProblems] = useState<string[]>([]);
  const [sending, setSending] = useState(false);
  const conflict = useConflict(fields, fetchCurrent);

  const check = (inputs: FormInputs) => checkForm({ entity, fields, mode, inputs, loaded });
  const resolver: Resolver<FormInputs> = (inputs) => {
    const { messages } = check(inputs);
    return messages.length === 0
      ? { values: inputs, errors: {} }
      : { values: {}, errors: errorTree(placeMessages(fields, messages)) };
  };
  const form = useForm<FormInputs>({ defaultValues: start.inputs, resolver, reValidateMode: 'onChange' });

  const { isDirty } = form.formState;
  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    if (!warnOnLeave) return;
    setWarnWhen(isDirty);
    return () => setWarnWhen(false);
  }, [isDirty, setWarnWhen, warnOnLeave]);

  /** Opens panels, or shows the first of them in a tabbed form. */
  const reveal = (keys: readonly string[]) => {
    panels.reveal(keys);
    tabs.reveal(keys);
  };

  const revealFields = (paths: readonly string[]) => {
    const names = new Set(paths.map((path) => path.split('.')[0]));
    reveal(
      layout
        .filter((panel) =>
          panel.items.some(({ field, confirmation }) => names.has(field.name) || names.has(confirmation?.name)),
        )
        .map((panel) => panel.key),
    );
  };

  const apply = (saved: Row) => {
    const next = { record: saved, inputs: initialInputs(fields, saved) };
    setLoaded(next);
    form.reset(next.inputs);
  };

  const showFailure = (error: unknown) => {
    const placed = error instanceof ApiError ? placeMessages(fields, error.errors) : undefined;
    if (!placed || placed.byInput.size === 0) {
      setProblems([errorMessage(error, t)]);
      return;
    }
    // A message with values is put into words now; one without stays a key, translated as it is shown.
    for (const [path, message] of placed.byInput)
      form.setError(
        path,
        message.params && Object.keys(message.params).length > 0
          ? { type: TEXT_ERROR, message: t(message.key, message.params) }
          : { type: message.key, message: message.key },
      );
    revealFields([...placed.byInput.keys()]);
    setProblems(placed.unplaced.map((message) => t(message.key, message.params ?? {})));
  };

  const send = async (body: Row) => {
    setProblems([]);
    setSending(true);
    try {
      const saved = await save(body);
      if (mode === 'edit' && saved) apply(saved);
    } catch (error) {
      // Saving disarmed the leave-page warning; the changes are still unsaved.
      if (warnOnLeave) setWarnWhen(form.formState.isDirty);
      if (mode === 'edit' && isConflict(error) && loaded) {
        await conflict.open(loaded.record, form.getValues()).catch(showFailure);
      } else {
        showFailure(error);
      }
    } finally {
      setSending(false);
    }
  };

  const submit = form.handleSubmit(
    (inputs) => send(check(inputs).body),
    (errors) => revealFields(Object.keys(errors)),
  );

  return {
    form,
    layout,
    panels,
    /** A tabbed form's tabs (`form.layout: "tabs"`): their keys and the one shown. */
    tabs,
    reveal,
    /** The record as last loaded or saved (its read-only fields are shown). */
    record: loaded?.record,
    submit,
    saving: sending,
    /** An edit saves changes only; a new record can be saved as it stands. */
    canSave: !sending && (mode !== 'edit' || isDirty),
    /** Problems no field shows, as texts. */
    problems: form.formState.errors.root?.message ? [t(form.formState.errors.root.message), ...problems] : problems,
    conflict: conflict.conflict,
    /** Takes the record as saved now and drops the form's changes. */
    reload: () => {
      const server = conflict.conflict?.server;
      conflict.close();
      if (server) apply(server);
    },
    /** Saves the form's changes over the newer version. */
    overwrite: () => {
      const server = conflict.conflict?.server;
      conflict.close();
      if (server) void send({ ...check(form.getValues()).body, [VERSION_FIELD]: server[VERSION_FIELD] });
    },
    keepEditing: conflict.close,
  };
}
