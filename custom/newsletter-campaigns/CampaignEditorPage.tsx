import { type CustomPageProps, ResourceFormPage } from '../../src/console';
import { CampaignActionBar } from './components/CampaignActionBar';

/**
 * `/newsletter/campaigns/{id}`: the campaign's generated form with its Mailjet actions above it: test
 * send, schedule, send now. A scheduled or sent campaign's fields are read-only (`x-locked-when`); an
 * action changes status and lock, and the form starts again from the campaign as stored.
 */
export default function CampaignEditorPage({ resource }: CustomPageProps) {
  return (
    <ResourceFormPage
      resource={resource}
      mode="edit"
      restartOn={['status', 'updated_at']}
      header={(record, refresh) => <CampaignActionBar resource={resource} record={record} onChange={refresh} />}
    />
  );
}
