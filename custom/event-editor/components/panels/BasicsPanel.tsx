import Add from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import type { EditorEvent } from '../../state/types';
import { editorResources } from '../editorResources';
import { EventField } from '../fields/EventField';
import { OptionPicker } from '../fields/OptionPicker';
import { useShownErrors } from '../shownErrors';

/** Panel 0: title, slug, status, visibility, location, VAT; the internal name and invoice circle as advanced options. */
export function BasicsPanel({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
  const labels = useResourceLabels(editorResources.events);
  const saved = event.id_tk_event !== undefined;
  const advanced = api.preferences.showAdvancedOptions;
  const errors = useShownErrors();
  return (
    <Stack spacing={2.5} sx={{ maxWidth: 960 }}>
      <EventField name="title" saved={saved} />
      <EventField name="slug" saved={saved} />
      {advanced && <EventField name="name" saved={saved} />}
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <Box sx={{ flex: 1 }}>
          <EventField name="status" saved={saved} />
        </Box>
        <Box sx={{ flex: 1 }}>
          <EventField name="visibility" saved={saved} />
        </Box>
      </Stack>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <Box sx={{ flex: 1 }}>
          <OptionPicker
            name="id_tk_location"
            label={labels.field('id_tk_location')}
            options={api.options.locations}
            loading={api.busy.locations}
            required
            error={errors.id_tk_location}
            value={event.id_tk_location}
            onChange={(value) => api.setField('id_tk_location', value)}
          />
        </Box>
        <Button startIcon={<Add />} onClick={() => api.dialogs.openDialog('location')} sx={{ mt: { md: 1 } }}>
          {t('eventEditor.newLocation')}
        </Button>
      </Stack>
      {advanced && (
        <OptionPicker
          name="id_tk_invoice_config"
          label={labels.field('id_tk_invoice_config')}
          options={api.options.invoiceConfigs}
          loading={api.busy.invoiceConfigs}
          error={errors.id_tk_invoice_config}
          value={event.id_tk_invoice_config}
          onChange={(value) => api.setField('id_tk_invoice_config', value === null ? null : Number(value))}
        />
      )}
      <EventField name="vat_rate" saved={saved} />
    </Stack>
  );
}
