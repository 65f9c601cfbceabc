import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { usePermissions } from '@refinedev/core';
import { isLocked } from '../../../registry/locked-fields';
import { holdsFieldRight } from '../../../registry/permission-check';
import type { FieldDefinition, ResourceDefinition } from '../../../registry/types';
import type { Permissions } from '../../auth/userdata';
import { humanize } from '../labels';
import { FormField } from './FormField';
import type { FormPanelLayout } from './model/formLayout';
import { ReadOnlyField } from './ReadOnlyField';

interface FormPanelFieldsProps {
  resource: ResourceDefinition;
  panel: FormPanelLayout;
  /** The saved record, for the read-only fields. */
  record: Readonly<Record<string, unknown>> | undefined;
  editing: boolean;
  /** Every field shown, none edited. */
  readOnly?: boolean;
}

interface FormPanelProps extends FormPanelFieldsProps {
  open: boolean;
  onToggle: () => void;
}

/** A panel's fields, in a collapsible panel or a tab; a confirmation field sits beside the field it repeats. */
export function FormPanelFields({ resource, panel, record, editing, readOnly = false }: FormPanelFieldsProps) {
  const { data: permissions } = usePermissions<Permissions>({});
  // The server refuses a change of a field whose rights the user lacks; the form shows it as it is.
  const mayWrite = (field: FieldDefinition) => !permissions || holdsFieldRight(permissions, field.access.write);
  const mayRead = (field: FieldDefinition) => !permissions || holdsFieldRight(permissions, field.access.read);
  const input = (field: FieldDefinition) => (
    <FormField resource={resource} field={field} name={field.name} schemaPath={field.name} editing={editing} />
  );
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      {panel.items.map(({ field, confirmation }) => {
        // The server answers no value of a field the user may not read: the form leaves it out.
        if (!mayRead(field)) return null;
        if (readOnly || field.readOnly || !mayWrite(field) || (editing && record && isLocked(field, record)))
          return <ReadOnlyField key={field.name} resource={resource} field={field} value={record?.[field.name]} />;
        if (!confirmation) return <Box key={field.name}>{input(field)}</Box>;
        return (
          <Stack key={field.name} direction={{ xs: 'column', md: 'row' }} spacing={2}>
            <Box sx={{ flex: 1 }}>{input(field)}</Box>
            <Box sx={{ flex: 1 }}>{input(confirmation)}</Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

/** One collapsible panel of a form. */
export function FormPanel({ panel, open, onToggle, ...fields }: FormPanelProps) {
  const { t } = useTranslation();
  const id = `panel-${panel.key}`;
  return (
    <Accordion expanded={open} onChange={onToggle} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography variant="h6" component="h2">
          {t(`form.panels.${panel.key}`, { defaultValue: humanize(panel.key) })}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        <FormPanelFields panel={panel} {...fields} />
      </AccordionDetails>
    </Accordion>
  );
}
