import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  apiRequest,
  type CustomPageProps,
  ErrorPage,
  formatDateTime,
  FullScreenSpinner,
  useApiGet,
  useAreaTranslation,
} from '../../src/console';

interface Notification {
  id_usernotifications: number;
  title: string;
  short: string | null;
  message: string | null;
  link: string | null;
  sent_at: string | null;
  read_at: string | null;
}

const NOTIFICATIONS = '/appuser/notifications';

/** `/appuser/notifications`: the push messages the user received, unread ones marked; opening one marks it read. */
export default function NotificationsPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const { answer, loading, error } = useApiGet<{ data: Notification[] }>(`${NOTIFICATIONS}?$limit=100`);
  const [read, setRead] = useState<Record<number, string>>({});
  if (loading) return <FullScreenSpinner />;
  if (error) return <ErrorPage status={500} details={error} />;
  const notifications = answer?.data ?? [];

  async function markRead(notification: Notification) {
    if (notification.read_at || read[notification.id_usernotifications]) return;
    const readAt = new Date().toISOString();
    setRead((current) => ({ ...current, [notification.id_usernotifications]: readAt }));
    await apiRequest(`${NOTIFICATIONS}/${notification.id_usernotifications}`, {
      method: 'PATCH',
      body: { read_at: readAt },
    });
  }

  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {t('menu.notifications')}
      </Typography>
      {notifications.length === 0 && <Typography>{t('list.empty')}</Typography>}
      <div>
        {notifications.map((notification) => {
          const unread = !notification.read_at && !read[notification.id_usernotifications];
          return (
            <Accordion key={notification.id_usernotifications} onChange={() => void markRead(notification)}>
              <AccordionSummary>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexGrow: 1 }}>
                  <Typography sx={{ fontWeight: unread ? 'bold' : undefined, flexGrow: 1 }}>
                    {notification.title}
                  </Typography>
                  {unread && <Chip size="small" color="primary" label={t('app.appUser.unread')} />}
                  <Typography color="text.secondary">{formatDateTime(notification.sent_at)}</Typography>
                </Stack>
              </AccordionSummary>
              <AccordionDetails>
                {notification.short && <Typography sx={{ fontWeight: 'bold' }}>{notification.short}</Typography>}
                {notification.message && (
                  <Typography sx={{ whiteSpace: 'pre-line' }}>{notification.message}</Typography>
                )}
                {notification.link && (
                  <Link href={notification.link} target="_blank" rel="noopener noreferrer">
                    {notification.link}
                  </Link>
                )}
              </AccordionDetails>
            </Accordion>
          );
        })}
      </div>
    </Stack>
  );
}
