/** Skeleton page. */
export default function PhotoCompetitionPage() {
  return null;
}
