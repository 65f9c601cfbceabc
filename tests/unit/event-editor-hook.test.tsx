// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { updateDate } from '../../custom/event-editor/state/dateEdits';
import { PREFERENCES_KEY } from '../../custom/event-editor/state/editorPreferences';
import { setEventField } from '../../custom/event-editor/state/eventEdits';
import { readDraft, saveDraft } from '../../custom/event-editor/state/sessionDraft';
import { defaultPreferences } from '../../custom/event-editor/state/types';
import { useEventEditor } from '../../custom/event-editor/state/useEventEditor';
import { i18n } from '../../src/i18n/i18n.ts';
import { savedEventAnswer, savedState, stateBeforeDates } from './support/eventEditorFixtures';

interface Call {
  method: string;
  path: string;
  body: unknown;
}
type Answer = { status: number; body: unknown };

/**
 * The API as far as the editor uses it: lists answer empty unless told, the event 7 and its lists answer
 * the fixture (its dates once `datesReady`), another event is not found, and each create or batch answers
 * the next prepared answer (when it is ready). Every call is recorded.
 */
function fakeApi(writes: (Answer | Promise<Answer>)[] = [], datesReady: Promise<void> = Promise.resolve()) {
  const calls: Call[] = [];
  const event = savedEventAnswer();
  const { dates = [], price_categories = [], ...own } = event;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = decodeURIComponent(url.replace(/^\/api/, ''));
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      let answer: Answer = { status: 200, body: [] };
      if (method !== 'GET') answer = (await writes.shift()) ?? { status: 500, body: {} };
      else if (path === '/ticket/event/7') answer = { status: 200, body: own };
      else if (/^\/ticket\/event\/\d+$/.test(path))
        answer = {
          status: 404,
          body: { name: 'NotFound', message: 'No record found', errors: [{ key: 'error.not_found' }] },
        };
      else if (path.startsWith('/ticket/event-date?')) {
        await datesReady;
        answer = { status: 200, body: dates.map(({ date_prices: _p, ...date }) => date) };
      } else if (path.startsWith('/ticket/event-date-price-category?'))
        answer = { status: 200, body: dates.flatMap((date) => date.date_prices ?? []) };
      else if (path.startsWith('/ticket/price-category?')) answer = { status: 200, body: price_categories };
      else if (path.startsWith('/ticket/genre?')) answer = { status: 200, body: [{ id_tk_genre: 2, name: 'Klassik' }] };
      const text = JSON.stringify(answer.body);
      return { ok: answer.status < 400, status: answer.status, statusText: '', text: async () => text };
    }),
  );
  return calls;
}

const writesOf = (calls: Call[]) => calls.filter((call) => call.method !== 'GET');

function wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={['/tickets/events/create']}>{children}</MemoryRouter>;
}

