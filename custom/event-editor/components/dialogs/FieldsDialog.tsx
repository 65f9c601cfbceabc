import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { PaperProps } from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../../registry/types';
import { FormField, type FormInputs, initialInputs, TEXT_ERROR } from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import type { DialogName } from '../../state/types';
import { checkFields, fieldsOf, fieldsResolver } from '../fields/fieldsCheck';

type Values = Record<string, unknown>;

export interface FieldsDialogProps {
  api: EventEditorApi;
  dialog: DialogName;
  title: string;
  /** The resource whose fields, labels and checks the form has. */
  resource: ResourceDefinition;
  fields: readonly string[];
  /** The values the form starts with (the item edited), over the schema's defaults. */
  initial?: object;
  /** For the live hints: `create` asks for the resource's required fields; `patch` checks only what is filled. */
  check: 'create' | 'patch';
  submitLabel: string;
  /** The form's values as the dialog gives them to `submitForm` (the date-price dialog adds its date and category). */
  values?: (values: Values) => Values;
  /** A problem of the dialog's own before the form goes to the editor state. */
  refuse?: () => string | undefined;
  /** Inputs of the form's own before the resource's fields (pickers of the event's dates and categories). */
  children?: ReactNode;
}

/**
 * An editor dialog whose form holds some fields of a registry resource, drawn by the generated
 * widgets: hints as the user types follow the showValidationHints preference; on submit the editor
 * state checks the form (spec 2 §5 keys, duplicates), shows its verdict on the fields, and closes the
 * dialog when it took the item. Shown only while open and keyed by the dialog's form key, so that
 * closing it resets the form.
 */
export function FieldsDialog(props: FieldsDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { api, dialog, title, resource, initial, check, submitLabel, children } = props;
  const fields = useMemo(() => fieldsOf(resource, props.fields), [resource, props.fields]);
  const [defaultValues] = useState(() =>
    initialInputs(
      fields,
      initial && { ...Object.fromEntries(fields.map((field) => [field.name, field.default])), ...initial },
    ),
  );
  const form = useForm<FormInputs>({
    defaultValues,
    resolver: fieldsResolver(resource, fields, check, api.preferences.showValidationHints),
    mode: 'onTouched',
  });

  // The editor state keeps a dialog's field errors as `<dialog>.<field>`, translated already.
  const verdict = JSON.stringify(Object.entries(api.errors.fields).filter(([path]) => path.startsWith(`${dialog}.`)));
  useEffect(() => {
    for (const [path, message] of JSON.parse(verdict) as [string, string][])
      form.setError(path.slice(dialog.length + 1), { type: TEXT_ERROR, message });
  }, [verdict, dialog, form]);

  const [problem, setProblem] = useState<string>();
  const submit = form.handleSubmit((inputs) => {
    const refused = props.refuse?.();
    if (refused) {
      setProblem(refused);
      return;
    }
    const { values } = checkFields(resource, fields, inputs, check);
    const outcome = api.submitForm(dialog, props.values ? props.values(values) : values);
    setProblem(outcome.ok ? undefined : outcome.error);
  });
  return (
    <Dialog
      open
      onClose={api.dialogs.closeDialog}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      // The paper is the form: Enter in a field submits it; the checks are the entity's, not the browser's.
      slotProps={{ paper: { component: 'form', onSubmit: submit, noValidate: true } as PaperProps }}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <FormProvider {...form}>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {children}
            {fields.map((field) => (
              <FormField
                key={field.name}
                resource={resource}
                field={field}
                name={field.name}
                schemaPath={field.name}
                editing={false}
              />
            ))}
            {problem && <Alert severity="error">{problem}</Alert>}
          </Stack>
        </FormProvider>
      </DialogContent>
      <DialogActions>
        <Button onClick={api.dialogs.closeDialog}>{t('list.cancel')}</Button>
        <Button type="submit" variant="contained">
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
