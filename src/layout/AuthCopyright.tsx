import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/TenantProvider';

/** "© <current year> <company>" of the tenant. */
export function AuthCopyright({ sx }: Pick<TypographyProps, 'sx'>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Typography variant="body2" sx={sx}>
      {t('shell.copyright', {
        year: new Date().getFullYear(),
        company: tenant?.company ?? tenant?.name ?? t('shell.title'),
      })}
    </Typography>
  );
}
