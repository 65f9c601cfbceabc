import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

interface ListHeaderProps {
  title: string;
  createPath: string | undefined;
  /** A bespoke list's own buttons beside "Create". */
  actions?: ReactNode;
}

/** The list's title, and the way to a new record where the user may create one. */
export function ListHeader({ title, createPath, actions }: ListHeaderProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack direction="row" spacing={1}>
        {actions}
        {createPath && (
          <Button component={RouterLink} to={createPath} variant="contained" startIcon={<Add />}>
            {t('list.create')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}
