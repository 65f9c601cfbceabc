import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { agencySearchPath } from './agencyCalls';
import type { Agency } from './agencyTypes';
import { useApiGet } from '../../src/console';

export type ChosenAgency = Pick<Agency, 'id_agency' | 'name' | 'city'>;

/**
 * The agency a page works for, for whoever reaches every agency (spec 1 §6), found by typing its
 * name in the agencies' list; agency staff never see it, the server takes their own agency.
 */
export function AgencyChooser({
  value,
  onChange,
}: {
  value: ChosenAgency | null;
  onChange: (agency: ChosenAgency | null) => void;
}) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const { answer, loading, error } = useApiGet<{ data: Agency[] }>(agencySearchPath(typed));
  return (
    <Autocomplete
      sx={{ minWidth: 280 }}
      options={answer?.data ?? []}
      value={value}
      onChange={(_event, agency) => onChange(agency)}
      onInputChange={(_event, text, reason) => setTyped(reason === 'input' ? text : '')}
      isOptionEqualToValue={(option, chosen) => option.id_agency === chosen.id_agency}
      getOptionLabel={(agency) => (agency.city ? `${agency.name}, ${agency.city}` : agency.name)}
      filterOptions={(found) => found}
      loading={loading}
      loadingText={t('form.reference.loading')}
      noOptionsText={error ?? t('form.reference.none')}
      renderInput={(params) => <TextField {...params} size="small" label={t('agencies.chooser.label')} />}
    />
  );
}
