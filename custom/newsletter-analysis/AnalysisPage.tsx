/** Skeleton page. */
export default function AnalysisPage() {
  return null;
}
