import OpenInNew from '@mui/icons-material/OpenInNew';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { usePermissions } from '@refinedev/core';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import type { Permissions } from '../../auth/userdata';
import { HtmlPreview } from '../../components/HtmlPreview';
import { registry } from '../../registry/registry';
import { recordLink } from '../references/recordLink';
import { useReferenceText } from '../references/useReferenceText';
import { useFieldNames } from './hooks/useFieldLabels';
import { useValueText } from './hooks/useValueText';
import { fieldKindOf } from './model/fieldKinds';
import { referenceTarget } from './model/referenceTarget';
import { ReadOnlyNested } from './ReadOnlyNested';

interface ReadOnlyFieldProps {
  resource: ResourceDefinition;
  field: FieldDefinition;
  value: unknown;
}

/**
 * A value the server keeps (created, updated, version, last login): shown, never sent; a reference by
 * its name, with a link to the record where the user may open it; rows and objects field by field.
 */
export function ReadOnlyField({ resource, field, value }: ReadOnlyFieldProps) {
  const fieldName = useFieldNames(resource);
  const text = useValueText(resource);
  const reference = useReferenceText(resource, field.name, value);
  const { data: permissions } = usePermissions<Permissions>({});
  const target = useMemo(() => referenceTarget(registry, resource, field.name), [resource, field.name]);
  const kind = fieldKindOf(field);
  if (kind === 'rows' || kind === 'object')
    return <ReadOnlyNested resource={resource} field={field} label={fieldName(field.name)} value={value} />;
  if (kind === 'html' && typeof value === 'string' && value.trim() !== '')
    return (
      <div>
        <Typography variant="caption" component="p" color="text.secondary">
          {fieldName(field.name)}
        </Typography>
        <HtmlPreview html={value} title={fieldName(field.name)} height={520} />
      </div>
    );
  const href = typeof value === 'number' ? recordLink(target?.serving, permissions)?.(value) : undefined;
  const open = href && reference && (
    <InputAdornment position="end">
      <IconButton component={RouterLink} to={href} aria-label={reference} size="small">
        <OpenInNew fontSize="small" />
      </IconButton>
    </InputAdornment>
  );
  return (
    <TextField
      fullWidth
      size="small"
      variant="filled"
      label={fieldName(field.name)}
      value={reference ?? text(field.name, value)}
      slotProps={{ input: { readOnly: true, endAdornment: open || undefined } }}
    />
  );
}
