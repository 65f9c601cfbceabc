/** Skeleton page. */
export default function SuitcasePage() {
  return null;
}
