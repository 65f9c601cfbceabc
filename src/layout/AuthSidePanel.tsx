import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '../components/LanguageSwitch';
import { useTenant } from '../tenant/TenantProvider';
import { AuthCopyright } from './AuthCopyright';
import { AuthTenantName } from './AuthTenantName';

/** The side panel of the authentication layout: the tenant's company data and the language switch. */
export function AuthSidePanel() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const address = [tenant?.street, [tenant?.zip, tenant?.city].filter(Boolean).join(' ')].filter(Boolean);
  return (
    <Box
      component="aside"
      sx={{
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        p: 4,
        display: 'flex',
        flexDirection: 'column',
        gap: 3,
      }}
    >
      <AuthTenantName variant="h4" />
      <Typography>{t('login.subtitle')}</Typography>
      {tenant && (
        <Box component="address" sx={{ fontStyle: 'normal', opacity: 0.9 }} data-testid="tenant-company">
          {/* Isolated, so that a right-to-left page does not reorder a phone number's digit groups. */}
          {[tenant.company, ...address, tenant.tel, tenant.email, tenant.web].filter(Boolean).map((line) => (
            <Typography key={line} variant="body2">
              <bdi>{line}</bdi>
            </Typography>
          ))}
        </Box>
      )}
      {/* Padded so that the field's floating label stays on the paper, readable. */}
      <Box sx={{ bgcolor: 'background.paper', borderRadius: 1, alignSelf: 'flex-start', p: 1.5 }}>
        <LanguageSwitch />
      </Box>
      <AuthCopyright sx={{ mt: 'auto', opacity: 0.8 }} />
    </Box>
  );
}
