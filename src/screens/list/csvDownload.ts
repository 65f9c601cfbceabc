import type { ResourceDefinition } from '../../../registry/types';
import { berlinTime } from '../../layout/formatDateTime';

const RELEASE_AFTER_MS = 40_000;

/** `<resource>-<date>.csv`, the date in Europe/Berlin: `tickets-genres-2026-05-01.csv`. */
export function exportFileName(resource: ResourceDefinition, now: Date): string {
  const { year, month, day } = berlinTime(now);
  return `${resource.name.replaceAll('/', '-')}-${year}-${month}-${day}.csv`;
}

/** Hands a downloaded file to the browser, which saves it under the name. */
export function saveFile(content: Blob, fileName: string) {
  const url = URL.createObjectURL(content);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the file after the click, in its own time: released too early, the download fails.
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}
