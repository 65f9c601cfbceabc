import type { EventEditorApi } from '../../state/editorApi';
import { DateDialog } from './DateDialog';
import { DatePriceDialog } from './DatePriceDialog';
import { NamedItemDialog } from './NamedItemDialog';
import { PriceCategoryDialog } from './PriceCategoryDialog';

/** The editor's dialogs (spec 2 §2); one is open at a time. */
export function EditorDialogs({ api }: { api: EventEditorApi }) {
  return (
    <>
      <DateDialog api={api} />
      <PriceCategoryDialog api={api} />
      <NamedItemDialog api={api} kind="genre" />
      <NamedItemDialog api={api} kind="artist" />
      <NamedItemDialog api={api} kind="location" />
      <DatePriceDialog api={api} name="datePrice" />
      <DatePriceDialog api={api} name="newDatePrice" />
    </>
  );
}
