import Add from '@mui/icons-material/Add';
import ContentCopy from '@mui/icons-material/ContentCopy';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../../state/editorApi';
import type { EditorDate, EditorPriceCategory, ItemId } from '../../state/types';
import { formatEditorTime } from '../dateTimes';
import { useShownErrors } from '../shownErrors';
import { DatePrices } from './DatePrices';
import { ItemBadges } from './ItemBadges';

interface DateCardProps {
  date: EditorDate;
  categories: ReadonlyMap<ItemId, EditorPriceCategory>;
  actions: EventEditorApi;
}

/** One date of the dates panel: its times, status toggle, edit, duplicate, delete, and its prices. */
export function DateCard({ date, categories, actions }: DateCardProps) {
  const { t } = useTranslation();
  const id = date.id_tk_event_date;
  const label = formatEditorTime(date.starts_at);
  const saved = typeof id === 'number';
  const { openDialog } = actions.dialogs;
  const priceDialog = saved ? 'datePrice' : 'newDatePrice';
  const problem = useShownErrors()[`dates.${id}.starts_at`];
  return (
    <Paper variant="outlined" component="li" sx={{ p: 1.5, listStyle: 'none' }}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {label}
        </Typography>
        {date.ends_at && (
          <Typography variant="body2" color="text.secondary">
            {t('eventEditor.dates.until', { time: formatEditorTime(date.ends_at) })}
          </Typography>
        )}
        <ItemBadges item={date} />
        <Stack direction="row" sx={{ alignItems: 'center', ml: 'auto' }}>
          <FormControlLabel
            label={t('eventEditor.dates.active')}
            control={
              <Switch
                checked={date.status === 'active'}
                onChange={() => actions.toggleDateStatus(id)}
                slotProps={{ input: { 'aria-label': t('eventEditor.dates.activeOf', { date: label }) } }}
              />
            }
          />
          <IconButton
            aria-label={t('eventEditor.dates.edit', { date: label })}
            onClick={() => openDialog('date', { editing: id })}
          >
            <Edit />
          </IconButton>
          <IconButton
            aria-label={t('eventEditor.dates.duplicate', { date: label })}
            onClick={() => actions.duplicateDate(id)}
          >
            <ContentCopy />
          </IconButton>
          <IconButton
            aria-label={t('eventEditor.dates.delete', { date: label })}
            onClick={() => actions.deleteDate(id)}
          >
            <DeleteOutline />
          </IconButton>
        </Stack>
      </Stack>
      {problem && (
        <Typography variant="body2" color="error" role="alert">
          {problem}
        </Typography>
      )}
      {date.note && (
        <Typography variant="body2" color="text.secondary">
          {date.note}
        </Typography>
      )}
      <DatePrices
        date={date}
        dateLabel={label}
        categories={categories}
        onEdit={(priceId) => openDialog(priceDialog, { dateId: id, editing: priceId })}
        onDelete={(priceId) => actions.deleteDatePrice(id, priceId)}
      />
      <Button
        size="small"
        startIcon={<Add />}
        aria-label={t('eventEditor.dates.addPriceTo', { date: label })}
        onClick={() => openDialog(priceDialog, { dateId: id })}
        sx={{ mt: 1 }}
      >
        {t('eventEditor.dates.addPrice')}
      </Button>
    </Paper>
  );
}