function editor(id?: string) {
  return renderHook(() => useEventEditor(id), { wrapper });
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  // The editor's page loads its area's dictionary and its own before the hook runs (useAreaTranslation).
  await i18n.loadNamespaces(['tickets', 'eventEditor']);
});

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('a new event', () => {
  it('saved untouched, is refused once, for what it lacks: no api error, no "no changes"', async () => {
    const calls = fakeApi();
    const { result } = editor();
    expect(result.current.event?.title).toBe('');
    expect(result.current.hasUnsavedChanges).toBe(false);
    expect(result.current.unsavedChanges).toBe(0);
    await waitFor(() => expect(result.current.busy.genres).toBe(false));
    expect(result.current.options.genres).toEqual([{ id: 2, label: 'Klassik' }]);

    await act(() => expect(result.current.save()).rejects.toThrow('Form validation failed'));
    expect(result.current.errors.apiError).toBeUndefined();
    expect(result.current.errors.validation.length).toBeGreaterThan(0);
    expect(result.current.errors.fields).toHaveProperty('title');
    expect(writesOf(calls)).toEqual([]);
  });

  it('shows a refused create as the api error, which clears itself after 10 seconds', async () => {
    fakeApi([{ status: 500, body: { name: 'GeneralError', message: 'Database down', errors: [] } }]);
    const { result } = editor();
    act(() => {
      result.current.setField('title', 'Premiere');
      result.current.setField('slug', 'premiere');
    });
    expect(result.current.unsavedChanges).toBe(2);

    vi.useFakeTimers();
    await act(() => expect(result.current.save()).rejects.toThrow());
    const shown = result.current.errors.apiError;
    expect(shown).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(9_000));
    expect(result.current.errors.apiError).toBe(shown);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current.errors.apiError).toBeUndefined();
  });

  it('is created, then saved with its items in one batch; temporary ids become real ones', async () => {
    let answerCreate: (answer: Answer) => void = () => undefined;
    const calls = fakeApi([
      new Promise<Answer>((resolve) => {
        answerCreate = resolve;
      }),
      {
        status: 200,
        body: {
          success: true,
          idMapping: {},
          event: {
            ...savedEventAnswer(),
            id_tk_event: 31,
            version: 2,
            title: 'Premiere',
            slug: 'premiere',
            genres: [21],
          },
          operations: { dates_created: 1, categories_created: 1, prices_created: 1 },
          error: null,
        },
      },
    ]);
    const { result } = editor();
    act(() => {
      result.current.setField('title', 'Premiere');
      result.current.setField('slug', 'premiere');
      result.current.addNamedItem('genre', { name: 'Jazz', slug: 'jazz' });
      result.current.addPriceCategory({ title: 'Parkett', price: 30, available_quantity: 100 });
      result.current.addDate({ starts_at: '2027-01-10T19:30' });
    });
    const [category] = result.current.event?.price_categories ?? [];
    const [date] = result.current.event?.dates ?? [];
    let added: ReturnType<typeof result.current.addDatePrice> | undefined;
    act(() => {
      added = result.current.addDatePrice(date!.id_tk_event_date, category!.id_tk_price_category);
    });
    expect(added).toEqual({ ok: true });
    expect(result.current.pendingOperations).toBe(4);
    expect(result.current.options.genres.at(-1)).toMatchObject({ label: 'Jazz' });
    const genreId = result.current.newGenres[0]!.id;
    expect(readDraft(undefined)?.state.event.title).toBe('Premiere');

    let saved: Promise<void> | undefined;
    act(() => {
      saved = result.current.save();
    });
    expect(result.current.busy.saving).toBe(true);
    await act(async () => {
      answerCreate({
        status: 201,
        body: {
          ...savedEventAnswer(),
          id_tk_event: 31,
          version: 1,
          title: 'Premiere',
          slug: 'premiere',
          genres: [],
          dates: undefined,
        },
      });
      await saved;
    });

    const [create, batch] = writesOf(calls);
    expect(create).toMatchObject({ method: 'POST', path: '/ticket/event', body: { title: 'Premiere', genres: [] } });
    expect(batch?.method).toBe('PATCH');
    expect(batch?.path).toBe('/ticket/event/31/batch');
    expect(batch?.body).toMatchObject({
      genres: [genreId],
      version: 1,
      newGenres: [{ id: genreId, name: 'Jazz' }],
      newPriceCategories: [{ title: 'Parkett' }],
      newDates: [{ starts_at: '2027-01-10T18:30:00.000Z', localPrices: [{ price: 30, contingent: 100 }] }],
    });
    expect(result.current.event).toMatchObject({ id_tk_event: 31, version: 2, genres: [21] });
    expect(result.current.hasUnsavedChanges).toBe(false);
    expect(result.current.busy.saving).toBe(false);
    expect(result.current.lastOperations).toEqual({
      dates_created: 1,
      categories_created: 1,
      prices_created: 1,
      dates_updated: 0,
      dates_deleted: 0,
    });
    expect(readDraft(undefined)).toBeUndefined();
    expect(readDraft(31)).toBeUndefined();
  });

  it('fails to be created with the first server validation message, shown at its field too', async () => {
    fakeApi([
      {
        status: 400,
        body: { name: 'BadRequest', message: 'Invalid data', errors: [{ field: 'slug', key: 'error.unique' }] },
      },
    ]);
    const { result } = editor();
    act(() => {
      result.current.setField('title', 'Premiere');
      result.current.setField('slug', 'premiere');
    });
    await act(() => expect(result.current.save()).rejects.toThrow('This value exists already.'));
    expect(result.current.errors.fields.slug).toBe('This value exists already.');
    expect(result.current.event?.id_tk_event).toBeUndefined();
  });

  it('is not saved while its form is invalid', async () => {
    const calls = fakeApi();
    const { result } = editor();
    act(() => result.current.setField('slug', 'Not A Slug'));
    expect(result.current.errors.validation).toEqual([
      'Title: This field is required.',
      'Slug: The value has the wrong format.',
    ]);
    expect(result.current.errors.fields).toMatchObject({ title: 'This field is required.' });
    await act(() => expect(result.current.save()).rejects.toThrow('Form validation failed'));
    expect(writesOf(calls)).toEqual([]);
  });
});

