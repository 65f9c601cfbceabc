import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import { Suspense, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResourceDefinition } from '../../../registry/types';
import { useAreaTranslation } from '../../i18n/useAreaTranslation';
import { useResourceLabels } from '../labels';
import { useRecordRights } from './hooks/useRecordRights';
import { useResourceRecord, type ResourceRecord } from './hooks/useResourceRecord';
import type { FormMode } from './model/formLayout';

/** Which record of a related list the dialog shows: a new one with the values `query` names, or one by id. */
export type RelatedTarget = { mode: 'create'; query: URLSearchParams } | { mode: 'edit'; id: string };

/** The generated form (ResourceForm), handed in: it lists related records itself. */
export type EmbeddedForm = ComponentType<
  Pick<ResourceRecord, 'save' | 'fetchCurrent'> & {
    resource: ResourceDefinition;
    mode: FormMode;
    id: string | undefined;
    record: Record<string, unknown> | undefined;
    query?: URLSearchParams;
    embedded?: boolean;
  }
>;

interface RelatedRecordDialogProps {
  related: ResourceDefinition;
  Form: EmbeddedForm;
  target: RelatedTarget | undefined;
  onClose: () => void;
  /** After a save: the dialog closes and the list is loaded again. */
  onSaved: () => void;
}

/** A related record's generated form in a dialog, so that it is created or edited without leaving the record it belongs to. */
export function RelatedRecordDialog({ related, Form, target, onClose, onSaved }: RelatedRecordDialogProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(related);
  return (
    <Dialog
      open={target !== undefined}
      onClose={onClose}
      maxWidth="md"
      fullWidth
      slotProps={{ paper: { 'aria-label': labels.resource } }}
    >
      {/* The dialog sits inside the outer form in React's tree: its submit is its own. */}
      <DialogContent onSubmit={(event) => event.stopPropagation()}>
        {target && (
          <Suspense fallback={<CircularProgress aria-label={t('shell.loading')} />}>
            <RelatedRecordForm related={related} Form={Form} target={target} onSaved={onSaved} />
          </Suspense>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('form.related.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

function RelatedRecordForm({
  related,
  Form,
  target,
  onSaved,
}: Pick<RelatedRecordDialogProps, 'related' | 'Form' | 'onSaved'> & { target: RelatedTarget }) {
  useAreaTranslation(related);
  const id = target.mode === 'edit' ? target.id : undefined;
  const loader = useResourceRecord(related, target.mode, id, true);
  const rights = useRecordRights(related, target.mode);
  if (loader.isLoading || rights.loading) return <CircularProgress />;
  if (loader.loadError) return <Alert severity="error">{loader.loadError.message}</Alert>;
  return (
    <Form
      resource={related}
      mode={target.mode}
      id={id}
      record={loader.record}
      save={async (body) => {
        const saved = await loader.save(body);
        onSaved();
        return saved;
      }}
      fetchCurrent={loader.fetchCurrent}
      query={target.mode === 'create' ? target.query : undefined}
      embedded
    />
  );
}
