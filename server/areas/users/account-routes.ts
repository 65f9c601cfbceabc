import type { FastifyInstance } from 'fastify';
import type { AreaContext } from '../../core/area.ts';
import type { ServicesOf } from '../../core/integration.ts';
import { mailIntegration } from '../../integrations/mail/mail-integration.ts';
import { accountMailer } from './accounts/account-mailer.ts';
import { accountClosingRoutes } from './routes/account-closing.ts';
import { driverRegistrationRoute } from './routes/driver-registration.ts';
import { passwordResetRoutes } from './routes/password-reset.ts';
import { registrationRoutes } from './routes/registration.ts';
import { userActivationRoute } from './routes/user-activation.ts';

/** The staff accounts the activation call mails a link to. */
export const accountRouteResources = ['users/users'] as const;

/** The mailer that sends the account mails (registration, activation, resets, deletion codes). */
export const accountIntegrations = [mailIntegration] as const;

type AccountContext = AreaContext<(typeof accountRouteResources)[number], ServicesOf<typeof accountIntegrations>>;

/** Registration, password reset, account closing and activation: the calls that mail a code or a link. */
export function accountRoutes(
  app: FastifyInstance,
  { db, authenticate, tenants, publicUrl, resources, services }: AccountContext,
) {
  const mails = accountMailer({ mailer: services.mail, tenants, publicUrl });
  registrationRoutes(app, db, mails);
  passwordResetRoutes(app, db, mails);
  accountClosingRoutes(app, db, mails);
  userActivationRoute(app, db, resources['users/users'], authenticate, mails);
  driverRegistrationRoute(app, db, resources['users/users'], authenticate, mails);
}
