import type { InsuranceOffer } from '../../../domain/booking/engine-api.ts';
import type {
  InsuranceProduct,
  InsuranceQuery,
  InsuranceSystem,
} from '../../integrations/insurance/insurance-system.ts';

const euros = (product: InsuranceProduct): InsuranceOffer => ({
  code: product.code,
  name: product.name,
  description: product.description,
  price: product.premium,
  information_url: product.informationUrl,
  conditions_url: product.conditionsUrl,
});

/** The insurances the insurer offers for the trip, as the engine shows them. */
export async function insuranceOffers(insurance: InsuranceSystem, trip: InsuranceQuery): Promise<InsuranceOffer[]> {
  return (await insurance.offers(trip)).map(euros);
}

/** The offer with `code` for the trip, priced by the insurer now; undefined when it offers none such. */
export async function insuranceOffer(
  insurance: InsuranceSystem,
  trip: InsuranceQuery,
  code: string,
): Promise<InsuranceOffer | undefined> {
  return (await insuranceOffers(insurance, trip)).find((offer) => offer.code === code);
}
