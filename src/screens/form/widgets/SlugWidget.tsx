import TextField from '@mui/material/TextField';
import { useWebAddress } from '../../../startup/useStartupData';
import { useDerivedSlug } from '../hooks/useDerivedSlug';
import { useWidgetField } from '../hooks/useWidgetField';
import type { WidgetProps } from './types';

/** The sibling path of `name` holding the field `from` (`name` → `from`, `rows.0.slug` → `rows.0.title`). */
const siblingPath = (name: string, from: string) => name.split('.').slice(0, -1).concat(from).join('.');

/**
 * A slug, made from its source field (x-ui `from`) until the user types one; where it names a page of
 * the website (x-ui `pathSetting`), the page's address is shown under it.
 */
export function SlugWidget({ field, name, label, editing }: WidgetProps) {
  const { input, error } = useWidgetField(name);
  const slug = useDerivedSlug(name, siblingPath(name, field.from ?? field.name), editing);
  const address = useWebAddress(field.pathSetting, String(input.value ?? ''));
  return (
    <TextField
      fullWidth
      label={label}
      required={field.required}
      name={input.name}
      value={input.value ?? ''}
      onChange={(event) => {
        slug.typed();
        input.onChange(event);
      }}
      onBlur={input.onBlur}
      inputRef={input.ref}
      error={error !== undefined}
      helperText={error ?? address}
      slotProps={{ htmlInput: { maxLength: field.schema.maxLength } }}
    />
  );
}
