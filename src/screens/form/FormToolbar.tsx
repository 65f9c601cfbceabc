import ArrowBack from '@mui/icons-material/ArrowBack';
import ContentCopy from '@mui/icons-material/ContentCopy';
import History from '@mui/icons-material/History';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface FormToolbarProps {
  title: string;
  /** Where the list is, when the resource has one. */
  listRoute?: string;
  /** Where a copy of this record is made, when the resource has copies. */
  copyRoute?: string;
  /** Open or close every panel; absent for a tabbed form. */
  onOpenAll?: () => void;
  onCloseAll?: () => void;
  /** Opens the record's history; absent for users who may not read it. */
  onHistory?: () => void;
  /** The record's own actions (registry `actions`). */
  actions?: ReactNode;
}

export function FormToolbar({
  title,
  listRoute,
  copyRoute,
  onOpenAll,
  onCloseAll,
  onHistory,
  actions,
}: FormToolbarProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="h4" component="h1">
        {title}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {listRoute && (
          <Button component={Link} to={listRoute} startIcon={<ArrowBack />}>
            {t('form.back')}
          </Button>
        )}
        {onOpenAll && (
          <Button startIcon={<UnfoldMore />} onClick={onOpenAll}>
            {t('form.openAll')}
          </Button>
        )}
        {onCloseAll && (
          <Button startIcon={<UnfoldLess />} onClick={onCloseAll}>
            {t('form.closeAll')}
          </Button>
        )}
        {copyRoute && (
          <Button component={Link} to={copyRoute} startIcon={<ContentCopy />}>
            {t('form.copy')}
          </Button>
        )}
        {onHistory && (
          <Button startIcon={<History />} onClick={onHistory}>
            {t('form.history.open')}
          </Button>
        )}
        {actions}
      </Stack>
    </Stack>
  );
}
