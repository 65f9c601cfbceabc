import { useCallback, useMemo, useState } from 'react';
import type { EventEditorApi } from './editorApi';
import { mapId, type IdMapping } from './idMapping';
import type { DialogName, ItemId } from './types';

const DIALOGS: readonly DialogName[] = [
  'date',
  'priceCategory',
  'genre',
  'artist',
  'location',
  'datePrice',
  'newDatePrice',
];
const noKeys = () => Object.fromEntries(DIALOGS.map((name) => [name, 0])) as Record<DialogName, number>;

interface DialogState {
  open: DialogName | undefined;
  preset: { dateId?: ItemId; categoryId?: ItemId };
  editing: ItemId | undefined;
  formKey: Record<DialogName, number>;
}

/**
 * Spec 2 §2 dialogs: one open at a time, the date-price dialog with its pre-selection; closing a dialog
 * resets its form (its `formKey` changes), closing all resets all. `onClose` hears which forms were reset.
 */
export function useEditorDialogs(onClose: (names: readonly DialogName[]) => void) {
  const [dialogs, setDialogs] = useState<DialogState>({
    open: undefined,
    preset: {},
    editing: undefined,
    formKey: noKeys(),
  });

  /** The temporary ids a dialog holds, once the save gave them real ones. */
  const remap = useCallback((mapping: IdMapping) => {
    setDialogs((current) => ({
      ...current,
      editing: current.editing === undefined ? undefined : mapId(current.editing, mapping),
      preset: {
        ...(current.preset.dateId === undefined ? {} : { dateId: mapId(current.preset.dateId, mapping) }),
        ...(current.preset.categoryId === undefined ? {} : { categoryId: mapId(current.preset.categoryId, mapping) }),
      },
    }));
  }, []);

  const api = useMemo<EventEditorApi['dialogs']>(
    () => ({
      open: dialogs.open,
      preset: dialogs.preset,
      editing: dialogs.editing,
      formKey: dialogs.formKey,
      openDialog: (name, preset = {}) => {
        const { editing, ...selection } = preset;
        setDialogs((current) => ({ ...current, open: name, preset: selection, editing }));
      },
      closeDialog: () => {
        if (dialogs.open) onClose([dialogs.open]);
        setDialogs((current) =>
          current.open
            ? {
                open: undefined,
                preset: {},
                editing: undefined,
                formKey: { ...current.formKey, [current.open]: current.formKey[current.open] + 1 },
              }
            : current,
        );
      },
      closeAll: () => {
        onClose(DIALOGS);
        setDialogs((current) => ({
          open: undefined,
          preset: {},
          editing: undefined,
          formKey: Object.fromEntries(DIALOGS.map((name) => [name, current.formKey[name] + 1])) as Record<
            DialogName,
            number
          >,
        }));
      },
    }),
    [dialogs, onClose],
  );
  return { dialogs: api, remap };
}
