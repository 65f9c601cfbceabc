import { expect, test, type Locator, type Page } from '@playwright/test';
import { fieldLabel, translate } from './support/dictionary';
import { apiToken, openSignedIn } from './support/sign-in';
import { demoData, TICKETING } from './support/ticket-orders';
import { openPanel } from './support/panels';

// Issue 7: the event editor builds an event from nothing, saves it in one batch, reloads it whole,
// changes and deletes parts, saves again; rollback drops unsaved edits; a reload restores them.

const en = (key: string, values: Record<string, string | number> = {}) => translate('en', key, values);
const field = (resource: string, name: string) => fieldLabel('en', `tickets/${resource}`, name);

test.beforeEach(async ({ page }) => {
  page.on('pageerror', (error) => {
    throw error;
  });
});

/** The editor's controls, found as a user finds them: by role and the dictionary's English texts. */
function editorOf(page: Page) {
  const dialog = (title: string) => page.getByRole('dialog', { name: title });
  const panel = (key: string) => page.getByRole('button', { name: new RegExp(en(`eventEditor.panels.${key}`)) });
  const dateCard = (time: string) =>
    page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: time, exact: true }) });

  /** Types a Berlin date-time (DDMMYYYYHHmm) into an empty date-time widget. */
  const typeTime = async (scope: Locator, label: string, digits: string) => {
    await scope.getByRole('group', { name: label }).click();
    await page.keyboard.type(digits);
  };

  return {
    dialog,
    dateCard,
    async tab(key: string) {
      await page.getByRole('tab', { name: en(`eventEditor.tabs.${key}`) }).click();
    },
    /** Opens a numbered panel of the current tab, if it is closed. */
    async openPanel(key: string) {
      await openPanel(panel(key));
    },
    async addNamed(button: string, title: string, name: string) {
      await page.getByRole('button', { name: en(button) }).click();
      const form = dialog(en(title));
      await form.getByRole('textbox', { name: field('genres', 'name'), exact: true }).fill(name);
      await form.getByRole('button', { name: en('eventEditor.dialogs.add') }).click();
      await expect(form).toBeHidden();
    },
    async addCategory(title: string, price: string, quantity: string) {
      await page.getByRole('button', { name: en('eventEditor.priceCategories.add') }).click();
      const form = dialog(en('eventEditor.dialogs.newPriceCategory'));
      await form.getByRole('textbox', { name: field('price-categories', 'title'), exact: true }).fill(title);
      await form.getByRole('textbox', { name: field('price-categories', 'price'), exact: true }).fill(price);
      await form.getByRole('spinbutton', { name: field('price-categories', 'available_quantity') }).fill(quantity);
      await form.getByRole('button', { name: en('eventEditor.dialogs.add') }).click();
      await expect(form).toBeHidden();
    },
    async addDate(digits: string) {
      await page.getByRole('button', { name: en('eventEditor.dates.add') }).click();
      const form = dialog(en('eventEditor.dialogs.newDate'));
      await typeTime(form, field('event-dates', 'starts_at'), digits);
      await form.getByRole('button', { name: en('eventEditor.dialogs.add') }).click();
      await expect(form).toBeHidden();
    },
    /** Adds a price of a category to a date (its start as shown), the date pre-selected by the dialog. */
    async addPrice(time: string, category: string, saved: boolean) {
      await page.getByRole('button', { name: en('eventEditor.dates.addPriceTo', { date: time }) }).click();
      const form = dialog(en(saved ? 'eventEditor.dialogs.datePrice' : 'eventEditor.dialogs.newDatePrice'));
      await expect(
        form.getByRole('combobox', { name: field('event-date-price-categories', 'id_tk_event_date') }),
      ).toHaveText(time);
      await form.getByRole('combobox', { name: field('event-date-price-categories', 'id_tk_price_category') }).click();
      await page.getByRole('option', { name: new RegExp(`^${category} `) }).click();
      await form.getByRole('button', { name: en('eventEditor.dialogs.add') }).click();
      await expect(form).toBeHidden();
    },
    async save() {
      await page.getByRole('button', { name: en('form.save'), exact: true }).click();
    },
    summary: page.getByRole('status').filter({ hasText: en('common.dates_created') }),
    title: page.getByRole('textbox', { name: field('events', 'title'), exact: true }),
  };
}

