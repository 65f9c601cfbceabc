/** Skeleton page. */
export default function BusLocationPage() {
  return null;
}
