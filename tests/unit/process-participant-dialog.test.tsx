// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ParticipantDialog } from '../../custom/processes/ParticipantDialog.tsx';
import type { ParticipantChange } from '../../custom/processes/processState.ts';
import type { Participant } from '../../custom/processes/processTypes.ts';
import { PARTICIPANT_FIELD_LENGTHS } from '../../domain/bookings/participant-fields.ts';
import { ApiError } from '../../src/api/apiClient.ts';
import { i18n } from '../../src/i18n/i18n.ts';

// The participant dialog of the process screen (issue 19): too long is refused before sending, the
// server's refusals show at their fields, a boarding entry's stop is chosen by its name.

const participant = {
  ...Object.fromEntries(Object.keys(PARTICIPANT_FIELD_LENGTHS).map((field) => [field, null])),
  nr: 7001,
  vorgangnr: 500003,
  kennziffer: '100001',
  name: 'Erika Muster',
  geburtstag: null,
  jahre: null,
  gruppe: null,
  kabinengruppe: null,
  ausgestellt_am: null,
  gueltig_bis: null,
  zustiege: [{ nr: 1, haltestelle: 3, richtung: 'H', platznummer: '12' }],
  address: null,
} as Participant;
const stops = [
  { id: 1, haltestelle: 3, ort: 'Berlin', bezeichnung: 'ZOB' },
  { id: 2, haltestelle: 4, ort: 'Leipzig', bezeichnung: 'Hbf' },
];

function open(onSave: (change: ParticipantChange) => Promise<void>, onClose = vi.fn()) {
  render(<ParticipantDialog participant={participant} stops={stops} editable onSave={onSave} onClose={onClose} />);
  return { dialog: screen.getByRole('dialog', { name: 'Erika Muster' }), onClose };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  await i18n.loadNamespaces(['processes']);
});

afterEach(cleanup);

describe('the participant dialog', () => {
  it('refuses a name longer than 90 at the field, and sends nothing', async () => {
    const onSave = vi.fn(() => Promise.resolve());
    const { dialog } = open(onSave);
    const name = within(dialog).getByLabelText('Name');
    fireEvent.change(name, { target: { value: 'x'.repeat(91) } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save participant' }));
    expect(await within(dialog).findByText('The text is too long.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(onSave).not.toHaveBeenCalled();
  });

  it('sends the changed field and closes', async () => {
    const onSave = vi.fn((_change: ParticipantChange) => Promise.resolve());
    const { dialog, onClose } = open(onSave);
    fireEvent.change(within(dialog).getByLabelText('Passport number'), { target: { value: 'C01X00T47' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save participant' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onSave).toHaveBeenCalledWith({ nr: 7001, passnummer: 'C01X00T47' });
  });

  it('shows the server’s refusal of a boarding entry at its stop and above the form', async () => {
    const refusal = new ApiError(422, 'Unprocessable', [
      {
        field: 'participants/0/zustiege/0/haltestelle',
        key: 'error.boarding_stop_missing',
        params: { participant: 'Erika Muster', entry: 1, saved: 0 },
      },
    ]);
    const { dialog, onClose } = open(() => Promise.reject(refusal));
    fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: 'Entry 1: stop' }));
    fireEvent.click(await screen.findByRole('option', { name: 'No stop' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save participant' }));
    const text = 'Boarding entry 1 of Erika Muster has no stop number: it and the entries after it were not saved.';
    expect(await within(dialog).findAllByText(text)).toHaveLength(2);
    expect(onClose).not.toHaveBeenCalled();
  });
});