/** The summary line of a save, as the editor words it. */
const summaryOf = (counts: [number, number, number, number, number]) =>
  ['dates_created', 'categories_created', 'prices_created', 'dates_updated', 'dates_deleted']
    .map((key, index) => `${en(`common.${key}`)}: ${counts[index]}`)
    .join(' · ');

interface SavedDate {
  id_tk_event_date: number;
  starts_at: string;
  note: string | null;
}
interface SavedPrice {
  id_tk_event_date: number;
  id_tk_price_category: number;
  price: number | string;
}

test('an event is built from nothing, saved in one go, reloaded whole, changed and saved again', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const title = `Jazz night ${run}`;
  const editor = editorOf(page);
  // The leave-page warning asks before a reload with unsaved changes; the test answers yes.
  const warnings: string[] = [];
  page.on('dialog', (dialog) => {
    warnings.push(dialog.type());
    void dialog.accept();
  });

  await openSignedIn(page, '/tickets/events/create', TICKETING);
  await expect(page.getByRole('navigation', { name: en('eventEditor.breadcrumbs') })).toContainText(
    en('eventEditor.title'),
  );
  await editor.title.fill(title);
  await expect(page.getByRole('textbox', { name: field('events', 'slug'), exact: true })).toHaveValue(
    `jazz-night-${run}`,
  );
  await expect(page.getByRole('navigation', { name: en('eventEditor.breadcrumbs') })).toContainText(title);
  await editor.addNamed('eventEditor.newLocation', 'eventEditor.dialogs.location', `Hall ${run}`);
  await expect(page.getByRole('combobox', { name: field('events', 'id_tk_location') })).toHaveValue(`Hall ${run}`);

  await editor.openPanel('programme');
  await editor.addNamed('eventEditor.newGenre', 'eventEditor.dialogs.genre', `Bebop ${run}`);
  await editor.addNamed('eventEditor.newArtist', 'eventEditor.dialogs.artist', `Quartet ${run}`);
  await expect(page.getByRole('button', { name: `Bebop ${run}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Quartet ${run}` })).toBeVisible();

  await editor.tab('content');
  await editor.openPanel('texts');
  await page.getByRole('textbox', { name: field('events', 'short_description') }).fill('Four players, one night.');

  await editor.tab('prices');
  await editor.openPanel('prices');
  await editor.addCategory('Parkett', '39,50', '200');
  await editor.addCategory('Rang', '25', '100');

  await editor.tab('dates');
  await editor.openPanel('dates');
  for (const digits of ['011220261930', '021220261930', '031220261930']) await editor.addDate(digits);
  await editor.addPrice('01.12.2026 19:30', 'Parkett', false);
  await editor.addPrice('01.12.2026 19:30', 'Rang', false);
  await editor.addPrice('02.12.2026 19:30', 'Parkett', false);
  await editor.addPrice('03.12.2026 19:30', 'Rang', false);
  await expect(
    editor
      .dateCard('01.12.2026 19:30')
      .getByRole('table', { name: en('eventEditor.dates.pricesOf', { date: '01.12.2026 19:30' }) }),
  ).toContainText('€39.50');

  await editor.save();
  await expect(editor.summary).toContainText(summaryOf([3, 2, 4, 0, 0]));
  await expect(page).toHaveURL(/\/tickets\/events\/\d+$/);
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.allSaved') })).toBeVisible();
  const eventId = Number(new URL(page.url()).pathname.split('/').pop());

  const demo = await demoData(request);
  const datesOf = async () =>
    (await demo.get<{ data: SavedDate[] }>(`/ticket/event-date?id_tk_event=${eventId}&$sort[starts_at]=1`)).data;
  const pricesOf = async () =>
    (await demo.get<{ data: SavedPrice[] }>(`/ticket/event-date-price-category?id_tk_event=${eventId}`)).data;
  expect((await datesOf()).map((date) => date.starts_at)).toEqual([
    '2026-12-01T18:30:00.000Z',
    '2026-12-02T18:30:00.000Z',
    '2026-12-03T18:30:00.000Z',
  ]);
  expect(await pricesOf()).toHaveLength(4);

  await page.reload();
  await editor.tab('basic');
  await editor.openPanel('basics');
  await expect(editor.title).toHaveValue(title);
  await expect(page.getByRole('combobox', { name: field('events', 'id_tk_location') })).toHaveValue(`Hall ${run}`);
  await editor.openPanel('programme');
  await expect(page.getByRole('button', { name: `Bebop ${run}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Quartet ${run}` })).toBeVisible();
  await editor.tab('content');
  await editor.openPanel('texts');
  await expect(page.getByRole('textbox', { name: field('events', 'short_description') })).toHaveValue(
    'Four players, one night.',
  );
  await editor.tab('prices');
  await editor.openPanel('prices');
  await expect(page.getByRole('cell', { name: 'Parkett', exact: true })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Rang', exact: true })).toBeVisible();
  await editor.tab('dates');
  await editor.openPanel('dates');
  for (const time of ['01.12.2026 19:30', '02.12.2026 19:30', '03.12.2026 19:30'])
    await expect(editor.dateCard(time)).toHaveCount(1);
  const first = editor.dateCard('01.12.2026 19:30');
  await expect(first.getByRole('row')).toHaveCount(3);

  // Edit a date, delete one and a price, duplicate one (moved to a day of its own), save again.
  await page.getByRole('button', { name: en('eventEditor.dates.edit', { date: '02.12.2026 19:30' }) }).click();
  const edit = editor.dialog(en('eventEditor.dialogs.editDate'));
  await edit.getByRole('textbox', { name: field('event-dates', 'note') }).fill('Late show');
  await edit.getByRole('button', { name: en('eventEditor.dialogs.apply') }).click();
  await expect(editor.dateCard('02.12.2026 19:30')).toContainText('Late show');
  await page.getByRole('button', { name: en('eventEditor.dates.delete', { date: '03.12.2026 19:30' }) }).click();
  await expect(editor.dateCard('03.12.2026 19:30')).toHaveCount(0);
  await page
    .getByRole('button', {
      name: en('eventEditor.dates.deletePrice', { category: 'Rang', date: '01.12.2026 19:30' }),
    })
    .click();
  await expect(first.getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: en('eventEditor.dates.duplicate', { date: '01.12.2026 19:30' }) }).click();
  await expect(editor.dateCard('01.12.2026 19:30')).toHaveCount(2);
  const copy = editor.dateCard('01.12.2026 19:30').filter({ hasText: en('eventEditor.item.new') });
  await copy.getByRole('button', { name: en('eventEditor.dates.edit', { date: '01.12.2026 19:30' }) }).click();
  // Three days later, typed over the filled date-time.
  const moved = editor.dialog(en('eventEditor.dialogs.editDate'));
  const movedStart = moved.getByRole('group', { name: field('event-dates', 'starts_at') });
  await movedStart.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('041220261930');
  await expect(movedStart.getByRole('spinbutton')).toHaveText(['04', '12', '2026', '19', '30']);
  await moved.getByRole('button', { name: en('eventEditor.dialogs.apply') }).click();
  await expect(moved).toBeHidden();
  await expect(editor.dateCard('04.12.2026 19:30')).toContainText('Parkett');

  await editor.save();
  await expect(editor.summary).toContainText(summaryOf([1, 0, 1, 1, 1]));
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.allSaved') })).toBeVisible();

  await page.reload();
  await editor.tab('dates');
  await editor.openPanel('dates');
  await expect(editor.dateCard('02.12.2026 19:30')).toContainText('Late show');
  await expect(editor.dateCard('03.12.2026 19:30')).toHaveCount(0);
  await expect(editor.dateCard('04.12.2026 19:30')).toContainText('Parkett');
  const dates = await datesOf();
  expect(dates.map((date) => [date.starts_at, date.note])).toEqual([
    ['2026-12-01T18:30:00.000Z', null],
    ['2026-12-02T18:30:00.000Z', 'Late show'],
    ['2026-12-04T18:30:00.000Z', null],
  ]);
  expect(
    (await pricesOf())
      .map((price) => dates.findIndex((date) => date.id_tk_event_date === price.id_tk_event_date))
      .sort(),
  ).toEqual([0, 1, 2]);

  // Rollback drops what was not saved.
  await editor.tab('basic');
  await editor.openPanel('basics');
  await editor.title.fill(`${title} (changed)`);
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.allSaved') })).toHaveCount(0);
  await page.getByRole('button', { name: en('eventEditor.rollback.action') }).click();
  await page
    .getByRole('dialog', { name: en('eventEditor.rollback.title') })
    .getByRole('button', { name: en('eventEditor.rollback.confirm') })
    .click();
  await expect(editor.title).toHaveValue(title);
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.allSaved') })).toBeVisible();

  // A reload keeps unsaved work of the session.
  await editor.title.fill(`${title} (draft)`);
  await page.reload();
  // The tab, the open panel and the focused field come back with the work.
  await expect(editor.title).toBeFocused();
  await expect(editor.title).toHaveValue(`${title} (draft)`);
  await expect(page.getByText(en('eventEditor.restored')).first()).toBeVisible();
  expect(warnings).toContain('beforeunload');
});

