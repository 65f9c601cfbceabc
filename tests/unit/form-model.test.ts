// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import type { EntityDefinition, FieldDefinition } from '../../registry/types.ts';
import { toInput } from '../../src/screens/form/model/codecs.ts';
import { conflictChanges } from '../../src/screens/form/model/conflict.ts';
import { copyOf } from '../../src/screens/form/model/copyRecord.ts';
import { createBody, initialInputs, patchBody } from '../../src/screens/form/model/formBody.ts';
import { editableFields } from '../../src/screens/form/model/formLayout.ts';
import { withImage, withMainImage, withoutImage } from '../../src/screens/form/model/imageEntries.ts';
import { formatMoney, parseMoney } from '../../src/screens/form/model/money.ts';
import { slugify } from '../../src/screens/form/model/slug.ts';
import { checkForm } from '../../src/screens/form/validation/formCheck.ts';
import { registry } from '../../src/registry/registry.ts';

const entity = (name: string) => registry.entities[name] as EntityDefinition;
const field = (entityName: string, name: string) => entity(entityName).fields[name] as FieldDefinition;

describe('slugs', () => {
  it.each([
    ['Rock & Pop', 'rock-pop'],
    ['Größe Straße', 'groesse-strasse'],
    ['ÄRZTE über Öl', 'aerzte-ueber-oel'],
    ['  Café  del Mar!  ', 'cafe-del-mar'],
    ['Jazz -- 2024', 'jazz-2024'],
    ['---', ''],
  ])('%j → %j', (text, slug) => {
    expect(slugify(text)).toBe(slug);
  });
});

describe('amounts in German format', () => {
  it.each([
    ['1.234,5', 1234.5],
    ['1.234.567,89', 1234567.89],
    ['12,50', 12.5],
    ['0,5', 0.5],
    ['1234', 1234],
    ['1.234', 1234],
    ['12.50', 12.5],
    [' 7,00 € ', 7],
    ['-3,25', -3.25],
  ])('%j is %d', (text, amount) => {
    expect(parseMoney(text)).toBe(amount);
  });

  it.each(['', 'abc', '1,234', '12,5,0', '1.23.4', '1,2.3'])('%j is no amount', (text) => {
    expect(parseMoney(text)).toBeUndefined();
  });

  it('shows amounts with two decimals and a comma', () => {
    expect(formatMoney(1234.5)).toBe('1.234,50');
    expect(formatMoney(0)).toBe('0,00');
  });

  it('sends a typed amount as a number, and an unreadable one as error.float', () => {
    const process = entity('processes/process');
    const fields = editableFields(process);
    const inputs = { ...initialInputs(fields, undefined), number: 'P-1', price: '1.234,5' };
    expect(createBody(fields, inputs).body.price).toBe(1234.5);
    const check = checkForm({ entity: process, fields, mode: 'create', inputs: { ...inputs, price: '12,5,0' } });
    expect(check.messages).toEqual([{ field: 'price', key: 'error.float' }]);
    expect(toInput(field('processes/process', 'price'), 1234.5)).toBe('1.234,50');
  });
});

describe('a copy', () => {
  it('keeps the values but the id, system fields, unique values and write-only values', () => {
    const process = { id: 7, id_pc_process: 7, number: 'P-7', title: 'Trip', price: 99, created_at: 'x', version: 2 };
    expect(copyOf(entity('processes/process'), process)).toEqual({ title: 'Trip', price: 99 });
    const user = {
      id_users: 3,
      email: 'a@b.de',
      ratio_id: 'R',
      password: 'secret',
      lastLogin: '2024-01-01',
      zip: '12345',
    };
    expect(copyOf(entity('users/user'), user)).toEqual({ email: 'a@b.de', ratio_id: 'R', zip: '12345' });
  });
});

