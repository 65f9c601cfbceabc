import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { sumCounts, type CampaignStatistics, type NewsletterStatistics } from '../../domain/newsletter/statistics';
import { mayDo, type PermissionHolder } from '../../registry/permission-check';
import { registry, type CustomPageProps, useAreaTranslation, useApiGet } from '../../src/console';
import { usePermissions } from '@refinedev/core';
import { defaultPeriod, isPeriod, lastDays, presetOf, PRESETS, statisticsPath, type Period } from './analysisPeriod';
import { CampaignTable } from './CampaignTable';
import { KpiCards } from './KpiCards';
import { CampaignsChart, DaysChart } from './StatisticsCharts';

/**
 * `/newsletter/analysis` (spec 1 §3): how the campaigns sent in a period did, from Mailjet's counters:
 * totals, a chart over time and one per campaign, and a table; for all campaigns or one of them.
 */
export default function AnalysisPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const [period, setPeriod] = useState<Period>(defaultPeriod);
  const [campaign, setCampaign] = useState<CampaignStatistics | null>(null);
  const valid = isPeriod(period);
  // The period's campaigns are the choices; the numbers are those of the chosen one, or of all.
  const all = useApiGet<NewsletterStatistics>(valid ? statisticsPath(period) : undefined);
  const chosen = useApiGet<NewsletterStatistics>(
    valid && campaign ? statisticsPath(period, campaign.id_nl_campaign) : undefined,
  );
  const shown = campaign ? chosen : all;
  const statistics = shown.answer;
  const campaigns = registry.resource('newsletter/campaigns');
  const campaignsRoute =
    campaigns && permissions && mayDo(permissions, campaigns.permission, 'read') ? campaigns.route : undefined;

  const changePeriod = (change: Partial<Period>) => {
    setPeriod((current) => ({ ...current, ...change }));
    setCampaign(null);
  };

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('newsletter.analysis.title')}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
        <TextField
          type="date"
          label={t('newsletter.analysis.from')}
          value={period.from}
          onChange={(event) => changePeriod({ from: event.target.value })}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('newsletter.analysis.to')}
          value={period.to}
          onChange={(event) => changePeriod({ to: event.target.value })}
          error={!valid}
          helperText={valid ? undefined : t('newsletter.analysis.badPeriod')}
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <ToggleButtonGroup
          exclusive
          size="small"
          value={presetOf(period) ?? null}
          onChange={(_event, days: number | null) => days !== null && changePeriod(lastDays(days))}
          aria-label={t('newsletter.analysis.presets')}
        >
          {PRESETS.map((days) => (
            <ToggleButton key={days} value={days}>
              {t('newsletter.analysis.lastDays', { days })}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Autocomplete
          sx={{ minWidth: 280, flexGrow: 1 }}
          options={all.answer?.campaigns ?? []}
          value={campaign}
          onChange={(_event, chosenCampaign) => setCampaign(chosenCampaign)}
          isOptionEqualToValue={(option, value) => option.id_nl_campaign === value.id_nl_campaign}
          getOptionLabel={(option) => option.title}
          loading={all.loading}
          loadingText={t('form.reference.loading')}
          noOptionsText={t('newsletter.analysis.none')}
          renderInput={(params) => (
            <TextField
              {...params}
              label={t('newsletter.analysis.campaign')}
              placeholder={t('newsletter.analysis.allCampaigns')}
            />
          )}
        />
      </Stack>
      {shown.error && <Alert severity="error">{shown.error}</Alert>}
      {statistics && (
        <>
          <KpiCards totals={sumCounts(statistics.campaigns)} />
          {statistics.campaigns.length > 0 && (
            <>
              <DaysChart days={statistics.days} />
              <CampaignsChart campaigns={statistics.campaigns} />
            </>
          )}
          <CampaignTable campaigns={statistics.campaigns} campaignsRoute={campaignsRoute} />
        </>
      )}
    </Stack>
  );
}