test('the dates panel pages 200 dates by 10, and an event is deleted from the editor', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, TICKETING)}` };
  const slug = `many-dates-${Date.now().toString(36)}`;
  const created = await request.post('/api/ticket/event', { headers, data: { title: `Many dates ${slug}`, slug } });
  expect(created.status()).toBe(201);
  const { id_tk_event: eventId } = (await created.json()) as { id_tk_event: number };
  const stamp = Date.now();
  const newDates = Array.from({ length: 200 }, (_, index) => ({
    id: `temp_${index + 1}_${stamp}`,
    starts_at: new Date(Date.UTC(2027, 0, 1 + index, 18, 30)).toISOString(),
    status: 'active',
  }));
  const batch = await request.patch(`/api/ticket/event/${eventId}/batch`, { headers, data: { newDates } });
  expect(batch.status(), await batch.text()).toBe(200);

  const editor = editorOf(page);
  await openSignedIn(page, `/tickets/events/${eventId}`, TICKETING);
  await editor.tab('dates');
  await editor.openPanel('dates');
  const list = page.getByRole('list', { name: en('eventEditor.panels.dates') });
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(editor.dateCard('01.01.2027 19:30')).toHaveCount(1);
  await page.getByRole('button', { name: en('eventEditor.dates.pagination.page', { page: 20 }) }).click();
  await expect(list.getByRole('listitem')).toHaveCount(10);
  await expect(editor.dateCard('19.07.2027 20:30')).toHaveCount(1);
  await expect(editor.dateCard('01.01.2027 19:30')).toHaveCount(0);

  // Spec 2 §2 also opens the editor below /tickets/events/refactor.
  await page.goto(`/tickets/events/refactor/${eventId}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Many dates ${slug}`);
  await page.getByRole('button', { name: en('eventEditor.delete.action') }).click();
  await page
    .getByRole('dialog', { name: en('eventEditor.delete.title', { title: `Many dates ${slug}` }) })
    .getByRole('button', { name: en('list.delete.confirm') })
    .click();
  await expect(page).toHaveURL(/\/tickets\/events$/);
  const gone = await request.get(`/api/ticket/event/${eventId}`, { headers });
  expect(gone.status()).toBe(404);
});

test('a new event whose batch is refused after its create moves to its address, keeping its work', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, TICKETING)}` };
  const title = `Late refusal ${Date.now().toString(36)}`;
  const editor = editorOf(page);
  page.on('dialog', (dialog) => void dialog.accept());
  // Another user adds the same date while the batch is on its way: the server refuses what the editor
  // could not foresee, after the event was created.
  let takenId = 0;
  await page.route(
    (url) => url.pathname.endsWith('/batch'),
    async (route) => {
      const eventId = Number(new URL(route.request().url()).pathname.split('/').at(-2));
      const taken = await request.post('/api/ticket/event-date', {
        headers,
        data: { id_tk_event: eventId, starts_at: '2026-12-01T18:30:00.000Z' },
      });
      expect(taken.status(), await taken.text()).toBe(201);
      takenId = ((await taken.json()) as { id_tk_event_date: number }).id_tk_event_date;
      await route.continue();
    },
    { times: 1 },
  );

  await openSignedIn(page, '/tickets/events/create', TICKETING);
  await editor.title.fill(title);
  await editor.tab('dates');
  await editor.openPanel('dates');
  await editor.addDate('011220261930');
  await editor.save();
  await expect(page).toHaveURL(/\/tickets\/events\/\d+$/);
  await expect(
    page
      .getByRole('main')
      .getByRole('alert')
      .filter({ hasText: en('tickets.duplicate_date') }),
  ).toBeVisible();
  await expect(editor.dateCard('01.12.2026 19:30')).toContainText(en('eventEditor.item.new'));

  // A reload finds the event and the work not saved yet; once the other date is gone, it saves.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(editor.dateCard('01.12.2026 19:30')).toContainText(en('eventEditor.item.new'));
  await expect(page.getByText(en('eventEditor.restored')).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(en('tickets.duplicate_date'))).toHaveCount(0);
  expect((await request.delete(`/api/ticket/event-date/${takenId}`, { headers })).status()).toBe(200);
  await editor.save();
  await expect(editor.summary).toContainText(summaryOf([1, 0, 0, 0, 0]));
  await expect(editor.dateCard('01.12.2026 19:30')).not.toContainText(en('eventEditor.item.new'));
});

