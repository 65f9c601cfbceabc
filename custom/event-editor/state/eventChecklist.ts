import { isFilled } from '../../../src/console-logic';
import { isLive } from './itemFlags';
import type { EditorEvent } from './types';

export interface EventChecklist {
  required: { key: string; done: boolean | undefined }[];
  recommended: { key: string; done: boolean | undefined }[];
  bookable: boolean | undefined;
}

/**
 * Spec 2 §5 checklist of an event, items flagged deleted left out; keys are translation keys. Bookable
 * (spec 2 §4): status on, an active date, an active price category and a location. While the dates
 * load (`datesLoaded` false), what depends on them is undefined: not known yet, rather than missing.
 */
export function eventChecklist(event: EditorEvent, datesLoaded = true): EventChecklist {
  const dates = event.dates.filter(isLive);
  const categories = event.price_categories.filter(isLive);
  const ofDates = (done: boolean) => (datesLoaded ? done : undefined);
  const activeDate = ofDates(dates.some((date) => date.status === 'active'));
  const activeCategory = categories.some((category) => category.is_active);
  const location = event.id_tk_location !== null;
  return {
    required: [
      { key: 'eventEditor.checklist.status', done: event.status },
      { key: 'eventEditor.checklist.title', done: isFilled(event.title) },
      { key: 'eventEditor.checklist.slug', done: isFilled(event.slug) },
      { key: 'eventEditor.checklist.shortDescription', done: isFilled(event.short_description) },
      { key: 'eventEditor.checklist.location', done: location },
      { key: 'eventEditor.checklist.priceCategory', done: categories.length > 0 },
      { key: 'eventEditor.checklist.date', done: ofDates(dates.length > 0) },
      { key: 'eventEditor.checklist.activePriceCategory', done: activeCategory },
      { key: 'eventEditor.checklist.activeDate', done: activeDate },
    ],
    recommended: [
      { key: 'eventEditor.checklist.image', done: event.images.length > 0 },
      {
        key: 'eventEditor.checklist.meta',
        done: isFilled(event.meta_title) && isFilled(event.meta_description),
      },
      { key: 'eventEditor.checklist.genre', done: event.genres.length > 0 },
      { key: 'eventEditor.checklist.artist', done: event.artists.length > 0 },
    ],
    // Known to be false without the dates when something else is missing.
    bookable: event.status && activeCategory && location && activeDate,
  };
}
