import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Edit from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useResourceLabels, useFormats } from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import type { EditorEvent } from '../../state/types';
import { editorResources } from '../editorResources';
import { useShownErrors } from '../shownErrors';
import { ItemBadges } from './ItemBadges';

/** Panel 3: the event's price categories, each with its active toggle, edit and delete. */
export function PriceCategoriesPanel({ api, event }: { api: EventEditorApi; event: EditorEvent }) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(editorResources.priceCategories);
  const categories = event.price_categories.filter((category) => !category.isDeleted);
  const errors = useShownErrors();
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
        <Button variant="outlined" startIcon={<Add />} onClick={() => api.dialogs.openDialog('priceCategory')}>
          {t('eventEditor.priceCategories.add')}
        </Button>
      </Stack>
      {categories.length === 0 ? (
        <Typography>{t('eventEditor.priceCategories.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('eventEditor.panels.prices')}>
          <TableHead>
            <TableRow>
              <TableCell>{labels.field('title')}</TableCell>
              <TableCell align="right">{labels.field('price')}</TableCell>
              <TableCell align="right">{labels.field('vat_rate')}</TableCell>
              <TableCell align="right">{labels.field('available_quantity')}</TableCell>
              <TableCell>{labels.field('is_active')}</TableCell>
              <TableCell align="right">{t('eventEditor.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {categories.map((category) => {
              const id = category.id_tk_price_category;
              const named = { category: category.title };
              const problem = errors[`price_categories.${id}.title`];
              return (
                <TableRow key={String(id)}>
                  <TableCell>
                    {category.title} <ItemBadges item={category} />
                    {problem && (
                      <Typography variant="body2" color="error" role="alert">
                        {problem}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell align="right">{format.money(category.price)}</TableCell>
                  <TableCell align="right">{category.vat_rate}</TableCell>
                  <TableCell align="right">
                    {category.available_quantity === null ? '–' : format.count(category.available_quantity)}
                  </TableCell>
                  <TableCell>
                    <Switch
                      checked={category.is_active}
                      onChange={() => api.togglePriceCategory(id)}
                      slotProps={{ input: { 'aria-label': t('eventEditor.priceCategories.activeOf', named) } }}
                    />
                  </TableCell>
                  <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                    <IconButton
                      aria-label={t('eventEditor.priceCategories.edit', named)}
                      onClick={() => api.dialogs.openDialog('priceCategory', { editing: id })}
                    >
                      <Edit />
                    </IconButton>
                    <IconButton
                      aria-label={t('eventEditor.priceCategories.delete', named)}
                      onClick={() => api.deletePriceCategory(id)}
                    >
                      <DeleteOutline />
                    </IconButton>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
    </Stack>
  );
}
