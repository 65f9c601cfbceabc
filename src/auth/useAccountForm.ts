import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { validate, type Rules } from './accountRules';
import { useAccountAction } from './useAccountAction';

/** What a text field of an account form is given. */
export interface AccountFieldProps {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  error: boolean;
  helperText: string | undefined;
}

interface Options<Field extends string, Result> {
  initialValues: Record<Field, string>;
  rules: NoInfer<Rules<Field>>;
  submit: (values: Record<Field, string>) => Promise<Result>;
  onSuccess?: (result: Result, values: Record<Field, string>) => unknown;
}

/**
 * The state of an account form: its values, the client-side checks run before sending, and the
 * call with its server errors. A field's message disappears as soon as the field is edited.
 */
export function useAccountForm<Field extends string, Result>({
  initialValues,
  rules,
  submit,
  onSuccess,
}: Options<Field, Result>) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initialValues);
  const [clientErrors, setClientErrors] = useState<Partial<Record<Field, string>>>({});
  const [editedSinceSend, setEditedSinceSend] = useState<ReadonlySet<Field>>(new Set());
  const fields = Object.keys(initialValues) as Field[];
  const action = useAccountAction(submit, { fields, onSuccess });

  /** Runs the client-side checks of the named fields (all by default); true when they pass. */
  const check = (names: readonly Field[] = fields) => {
    const found = validate(values, rules, names);
    setClientErrors((current) => {
      const next = { ...current };
      for (const name of names) delete next[name];
      return { ...next, ...found };
    });
    return Object.keys(found).length === 0;
  };

  /** Sends the values unchecked: for forms that ask for a confirmation between check and send. */
  const send = () => {
    setEditedSinceSend(new Set());
    action.run(values);
  };

  const handleSubmit = (event?: FormEvent) => {
    event?.preventDefault();
    if (check()) send();
  };

  const messageFor = (name: Field) => {
    const key = clientErrors[name];
    if (key) return t(key);
    return editedSinceSend.has(name) ? undefined : action.fieldErrors[name];
  };

  /** The props of a text field bound to `name`: value, change handler and its message. */
  const field = (name: Field): AccountFieldProps => {
    const message = messageFor(name);
    return {
      name,
      value: values[name],
      onChange: (event) => {
        const { value } = event.target;
        setValues((current) => ({ ...current, [name]: value }));
        setClientErrors((current) => ({ ...current, [name]: undefined }));
        setEditedSinceSend((current) => new Set(current).add(name));
      },
      error: Boolean(message),
      helperText: message,
    };
  };

  return {
    values,
    field,
    check,
    send,
    handleSubmit,
    isPending: action.isPending,
    isSuccess: action.isSuccess,
    alert: action.alert,
    errorKey: action.errorKey,
  };
}
