/** Skeleton page. */
export default function JourneysPage() {
  return null;
}
