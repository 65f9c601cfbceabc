import type { Kysely } from 'kysely';
import type { BookingRequest, EngineSettings } from '../../../domain/booking/engine-api.ts';
import { CONSENTS } from '../../../domain/booking/engine-api.ts';
import type { SelectionProblem } from '../../../domain/booking/selection-problems.ts';
import type { Tables } from '../../db/tables.ts';

/** Postcodes by country where their form is known; others are taken as given. */
const ZIP_FORMS: Readonly<Record<string, RegExp>> = { DE: /^\d{5}$/, AT: /^\d{4}$/, CH: /^\d{4}$/ };

/** Each consent accepted in the terms' version; the insurance information only with an insurance. */
function consentProblems(request: BookingRequest, termsVersion: string): SelectionProblem[] {
  const needed = CONSENTS.filter((key) => key !== 'insurance_information' || request.insurance !== null);
  return needed
    .filter((key) => !request.consents.some((consent) => consent.key === key && consent.version === termsVersion))
    .map((key) => ({ field: `consents/${key}`, key: 'booking.errors.consent_required' }));
}

/**
 * What is wrong with a booking beyond its selection: the consents, a payment method the host does not
 * take, a postcode not of its country's form, an agency that does not exist.
 */
export async function bookingRequestProblems(
  db: Kysely<Tables>,
  settings: EngineSettings,
  request: BookingRequest,
): Promise<SelectionProblem[]> {
  const problems = consentProblems(request, settings.terms_version);
  if (!settings.payment_methods.includes(request.payment_method))
    problems.push({ field: 'payment_method', key: 'booking.errors.payment_failed' });
  const zip = ZIP_FORMS[request.contact.country];
  if (zip && !zip.test(request.contact.zip)) problems.push({ field: 'contact/zip', key: 'error.zip' });
  if (request.agency !== null) {
    const agency = await db
      .selectFrom('agency')
      .select('id_agency')
      .where('id_agency', '=', request.agency)
      .executeTakeFirst();
    if (!agency) problems.push({ field: 'agency', key: 'error.reference' });
  }
  return problems;
}
