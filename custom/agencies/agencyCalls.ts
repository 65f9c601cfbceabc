import { apiRequest } from '../../src/console-logic';
import type { Agency, AgencyBooking, BookedProcess } from './agencyTypes';
import { customerListQuery, type CustomerListState } from './customerPaging';

/** The agencies area's calls the agency pages make (README.md, Agencies): the paths read, the writes. */

export const PROFILE_PATH = '/agency-profile';

export const saveProfile = (changes: Partial<Agency>) =>
  apiRequest<{ data: Agency }>(PROFILE_PATH, { method: 'PATCH', body: changes }).then((answer) => answer.data);

/** The agency's details: the named one for whoever reaches every agency, else the user's own. */
export const detailsPath = (id: string | undefined) =>
  id ? `/agency-details/${encodeURIComponent(id)}` : '/agency-details';

export const customersPath = (state: CustomerListState) => `/ratio/api/agencies/?${customerListQuery(state)}`;

export const customerPath = (kennziffer: string) => `/agency-customers/${encodeURIComponent(kennziffer)}`;

/** The bulk invoices of an agency (the user's own unless they reach every agency). */
export const bulkInvoicesPath = (agency: number) => `/ratio/api/bulk-invoices/?getByAgency=${agency}`;

export const bulkInvoicePdfPath = (number: string) => `/ratio/api/bulk-invoices/${encodeURIComponent(number)}/pdf`;

/** A booking's invoice, by Ratio's process number. */
export const invoicePdfPath = (ratioNumber: string | number) =>
  `/ratio/api/templates/?getInvoice=${encodeURIComponent(String(ratioNumber))}`;

export const bookingPath = (id: string) => `/ratio_vorgang/${encodeURIComponent(id)}`;

export function bookableDatesPath(search: string) {
  const text = search.trim();
  return `/agency-booking/dates${text ? `?${new URLSearchParams({ search: text })}` : ''}`;
}

export const book = (booking: AgencyBooking) =>
  apiRequest<{ data: BookedProcess }>('/agency-booking', { method: 'POST', body: booking }).then(
    (answer) => answer.data,
  );

/** A commission statement's period (YYYY-MM-DD) and, for whoever reaches every agency, its agency. */
export interface CommissionPeriod {
  from: string;
  till: string;
  agency: number | undefined;
}

const periodQuery = ({ from, till, agency }: CommissionPeriod) =>
  new URLSearchParams({ from, till, ...(agency === undefined ? {} : { agency: String(agency) }) }).toString();

export const commissionPath = (period: CommissionPeriod) => `/agency-commission?${periodQuery(period)}`;

export const commissionPdfPath = (period: CommissionPeriod) => `/agency-commission/pdf?${periodQuery(period)}`;

/** The agencies whose names hold the text, for the chooser of whoever reaches every agency. */
export function agencySearchPath(text: string) {
  const params = new URLSearchParams({ $limit: '20', '$sort[name]': '1' });
  if (text.trim()) params.set('$search', text.trim());
  return `/agencies?${params}`;
}
