import { resetPassword } from '../../auth/accountCalls';
import { NewPasswordForm } from './components/NewPasswordForm';

/** `/auth/reset-page/:code?` and `/auth/reset-pageIframe/:code?`: the link of the password-reset mail. */
export default function ResetPasswordPage() {
  return <NewPasswordForm texts="auth.reset" save={resetPassword} />;
}
