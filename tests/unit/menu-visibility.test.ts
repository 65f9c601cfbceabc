import { describe, expect, it } from 'vitest';
import type { PermissionHolder } from '../../registry/permission-check.ts';
import type { MenuGroup } from '../../registry/types.ts';
import { demoRoles } from '../../server/db/seed/demo-accounts.ts';
import { activeEntry, visibleMenu, type MenuScope } from '../../src/menu/visibleMenu.ts';
import { registry } from '../../src/registry/registry.ts';
import { menuPaths } from '../../src/routing/screenRoutes.ts';

const holder = (admin: boolean, role: string | null, rights: readonly string[] = []): PermissionHolder => ({
  admin,
  role,
  access: Object.fromEntries(rights.map((right) => [right, true])),
});

/** A demo role's permissions, as its logins hold them. */
const demoHolder = (name: string) => {
  const { admin, access } = demoRoles.find((candidate) => candidate.role === name)!;
  return holder(admin, name, access);
};

const SUPERADMIN = holder(true, 'superadmin');
/** The agency's own pages (resources/agencies.json), in the menu's order. */
const AGENCY_PAGES = [
  '/agencies/myProfile',
  '/agencies/customers',
  '/agencies/process',
  '/agencies/booking',
  '/agencies/provision',
];
const ADMIN = holder(true, 'admin');

/** Every page the menu names exists, unless a test says otherwise. */
const EVERY_PATH = new Set(registry.menu.flatMap((group) => group.entries.map((entry) => entry.route.split('?')[0]!)));

function menuOf(permissions: PermissionHolder, scope: Partial<MenuScope> = {}) {
  const groups = visibleMenu(registry.menu, {
    permissions,
    resource: registry.resource,
    paths: EVERY_PATH,
    installation: undefined,
    ...scope,
  });
  return Object.fromEntries(groups.map((group) => [group.key, group.entries.map((entry) => entry.route)]));
}

