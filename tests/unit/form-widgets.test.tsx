// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, describe, expect, expectTypeOf, it } from 'vitest';
import entityMetaSchema from '../../schemas/meta/entity.json';
import type { FieldDefinition, ResourceDefinition, Widget } from '../../registry/types.ts';
import { FormField } from '../../src/screens/form/FormField.tsx';
import { fieldKindOf, nestedFields, type FieldKind } from '../../src/screens/form/model/fieldKinds.ts';
import { fieldOverrides, widgets } from '../../src/screens/form/widgets/index.ts';
import '../../src/i18n/i18n.ts';
import { registry } from '../../src/registry/registry.ts';

afterEach(cleanup);

const genres = registry.resource('tickets/genres') as ResourceDefinition;
const processes = registry.resource('processes/processes') as ResourceDefinition;
const field = (resource: ResourceDefinition, name: string) => resource.entity.fields[name] as FieldDefinition;

describe('the widget table', () => {
  it('has a widget for every kind, and every registry widget is a kind (checked by the compiler)', () => {
    expectTypeOf<keyof typeof widgets>().toEqualTypeOf<FieldKind>();
    expectTypeOf<Widget>().toExtend<keyof typeof widgets>();
  });

  it('has a component for every widget an entity schema may name', () => {
    const named = entityMetaSchema.$defs.field.properties['x-ui'].properties.widget.enum;
    expect(named.length).toBeGreaterThan(10);
    for (const widget of named) expect(widgets[widget as Widget], widget).toBeTypeOf('function');
  });

  it('draws every field of every entity, rows and objects down to their properties', () => {
    const check = (definition: FieldDefinition, path: string) => {
      expect(widgets[fieldKindOf(definition)], path).toBeTypeOf('function');
      for (const nested of nestedFields(definition)) check(nested, `${path}.${nested.name}`);
    };
    for (const entity of Object.values(registry.entities))
      for (const definition of Object.values(entity.fields)) check(definition, `${entity.name}.${definition.name}`);
  });

  it('asks the per-field overrides first (none yet)', () => {
    expect(Object.keys(fieldOverrides)).toEqual([]);
  });
});

function Form({ defaults, children }: { defaults: Record<string, unknown>; children: ReactNode }) {
  const form = useForm({ defaultValues: defaults });
  return (
    <FormProvider {...form}>
      {children}
      <Values />
    </FormProvider>
  );
}

function Values() {
  const values = useWatch();
  return <output data-testid="values">{JSON.stringify(values)}</output>;
}

const values = () => JSON.parse(screen.getByTestId('values').textContent ?? '{}') as Record<string, unknown>;
const type = (label: string, text: string) =>
  act(() => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value: text } }));

function GenreNameAndSlug({ editing, defaults }: { editing: boolean; defaults: Record<string, unknown> }) {
  return (
    <Form defaults={defaults}>
      {['name', 'slug'].map((name) => (
        <FormField
          key={name}
          resource={genres}
          field={field(genres, name)}
          name={name}
          schemaPath={name}
          editing={editing}
        />
      ))}
    </Form>
  );
}

describe('the slug widget', () => {
  it('follows its source field until the user types a slug', () => {
    render(<GenreNameAndSlug editing={false} defaults={{ name: '', slug: '' }} />);
    type('Name', 'Größe Über Alles');
    expect(values().slug).toBe('groesse-ueber-alles');
    type('Slug', 'mein-slug');
    type('Name', 'Anders');
    expect(values()).toEqual({ name: 'Anders', slug: 'mein-slug' });
  });

  it('keeps a saved record’s slug when its source changes', () => {
    render(<GenreNameAndSlug editing defaults={{ name: 'Rock', slug: 'rock' }} />);
    type('Name', 'Hard Rock');
    expect(values().slug).toBe('rock');
  });
});

describe('the money widget', () => {
  it('takes an amount in German format and tidies it to two decimals on leaving', () => {
    const resource = processes;
    render(
      <Form defaults={{ price: '' }}>
        <FormField
          resource={resource}
          field={field(resource, 'price')}
          name="price"
          schemaPath="price"
          editing={false}
        />
      </Form>,
    );
    type('Price', '1.234,5');
    act(() => fireEvent.blur(screen.getByLabelText('Price', { exact: false })));
    expect((screen.getByLabelText('Price', { exact: false }) as HTMLInputElement).value).toBe('1.234,50');
    expect(screen.getByText('€')).toBeTruthy();
  });
});

describe('the password widget', () => {
  it('hides the password until asked', () => {
    const users = registry.resource('users/users') as ResourceDefinition;
    render(
      <Form defaults={{ password: '' }}>
        <FormField resource={users} field={field(users, 'password')} name="password" schemaPath="password" editing />
      </Form>,
    );
    const input = () => document.querySelector<HTMLInputElement>('input[name="password"]');
    expect(input()?.type).toBe('password');
    act(() => screen.getByRole('button', { name: 'Show Password' }).click());
    expect(input()?.type).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide Password' })).toBeTruthy();
  });
});
