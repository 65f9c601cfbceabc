import { berlinDateTime } from '../../domain/berlin-time';

export { berlinTime, TIME_ZONE } from '../../domain/berlin-time';

export function formatDateTime(value: string | Date | null | undefined): string {
  if (!value) return '';
  return berlinDateTime(value) ?? 'Invalid Date';
}
