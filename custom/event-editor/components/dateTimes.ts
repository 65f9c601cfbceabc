import { formatDateTime } from '../../../src/console';

const EDITOR_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** An editor time (`YYYY-MM-DDTHH:mm`, Berlin wall time: state/editorTime.ts) shown as spec 1 §9 wants: DD.MM.YYYY HH:mm. */
export function formatEditorTime(value: string | null | undefined): string {
  if (!value) return '';
  const match = EDITOR_TIME.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]} ${match[4]}:${match[5]}` : formatDateTime(value);
}
