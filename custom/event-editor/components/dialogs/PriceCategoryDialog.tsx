import { useTranslation } from 'react-i18next';
import type { EventEditorApi } from '../../state/editorApi';
import { CATEGORY_FIELDS } from '../../state/editorFields';
import { editorResources } from '../editorResources';
import { FieldsDialog } from './FieldsDialog';

/** Spec 2 §2: the price category dialog, for a new category (VAT from the event) or the one being edited. */
export function PriceCategoryDialog({ api }: { api: EventEditorApi }) {
  const { t } = useTranslation();
  const { dialogs, event } = api;
  if (dialogs.open !== 'priceCategory') return null;
  const editing = event?.price_categories.find((category) => category.id_tk_price_category === dialogs.editing);
  return (
    <FieldsDialog
      key={`${dialogs.formKey.priceCategory}:${String(dialogs.editing)}`}
      api={api}
      dialog="priceCategory"
      title={t(editing ? 'eventEditor.dialogs.editPriceCategory' : 'eventEditor.dialogs.newPriceCategory')}
      resource={editorResources.priceCategories}
      fields={CATEGORY_FIELDS}
      initial={editing ?? (event && { vat_rate: event.vat_rate })}
      check="create"
      submitLabel={t(editing ? 'eventEditor.dialogs.apply' : 'eventEditor.dialogs.add')}
    />
  );
}
