import { ApiError } from '../../errors.ts';
import type { StockSystemError } from '../../integrations/stock/stock-system.ts';

/** 502: Adobe Stock failed on a search or a check. */
export const stockUnavailable = (error: StockSystemError) =>
  new ApiError('BadGateway', error.message, { errors: [{ key: 'error.stock_unavailable' }], cause: error });

/** 502: the licence call failed (the spec's "licence error"); the licence is offered again. */
export const licenceFailed = (message: string, cause?: unknown) =>
  new ApiError('BadGateway', message, { errors: [{ key: 'error.licence_failed' }], cause });

/** 409: another request is licensing the image now. */
export const licenceProcessing = () =>
  new ApiError('Conflict', 'The image is being licensed by another request', {
    errors: [{ field: 'id', key: 'error.licence_processing' }],
  });

/** 422: the member has no licences left. */
export const stockQuota = () =>
  new ApiError('Unprocessable', 'No Adobe Stock licences are left', { errors: [{ key: 'error.stock_quota' }] });

/** 409: a download of an image not licensed. */
export const licenceMissing = () =>
  new ApiError('Conflict', 'The image is not licensed', { errors: [{ field: 'id', key: 'error.licence_missing' }] });