test('a saved event opens before its dates, which follow; an unknown id is not found', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await apiToken(request, TICKETING)}` };
  const slug = `lazy-dates-${Date.now().toString(36)}`;
  const { data: locations } = await (
    await demoData(request)
  ).get<{ data: { id_tk_location: number }[] }>('/ticket/location?$limit=1');
  const data = { title: `Lazy dates ${slug}`, slug, status: true, id_tk_location: locations[0]?.id_tk_location };
  const created = await request.post('/api/ticket/event', { headers, data });
  expect(created.status(), await created.text()).toBe(201);
  const { id_tk_event: eventId } = (await created.json()) as { id_tk_event: number };
  // Bookable once its dates are known: status on, a location, an active price category and an active date.
  const stamp = Date.now();
  const items = {
    newPriceCategories: [{ id: `temp_1_${stamp}`, title: 'Parkett', price: 30 }],
    newDates: [{ id: `temp_2_${stamp}`, starts_at: '2027-02-01T18:30:00.000Z', status: 'active' }],
  };
  const batch = await request.patch(`/api/ticket/event/${eventId}/batch`, { headers, data: items });
  expect(batch.status(), await batch.text()).toBe(200);

  // The dates' answer is held back until the editor has been looked at without them.
  let answerDates: () => void = () => undefined;
  const datesHeld = new Promise<void>((resolve) => {
    answerDates = resolve;
  });
  await page.route(
    (url) => url.pathname === '/api/ticket/event-date',
    async (route) => {
      await datesHeld;
      await route.continue();
    },
  );
  const editor = editorOf(page);
  const saveButton = page.getByRole('button', { name: en('form.save'), exact: true });
  await openSignedIn(page, `/tickets/events/${eventId}`, TICKETING);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Lazy dates ${slug}`);
  await editor.tab('dates');
  await editor.openPanel('dates');
  const loadingDates = page.getByRole('status').filter({ hasText: en('eventEditor.dates.loading') });
  await expect(loadingDates).toBeVisible();
  await expect(page.getByRole('button', { name: en('eventEditor.dates.add') })).toBeDisabled();
  await expect(page.getByText(en('eventEditor.bookable.loading'))).toBeVisible();
  await expect(saveButton).toBeDisabled();

  answerDates();
  await expect(editor.dateCard('01.02.2027 19:30')).toHaveCount(1);
  await expect(loadingDates).toHaveCount(0);
  await expect(page.getByText(en('eventEditor.bookable.yes'))).toBeVisible();
  await expect(saveButton).toBeEnabled();

  await page.goto('/tickets/events/999999');
  await expect(page.getByRole('heading', { name: en('pages.error.404') })).toBeVisible();
  await expect(page.getByText(en('pages.error.info'))).toBeVisible();
});

