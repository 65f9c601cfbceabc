import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AUTH_PATHS, useAuthPath } from '../../../auth/authPaths';

/** On to the sign-in page, after an account became usable. */
export function SignInButton() {
  const { t } = useTranslation();
  const authPath = useAuthPath();
  return (
    <Button component={Link} to={authPath(AUTH_PATHS.login)} variant="contained" size="large">
      {t('auth.go_to_login')}
    </Button>
  );
}
