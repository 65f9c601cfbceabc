import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useTenant } from '../tenant/TenantProvider';

/** The tenant's name, or the product's while the tenant loads. */
export function AuthTenantName({ variant, color, sx }: Pick<TypographyProps, 'variant' | 'color' | 'sx'>) {
  const { t } = useTranslation();
  const tenant = useTenant();
  return (
    <Typography variant={variant} color={color} component="p" sx={{ fontWeight: 700, ...sx }} data-testid="tenant-name">
      {tenant?.name ?? t('shell.title')}
    </Typography>
  );
}
