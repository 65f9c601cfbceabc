// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import { FieldGroup } from '../../src/screens/form/widgets/FieldGroup.tsx';
import '../../src/i18n/i18n.ts';

afterEach(cleanup);

/** An address group in a form whose validation left `errors`. */
function AddressForm({ errors }: { errors?: FieldErrors }) {
  const form = useForm({ defaultValues: { address: { street: '' } }, errors });
  return (
    <FormProvider {...form}>
      <FieldGroup name="address" label="Address">
        <input aria-label="Street" />
      </FieldGroup>
    </FormProvider>
  );
}

const problem = (key: string) => ({ type: key, message: key });

describe('FieldGroup', () => {
  it('is a group named by its label, holding its fields', () => {
    render(<AddressForm />);
    const group = screen.getByRole('group', { name: 'Address' });
    expect(within(group).getByRole('textbox', { name: 'Street' })).toBeTruthy();
  });

  it('shows the problem of the group as a whole, translated', () => {
    render(<AddressForm errors={{ address: { root: problem('form.required') } } as FieldErrors} />);
    const group = screen.getByRole('group', { name: 'Address' });
    expect(within(group).getByText('This field is required.')).toBeTruthy();
  });

  it('leaves a problem of one of its fields to that field', () => {
    render(<AddressForm errors={{ address: { street: problem('form.required') } } as FieldErrors} />);
    expect(screen.queryByText('This field is required.')).toBeNull();
  });
});
