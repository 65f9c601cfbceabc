import { setInitialPassword } from '../../auth/accountCalls';
import { NewPasswordForm } from './components/NewPasswordForm';

/** `/auth/set-password/:code?`: the first password of an account staff created, from its activation mail. */
export default function SetPasswordPage() {
  return <NewPasswordForm texts="auth.set_password" save={setInitialPassword} />;
}
