import type { ResourceDefinition, Screen } from '../../registry/types';

/** What a bespoke page that stands in for a resource screen is given. */
export interface CustomPageProps {
  resource: ResourceDefinition;
  screen: Screen;
}
