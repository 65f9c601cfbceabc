/**
 * The console's public module: all a bespoke page in `custom/` may use of `src/`. The linter refuses
 * any other import of `src/` from `custom/` (eslint.config.js), so the console's internals can move
 * without touching the pages; what a page needs and this lacks is added here, by name.
 * Re-exports only: each page's chunk takes from it what the page uses, and nothing else. Its UI-free
 * half is `src/console-logic.ts`, which a page's state and calls import instead.
 */

export * from './console-logic';

// A bespoke page: how its folder declares it and what it is given.
export type { CustomPageDeclarations, CustomPageProps } from './routing/customPageProps';
export { useAreaTranslation } from './i18n/useAreaTranslation';
export { useResourceLabels } from './screens/labels';
export { useFormats } from './screens/useFormats';
export type { Userdata } from './auth/userdata';

// The generic screens and parts of them a page can embed.
export { default as ResourceListPage } from './screens/list/ResourceListPage';
export { ResourceForm } from './screens/form/ResourceForm';
export { default as ResourceFormPage } from './screens/form/ResourceFormPage';
export type { WidgetProps } from './screens/form/widgets/types';
export { FieldGroup } from './screens/form/widgets/FieldGroup';
export { useSetting } from './startup/useStartupData';
export { FormField } from './screens/form/FormField';
export { PageWidgets } from './screens/form/widgets/PageWidgets';
export { DateTimeInput } from './screens/form/widgets/DateTimeWidget';
export { FormToolbar } from './screens/form/FormToolbar';
export { RecordActionButtons } from './screens/actions/RecordActionButtons';
export { useResourceRecord } from './screens/form/hooks/useResourceRecord';
export { useApiGet } from './data/useApiGet';
export { useDialogActions } from './data/useDialogActions';
export { TEXT_ERROR } from './screens/form/hooks/useWidgetField';

// Toasts.
export { withToasts } from './notifications/toastHost';

// Common components.
export { ConfirmDialog } from './components/ConfirmDialog';
export { DetailSection } from './components/DetailSection';
export { DetailTable } from './components/DetailTable';
export { ErrorPage } from './pages/errors/ErrorPage';
export { FullScreenSpinner } from './components/FullScreenSpinner';
export { HtmlPreview } from './components/HtmlPreview';
export { PopoverDialog } from './components/PopoverDialog';
export { usePopover } from './components/usePopover';
export { saveFile } from './screens/list/csvDownload';
export { useDebouncedDraft } from './screens/list/useDebouncedDraft';

// The image database (spec 1 §2): its grid, dialogs and the add-selected behaviour.
export { ImageGrid } from './imagedb/ImageGrid';
export { SearchOnEnterField } from './imagedb/SearchOnEnterField';
export { TileIcon } from './imagedb/ImageTile';
export { ImageDetailDialog } from './imagedb/ImageDetailDialog';
export { AddToLibraryDialog } from './imagedb/AddToLibraryDialog';
export { AddToLibraryButton } from './imagedb/AddToLibraryButton';
export { JourneyPicker } from './imagedb/JourneyPicker';
export type { ReferenceOption } from './screens/form/hooks/useReferenceOptions';
export { LicenceQuestionDialog } from './imagedb/LicenceQuestionDialog';
export { useAddSelected } from './imagedb/useAddSelected';
export { useImageSelection } from './imagedb/useImageSelection';
export { useImageSearch } from './imagedb/useImageSearch';
export { useImageDownload } from './imagedb/useImageDownload';
export { useLibraryItems, type LibraryTarget } from './imagedb/useLibraryItems';
export { useLibraryChoices } from './imagedb/useLibraryChoices';
export { useImagedbRight } from './imagedb/useImagedbRight';
