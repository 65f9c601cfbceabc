import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useResourceLabels, useFormats } from '../../../../src/console';
import type { EditorDate, EditorPriceCategory, ItemId } from '../../state/types';
import { editorResources } from '../editorResources';
import { ItemBadges } from './ItemBadges';

interface DatePricesProps {
  date: EditorDate;
  /** The date as its controls name it (its start). */
  dateLabel: string;
  categories: ReadonlyMap<ItemId, EditorPriceCategory>;
  onEdit: (priceId: ItemId) => void;
  onDelete: (priceId: ItemId) => void;
}

/** A date's prices: category, price, contingent, each editable and deletable. */
export function DatePrices({ date, dateLabel, categories, onEdit, onDelete }: DatePricesProps) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(editorResources.datePrices);
  const prices = date.date_prices.filter((price) => !price.isDeleted);
  if (prices.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {t('eventEditor.dates.noPrices')}
      </Typography>
    );
  return (
    <Table size="small" aria-label={t('eventEditor.dates.pricesOf', { date: dateLabel })}>
      <TableHead>
        <TableRow>
          <TableCell>{labels.field('id_tk_price_category')}</TableCell>
          <TableCell align="right">{labels.field('price')}</TableCell>
          <TableCell align="right">{labels.field('contingent')}</TableCell>
          <TableCell align="right">{t('eventEditor.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {prices.map((price) => {
          const id = price.id_tk_event_date_price_category;
          const category = categories.get(price.id_tk_price_category)?.title ?? String(price.id_tk_price_category);
          const named = { category, date: dateLabel };
          return (
            <TableRow key={String(id)}>
              <TableCell>
                {category} <ItemBadges item={price} />
              </TableCell>
              <TableCell align="right">{format.money(price.price)}</TableCell>
              <TableCell align="right">{price.contingent === null ? '–' : format.count(price.contingent)}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  size="small"
                  aria-label={t('eventEditor.dates.editPrice', named)}
                  onClick={() => onEdit(id)}
                >
                  <Edit fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={t('eventEditor.dates.deletePrice', named)}
                  onClick={() => onDelete(id)}
                >
                  <DeleteOutline fontSize="small" />
                </IconButton>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
