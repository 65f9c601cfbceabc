/** Skeleton page. */
export default function JourneyPage() {
  return null;
}
