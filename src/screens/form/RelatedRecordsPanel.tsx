import ExpandMore from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import { usePermissions } from '@refinedev/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { mayDo, type PermissionHolder } from '../../../registry/permission-check';
import { recordLabel } from '../../../registry/record-label';
import type { ResourceDefinition } from '../../../registry/types';
import { useResourceLabels } from '../labels';
import { recordLink } from '../references/recordLink';
import type { TreeRow } from './model/relatedTree';
import { RelatedRecordDialog, type EmbeddedForm, type RelatedTarget } from './RelatedRecordDialog';

interface RelatedRecordsPanelProps {
  related: ResourceDefinition;
  /** The values a new record of the list takes: its reference to this one. */
  presets: URLSearchParams;
  /** Its records are created and edited in a dialog here rather than on their own screens. */
  inPlace: boolean;
  /** After a record was saved in the dialog. */
  onSaved: () => void;
  /** The form the dialog shows. */
  Form: EmbeddedForm;
  rows: readonly TreeRow[] | undefined;
  total: number | undefined;
  failed: boolean;
}

/** The records of another resource that refer to this one (a web menu's items), each a link, nested where they nest. */
export function RelatedRecordsPanel({
  related,
  Form,
  presets,
  inPlace,
  onSaved,
  rows,
  total,
  failed,
}: RelatedRecordsPanelProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(related);
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const [open, setOpen] = useState(true);
  const [target, setTarget] = useState<RelatedTarget>();
  const link = recordLink(related, permissions);
  const id = `related-${related.name.replace('/', '-')}`;
  return (
    <Accordion expanded={open} onChange={() => setOpen(!open)} variant="outlined" disableGutters>
      <AccordionSummary expandIcon={<ExpandMore />} id={`${id}-header`} aria-controls={`${id}-content`}>
        <Typography variant="h6" component="h2">
          {labels.resource}
          {total !== undefined && ` (${total})`}
        </Typography>
      </AccordionSummary>
      <AccordionDetails id={`${id}-content`}>
        {failed && <Alert severity="error">{t('form.related.failed')}</Alert>}
        {rows?.length === 0 && <Typography color="text.secondary">{t('form.related.none')}</Typography>}
        {rows && rows.length > 0 && (
          <List dense aria-label={labels.resource}>
            {rows.map(({ row, depth }) => {
              const rowId = Number(row[related.entity.idField]);
              const label = recordLabel(related.entity, row);
              return (
                <ListItem key={rowId} sx={{ pl: 2 + depth * 3 }}>
                  {link && inPlace ? (
                    <Link
                      component="button"
                      type="button"
                      onClick={() => setTarget({ mode: 'edit', id: String(rowId) })}
                    >
                      {label}
                    </Link>
                  ) : link ? (
                    <Link component={RouterLink} to={link(rowId)}>
                      {label}
                    </Link>
                  ) : (
                    label
                  )}
                </ListItem>
              );
            })}
          </List>
        )}
        {related.screens.create &&
          permissions &&
          mayDo(permissions, related.permission, 'create') &&
          (inPlace ? (
            <Button size="small" onClick={() => setTarget({ mode: 'create', query: presets })}>
              {t('form.related.create', { resource: labels.resource })}
            </Button>
          ) : (
            <Button component={RouterLink} to={`${related.route}/create?${presets}`} size="small">
              {t('form.related.create', { resource: labels.resource })}
            </Button>
          ))}
      </AccordionDetails>
      {inPlace && (
        <RelatedRecordDialog
          related={related}
          Form={Form}
          target={target}
          onClose={() => setTarget(undefined)}
          onSaved={() => {
            setTarget(undefined);
            onSaved();
          }}
        />
      )}
    </Accordion>
  );
}
