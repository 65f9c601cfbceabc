/** Skeleton page. */
export default function ContactImportPage() {
  return null;
}
