import { describe, expect, it } from 'vitest';
import { buildBatchPayload, hasUnsavedChanges } from '../../custom/event-editor/state/batchPayload.ts';
import { applyBatchResult, type BatchAnswer } from '../../custom/event-editor/state/batchResult.ts';
import { createEventBody, withCreatedEvent } from '../../custom/event-editor/state/createdEvent.ts';
import { addDate, deleteDate, duplicateDate, updateDate } from '../../custom/event-editor/state/dateEdits.ts';
import { addDatePrice, deleteDatePrice } from '../../custom/event-editor/state/datePriceEdits.ts';
import { blankEvent, editorStateOf, type EditorState } from '../../custom/event-editor/state/editorState.ts';
import { setEventField } from '../../custom/event-editor/state/eventEdits.ts';
import type { EventAnswer } from '../../custom/event-editor/state/loadedEvent.ts';
import { addNamedItem } from '../../custom/event-editor/state/namedItemEdits.ts';
import { addPriceCategory, deletePriceCategory } from '../../custom/event-editor/state/priceCategoryEdits.ts';
import { savedBatch } from './support/eventBatch.ts';
import { superadminApp } from './support/superadminApp.ts';

// The editor's state (custom/event-editor/state) against the real batch call: what it builds is what
// the server takes, and what the server answers is what it reloads, with nothing left unsaved.

const api = superadminApp();

function priced(outcome: ReturnType<typeof addDatePrice>): EditorState {
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome.state;
}

async function save(state: EditorState): Promise<EditorState> {
  const id = state.event.id_tk_event;
  const answer = await savedBatch(api.call, id, buildBatchPayload(state) as Record<string, unknown>);
  // The support's answer type is looser than the editor's (rows of unknown fields).
  return applyBatchResult(state, answer as BatchAnswer & { event: EventAnswer });
}

describe('the editor state on the batch call', () => {
  it('builds an event from nothing, saves it once, then edits, deletes and duplicates parts and saves again', async () => {
    let state = editorStateOf(blankEvent());
    state = setEventField(state, 'title', 'Vertragstest');
    state = setEventField(state, 'slug', `vertragstest-${Date.now()}`);
    const created = await api.call({ method: 'POST', url: '/api/ticket/event', payload: createEventBody(state) });
    expect(created.statusCode, created.body).toBe(201);
    state = withCreatedEvent(state, created.json());

    state = addNamedItem(state, 'genre', { name: 'Vertragsjazz', slug: `vertragsjazz-${Date.now()}` });
    state = addNamedItem(state, 'artist', { name: 'Vertragsquartett', slug: `vertragsquartett-${Date.now()}` });
    state = addNamedItem(state, 'location', { name: 'Vertragshalle', slug: `vertragshalle-${Date.now()}` });
    state = addPriceCategory(state, { title: 'Parkett', price: 39.5, available_quantity: 200 });
    state = addPriceCategory(state, {
      title: 'Balkon',
      price: 25,
      available_quantity: 80,
      requires_personalization: true,
    });
    for (const start of ['2027-03-28T20:00', '2027-03-29T20:00', '2027-07-01T19:30'])
      state = addDate(state, { starts_at: start });
    const [parkett, balkon] = state.event.price_categories.map((category) => category.id_tk_price_category);
    for (const { id_tk_event_date } of state.event.dates) {
      state = priced(addDatePrice(state, id_tk_event_date, parkett!));
      state = priced(addDatePrice(state, id_tk_event_date, balkon!));
    }

    state = await save(state);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(state.event.genres).toHaveLength(1);
    expect(typeof state.event.genres[0]).toBe('number');
    expect(typeof state.event.id_tk_location).toBe('number');
    // Berlin wall times survive the trip, in winter and in summer time.
    expect(state.event.dates.map((saved) => saved.starts_at)).toEqual([
      '2027-03-28T20:00',
      '2027-03-29T20:00',
      '2027-07-01T19:30',
    ]);
    expect(state.event.dates.map((saved) => saved.date_prices.length)).toEqual([2, 2, 2]);

    const [first, second, third] = state.event.dates.map((saved) => saved.id_tk_event_date);
    const [savedParkett, savedBalkon] = state.event.price_categories.map((category) => category.id_tk_price_category);
    const balkonPrice = state.event.dates[0]!.date_prices.find((price) => price.id_tk_price_category === savedBalkon)!;
    state = updateDate(state, first!, { note: 'Premiere', starts_at: '2027-03-28T19:30' });
    state = deleteDatePrice(state, first!, balkonPrice.id_tk_event_date_price_category);
    state = deleteDate(state, second!);
    state = duplicateDate(state, third!);
    state = updateDate(state, state.event.dates.at(-1)!.id_tk_event_date, { starts_at: '2027-07-02T19:30' });
    state = deletePriceCategory(state, savedBalkon!);

    state = await save(state);
    expect(hasUnsavedChanges(state)).toBe(false);
    expect(
      state.event.dates.map((saved) => [
        saved.starts_at,
        saved.note,
        saved.date_prices.map((p) => p.id_tk_price_category),
      ]),
    ).toEqual([
      ['2027-03-28T19:30', 'Premiere', [savedParkett]],
      ['2027-07-01T19:30', null, [savedParkett]],
      ['2027-07-02T19:30', null, [savedParkett]],
    ]);
    expect(state.event.price_categories.map((category) => category.title)).toEqual(['Parkett']);

    const reloaded = await api.call({ method: 'GET', url: `/api/ticket/event/${state.event.id_tk_event}` });
    expect(reloaded.json()).toMatchObject({ version: state.event.version, genres: state.event.genres });
  });
});
