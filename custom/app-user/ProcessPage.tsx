/** Skeleton page. */
export default function ProcessPage() {
  return null;
}
