// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AccessMatrix } from '../../custom/roles/AccessMatrix.tsx';
import { OtherRights } from '../../custom/roles/OtherRights.tsx';
import { useRoleMatrix } from '../../custom/roles/useRoleMatrix.ts';
import { ACCESS_AREAS, ALL_PERMISSIONS } from '../../registry/access-areas.ts';
import { i18n } from '../../src/i18n/i18n.ts';
import { languages } from '../../src/i18n/languages.ts';

afterEach(cleanup);
// The role editor is a screen of the system area: its texts come with the area's dictionary.
beforeAll(() => i18n.loadNamespaces('system'));

function RoleMatrixHarness({ access }: { access: Record<string, boolean> }) {
  const matrix = useRoleMatrix(access);
  return (
    <>
      <AccessMatrix matrix={matrix} />
      <OtherRights rights={matrix.otherRights} onRemove={matrix.removeOther} />
      <output data-testid="access">{JSON.stringify(matrix.access)}</output>
    </>
  );
}

function renderMatrix(access: Record<string, boolean> = {}) {
  render(<RoleMatrixHarness access={access} />);
  return () => Object.keys(JSON.parse(screen.getByTestId('access').textContent ?? '{}')).sort();
}

// Role queries over the ~250 boxes are slow in jsdom: the boxes are found by their accessible name directly.
function box(name: string): HTMLInputElement {
  const input = document.querySelector<HTMLInputElement>(`input[type="checkbox"][aria-label="${name}"]`);
  if (!input) throw new Error(`No checkbox "${name}"`);
  return input;
}
const click = (name: string) => act(() => box(name).click());

// Each test renders the whole matrix (some 250 boxes) several times: on a loaded two-core machine
// that took over 5 s, so the tests get room that follows the matrix's size.
const MATRIX_TIMEOUT_MS = ALL_PERMISSIONS.length * 200;

describe('the access matrix', { timeout: MATRIX_TIMEOUT_MS }, () => {
  it('grants and takes back one right per cell', () => {
    const saved = renderMatrix();
    click('Customers: Read');
    expect(box('Customers: Read').checked).toBe(true);
    expect(saved()).toEqual(['customers-read']);
    click('Customers: Delete');
    expect(saved()).toEqual(['customers-delete', 'customers-read']);
    click('Customers: Read');
    expect(saved()).toEqual(['customers-delete']);
  });

  it('labels cells whose right means something else in the area, and shows the extras', () => {
    renderMatrix();
    const email = within(screen.getByTestId('area-email'));
    expect(email.getByRole('checkbox', { name: 'Email: Send' })).toBeTruthy();
    expect(email.getByRole('checkbox', { name: 'Email: Sort' })).toBeTruthy();
    expect(email.getByText('Send')).toBeTruthy();
    expect(email.getByText('Folder list')).toBeTruthy();
    const documents = within(screen.getByTestId('area-documents'));
    expect(documents.getAllByRole('checkbox').map((input) => input.getAttribute('aria-label'))).toEqual([
      'All rights: Documents query',
      'Documents query: Read',
    ]);
  });

  it('toggles all rights of an area with the row toggle, half-ticked when some are granted', () => {
    const saved = renderMatrix({ 'email-read': true });
    const row = box('All rights: Email');
    expect(row.checked).toBe(false);
    expect(row.getAttribute('data-indeterminate')).toBe('true');
    click('All rights: Email');
    expect(saved()).toEqual(['email-create', 'email-delete', 'email-folder-read', 'email-read', 'email-update']);
    expect(box('All rights: Email').checked).toBe(true);
    click('All rights: Email');
    expect(saved()).toEqual([]);
  });

  it('toggles one right across the areas shown with the column toggle', () => {
    const saved = renderMatrix();
    click('Read in every area shown');
    const reads = ACCESS_AREAS.flatMap((area) => area.standard.read?.permission ?? []);
    expect(saved()).toEqual([...reads].sort());
    expect(box('Read in every area shown').checked).toBe(true);
    click('Read in every area shown');
    expect(saved()).toEqual([]);

    act(() => fireEvent.change(screen.getByLabelText('Find an area'), { target: { value: 'ticket' } }));
    click('Delete in every area shown');
    expect(saved()).toEqual(['ticket-delete']);
  });

  it('finds areas by their shown name, key or permission', () => {
    renderMatrix();
    const filter = screen.getByLabelText('Find an area');
    const areas = () => screen.queryAllByTestId(/^area-/).map((row) => row.dataset.testid);
    act(() => fireEvent.change(filter, { target: { value: 'image' } }));
    expect(areas()).toEqual(['area-imagedb']);
    act(() => fireEvent.change(filter, { target: { value: 'ship-route' } }));
    expect(areas()).toEqual(['area-ship-route']);
    act(() => fireEvent.change(filter, { target: { value: 'zzz' } }));
    expect(areas()).toEqual([]);
    expect(screen.getByText('No area matches the search.')).toBeTruthy();
  });

  it('keeps rights the catalogue does not know, lists them, and removes them on request', () => {
    const saved = renderMatrix({ 'customers-read': true, 'legacy-export': true, 'old-right': false });
    expect(saved()).toEqual(['customers-read', 'legacy-export']);
    expect(screen.getByText('Other rights')).toBeTruthy();
    expect(screen.queryByText('old-right')).toBeNull();
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label="Remove legacy-export"]')?.click());
    expect(saved()).toEqual(['customers-read']);
    expect(screen.queryByText('Other rights')).toBeNull();
  });

  it('warns next to agencyadmin, and again once one of its rights is granted', () => {
    renderMatrix();
    expect(within(screen.getByTestId('area-agencyadmin')).getByText('Access to all agencies')).toBeTruthy();
    const alerts = () => [...document.querySelectorAll('[role="alert"]')].map((alert) => alert.textContent);
    expect(alerts()).toEqual([]);
    click('Agency administration: Read');
    expect(alerts()).toEqual(['Access to all agencies']);
    click('Agency administration: Read');
    expect(alerts()).toEqual([]);
  });
});

describe('the catalogue of areas and rights', () => {
  it('has a name for every area and right in every console language', async () => {
    const keys = ACCESS_AREAS.flatMap((area) => [
      area.label,
      ...Object.values(area.standard).map((right) => right.label),
      ...area.extras.map((right) => right.label),
      ...(area.warning ? [area.warning] : []),
    ]);
    const codes = languages.map((language) => language.code);
    await i18n.loadLanguages(codes);
    await i18n.reloadResources(codes, ['common', 'system']);
    for (const language of codes) {
      const missing = keys.filter((key) => !i18n.exists(key, { lng: language, fallbackLng: false }));
      expect(missing, language).toEqual([]);
    }
  });

  it('names every permission once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
  });
});
