/** Skeleton page. */
export default function CampaignEditorPage() {
  return null;
}
