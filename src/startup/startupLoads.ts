/**
 * What the console loads once after sign-in (spec 2 §7, start-up loads), for choices, type-aheads and
 * filters to use without a call each. `resource` names the resource whose list right the load needs
 * (a user without it does not load it) and whose changes reload it; `entity` marks a load that holds
 * every record of that entity the user may see, so that names and type-aheads may come from it.
 */
export interface StartupLoad {
  name: string;
  resource: string;
  path: string;
  complete: boolean;
}

export const startupLoads: readonly StartupLoad[] = [
  { name: 'settings', resource: 'system/settings', path: '/sys_settings?$limit=9999', complete: true },
  { name: 'countries', resource: 'internet/countries', path: '/country?pagination=false', complete: true },
  { name: 'countryShortlist', resource: 'internet/countries', path: '/country/short', complete: false },
  { name: 'destinations', resource: 'internet/destinations', path: '/journey/destination-all', complete: true },
  { name: 'categories', resource: 'internet/categories', path: '/journey/category-all', complete: true },
  { name: 'organizers', resource: 'internet/organizations', path: '/organization-all?type=1', complete: false },
  { name: 'projects', resource: 'internet/projects', path: '/project?pagination=false', complete: true },
  { name: 'roles', resource: 'system/roles', path: '/roles/all', complete: true },
];
