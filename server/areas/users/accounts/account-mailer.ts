import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../../errors.ts';
import {
  renderAccountMail,
  type AccountMailKind,
  type AccountMailOptions,
  type CompanyData,
} from '../../../integrations/mail/account-mails.ts';
import type { Mailer } from '../../../integrations/mail/mailer.ts';
import { DEVELOPMENT_HOST, type TenantFinder } from '../../../tenants/find-tenant.ts';

export interface AccountMailerOptions {
  mailer: Mailer;
  tenants: TenantFinder;
  /** The console's address for links when the request's host is not one of ours. */
  publicUrl?: string;
}

const COMPANY_FIELDS = ['name', 'company', 'street', 'zip', 'city', 'tel', 'email', 'web', 'linkImpressum'] as const;

/** The company data of a tenant row, for the foot of a mail. */
export function companyData(tenant: Record<string, unknown>): CompanyData {
  return Object.fromEntries(
    COMPANY_FIELDS.map((field) => [field, typeof tenant[field] === 'string' ? tenant[field] : null]),
  );
}

type OptionsWithoutCompany<K extends AccountMailKind> = Omit<AccountMailOptions<K>, 'company'>;

/**
 * Sends the account mails in the tenant's name. Links lead to the host the request came to, but
 * only to a host with company data (or the development host): a forged Host header cannot send
 * a user's code to someone else's site.
 */
export function accountMailer({ mailer, tenants, publicUrl }: AccountMailerOptions) {
  async function consoleOrigin(request: FastifyRequest): Promise<string> {
    const host = request.hostname.toLowerCase();
    const port = request.port ? `:${request.port}` : '';
    if (host === DEVELOPMENT_HOST || (await tenants.byHost(host))) return `${request.protocol}://${host}${port}`;
    return publicUrl ?? `${request.protocol}://${DEVELOPMENT_HOST}${port}`;
  }

  return {
    /**
     * The mail writer of one request. It reads the tenant first: a mail is sent inside the
     * transaction it belongs to, where another query on the pool could wait for the transaction's
     * own connection (PGlite has only one).
     */
    async forRequest(request: FastifyRequest) {
      const origin = await consoleOrigin(request);
      const company = companyData((await tenants.forHost(request.hostname))?.tenant ?? {});
      return {
        /** An absolute link to a console page (`path` starts with `/`). */
        link: (path: string) => `${origin}${path}`,

        /** Renders and sends; a refused or failed send is a 502 with `login.mail_failed`. */
        async send<K extends AccountMailKind>(to: string, kind: K, options: OptionsWithoutCompany<K>): Promise<void> {
          const mail = renderAccountMail(kind, { ...options, company } as AccountMailOptions<K>);
          try {
            await mailer.send({ to, ...mail });
          } catch (error) {
            request.log.error({ err: error, kind }, 'sending an account mail failed');
            throw new ApiError('BadGateway', 'Sending the mail failed', {
              errors: [{ key: 'login.mail_failed' }],
              cause: error,
            });
          }
        },
      };
    },
  };
}

export type AccountMailer = ReturnType<typeof accountMailer>;
export type RequestMailer = Awaited<ReturnType<AccountMailer['forRequest']>>;
