import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetIdentity } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import type { Userdata } from '../../auth/userdata';

/** `/`: the dashboard. */
export default function HomePage() {
  const { t } = useTranslation();
  const { data: user } = useGetIdentity<Userdata>();
  const name = user?.vc_card?.name ?? user?.email ?? '';
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('home.title')}
      </Typography>
      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            {t('home.welcome', { name })}
          </Typography>
          <Typography color="text.secondary">
            {t('home.signedInAs', { email: user?.email ?? '', role: user?.permissions.role ?? '—' })}
          </Typography>
        </CardContent>
      </Card>
    </Stack>
  );
}
