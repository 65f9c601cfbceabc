import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { customersPath } from './agencyCalls';
import type { CustomerPage, RatioAddress } from './agencyTypes';
import { useApiGet } from '../../src/console';

const FOUND = 20;

export const customerName = (customer: RatioAddress) =>
  `${[customer.name2, customer.name1].filter(Boolean).join(' ')}${customer.ort ? `, ${customer.ort}` : ''} (${customer.kennziffer})`;

/** A customer of the agency, found by typing a name, place, postcode, number or mail address. */
export function CustomerPicker({
  agency,
  value,
  onChange,
  error,
}: {
  agency: number | undefined;
  value: RatioAddress | null;
  onChange: (customer: RatioAddress | null) => void;
  error?: string;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const {
    answer,
    loading,
    error: failed,
  } = useApiGet<CustomerPage>(
    customersPath({ page: 1, size: FOUND, search: typed, sort: { field: 'name1', descending: false }, agency }),
  );
  return (
    <Autocomplete
      options={answer?.data ?? []}
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.kennziffer === chosen.kennziffer}
      getOptionLabel={customerName}
      filterOptions={(found) => found}
      loading={loading}
      loadingText={t('form.reference.loading')}
      noOptionsText={failed ?? t('agencies.booking.noCustomers')}
      renderInput={(params) => (
        <TextField {...params} required label={t('agencies.booking.customer')} error={!!error} helperText={error} />
      )}
    />
  );
}
