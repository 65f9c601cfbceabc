import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useResourceLabels } from '../../src/console';
import { SubConfigForm } from './SubConfigForm';
import type { SubConfigSection } from './subConfigSections';

interface SubConfigPanelProps {
  section: SubConfigSection;
  creating: boolean;
  onCreate(): void;
}

/** One sub-configuration: its form, or, while the configuration has none, the button that creates and links it. */
export function SubConfigPanel({ section, creating, onCreate }: SubConfigPanelProps) {
  const { t } = useTranslation();
  const labels = useResourceLabels(section.resource);
  if (section.id !== null) return <SubConfigForm resource={section.resource} id={String(section.id)} />;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid={`missing-${section.field}`}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Stack>
          <Typography variant="h6">{labels.resource}</Typography>
          <Typography color="text.secondary">{t('configs.editor.missing')}</Typography>
        </Stack>
        <Button variant="contained" disabled={creating} onClick={onCreate}>
          {t('configs.editor.create', { kind: labels.resource })}
        </Button>
      </Stack>
    </Paper>
  );
}
