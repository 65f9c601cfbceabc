import ConfirmationNumberOutlinedIcon from '@mui/icons-material/ConfirmationNumberOutlined';
import LoginIcon from '@mui/icons-material/Login';
import PersonAddOutlinedIcon from '@mui/icons-material/PersonAddOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_PATHS } from '../../auth/authPaths';

const tiles = [
  { to: AUTH_PATHS.login, Icon: LoginIcon, texts: 'auth.selection.login' },
  { to: AUTH_PATHS.register, Icon: PersonAddOutlinedIcon, texts: 'auth.selection.register' },
  { to: AUTH_PATHS.registerProcess, Icon: ConfirmationNumberOutlinedIcon, texts: 'auth.selection.register_process' },
] as const;

/** `/auth/selection-login`: staff sign-in, registration, or registration with a booking number. */
export default function SelectionLoginPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('auth.selection.title')}
      </Typography>
      {tiles.map(({ to, Icon, texts }) => (
        <Card key={to} variant="outlined">
          <CardActionArea component={Link} to={to}>
            <CardContent>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Icon color="primary" fontSize="large" />
                <Box>
                  <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
                    {t(`${texts}.title`)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t(`${texts}.text`)}
                  </Typography>
                </Box>
              </Stack>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Stack>
  );
}
