/**
 * The UI-free half of the console's public module (like ra-core beside ra-ui-materialui): what a
 * bespoke page's state and calls use — the registry, form values and their checks, formats, API calls
 * and their errors — without React components or MUI, so that the server's tests can run that code.
 * `src/console.ts` re-exports all of it.
 */

export { registry } from './registry/registry';

// A form's values: from and to the inputs, checked against the resource's schema.
export { createBody, initialInputs, type FormInputs } from './screens/form/model/formBody';
export { emptyValue, fromInput, toInput } from './screens/form/model/codecs';
export { fieldKindOf, nestedFields } from './screens/form/model/fieldKinds';
export type { FormMode } from './screens/form/model/formLayout';
export type { ExtraTab } from './screens/form/model/formTabs';
export { isFilled } from './screens/form/model/checklist';
export { parseMoney } from './screens/form/model/money';
export { checkBody } from './screens/form/validation/checkBody';
export { errorTree, placeMessages } from './screens/form/validation/errorTree';

// Values shown as spec 1 §9 writes them, amounts and counts in the user's language.
export {
  formatCount,
  formatDate,
  formatDateTime,
  formatMoney,
  formatNumberField,
  formatPercent,
} from './screens/format';
export { berlinTime } from './layout/formatDateTime';

// Calls to the API, and their failures in words.
export { ApiError, apiFile, apiLines, apiRequest, type ApiFieldError } from './api/apiClient';
export { appendWire } from './data/wireQuery';
export { errorMessage } from './data/errorMessage';
export { uploadImage } from './screens/form/api/uploadImage';

// The image database's calls, its images and the stock search's filters.
export * from './imagedb/imageTypes';
export * from './imagedb/stockFilters';
export { createLibraryItem, customerImage, searchCustomer, searchStock } from './imagedb/imagedbCalls';
