// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MenuEntry } from '../../registry/types.ts';
import { AppSwitcher } from '../../src/layout/AppSwitcher.tsx';
import '../../src/i18n/i18n.ts';

const entry = (route: string): MenuEntry => ({
  label: 'menu.x',
  route,
  permission: [],
  superadmin: false,
  adminOnly: false,
});

// The user's menu: the switcher shows the tiles whose page it holds.
vi.mock('../../src/menu/useVisibleMenu.ts', () => ({
  useVisibleMenu: () => ({
    groups: [{ key: 'all', label: 'menu.x', flat: false, entries: ['/', '/customers', '/roles'].map(entry) }],
    active: undefined,
  }),
}));

afterEach(cleanup);

function Location() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname} ${location.key}`}</output>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppSwitcher />
      <Location />
    </MemoryRouter>,
  );
  return () => screen.getByTestId('location').textContent ?? '';
}

const openSwitcher = () => fireEvent.click(screen.getByRole('button', { name: 'Apps' }));
const tile = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });

describe('the app switcher', () => {
  it('shows the tiles of pages the user has, with title and subtitle', () => {
    renderAt('/');
    openSwitcher();
    const panel = screen.getByRole('dialog', { name: 'Apps' });
    expect(panel.textContent).toContain('Customer cards and contacts');
    expect(screen.queryByRole('button', { name: /^Email/ })).toBeNull();
    expect(['Dashboard', 'Customers', 'Roles'].map((title) => tile(title).textContent)).toEqual([
      'DashboardOverview and key figures',
      'CustomersCustomer cards and contacts',
      'RolesWhat staff may do',
    ]);
  });

  it('navigates to a tile whose link differs from the current path', () => {
    const location = renderAt('/roles');
    openSwitcher();
    fireEvent.click(tile('Customers'));
    expect(location()).toMatch(/^\/customers /);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays put, with no new history entry, on the tile of the current page', () => {
    const location = renderAt('/roles');
    const before = location();
    openSwitcher();
    fireEvent.click(tile('Roles'));
    expect(location()).toBe(before);
  });
});
