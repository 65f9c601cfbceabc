/**
 * The console's public module: all a bespoke page in `custom/` may use of `src/`. The linter refuses
 * any other import of `src/` from `custom/` (eslint.config.js), so the console's internals can move
 * without touching the pages; what a page needs and this lacks is added here, by name.
 * Re-exports only: each page's chunk takes from it what the page uses, and nothing else.
 */

// A bespoke page: how its folder declares it, what it is given, the registry it reads resources from.
export type { CustomPageDeclarations, CustomPageProps } from './routing/customPageProps';
export { registry } from './registry/registry';
export { useAreaTranslation } from './i18n/useAreaTranslation';
export { useResourceLabels } from './screens/labels';
export type { Userdata } from './auth/userdata';

// The generic screens and parts of them a page can embed.
export { default as ResourceListPage } from './screens/list/ResourceListPage';
export { ResourceForm } from './screens/form/ResourceForm';
export { FormField } from './screens/form/FormField';
export { FormToolbar } from './screens/form/FormToolbar';
export { RecordActionButtons } from './screens/actions/RecordActionButtons';
export { useResourceRecord } from './screens/form/hooks/useResourceRecord';
export { TEXT_ERROR } from './screens/form/hooks/useWidgetField';

// A form's values: from and to the inputs, checked against the resource's schema.
export { createBody, initialInputs, type FormInputs } from './screens/form/model/formBody';
export { emptyValue, fromInput, toInput } from './screens/form/model/codecs';
export { fieldKindOf } from './screens/form/model/fieldKinds';
export { isFilled } from './screens/form/model/checklist';
export { parseMoney } from './screens/form/model/money';
export { checkBody } from './screens/form/validation/checkBody';
export { errorTree, placeMessages } from './screens/form/validation/errorTree';

// Values shown as spec 1 §9 writes them.
export { formatCount, formatDate, formatDateTime, formatMoney } from './screens/format';
export { berlinTime } from './layout/formatDateTime';

// Calls to the API, and their failures in words.
export { ApiError, apiLines, apiRequest } from './api/apiClient';
export { appendWire } from './data/wireQuery';
export { errorMessage } from './data/errorMessage';
export { withToasts } from './notifications/toastHost';

// Common components.
export { ConfirmDialog } from './components/ConfirmDialog';
export { DetailSection } from './components/DetailSection';
export { DetailTable } from './components/DetailTable';
export { ErrorPage } from './pages/errors/ErrorPage';
export { FullScreenSpinner } from './components/FullScreenSpinner';
export { PopoverDialog } from './components/PopoverDialog';
export { usePopover } from './components/usePopover';
