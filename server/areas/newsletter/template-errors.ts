import { TEMPLATE_ERRORS } from '../../../domain/newsletter/template-rules.ts';
import { ApiError } from '../../errors.ts';

/** 409 at `name`: another template has this name, in any case, with or without surrounding spaces. */
export const duplicateTemplate = () =>
  new ApiError('Conflict', 'A template with this name exists already', {
    errors: [{ field: 'name', key: TEMPLATE_ERRORS.duplicate }],
  });

/** 409: campaigns use the template; it stays until none does. */
export const templateInUse = (campaigns: number) =>
  new ApiError('Conflict', 'Campaigns use this template', {
    errors: [{ key: TEMPLATE_ERRORS.inUse, params: { campaigns } }],
  });

/** 422 at `html_part`: a script in a mail's HTML. */
export const templateScript = () =>
  new ApiError('Unprocessable', 'A template’s HTML may not contain a script', {
    errors: [{ field: 'html_part', key: TEMPLATE_ERRORS.script }],
  });
