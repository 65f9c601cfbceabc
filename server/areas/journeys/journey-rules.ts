import { ApiError, type FieldError } from '../../errors.ts';

type Row = Readonly<Record<string, unknown>>;

/** 423: a journey published to the print project is edited in the print system until its print sheet releases it. */
export const printLocked = () =>
  new ApiError('Locked', 'This journey can only be edited in the print system', {
    errors: [{ field: 'print_locked', key: 'error.journey_print_locked' }],
  });

export const isPrintLocked = (journey: Row | undefined) => journey?.print_locked === true;

/** Whether the images hold the one the journey is shown by (spec 1 §4: publishing needs a main image). */
export function hasMainImage(images: unknown): boolean {
  return Array.isArray(images) && images.some((image) => (image as Row | null)?.main === true);
}

/** 422 at `online` when the journey as it would be stored is online without a main image. */
export function refuseOnlineWithoutMainImage(journey: Row) {
  if (journey.online === true && !hasMainImage(journey.images))
    throw new ApiError('Unprocessable', 'A journey goes online only with a main image', {
      errors: [{ field: 'online', key: 'error.journey_main_image' }],
    });
}

/** 422 for each date row that ends before it starts (the rows' dates are checked as dates by the schema already). */
export function refuseDatesOutOfOrder(dates: unknown) {
  if (!Array.isArray(dates)) return;
  const errors: FieldError[] = [];
  dates.forEach((row: Row | null, index) => {
    const { from, till } = row ?? {};
    if (typeof from === 'string' && typeof till === 'string' && till < from)
      errors.push({ field: `dates.${index}.till`, key: 'error.out_of_order', params: { rule: 'gte', other: 'from' } });
  });
  if (errors.length > 0) throw new ApiError('Unprocessable', 'A date ends before it starts', { errors });
}
