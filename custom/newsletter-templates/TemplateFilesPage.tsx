/** Skeleton page. */
export default function TemplateFilesPage() {
  return null;
}
