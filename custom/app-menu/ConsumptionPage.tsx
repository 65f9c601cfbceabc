/** Skeleton page. */
export default function ConsumptionPage() {
  return null;
}