describe('the side menu of spec 1 §2', () => {
  it.each([
    [
      'the superadmin',
      SUPERADMIN,
      [
        'dashboard',
        'agencies',
        'app',
        'appuser',
        'surveys',
        'postcards',
        'administration',
        'system',
        'development',
        'tickets',
        'debug',
      ],
    ],
    [
      'an admin',
      ADMIN,
      ['dashboard', 'agencies', 'app', 'appuser', 'surveys', 'postcards', 'administration', 'tickets', 'debug'],
    ],
    ['a role with one right', holder(false, 'desk', ['customers-read']), ['dashboard', 'administration']],
    ['ticketing staff', demoHolder('ticketing staff'), ['dashboard', 'tickets']],
    ['agency staff', demoHolder('agency staff'), ['dashboard', 'agencies', 'appuser', 'administration']],
    ['a role with no rights', holder(false, 'guest'), ['dashboard']],
    [
      'a bus driver',
      holder(false, 'bus driver', ['myprofile-read', 'Buslocation-read', 'TravelMenu-read']),
      ['dashboard', 'appuser'],
    ],
  ])('shows %s the groups they may use', (_who, permissions, groups) => {
    expect(Object.keys(menuOf(permissions))).toEqual(groups);
  });

  it('shows a role with one right only the entries of that right', () => {
    expect(menuOf(holder(false, 'desk', ['customers-read']))).toEqual({
      dashboard: ['/'],
      administration: ['/customers'],
    });
    expect(menuOf(holder(false, 'bus driver', ['Buslocation-read', 'TravelMenu-read'])).appuser).toEqual([
      '/appuser/Buslocation',
      '/appuser/TravelMenu',
      '/appuser/Consumption',
    ]);
  });

  it.each([
    ['process-read', '/process'],
    ['litshare-read', '/litshare?open=now'],
    ['samsara-read', '/samsara/vehicles'],
    ['newsletter-read', '/mailjet'],
  ])('opens the administration group with any one of its rights: %s', (right, route) => {
    const administration = menuOf(holder(false, 'staff', [right])).administration;
    expect(administration).toContain(route);
    expect(administration).not.toContain('/customers');
  });

  it('needs the group right as well as the entry right', () => {
    // ship-read opens the ships entry, but not the administration group it sits in.
    expect(menuOf(holder(false, 'staff', ['ship-read'])).administration).toBeUndefined();
    expect(menuOf(holder(false, 'staff', ['ship-read', 'internet-read'])).administration).toContain('/internet/ships');
    expect(menuOf(holder(false, 'staff', ['internet-read'])).administration).not.toContain('/internet/ships');
  });

  it('shows superadmin-only entries and groups to the superadmin alone, whatever the rights', () => {
    const everything = holder(true, 'admin', ['ticket-admin', 'ticket-read', 'configs-read', 'calendar-read']);
    expect(menuOf(everything).system).toBeUndefined();
    expect(menuOf(everything).administration).not.toContain('/compare');
    expect(menuOf(SUPERADMIN).administration).toContain('/compare');
  });

  // Spec 2 §1: ticket-admin is the entry to the ticket menu; the group sits in the superadmin section, but that is its place, not who sees it.
  it('shows the ticket system to whoever holds ticket-admin, each entry to whoever may also list its resource', () => {
    expect(menuOf(holder(false, 'ticketing staff', ['ticket-admin', 'ticket-read'])).tickets).toHaveLength(11);
    expect(menuOf(SUPERADMIN).tickets).toHaveLength(11);
    expect(menuOf(ADMIN).tickets).toHaveLength(11);
    expect(menuOf(holder(false, 'staff', ['ticket-read'])).tickets).toBeUndefined();
    expect(menuOf(holder(false, 'staff', ['ticket-admin'])).tickets).toBeUndefined();
  });

  it('shows /debug and the image history to admins only', () => {
    const allRights = holder(false, 'staff', ['imagedb-read']);
    expect(menuOf(allRights).debug).toBeUndefined();
    expect(menuOf(allRights).administration).not.toContain('/imagedb/history');
    expect(menuOf(ADMIN).debug).toEqual(['/debug']);
    expect(menuOf(ADMIN).administration).toContain('/imagedb/history');
  });

  it('shows the postcard administration only in its installation', () => {
    const postcards = (installation: string | undefined) => menuOf(SUPERADMIN, { installation }).postcards;
    expect(postcards(undefined)).toEqual(['/postcard/postcards', '/postcard/order']);
    expect(postcards('localhost')).toEqual(['/postcard/postcards', '/postcard/order']);
    expect(postcards('reisen.demo.local')).toEqual([
      '/postcard/postcards',
      '/postcard/order',
      '/postcard/produkte',
      '/postcard/rechnungsoptionen',
      '/postcard/adresses',
      '/postcard/dhlporto',
    ]);
  });

  it('shows agency staff the pages of their agency, and the list of all agencies only with agencyadmin-read', () => {
    const paths = menuPaths(registry.resources);
    expect(menuOf(demoHolder('agency staff'), { paths }).agencies).toEqual(AGENCY_PAGES);
    expect(menuOf(holder(false, 'agency admin', ['agencydata-read', 'agencyadmin-read']), { paths }).agencies).toEqual([
      '/agencies',
      ...AGENCY_PAGES,
    ]);
    expect(menuOf(holder(false, 'staff', ['agencyadmin-read']), { paths }).agencies).toBeUndefined();
  });

  it('hides entries without a page, and groups left empty', () => {
    const paths = menuPaths(registry.resources);
    expect(menuOf(SUPERADMIN, { paths })).toEqual({
      dashboard: ['/'],
      agencies: ['/agencies', ...AGENCY_PAGES],
      app: [
        '/app/users',
        '/users-disabled',
        '/app/drivers',
        '/app/pushnotifications',
        '/app/usernotifications',
        '/app/topics',
        '/app/travelbag',
        '/app/departures',
        '/app/emergencycall',
        '/app/translations',
      ],
      appuser: [
        '/appuser/myProfile',
        '/appuser/aktJourneys',
        '/appuser/historyjourneys',
        '/appuser/notifications',
        '/appuser/process',
        '/appuser/Photocompetition',
        '/appuser/PackSuitcase',
        '/appuser/Buslocation',
        '/appuser/Diary',
        '/appuser/TravelMenu',
        '/appuser/Consumption',
      ],
      administration: [
        '/internet/journeys',
        '/internet/hotel',
        '/internet/ships',
        '/internet/ship-route',
        '/internet/destinations',
        '/internet/region',
        '/internet/city',
        '/internet/countries',
        '/internet/organizations',
        '/internet/categories',
        '/internet/content',
        '/internet/content/category',
        '/internet/blog',
        '/internet/blogtypes',
        '/internet/menu',
        '/internet/menu/item',
        '/internet/project',
        '/internet/project/type',
        '/internet/feedback',
        '/customers',
        '/process',
        '/process/online',
        '/process/import',
        '/imagedb/library',
        '/imagedb/library/journey',
        '/imagedb/stock',
        '/imagedb/customer',
        '/imagedb/history',
        '/mailjet',
        '/newsletter/campaigns',
        '/newsletter/templates',
        '/newsletter/contactslist',
        '/newsletter/contacts',
        '/newsletter/analysis',
        '/zustiege',
        '/zustiege/gruppen',
        '/internet/hotel/room_category',
        '/internet/hotel/room_type',
        '/internet/hotel/service',
      ],
      system: ['/system/settings', '/roles', '/system/tenants', '/system/app-configs', '/basedata/thirdparty'],
      development: ['/products/productgroups', '/products/articlegroups'],
      tickets: [
        '/tickets/events',
        '/tickets/artists',
        '/tickets/genres',
        '/tickets/event-dates',
        '/tickets/locations',
        '/tickets/price-categories',
        '/tickets/orders',
        '/tickets/invoices',
        '/tickets/vouchers',
        '/tickets/credit-products',
        '/tickets/invoice-configs',
      ],
    });
    expect(menuOf(holder(false, 'guest'), { paths })).toEqual({ dashboard: ['/'] });
  });

  it('hides an entry whose resource the user may not list', () => {
    const menu: MenuGroup[] = [
      {
        key: 'tickets',
        label: 'menu.tickets',
        permission: [],
        superadmin: false,
        entries: [
          {
            label: 'menu.genres',
            route: '/tickets/genres',
            resource: 'tickets/genres',
            permission: ['ticket-admin'],
            superadmin: false,
            adminOnly: false,
          },
        ],
      },
    ];
    const scope = (rights: string[]): MenuScope => ({
      permissions: holder(false, 'staff', rights),
      resource: registry.resource,
      paths: EVERY_PATH,
      installation: undefined,
    });
    expect(visibleMenu(menu, scope(['ticket-admin']))).toEqual([]);
    expect(visibleMenu(menu, scope(['ticket-admin', 'ticket-read']))).toHaveLength(1);
  });

  it('shows a group of one same-named entry as that entry', () => {
    const groups = visibleMenu(registry.menu, {
      permissions: ADMIN,
      resource: registry.resource,
      paths: EVERY_PATH,
      installation: undefined,
    });
    expect(groups.filter((group) => group.flat).map((group) => group.key)).toEqual(['dashboard', 'debug']);
  });
});

describe('the active entry', () => {
  const groups = visibleMenu(registry.menu, {
    permissions: SUPERADMIN,
    resource: registry.resource,
    paths: EVERY_PATH,
    installation: undefined,
  });

  it.each([
    ['/', { group: 'dashboard', route: '/' }],
    ['/roles', { group: 'system', route: '/roles' }],
    ['/roles/7', { group: 'system', route: '/roles' }],
    ['/customers/copy/3', { group: 'administration', route: '/customers' }],
    ['/zustiege/gruppen/2', { group: 'administration', route: '/zustiege/gruppen' }],
    ['/zustiege/5', { group: 'administration', route: '/zustiege' }],
    ['/litshare', { group: 'administration', route: '/litshare?open=now' }],
    ['/rolesx', undefined],
    ['/auth/login', undefined],
  ])('for %s is %o', (pathname, expected) => {
    expect(activeEntry(groups, pathname)).toEqual(expected);
  });
});