describe('a saved event', () => {
  it('loads with its dates and prices, and a batch refusal shows the server’s message', async () => {
    const calls = fakeApi([
      {
        status: 409,
        body: {
          name: 'Conflict',
          message: 'duplicate',
          errors: [{ field: 'updatedDates/0/starts_at', key: 'tickets.duplicate_date' }],
        },
      },
      { status: 500, body: {} },
    ]);
    const { result } = editor('7');
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.busy.dates).toBe(false));
    expect(result.current.event?.dates.map((date) => date.date_prices.length)).toEqual([2, 1]);
    expect(calls.find((call) => call.path.startsWith('/ticket/event-date?'))?.path).toContain('id_tk_event=7');

    act(() => result.current.toggleDateStatus(813));
    await act(() => expect(result.current.save()).rejects.toThrow('The event has a date at this time already.'));
    expect(writesOf(calls)[0]).toMatchObject({
      body: { version: 3, updatedDates: [{ id_tk_event_date: 813, version: 1, status: 'active' }] },
    });
    await act(() => expect(result.current.save()).rejects.toThrow('Batch update failed'));
    expect(result.current.hasUnsavedChanges).toBe(true);
    expect(result.current.errors.apiError).toBe('Batch update failed');
  });

  it('opens with the event and its price categories; its dates follow without holding it up', async () => {
    let answerDates: () => void = () => undefined;
    const calls = fakeApi(
      [],
      new Promise<void>((resolve) => {
        answerDates = resolve;
      }),
    );
    const { result } = editor('7');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.event).toMatchObject({ title: 'Winterkonzert', dates: [] });
    expect(result.current.event?.price_categories).toHaveLength(2);
    expect(result.current.busy.dates).toBe(true);
    const dateItems = () =>
      result.current.checklist.required.filter((item) => item.key.endsWith('.date') || item.key.endsWith('Date'));
    expect(dateItems().map((item) => item.done)).toEqual([undefined, undefined]);
    expect(result.current.checklist.bookable).toBeUndefined();

    act(() => result.current.setField('title', 'Winterkonzert II'));
    await act(() => expect(result.current.save()).rejects.toThrow('The dates are still loading.'));
    expect(writesOf(calls)).toEqual([]);
    expect(readDraft(7)?.state).toMatchObject({ datesLoaded: false, event: { title: 'Winterkonzert II' } });

    await act(async () => answerDates());
    await waitFor(() => expect(result.current.busy.dates).toBe(false));
    expect(result.current.event?.dates.map((date) => date.id_tk_event_date)).toEqual([812, 813]);
    expect(result.current.event?.title).toBe('Winterkonzert II');
    expect(dateItems().map((item) => item.done)).toEqual([true, true]);
    expect(result.current.checklist.bookable).toBe(true);
    expect(result.current.pendingOperations).toBe(0);
    expect(result.current.hasUnsavedChanges).toBe(true);
  });

  it('restores work kept before the dates had loaded, and then loads them', async () => {
    saveDraft(setEventField(stateBeforeDates(), 'title', 'Winterkonzert II'));
    fakeApi();
    const { result } = editor('7');
    await waitFor(() => expect(result.current.busy.dates).toBe(false));
    expect(result.current.loading).toBe(false);
    expect(result.current.restoredFromSession).toBe(true);
    expect(result.current.event?.title).toBe('Winterkonzert II');
    expect(result.current.event?.dates.map((date) => date.date_prices.length)).toEqual([2, 1]);
  });

  it('is not found when the id names no event: the load error carries the status', async () => {
    fakeApi();
    const { result } = editor('999999');
    await waitFor(() => expect(result.current.loadError).toBeDefined());
    expect(result.current.loadError?.statusCode).toBe(404);
    expect(result.current.loading).toBe(false);
    expect(result.current.event).toBeUndefined();
  });

  it('restores the unsaved work of the session over the loaded event, and rollback drops it', async () => {
    fakeApi();
    saveDraft(updateDate(savedState(), 812, { note: 'Letzte Karten' }));
    const { result } = editor('7');
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.busy.dates).toBe(false);
    expect(result.current.restoredFromSession).toBe(true);
    expect(result.current.event?.dates[0]?.note).toBe('Letzte Karten');
    expect(result.current.hasUnsavedChanges).toBe(true);

    act(() => result.current.rollback());
    expect(result.current.event?.dates[0]?.note).toBeNull();
    expect(result.current.hasUnsavedChanges).toBe(false);
    expect(readDraft(7)).toBeUndefined();
  });

  it('saves by itself once the edits have rested, when autoSave is on', async () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...defaultPreferences, autoSave: true }));
    const calls = fakeApi([
      {
        status: 200,
        body: {
          success: true,
          idMapping: {},
          event: { ...savedEventAnswer(), version: 4, title: 'Neu' },
          operations: {},
          error: null,
        },
      },
    ]);
    const { result } = editor('7');
    await waitFor(() => expect(result.current.busy.dates).toBe(false));
    vi.useFakeTimers();
    act(() => result.current.setField('title', 'Ne'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    act(() => result.current.setField('title', 'Neu'));
    await act(() => vi.advanceTimersByTimeAsync(1_500));
    expect(writesOf(calls)).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(writesOf(calls)).toEqual([
      { method: 'PATCH', path: '/ticket/event/7/batch', body: { title: 'Neu', version: 3 } },
    ]);
    expect(result.current.event?.version).toBe(4);
    expect(result.current.hasUnsavedChanges).toBe(false);
  });

  it('refuses an unknown form and shows an invalid form’s field messages', async () => {
    fakeApi();
    const { result } = editor('7');
    await waitFor(() => expect(result.current.loading).toBe(false));
    let outcome: ReturnType<typeof result.current.submitForm> | undefined;
    act(() => {
      outcome = result.current.submitForm('seatPlan' as never, {});
    });
    expect(outcome).toEqual({ ok: false, error: 'Unknown form type: seatPlan' });
    act(() => {
      result.current.dialogs.openDialog('priceCategory');
      outcome = result.current.submitForm('priceCategory', { title: 'Parkett', price: 10 });
    });
    expect(outcome).toEqual({ ok: false, error: 'Form validation failed' });
    expect(result.current.errors.fields['priceCategory.title']).toBe(
      'The event has a price category of this name already.',
    );
    const formKey = result.current.dialogs.formKey.priceCategory;
    act(() => {
      outcome = result.current.submitForm('priceCategory', { title: 'Loge', price: 10 });
    });
    expect(outcome).toEqual({ ok: true });
    expect(result.current.dialogs.open).toBeUndefined();
    expect(result.current.dialogs.formKey.priceCategory).toBe(formKey + 1);
    expect(result.current.errors.fields['priceCategory.title']).toBeUndefined();
    expect(result.current.event?.price_categories.at(-1)).toMatchObject({ title: 'Loge', isNew: true });
  });
});
