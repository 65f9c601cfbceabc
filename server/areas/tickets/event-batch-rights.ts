import type { Action } from '../../../registry/types.ts';
import { authorize, type RowScope } from '../../permissions/authorize.ts';
import type { SignedInUser } from '../../users/signed-in-user.ts';
import type { BatchResources } from './event-batch-resources.ts';
import type { EventBatch } from './event-batch-schema.ts';

export type BatchScopes = Readonly<Record<keyof BatchResources, RowScope>>;

/** The actions a payload takes on each resource: the event is always updated. */
function actionsOf(batch: EventBatch): Record<keyof BatchResources, Action[]> {
  const when = (action: Action, ...lists: readonly unknown[][]) =>
    lists.some((items) => items.length > 0) ? [action] : [];
  const localPrices = batch.newDates.flatMap((date) => date.localPrices);
  return {
    events: ['update'],
    locations: when('create', batch.newLocations),
    genres: when('create', batch.newGenres),
    artists: when('create', batch.newArtists),
    categories: [
      ...when('create', batch.newPriceCategories),
      ...when('update', batch.updatedPriceCategories),
      ...when('delete', batch.deletedPriceCategories),
    ],
    dates: [
      ...when('create', batch.newDates),
      ...when('update', batch.updatedDates),
      ...when('delete', batch.deletedDates),
    ],
    // Deleting a date or a price category deletes its prices too.
    prices: [
      ...when('create', batch.newDatePrices, localPrices),
      ...when('update', batch.updatedDatePrices),
      ...when('delete', batch.deletedDatePrices, batch.deletedDates, batch.deletedPriceCategories),
    ],
  };
}

/**
 * The permission hook for every action the payload takes (403 on the first one the user lacks):
 * the update right on the event, the create right for new items, update for changes, delete for
 * deletions. Answers each resource's row scope (agency rules), empty where the payload does not touch it.
 */
export function authorizeBatch(user: SignedInUser, resources: BatchResources, batch: EventBatch): BatchScopes {
  const actions = actionsOf(batch);
  const scopes = Object.entries(resources).map(([key, resource]) => {
    const scope = (actions[key as keyof BatchResources] ?? []).map((action) => authorize({ user, resource, action }));
    return [key, scope[0] ?? {}];
  });
  return Object.fromEntries(scopes) as BatchScopes;
}
