import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useResourceLabels, useFormats } from '../../../../src/console';
import type { EventEditorApi } from '../../state/editorApi';
import type { ItemId } from '../../state/types';
import { formatEditorTime } from '../dateTimes';
import { editorResources } from '../editorResources';
import { ChoiceField } from './ChoiceField';
import { FieldsDialog } from './FieldsDialog';

const isSaved = (id: ItemId) => typeof id === 'number';

type Values = Record<string, unknown>;

/** What was filled in: an empty price or contingent takes the category's (spec 2 §4). */
const filled = (values: Values) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));

/**
 * Spec 2 §2: the date-price dialog (a price for a saved date) and the new-date-price dialog (for a
 * date not yet saved), the date and optionally the category pre-selected; also edits a date's price.
 */
export function DatePriceDialog({ api, name }: { api: EventEditorApi; name: 'datePrice' | 'newDatePrice' }) {
  const { dialogs } = api;
  if (dialogs.open !== name || !api.event) return null;
  return <DatePriceForm key={`${dialogs.formKey[name]}:${String(dialogs.editing)}`} api={api} name={name} />;
}

function DatePriceForm({ api, name }: { api: EventEditorApi; name: 'datePrice' | 'newDatePrice' }) {
  const { t } = useTranslation();
  const format = useFormats();
  const labels = useResourceLabels(editorResources.datePrices);
  const { dialogs } = api;
  const dates = (api.event?.dates ?? []).filter(
    (date) => !date.isDeleted && isSaved(date.id_tk_event_date) === (name === 'datePrice'),
  );
  const categories = (api.event?.price_categories ?? []).filter((category) => !category.isDeleted);
  const [dateId, setDateId] = useState(dialogs.preset.dateId);
  const [categoryId, setCategoryId] = useState(dialogs.preset.categoryId);
  const [tried, setTried] = useState(false);
  const date = dates.find((candidate) => candidate.id_tk_event_date === dateId);
  const editing = date?.date_prices.find((price) => price.id_tk_event_date_price_category === dialogs.editing);

  const refuse = () => {
    setTried(true);
    return dateId === undefined || categoryId === undefined
      ? t('eventEditor.dialogs.chooseDateAndCategory')
      : undefined;
  };
  return (
    <FieldsDialog
      api={api}
      dialog={name}
      title={t(editing ? 'eventEditor.dialogs.editDatePrice' : `eventEditor.dialogs.${name}`)}
      resource={editorResources.datePrices}
      fields={editing ? ['price', 'contingent', 'requires_personalization'] : ['price', 'contingent']}
      initial={editing}
      check="patch"
      submitLabel={t(editing ? 'eventEditor.dialogs.apply' : 'eventEditor.dialogs.add')}
      refuse={refuse}
      values={(values) => ({
        ...(editing ? values : filled(values)),
        id_tk_event_date: dateId,
        id_tk_price_category: categoryId,
      })}
    >
      <ChoiceField
        label={labels.field('id_tk_event_date')}
        choices={dates.map((candidate) => ({
          id: candidate.id_tk_event_date,
          label: formatEditorTime(candidate.starts_at),
        }))}
        value={dateId}
        onChange={setDateId}
        showMissing={tried}
        error={api.errors.fields[`${name}.id_tk_event_date`]}
        disabled={editing !== undefined}
      />
      <ChoiceField
        label={labels.field('id_tk_price_category')}
        choices={categories.map((category) => ({
          id: category.id_tk_price_category,
          label: `${category.title} (${format.money(category.price)})`,
        }))}
        value={categoryId}
        onChange={setCategoryId}
        showMissing={tried}
        error={api.errors.fields[`${name}.id_tk_price_category`]}
        disabled={editing !== undefined}
      />
      {!editing && (
        <Typography variant="body2" color="text.secondary">
          {t('eventEditor.dialogs.priceDefaults')}
        </Typography>
      )}
    </FieldsDialog>
  );
}
