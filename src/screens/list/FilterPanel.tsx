import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BooleanFilter } from './filters/BooleanFilter';
import { EnumFilter } from './filters/EnumFilter';
import { WIDTH, type FilterInputProps } from './filters/filterInputProps';
import type { FilterField, FilterInputs } from './useFilterInputs';

// The date pickers and the type-ahead load only for lists that filter a date or a reference: the
// first list stays within its budget (docs/decisions.md).
const DateFilterInput = lazy(() => import('./filters/DateFilterInput'));
const ReferenceFilter = lazy(() => import('./filters/ReferenceFilter'));

interface FilterPanelProps {
  id: string;
  inputs: FilterInputs;
  label: (field: string) => string;
  /** An enum value's translated label. */
  enumLabel: (field: string, value: string) => string;
  filtered: boolean;
  onClear: () => void;
}

function FilterInput({
  input,
  enumLabel,
  ...props
}: FilterInputProps & { input: FilterField } & Pick<FilterPanelProps, 'enumLabel'>) {
  const { kind } = input;
  switch (kind.kind) {
    case 'enum':
      return <EnumFilter {...props} values={kind.values} valueLabel={(value) => enumLabel(input.field.name, value)} />;
    case 'boolean':
      return <BooleanFilter {...props} />;
    case 'reference':
      return (
        <Suspense fallback={<Skeleton variant="rounded" width={WIDTH} height={40} />}>
          <ReferenceFilter {...props} target={kind.target} />
        </Suspense>
      );
    case 'date':
    case 'dateTime':
      return (
        <Suspense fallback={<Skeleton variant="rounded" width={260} height={40} />}>
          <DateFilterInput {...props} />
        </Suspense>
      );
    default:
      return (
        <TextField
          id={props.id}
          size="small"
          label={props.label}
          value={props.text}
          onChange={(event) => props.onChange(event.target.value)}
          error={props.error !== undefined}
          helperText={props.error}
          slotProps={{ htmlInput: { 'aria-describedby': props.describedBy } }}
          sx={{ width: WIDTH }}
        />
      );
  }
}

/**
 * One input per filterable column, of its field's kind: a select of an enum's labels, yes / no /
 * any, a date picker with a comparison, a type-ahead of the referenced records, and text boxes read
 * by the prefix convention (numbers in the user's language). An invalid filter says why under it.
 */
export function FilterPanel({ id, inputs, label, enumLabel, filtered, onClear }: FilterPanelProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <Stack id={id} component="section" aria-label={t('list.filter.title')} spacing={1.5}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'flex-start' }}>
        {inputs.fields.map((input) => {
          const { name } = input.field;
          const error = inputs.errors[name];
          const inputId = `${id}-${name}`;
          return (
            <FilterInput
              key={name}
              input={input}
              enumLabel={enumLabel}
              id={inputId}
              label={label(name)}
              text={inputs.texts[name] ?? ''}
              onChange={(text) => inputs.change(name, text)}
              error={error ? t(error) : undefined}
              // MUI names the helper text `<id>-helper-text`; the hint on the syntax describes every input.
              describedBy={error ? `${inputId}-helper-text ${hintId}` : hintId}
            />
          );
        })}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={hintId} variant="caption" color="text.secondary">
          {t('list.filter.hint')}
        </Typography>
        <Button size="small" onClick={onClear} disabled={!filtered}>
          {t('list.filter.clear')}
        </Button>
      </Stack>
    </Stack>
  );
}
