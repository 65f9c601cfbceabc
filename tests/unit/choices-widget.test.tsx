// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { FieldDefinition, ResourceDefinition } from '../../registry/types.ts';
import { FormField } from '../../src/screens/form/FormField.tsx';
import { fromInput, toInput } from '../../src/screens/form/model/codecs.ts';
import { displayValue } from '../../src/screens/form/model/displayValue.ts';
import { fieldKindOf } from '../../src/screens/form/model/fieldKinds.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { registry } from '../../src/registry/registry.ts';

// A list of enum values (a tenant's payment methods) is chosen by the values' names, not typed as JSON.

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['system']);
});
afterEach(cleanup);

const tenants = registry.resources.find((resource) => resource.entity.name === 'system/tenant') as ResourceDefinition;
const methods = tenants.entity.fields.booking_payment_methods as FieldDefinition;

function Values() {
  return <output data-testid="values">{JSON.stringify(useWatch())}</output>;
}

function TenantMethods({ chosen }: { chosen: string[] }) {
  const form = useForm({ defaultValues: { booking_payment_methods: chosen } });
  return (
    <FormProvider {...form}>
      <FormField
        resource={tenants}
        field={methods}
        name="booking_payment_methods"
        schemaPath="booking_payment_methods"
        editing
      />
      <Values />
    </FormProvider>
  );
}

// Rendering MUI's selects the first time takes seconds on a busy machine.
describe('an enum list', { timeout: 30_000 }, () => {
  it('is a list of choices, sent in the order of the enum, with what the enum lacks left out', () => {
    expect(fieldKindOf(methods)).toBe('choices');
    expect(toInput(methods, null)).toEqual([]);
    expect(fromInput(methods, ['invoice', 'bitcoin', 'credit_card']).value).toEqual(['credit_card', 'invoice']);
    expect(fromInput(methods, []).value).toEqual([]);
  });

  it('reads as the names of its values', () => {
    const texts = { yes: 'Yes', no: 'No', empty: '—', hidden: '?', language: 'en' };
    const enumLabel = (value: unknown) => ({ paypal: 'PayPal', invoice: 'Invoice' })[String(value)] ?? String(value);
    expect(displayValue(methods, ['paypal', 'invoice'], { ...texts, enumLabel })).toBe('PayPal, Invoice');
  });

  it('is ticked by name in the form', () => {
    render(<TenantMethods chosen={['paypal']} />);
    const box = screen.getByRole('combobox', { name: 'Payment methods' });
    expect(box.textContent).toBe('PayPal');
    act(() => fireEvent.mouseDown(box));
    act(() => fireEvent.click(within(screen.getByRole('listbox')).getByText('SEPA direct debit')));
    expect(JSON.parse(screen.getByTestId('values').textContent ?? '{}')).toEqual({
      booking_payment_methods: ['paypal', 'sepa_debit'],
    });
  });
});
