import { usePermissions, useWarnAboutChange } from '@refinedev/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translationRights, type TranslationType } from '../../domain/app/translatable-fields';
import { mayUse, type PermissionHolder } from '../../registry/permission-check';
import { apiRequest, errorMessage, useApiGet, withToasts } from '../../src/console';
import {
  changedFields,
  changesBody,
  completeness,
  type Draft,
  type RecordTranslation,
  type TranslatableRecord,
} from './translationDraft';

/** What the editor shows: the kind of record, the record, and the language translated into. */
export interface Choice {
  type: TranslationType;
  record: TranslatableRecord | null;
  language: string;
}

const translationPath = ({ type, record }: Choice) =>
  record ? `/translations?type=${type}&type_id=${record.type_id}` : undefined;

/**
 * The side-by-side translation editor's state: the choice of type, record and target language, the
 * record's texts, what is typed and not saved, and the save (`PATCH /translations/{type}_{id}`). A new
 * choice while something is unsaved waits for the user to discard it (`pending`).
 */
export function useTranslationEditor(initial: Choice) {
  const { t } = useTranslation();
  const [choice, setChoice] = useState<Choice>(initial);
  const [pending, setPending] = useState<Choice | undefined>();
  const [draft, setDraft] = useState<Draft>({});
  const [saving, setSaving] = useState(false);
  const loaded = useApiGet<RecordTranslation>(translationPath(choice));
  const record = loaded.answer;
  const unsaved = changedFields(record, draft, choice.language).length > 0;
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const mayWrite = permissions !== undefined && mayUse(permissions, translationRights(choice.type, 'update'));

  const { setWarnWhen } = useWarnAboutChange();
  useEffect(() => {
    setWarnWhen(unsaved);
    return () => setWarnWhen(false);
  }, [unsaved, setWarnWhen]);

  const apply = (next: Choice) => {
    setDraft({});
    setPending(undefined);
    setChoice(next);
  };
  const choose = (change: Partial<Choice>) => {
    const next = { ...choice, ...change };
    if (unsaved) setPending(next);
    else apply(next);
  };

  const save = async () => {
    if (!record) return;
    setSaving(true);
    try {
      await apiRequest(`/translations/${record.type}_${record.type_id}`, {
        method: 'PATCH',
        body: changesBody(record, draft, choice.language),
      });
      await loaded.refetch();
      setDraft({});
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar(t('form.saved'), { variant: 'success' }));
    } catch (error) {
      const message = errorMessage(error, t);
      withToasts(({ enqueueSnackbar }) => enqueueSnackbar(message, { variant: 'error' }));
    } finally {
      setSaving(false);
    }
  };

  return {
    choice,
    choose,
    record,
    loading: loaded.loading,
    loadError: loaded.error,
    draft,
    type: (field: string, text: string) => setDraft((typed) => ({ ...typed, [field]: text })),
    unsaved,
    mayWrite,
    saving,
    save,
    completeness: (language: string) => (record ? completeness(record, draft, choice.language, language) : undefined),
    pending,
    discard: () => pending && apply(pending),
    keep: () => setPending(undefined),
  };
}
