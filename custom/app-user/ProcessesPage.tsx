/** Skeleton page. */
export default function ProcessesPage() {
  return null;
}
