import type { CustomPageProps } from '../../src/console';
import { JourneyList } from './JourneyList';

/** `/appuser/historyjourneys`: the journeys past or cancelled. */
export default function HistoryPage(props: CustomPageProps) {
  return <JourneyList {...props} show="past" />;
}
