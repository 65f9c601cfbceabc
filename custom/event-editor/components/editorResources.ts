import type { ResourceDefinition } from '../../../registry/types';
import { registry } from '../../../src/console';

function resource(name: string): ResourceDefinition {
  const found = registry.resource(name);
  if (!found) throw new Error(`The event editor needs the resource ${name}`);
  return found;
}

/** The registry resources whose fields, labels and checks the editor's forms use. */
export const editorResources = {
  events: resource('tickets/events'),
  dates: resource('tickets/event-dates'),
  priceCategories: resource('tickets/price-categories'),
  datePrices: resource('tickets/event-date-price-categories'),
  genres: resource('tickets/genres'),
  artists: resource('tickets/artists'),
  locations: resource('tickets/locations'),
};
