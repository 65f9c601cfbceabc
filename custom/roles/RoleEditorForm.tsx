import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { UnsavedChangesNotifier } from '@refinedev/react-router';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AccessMatrix } from './AccessMatrix';
import { OtherRights } from './OtherRights';
import type { Role, RoleValues } from './role';
import { useRoleForm } from './useRoleForm';

interface RoleEditorFormProps {
  initial: Pick<Role, 'role' | 'admin' | 'access'>;
  isCreate: boolean;
  save: (values: RoleValues) => Promise<unknown>;
}

/** The role's name, admin flag and rights, with Save; leaving with unsaved changes asks first. */
export function RoleEditorForm({ initial, isCreate, save }: RoleEditorFormProps) {
  const { t } = useTranslation();
  const form = useRoleForm(initial, save);
  return (
    <Stack spacing={3}>
      <UnsavedChangesNotifier translationKey="system.roles.unsavedChanges" />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1">
          {isCreate ? t('system.roles.createTitle') : t('system.roles.editTitle', { name: initial.role })}
        </Typography>
        <Button component={Link} to="/roles" startIcon={<ArrowBack />}>
          {t('system.roles.back')}
        </Button>
      </Stack>
      {form.errors.form && <Alert severity="error">{form.errors.form}</Alert>}
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2} sx={{ maxWidth: 480 }}>
          <TextField
            label={t('system.roles.name')}
            value={form.name}
            onChange={(event) => form.setName(event.target.value)}
            required
            error={Boolean(form.errors.role)}
            helperText={form.errors.role}
            slotProps={{ htmlInput: { maxLength: 100 } }}
          />
          <div>
            <FormControlLabel
              control={<Switch checked={form.admin} onChange={(event) => form.setAdmin(event.target.checked)} />}
              label={t('system.roles.admin')}
            />
            <FormHelperText>{t('system.roles.adminNote')}</FormHelperText>
          </div>
        </Stack>
      </Paper>
      <Typography variant="h6" component="h2">
        {t('system.roles.access')}
      </Typography>
      <AccessMatrix matrix={form.matrix} />
      <OtherRights rights={form.matrix.otherRights} onRemove={form.matrix.removeOther} />
      <Stack direction="row" spacing={2}>
        <Button variant="contained" onClick={form.submit} disabled={!form.dirty || form.saving}>
          {t('system.roles.save')}
        </Button>
      </Stack>
    </Stack>
  );
}
