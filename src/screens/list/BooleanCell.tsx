import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';

/** A yes/no value as an icon that names itself to screen readers; null shows nothing. */
export function BooleanCell({ value }: { value: unknown }) {
  const { t } = useTranslation();
  if (value === null || value === undefined) return null;
  return value ? (
    <CheckIcon fontSize="small" color="success" titleAccess={t('list.yes')} sx={{ verticalAlign: 'middle' }} />
  ) : (
    <CloseIcon fontSize="small" color="disabled" titleAccess={t('list.no')} sx={{ verticalAlign: 'middle' }} />
  );
}
