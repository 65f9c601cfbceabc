import { BarChart } from '@mui/x-charts/BarChart';
import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslation } from 'react-i18next';
import type { CampaignStatistics, DayStatistics, MessageCounts } from '../../domain/newsletter/statistics';
import { DetailSection, formatDate, useFormats } from '../../src/console';

const HEIGHT = 300;
const OVER_TIME = ['opened', 'clicked', 'bounced', 'unsubscribed'] as const;
const PER_CAMPAIGN = ['delivered', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const;

function useSeries(names: readonly (keyof MessageCounts)[], rows: readonly MessageCounts[]) {
  const { t } = useTranslation();
  const format = useFormats();
  return names.map((name) => ({
    id: name,
    label: t(`newsletter.analysis.counts.${name}`),
    data: rows.map((row) => row[name]),
    valueFormatter: (value: number | null) => format.count(value),
  }));
}

/** Per day, what the recipients did: opened, clicked, bounced, unsubscribed. */
export function DaysChart({ days }: { days: readonly DayStatistics[] }) {
  const { t } = useTranslation();
  // Straight lines between the days: a smoothed curve would show counts between them that are none.
  const series = useSeries(OVER_TIME, days).map((line) => ({ ...line, curve: 'linear' as const }));
  return (
    <DetailSection title={t('newsletter.analysis.overTime')}>
      <div data-testid="chart-days">
        <LineChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'point', data: days.map((row) => row.day), valueFormatter: formatDate }]}
          series={series}
        />
      </div>
    </DetailSection>
  );
}

/** Per campaign, its messages delivered and what became of them. */
export function CampaignsChart({ campaigns }: { campaigns: readonly CampaignStatistics[] }) {
  const { t } = useTranslation();
  const series = useSeries(PER_CAMPAIGN, campaigns);
  return (
    <DetailSection title={t('newsletter.analysis.perCampaign')}>
      <div data-testid="chart-campaigns">
        <BarChart
          height={HEIGHT}
          xAxis={[{ scaleType: 'band', data: campaigns.map((campaign) => campaign.title) }]}
          series={series}
        />
      </div>
    </DetailSection>
  );
}
