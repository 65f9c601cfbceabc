import type { CustomPageProps } from '../../src/console';
import { JourneyList } from './JourneyList';

/** `/appuser/aktJourneys`: the journeys under way or to come. */
export default function JourneysPage(props: CustomPageProps) {
  return <JourneyList {...props} show="current" />;
}