describe('form bodies', () => {
  const genre = entity('tickets/genre');
  const fields = editableFields(genre);
  const saved = {
    id_tk_genre: 4,
    name: 'Rock',
    slug: 'rock',
    short_description: null,
    description: '<p>Loud</p>',
    images: [],
    version: 3,
  };

  it('start from the defaults for a new record, and never from a write-only value', () => {
    expect(initialInputs(fields, undefined)).toMatchObject({ name: '', slug: '', images: [] });
    const users = editableFields(entity('users/user'));
    expect(initialInputs(users, { password: 'hash?', isActive: false })).toMatchObject({
      password: '',
      isActive: false,
    });
  });

  it('create: every field, empty ones null where allowed and left out where not', () => {
    const inputs = { ...initialInputs(fields, undefined), name: 'Jazz', slug: 'jazz' };
    expect(createBody(fields, inputs)).toEqual({
      body: {
        name: 'Jazz',
        slug: 'jazz',
        short_description: null,
        description: null,
        images: [],
        meta_title: null,
        meta_description: null,
      },
      errors: [],
    });
  });

  it('edit: only the changed fields, plus the version the edit started from', () => {
    const loaded = initialInputs(fields, saved);
    const inputs = { ...loaded, name: 'Hard Rock', short_description: 'Loud guitars' };
    expect(
      checkForm({ entity: genre, fields, mode: 'edit', inputs, loaded: { record: saved, inputs: loaded } }).body,
    ).toEqual({
      name: 'Hard Rock',
      short_description: 'Loud guitars',
      version: 3,
    });
    expect(patchBody(fields, loaded, loaded).body).toEqual({});
  });

  it('edit: an emptied field is null where allowed, empty text where plain text, else error.empty', () => {
    const loaded = initialInputs(fields, { ...saved, short_description: 'Short' });
    expect(patchBody(fields, { ...loaded, short_description: '', name: '' }, loaded)).toEqual({
      body: { short_description: null, name: '' },
      errors: [],
    });
    const customers = editableFields(entity('customers/customer'));
    const before = initialInputs(customers, { name: 'Kunde', bonus_points: 5 });
    expect(patchBody(customers, { ...before, bonus_points: '' }, before).errors).toEqual([
      { field: 'bonus_points', key: 'error.empty' },
    ]);
  });

  it('edit: an empty write-only field is left as it is, a filled one is sent', () => {
    const users = editableFields(entity('users/user'));
    const loaded = initialInputs(users, { email: 'a@b.de', ratio_id: 'R' });
    expect(patchBody(users, loaded, loaded).body).toEqual({});
    expect(patchBody(users, { ...loaded, password: 'new secret' }, loaded).body).toEqual({ password: 'new secret' });
  });

  it('rich text is cleaned of scripts and handlers on the way in and out', () => {
    const description = field('tickets/genre', 'description');
    expect(toInput(description, '<p onclick="x()">Hi<script>alert(1)</script></p>')).toBe('<p>Hi</p>');
    const inputs = {
      ...initialInputs(fields, undefined),
      name: 'A',
      slug: 'a',
      description: '<img src=x onerror="y()"><p>ok</p>',
    };
    expect(createBody(fields, inputs).body.description).toBe('<img src="x"><p>ok</p>');
    expect(createBody(fields, { ...inputs, description: '<p></p>' }).body.description).toBeNull();
  });

  it('rows: each row its item fields, problems named by row and field', () => {
    const users = editableFields(entity('users/user'));
    const inputs = {
      ...initialInputs(users, undefined),
      phones: [
        { type: 1, number: '0171' },
        { type: '', number: '' },
      ],
    };
    const built = createBody(users, inputs);
    expect(built.body.phones).toEqual([{ type: 1, number: '0171' }, { number: '' }]);
    const check = checkForm({
      entity: entity('users/user'),
      fields: users,
      mode: 'create',
      inputs: { ...inputs, email: 'a@b.de', ratio_id: 'R' },
    });
    expect(check.messages.map((message) => `${message.field}: ${message.key}`).sort()).toEqual([
      'phones.1.number: error.empty',
      'phones.1.type: error.empty',
    ]);
  });
});

describe('a conflict', () => {
  const fields = editableFields(entity('tickets/genre'));
  const loaded = { name: 'Rock', slug: 'rock', short_description: null, description: null, images: [], version: 3 };

  it('lists the fields saved by someone else since loading, with their value and the form’s', () => {
    const server = { ...loaded, name: 'Rock music', short_description: 'Guitars', version: 4 };
    const inputs = { ...initialInputs(fields, loaded), name: 'Rock & Roll' };
    const changes = conflictChanges(fields, loaded, server, inputs);
    expect(changes.map(({ field: changed, server: theirs, mine }) => [changed.name, theirs, mine])).toEqual([
      ['name', 'Rock music', 'Rock & Roll'],
      ['short_description', 'Guitars', null],
    ]);
  });

  it('ignores fields only the form changed, and values that differ only in form (an amount as text)', () => {
    const server = { ...loaded, version: 4 };
    expect(conflictChanges(fields, loaded, server, { ...initialInputs(fields, loaded), name: 'Mine' })).toEqual([]);
    const processes = editableFields(entity('processes/process'));
    const record = { number: 'P-1', price: 12.5 };
    expect(conflictChanges(processes, record, { ...record, price: '12.50' }, initialInputs(processes, record))).toEqual(
      [],
    );
  });
});

describe('image lists', () => {
  it('add images last with their order, the first as main image; removing the main one promotes the next', () => {
    const two = withImage(withImage([], '/api/uploads/a.png'), '/api/uploads/b.png');
    expect(two).toEqual([
      { link: '/api/uploads/a.png', order: 0, main: true, status: 1 },
      { link: '/api/uploads/b.png', order: 1, main: false, status: 1 },
    ]);
    expect(withoutImage(two, 0)).toEqual([{ link: '/api/uploads/b.png', order: 0, main: true, status: 1 }]);
    expect(withMainImage(two, 1).map((entry) => entry.main)).toEqual([false, true]);
  });
});