// Issue 14 item 8: the editor's count, its one message, its tabs, panel names and checklist.

test('an untouched new event is refused once, for what it lacks', async ({ page }) => {
  await openSignedIn(page, '/tickets/events/create', TICKETING);
  await page.getByRole('button', { name: en('form.save') }).click();
  const problems = page.getByRole('alert').filter({ hasText: en('eventEditor.validation') });
  await expect(problems).toBeVisible();
  await expect(problems).toContainText(`${field('events', 'title')}: ${en('form.required')}`);
  // The title's input says it too, and no other message contradicts them: not "no changes", no toast.
  const title = page.getByRole('textbox', { name: field('events', 'title'), exact: true });
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await title.fill('Untouched no more');
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.unsaved', { count: 2 }) })).toBeVisible();
  await expect(page.getByText(en('eventEditor.errors.noChanges'))).toHaveCount(0);
  await expect(page.getByText(en('eventEditor.errors.formInvalid'))).toHaveCount(0);
});

test('counts a changed title, opens a tab’s panels with one click, names them, and folds the checklist for good', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await apiToken(request, TICKETING)}` };
  const slug = `one-click-${Date.now().toString(36)}`;
  const created = await request.post('/api/ticket/event', { headers, data: { title: `One click ${slug}`, slug } });
  expect(created.status()).toBe(201);
  const { id_tk_event: eventId } = (await created.json()) as { id_tk_event: number };
  const editor = editorOf(page);
  await openSignedIn(page, `/tickets/events/${eventId}`, TICKETING);

  // Folded at first: its counts show, its items do not; unfolded, it stays so after a reload.
  const checklistToggle = (key: 'show' | 'hide') =>
    page.getByRole('button', { name: en(`eventEditor.checklistToggle.${key}`) });
  const dateItem = page.getByText(en('eventEditor.checklist.activeDate'));
  await expect(checklistToggle('show')).toHaveAttribute('aria-expanded', 'false');
  const requiredCount = en('form.checklist.required', { done: 'DONE', total: 9 }).replace('DONE', '\\d+');
  await expect(page.getByText(new RegExp(`^${requiredCount}$`))).toBeVisible();
  await expect(dateItem).toBeHidden();
  await checklistToggle('show').click();
  await expect(dateItem).toBeVisible();
  await page.reload();
  await expect(checklistToggle('hide')).toHaveAttribute('aria-expanded', 'true');
  await expect(dateItem).toBeVisible();
  await checklistToggle('hide').click();
  await expect(dateItem).toBeHidden();

  // One click on a tab shows its panels open, each headed by its name.
  const tabs: [string, string[]][] = [
    ['content', ['texts']],
    ['dates', ['dates']],
    ['prices', ['prices']],
    ['meta', ['meta']],
    ['basic', ['basics', 'programme']],
  ];
  for (const [tab, panels] of tabs) {
    await editor.tab(tab);
    for (const key of panels) {
      // The header reads its name, then its summary (the dates' count).
      const name = new RegExp(`^${en(`eventEditor.panels.${key}`)}`);
      await expect(page.getByRole('heading', { name })).toBeVisible();
      await expect(page.getByRole('heading', { name }).getByRole('button')).toHaveAttribute('aria-expanded', 'true');
    }
  }

  // A changed title is one unsaved change.
  await editor.title.fill(`Retitled ${slug}`);
  await expect(page.getByRole('status').filter({ hasText: en('eventEditor.unsaved', { count: 1 }) })).toBeVisible();
});
