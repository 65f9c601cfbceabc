/**
 * The rights a role can grant (spec 1 §6): one row per area, the four standard rights where the
 * area has them and the area's extras. The role editor draws its matrix from this list; a
 * permission string is what a role's access map keys and what resources and menu entries name.
 */

import type { Action } from './types';

export type StandardRight = 'create' | 'read' | 'update' | 'delete';

export interface AccessRight {
  /** The key in a role's access map, e.g. `customers-read`. */
  permission: string;
  /** Translation key of the column or extra's label. */
  label: string;
}

export interface AccessArea {
  key: string;
  /** Translation key of the area's name. */
  label: string;
  /** The four standard rights, in matrix order; an area without one leaves its cell empty. */
  standard: Partial<Record<StandardRight, AccessRight>>;
  extras: readonly AccessRight[];
  /** Translation key of a warning shown next to the area (agencyadmin reaches every agency). */
  warning?: string;
}

export const STANDARD_RIGHTS: readonly StandardRight[] = ['create', 'read', 'update', 'delete'];

interface AreaOptions {
  /** The permission prefix, when it differs from the key. */
  prefix?: string;
  /** Only these standard rights (default all four). */
  only?: readonly StandardRight[];
  /** Standard rights that mean something else in this area, with the label to show. */
  relabel?: Partial<Record<StandardRight, string>>;
  extras?: readonly [suffix: string, label: string][];
  warning?: string;
}

function area(key: string, options: AreaOptions = {}): AccessArea {
  const prefix = options.prefix ?? key;
  const standard = Object.fromEntries(
    (options.only ?? STANDARD_RIGHTS).map((right) => [
      right,
      { permission: `${prefix}-${right}`, label: options.relabel?.[right] ?? `system.roles.rights.${right}` },
    ]),
  );
  return {
    key,
    label: `system.roles.areas.${key}`,
    standard,
    extras: (options.extras ?? []).map(([suffix, label]) => ({ permission: `${prefix}-${suffix}`, label })),
    ...(options.warning ? { warning: options.warning } : {}),
  };
}

/** A right that is one switch of its own, not a standard CRUD set (ticket-admin, CEO). */
function single(key: string, permission: string): AccessArea {
  return {
    key,
    label: `system.roles.areas.${key}`,
    standard: {},
    extras: [{ permission, label: 'system.roles.rights.granted' }],
  };
}

export const ACCESS_AREAS: readonly AccessArea[] = [
  area('user'),
  area('appuser'),
  area('email', {
    relabel: { create: 'system.roles.rights.send', update: 'system.roles.rights.sort' },
    extras: [['folder-read', 'system.roles.rights.folders']],
  }),
  area('configs'),
  area('imagedb', {
    extras: [
      ['editinfo', 'system.roles.rights.editInfo'],
      ['upload', 'system.roles.rights.upload'],
      ['shared', 'system.roles.rights.sharedLibrary'],
      ['download', 'system.roles.rights.download'],
    ],
  }),
  area('thirdparty'),
  area('internet'),
  area('newsletter', {
    extras: [
      ['send', 'system.roles.rights.send'],
      ['campaigns-read', 'system.roles.rights.readCampaigns'],
      ['templates-read', 'system.roles.rights.readTemplates'],
      ['contactlists-read', 'system.roles.rights.readContactLists'],
      ['contacts-read', 'system.roles.rights.readContacts'],
      ['statistics-read', 'system.roles.rights.readStatistics'],
    ],
  }),
  area('todo'),
  area('calendar'),
  area('customers'),
  area('myprofile'),
  area('myjourneys'),
  area('pastjourneys'),
  area('PackSuitcase'),
  area('Buslocation'),
  area('Diary'),
  area('FotoCompetition'),
  area('journey'),
  area('TravelMenu'),
  area('pushmessages'),
  area('appusermanagement'),
  area('legacyprocess'),
  single('ceo', 'ceo'),
  area('process'),
  area('app-process'),
  area('bookingcancellation'),
  area('drivers'),
  area('postcard'),
  area('postcardadmin'),
  area('appusurvey'),
  area('agencydata'),
  area('agencyadmin', { warning: 'system.roles.agencyadminWarning' }),
  area('documents', { only: ['read'] }),
  area('samsara'),
  area('litshare'),
  area('dashboard'),
  area('ship'),
  area('ship-route'),
  area('ticket', { extras: [['scan', 'system.roles.rights.scan']] }),
  single('ticket-admin', 'ticket-admin'),
];

/** Every permission string a role can hold. */
export const ALL_PERMISSIONS: readonly string[] = ACCESS_AREAS.flatMap((entry) => [
  ...Object.values(entry.standard).map((right) => right.permission),
  ...entry.extras.map((right) => right.permission),
]);

/** The right a resource's action takes from its area when the resource names none (a list is a read). */
export const defaultRight = (area: string, action: Action) => `${area}-${action === 'list' ? 'read' : action}`;
