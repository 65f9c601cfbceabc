import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { usePermissions } from '@refinedev/core';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ACCOUNT_PATH, type AccountCampaign, type MailjetAccount } from '../../domain/newsletter/account';
import type { PermissionHolder } from '../../registry/permission-check';
import {
  type CustomPageProps,
  DetailSection,
  formatDateTime,
  registry,
  useAreaTranslation,
  useFormats,
  useApiGet,
} from '../../src/console';
import { CARD_GRID, KpiCard } from './KpiCards';
import { newsletterLinks } from './newsletterLinks';

function CampaignList({
  title,
  campaigns,
  emptyText,
  campaignsRoute,
  testId,
}: {
  title: string;
  campaigns: readonly AccountCampaign[];
  emptyText: string;
  campaignsRoute: string;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <DetailSection title={title}>
      {campaigns.length === 0 ? (
        <Typography color="text.secondary">{emptyText}</Typography>
      ) : (
        <List dense disablePadding data-testid={testId}>
          {campaigns.map((campaign) => (
            <ListItem key={campaign.id_nl_campaign} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`${campaignsRoute}/${campaign.id_nl_campaign}`}>
                    {campaign.title}
                  </Link>
                }
                secondary={[
                  t(`newsletter.entities.campaign.enums.status.${campaign.status}`),
                  formatDateTime(campaign.sent_at ?? campaign.scheduled_at),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      )}
    </DetailSection>
  );
}

/**
 * `/mailjet`: the newsletter account at a glance: whether Mailjet answers, the lists, contacts and
 * subscribed contacts, the last and the scheduled campaigns, and the newsletter pages the user may open.
 */
export default function AccountPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const format = useFormats();
  const { data: permissions } = usePermissions<PermissionHolder>({});
  const { answer: account, error } = useApiGet<MailjetAccount>(ACCOUNT_PATH);
  const campaignsRoute = registry.resource('newsletter/campaigns')?.route ?? '';
  const links = permissions ? newsletterLinks(registry, permissions) : [];

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('newsletter.account.title')}
      </Typography>
      {error && <Alert severity="error">{error}</Alert>}
      {account && (
        <>
          <Alert severity={account.reachable ? 'success' : 'warning'} data-testid="mailjet-state">
            {t(account.reachable ? 'newsletter.account.reachable' : 'newsletter.account.unreachable')}
          </Alert>
          <Box sx={CARD_GRID}>
            <KpiCard label={t('newsletter.account.lists')} value={format.count(account.lists)} testId="account-lists" />
            <KpiCard
              label={t('newsletter.account.contacts')}
              value={format.count(account.contacts)}
              testId="account-contacts"
            />
            <KpiCard
              label={t('newsletter.account.subscribed')}
              value={format.count(account.subscribed)}
              testId="account-subscribed"
            />
          </Box>
          {account.mailjet && (
            <Typography color="text.secondary">
              {t('newsletter.account.inMailjet', {
                lists: format.count(account.mailjet.lists),
                contacts: format.count(account.mailjet.contacts),
              })}
            </Typography>
          )}
          {account.lastCampaigns && account.scheduledCampaigns && (
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { md: '1fr 1fr' } }}>
              <CampaignList
                title={t('newsletter.account.lastCampaigns')}
                campaigns={account.lastCampaigns}
                emptyText={t('newsletter.account.noCampaigns')}
                campaignsRoute={campaignsRoute}
                testId="last-campaigns"
              />
              <CampaignList
                title={t('newsletter.account.scheduledCampaigns')}
                campaigns={account.scheduledCampaigns}
                emptyText={t('newsletter.account.noneScheduled')}
                campaignsRoute={campaignsRoute}
                testId="scheduled-campaigns"
              />
            </Box>
          )}
        </>
      )}
      {links.length > 0 && (
        <DetailSection title={t('newsletter.account.pages')}>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2 }}>
            {links.map((link) => (
              <Link key={link.route} component={RouterLink} to={link.route}>
                {t(link.label)}
              </Link>
            ))}
          </Stack>
        </DetailSection>
      )}
    </Stack>
  );
}
