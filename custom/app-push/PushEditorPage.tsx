/** Skeleton page. */
export default function PushEditorPage() {
  return null;
}
