import { useNotification, usePermissions } from '@refinedev/core';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PermissionHolder } from '../../../../registry/permission-check';
import type { FormAssist, ResourceDefinition } from '../../../../registry/types';
import { apiRequest } from '../../../api/apiClient';
import { errorMessage } from '../../../data/errorMessage';
import type { FormInputs } from '../model/formBody';
import { assistRequest, filledInputs, offeredAssists, panelsHolding } from '../model/formAssists';
import type { FormPanelLayout } from '../model/formLayout';

type Row = Readonly<Record<string, unknown>>;

interface FormAssistOptions {
  resource: ResourceDefinition;
  /** The saved record of an edit screen; nothing is offered without one. */
  record: Row | undefined;
  form: UseFormReturn<FormInputs>;
  layout: readonly FormPanelLayout[];
  /** Opens panels, so that the filled fields are seen. */
  reveal: (panels: readonly string[]) => void;
}

/**
 * The edit screen's assists (registry `assists`): which the user is offered, and running one, which
 * fills the answer into the form as unsaved changes for the user to review and save. A failure is
 * kept as the form's problem until the next run or until dismissed.
 */
export function useFormAssists({ resource, record, form, layout, reveal }: FormAssistOptions) {
  const { t } = useTranslation();
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const { open } = useNotification();
  const [running, setRunning] = useState(false);
  const [problem, setProblem] = useState<string>();

  async function run(assist: FormAssist) {
    if (!record) return;
    setRunning(true);
    setProblem(undefined);
    try {
      const { path, body } = assistRequest(resource, record, assist);
      const answer = await apiRequest<Row>(path, { method: 'POST', body });
      const filled = filledInputs(resource, assist, answer);
      for (const [name, input] of filled) form.setValue(name, input, { shouldDirty: true, shouldValidate: true });
      const names = filled.map(([name]) => name);
      reveal(panelsHolding(layout, names));
      open?.({ type: 'success', message: t('form.assisted') });
    } catch (caught) {
      setProblem(errorMessage(caught, t));
    } finally {
      setRunning(false);
    }
  }

  return {
    offered: record ? offeredAssists(resource, permissions) : [],
    running,
    /** The last run's failure, as a text. */
    problem,
    run: (assist: FormAssist) => void run(assist),
    dismiss: () => setProblem(undefined),
  };
}

export type FormAssistState = ReturnType<typeof useFormAssists>;
