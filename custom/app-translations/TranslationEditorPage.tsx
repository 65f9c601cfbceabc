/** Skeleton page. */
export default function TranslationEditorPage() {
  return null;
}
