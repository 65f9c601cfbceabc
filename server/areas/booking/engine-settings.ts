import type { FastifyRequest } from 'fastify';
import type { EngineSettings, PaymentMethod } from '../../../domain/booking/engine-api.ts';
import { PAYMENT_METHODS } from '../../../domain/booking/engine-api.ts';
import { ApiError, notFound } from '../../errors.ts';
import type { Tenant, TenantFinder } from '../../tenants/find-tenant.ts';

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
const whole = (value: unknown, fallback: number) => (typeof value === 'number' ? value : fallback);

/** The engine's settings of a tenant record, the schema's defaults where it has none. */
function settingsOf(tenant: Tenant): EngineSettings {
  const methods = Array.isArray(tenant.booking_payment_methods) ? tenant.booking_payment_methods : PAYMENT_METHODS;
  return {
    enabled: tenant.booking_enabled !== false,
    payment_methods: PAYMENT_METHODS.filter((method: PaymentMethod) => methods.includes(method)),
    deposit_percent: whole(tenant.booking_deposit_percent, 20),
    remaining_due_days: whole(tenant.booking_remaining_due_days, 30),
    hold_minutes: whole(tenant.booking_hold_minutes, 30),
    terms_version: text(tenant.booking_terms_version) ?? '2026-01',
    company: {
      name: text(tenant.company) ?? text(tenant.name) ?? '',
      email: text(tenant.email),
      tel: text(tenant.tel),
      web: text(tenant.web),
      logo: text(tenant.logo),
    },
    links: { imprint: text(tenant.linkImpressum), privacy: text(tenant.linkdatenschutz) },
  };
}

/** The engine settings of the request's host (white label: the development host's where it has none); 404 without any. */
export async function hostSettings(tenants: TenantFinder, request: FastifyRequest): Promise<EngineSettings> {
  const found = await tenants.forHost(request.hostname);
  if (!found) throw notFound('No company data for this host, nor for the development host');
  return settingsOf(found.tenant);
}

/** The request's host's tenant when its engine takes bookings; else 403 `booking.errors.disabled`. */
export async function enabledTenant(tenants: TenantFinder, request: FastifyRequest): Promise<Tenant> {
  const found = await tenants.forHost(request.hostname);
  if (!found) throw notFound('No company data for this host, nor for the development host');
  if (!settingsOf(found.tenant).enabled)
    throw new ApiError('Forbidden', 'Online booking is switched off for this host', {
      errors: [{ key: 'booking.errors.disabled' }],
    });
  return found.tenant;
}

/** The settings of the request's host when its engine takes bookings; else 403 `booking.errors.disabled`. */
export async function enabledSettings(tenants: TenantFinder, request: FastifyRequest): Promise<EngineSettings> {
  return settingsOf(await enabledTenant(tenants, request));
}
