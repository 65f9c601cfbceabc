import Link from '@mui/material/Link';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { COUNT_NAMES, type CampaignStatistics } from '../../domain/newsletter/statistics';
import { DetailSection, DetailTable, formatDateTime, useFormats } from '../../src/console';

/** Each campaign of the period with its counts and rates, linked to the campaign. */
export function CampaignTable({
  campaigns,
  campaignsRoute,
}: {
  campaigns: readonly CampaignStatistics[];
  /** The campaigns' console route, when the user may open them. */
  campaignsRoute: string | undefined;
}) {
  const { t } = useTranslation();
  const format = useFormats();
  const percent = (rate: number) => format.percent(Math.round(rate * 1000) / 10);
  return (
    <DetailSection title={t('newsletter.analysis.table')}>
      <DetailTable
        rowCount={campaigns.length}
        emptyText={t('newsletter.analysis.none')}
        head={
          <>
            <TableCell>{t('newsletter.analysis.campaign')}</TableCell>
            <TableCell>{t('newsletter.analysis.sentAt')}</TableCell>
            <TableCell align="right">{t('newsletter.analysis.recipients')}</TableCell>
            {COUNT_NAMES.map((name) => (
              <TableCell key={name} align="right">
                {t(`newsletter.analysis.counts.${name}`)}
              </TableCell>
            ))}
            <TableCell align="right">{t('newsletter.analysis.counts.openRate')}</TableCell>
            <TableCell align="right">{t('newsletter.analysis.counts.clickRate')}</TableCell>
          </>
        }
      >
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id_nl_campaign} data-testid="campaign-row">
            <TableCell>
              {campaignsRoute ? (
                <Link component={RouterLink} to={`${campaignsRoute}/${campaign.id_nl_campaign}`}>
                  {campaign.title}
                </Link>
              ) : (
                campaign.title
              )}
            </TableCell>
            <TableCell>{formatDateTime(campaign.sent_at)}</TableCell>
            <TableCell align="right">{format.count(campaign.recipients)}</TableCell>
            {COUNT_NAMES.map((name) => (
              <TableCell key={name} align="right">
                {format.count(campaign[name])}
              </TableCell>
            ))}
            <TableCell align="right">{percent(campaign.openRate)}</TableCell>
            <TableCell align="right">{percent(campaign.clickRate)}</TableCell>
          </TableRow>
        ))}
      </DetailTable>
    </DetailSection>
  );
}
