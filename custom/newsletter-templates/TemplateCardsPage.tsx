/** Skeleton page. */
export default function TemplateCardsPage() {
  return null;
}
