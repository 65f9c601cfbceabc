/** Skeleton page. */
export default function HistoryPage() {
  return null;
}
