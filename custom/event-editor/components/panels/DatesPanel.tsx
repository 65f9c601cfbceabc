import Add from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
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

/** Panel 2: the event's dates by their start, 10 a page, each with its prices. */
export function DatesPanel({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
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
        <Button variant="outlined" startIcon={<Add />} onClick={() => api.dialogs.openDialog('date')}>
          {t('events.dates.add')}
        </Button>
      </Stack>
      {dates.length === 0 ? (
        <Typography>{t('events.dates.empty')}</Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }} aria-label={t('events.panels.dates')}>
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
            t(`events.dates.pagination.${selected ? 'current' : type}`, { page: number })
          }
        />
      )}
    </Stack>
  );
}
