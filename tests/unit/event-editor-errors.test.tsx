// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { FormProvider } from 'react-hook-form';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DateDialog } from '../../custom/event-editor/components/dialogs/DateDialog';
import { editorResources } from '../../custom/event-editor/components/editorResources';
import { EventField } from '../../custom/event-editor/components/fields/EventField';
import { useEventFieldsForm } from '../../custom/event-editor/components/fields/useEventFieldsForm';
import type { EventEditorApi } from '../../custom/event-editor/state/editorApi';
import { defaultPreferences } from '../../custom/event-editor/state/types';
import { i18n } from '../../src/i18n/i18n.ts';
import { savedState } from './support/eventEditorFixtures';

// The editor state's messages are texts, translated already (editorApi.ts): i18next would read this
// one as the key `00: The event…` of the namespace `24.12.2026 20` if it were translated again.
const MESSAGE = '24.12.2026 20:00: The event has a date at this time already.';

/** What the screen reads of the editor state here: the event, its field errors, an open dialog. */
function editorWith(fields: Record<string, string>, open?: 'date'): EventEditorApi {
  const ignore = () => undefined;
  return {
    event: savedState().event,
    errors: { validation: [], apiError: undefined, fields },
    preferences: defaultPreferences,
    setField: ignore,
    submitForm: () => ({ ok: true }),
    dialogs: { open, preset: {}, editing: undefined, formKey: { date: 0 }, closeDialog: ignore },
  } as unknown as EventEditorApi;
}

function TitleField({ api }: { api: EventEditorApi }) {
  const form = useEventFieldsForm(api, editorResources.events, api.errors.fields);
  return (
    <FormProvider {...form}>
      <EventField name="title" saved />
    </FormProvider>
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});

afterEach(cleanup);

describe('the editor’s messages', () => {
  it('show at an event field as they are', async () => {
    render(<TitleField api={editorWith({ title: MESSAGE })} />);
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });

  it('show at a dialog’s field as they are', async () => {
    render(<DateDialog api={editorWith({ 'date.note': MESSAGE }, 'date')} />);
    expect(await screen.findByText(MESSAGE)).toBeTruthy();
  });
});
