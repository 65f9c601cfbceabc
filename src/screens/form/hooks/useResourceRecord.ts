import { useForm, type BaseRecord, type HttpError } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../../registry/types';
import type { FormMode } from '../model/formLayout';

type Row = Record<string, unknown>;

/**
 * The record behind a form screen and its saving, through Refine: an edit and a copy load the
 * record of the address; a create or copy POSTs and goes on to the new record's edit screen,
 * an edit PATCHes and stays. Saving errors are the form's to show.
 */
export function useResourceRecord(
  resource: ResourceDefinition,
  mode: FormMode,
  id: string | undefined,
  /** true: a create stays where it is (a form in a dialog) instead of going on to the new record's screen. */
  stay = false,
) {
  const { t } = useTranslation();
  const { onFinish, query } = useForm<BaseRecord, HttpError, Row>({
    resource: resource.name,
    action: mode === 'copy' ? 'clone' : mode,
    id,
    redirect: mode === 'edit' || stay ? false : 'edit',
    mutationMode: 'pessimistic',
    successNotification: () => ({ message: t(mode === 'edit' ? 'form.saved' : 'form.created'), type: 'success' }),
    errorNotification: false,
    // The open form keeps what it loaded; a newer version arrives only on saving or on request.
    queryOptions: { refetchOnWindowFocus: false },
  });

  return {
    record: query?.data?.data as Row | undefined,
    isLoading: mode !== 'create' && query?.isPending === true,
    loadError: query?.error ?? undefined,
    /** Sends a body; answers the saved record. */
    save: async (body: Row): Promise<Row | undefined> => (await onFinish(body))?.data,
    /** The record as saved now, loaded again. */
    fetchCurrent: async (): Promise<Row> => {
      const answer = await query?.refetch();
      if (!answer?.data) throw answer?.error ?? new Error('The record could not be loaded again');
      return answer.data.data;
    },
  };
}

export type ResourceRecord = ReturnType<typeof useResourceRecord>;
