import { useTranslation } from 'react-i18next';
import type { CampaignStatistics, DayStatistics, MessageCounts } from '../../domain/newsletter/statistics';
import { DetailSection, formatDate, useFormats } from '../../src/console';
import { SvgBarChart, SvgLineChart } from './SvgCharts';

const OVER_TIME = ['opened', 'clicked', 'bounced', 'unsubscribed'] as const;
const PER_CAMPAIGN = ['delivered', 'opened', 'clicked', 'bounced', 'unsubscribed'] as const;

function useSeries(names: readonly (keyof MessageCounts)[], rows: readonly MessageCounts[]) {
  const { t } = useTranslation();
  return names.map((name) => ({
    id: name,
    label: t(`newsletter.analysis.counts.${name}`),
    data: rows.map((row) => row[name]),
  }));
}

/** Per day, what the recipients did: opened, clicked, bounced, unsubscribed. */
export function DaysChart({ days }: { days: readonly DayStatistics[] }) {
  const { t } = useTranslation();
  const format = useFormats();
  const series = useSeries(OVER_TIME, days);
  return (
    <DetailSection title={t('newsletter.analysis.overTime')}>
      <div data-testid="chart-days">
        <SvgLineChart series={series} categories={days.map((row) => formatDate(row.day))} format={format.count} />
      </div>
    </DetailSection>
  );
}

/** Per campaign, its messages delivered and what became of them. */
export function CampaignsChart({ campaigns }: { campaigns: readonly CampaignStatistics[] }) {
  const { t } = useTranslation();
  const format = useFormats();
  const series = useSeries(PER_CAMPAIGN, campaigns);
  return (
    <DetailSection title={t('newsletter.analysis.perCampaign')}>
      <div data-testid="chart-campaigns">
        <SvgBarChart series={series} categories={campaigns.map((campaign) => campaign.title)} format={format.count} />
      </div>
    </DetailSection>
  );
}
