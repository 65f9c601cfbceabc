/** Skeleton page. */
export default function TravelMenuPage() {
  return null;
}
