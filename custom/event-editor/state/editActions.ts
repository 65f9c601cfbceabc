import type { TFunction } from 'i18next';
import { addDate, deleteDate, duplicateDate, toggleDateStatus, updateDate } from './dateEdits';
import { addDatePrice, deleteDatePrice, updateDatePrice } from './datePriceEdits';
import type { EventEditorApi } from './editorApi';
import { setEventField } from './eventEdits';
import { addNamedItem } from './namedItemEdits';
import { addPriceCategory, deletePriceCategory, togglePriceCategory, updatePriceCategory } from './priceCategoryEdits';
import { SAVE_ERRORS } from './saveErrors';
import type { EditorStore } from './useEditorStore';

export type EditActions = Pick<
  EventEditorApi,
  | 'setField'
  | 'addDate'
  | 'updateDate'
  | 'toggleDateStatus'
  | 'duplicateDate'
  | 'deleteDate'
  | 'addPriceCategory'
  | 'updatePriceCategory'
  | 'togglePriceCategory'
  | 'deletePriceCategory'
  | 'addDatePrice'
  | 'updateDatePrice'
  | 'deleteDatePrice'
  | 'addNamedItem'
>;

/** The editor's edits on the store: each one of the pure functions of this folder on the latest state. */
export function editActions({ get, set, update }: EditorStore, t: TFunction): EditActions {
  return {
    setField: (field, value) => update((state) => setEventField(state, field, value)),
    addDate: (values) => update((state) => addDate(state, values)),
    updateDate: (id, values) => update((state) => updateDate(state, id, values)),
    toggleDateStatus: (id) => update((state) => toggleDateStatus(state, id)),
    duplicateDate: (id) => update((state) => duplicateDate(state, id)),
    deleteDate: (id) => update((state) => deleteDate(state, id)),
    addPriceCategory: (values) => update((state) => addPriceCategory(state, values)),
    updatePriceCategory: (id, values) => update((state) => updatePriceCategory(state, id, values)),
    togglePriceCategory: (id) => update((state) => togglePriceCategory(state, id)),
    deletePriceCategory: (id) => update((state) => deletePriceCategory(state, id)),
    addDatePrice: (dateId, categoryId, values) => {
      const state = get();
      if (!state) return { ok: false, error: t(SAVE_ERRORS.noEvent) };
      const added = addDatePrice(state, dateId, categoryId, values);
      if (!added.ok) return { ok: false, error: t(added.error) };
      set(added.state);
      return { ok: true };
    },
    updateDatePrice: (dateId, priceId, values) => update((state) => updateDatePrice(state, dateId, priceId, values)),
    deleteDatePrice: (dateId, priceId) => update((state) => deleteDatePrice(state, dateId, priceId)),
    addNamedItem: (kind, values) => update((state) => addNamedItem(state, kind, values)),
  };
}
