import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Pagination from '@mui/material/Pagination';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../../state/editorApi';
import type { EditorEvent, ItemId, EditorPriceCategory } from '../../state/types';
import { DateCard } from './DateCard';

/** Spec 2 §9: the event editor shows 10 dates a page. */
export const DATES_PER_PAGE = 10;

/** What the panel shows while the dates load after the event, or when they could not be loaded. */
function DatesPending({ error }: { error: string | undefined }) {
  const { t } = useTranslation();
  if (error)
    return (
      <Alert severity="error">
        <AlertTitle>{t('eventEditor.dates.loadFailed')}</AlertTitle>
        {error}
      </Alert>
    );
  return (
    <Stack direction="row" role="status" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>{t('eventEditor.dates.loading')}</Typography>
    </Stack>
  );
}

/** Panel 2: the event's dates by their start, 10 a page, each with its prices; loaded after the event. */
export function DatesPanel({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
  const pending = api.busy.dates || api.datesError !== undefined;
  const dates = useMemo(
    () => event.dates.filter((date) => !date.isDeleted).sort((a, b) => a.starts_at.localeCompare(b.starts_at)),
    [event.dates],
  );
  const categories = useMemo(
    () => new Map<ItemId, EditorPriceCategory>(event.price_categories.map((c) => [c.id_tk_price_category, c])),
    [event.price_categories],
  );
  const pages = Math.max(1, Math.ceil(dates.length / DATES_PER_PAGE));
  // The view counts pages from 0, the pagination from 1.
  const page = Math.min(Math.max(0, api.view.datePage), pages - 1);
  const shown = dates.slice(page * DATES_PER_PAGE, (page + 1) * DATES_PER_PAGE);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button
          variant="outlined"
          startIcon={<Add />}
          disabled={pending}
          onClick={() => api.dialogs.openDialog('date')}
        >
          {t('eventEditor.dates.add')}
        </Button>
      </Stack>
      {pending ? (
        <DatesPending error={api.datesError} />
      ) : dates.length === 0 ? (
        <Typography>{t('eventEditor.dates.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('eventEditor.panels.dates')}>
          {shown.map((date) => (
            <DateCard key={String(date.id_tk_event_date)} date={date} categories={categories} actions={api} />
          ))}
        </Stack>
      )}
      {pages > 1 && (
        <Pagination
          count={pages}
          page={page + 1}
          onChange={(_event, next) => api.view.setDatePage(next - 1)}
          getItemAriaLabel={(type, number, selected) =>
            t(`eventEditor.dates.pagination.${selected ? 'current' : type}`, { page: number })
          }
        />
      )}
    </Stack>
  );
}
