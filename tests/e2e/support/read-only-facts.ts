import { mayDo, type PermissionHolder } from '../../../registry/permission-check.ts';
import { demoLogins, demoRoles } from '../../../server/db/seed/demo-accounts.ts';
import { loadRegistry } from '../../../server/registry/load-registry.ts';
import { screenAction } from '../../../src/routing/screenRoutes.ts';

// Prints, as JSON, every resource whose generated record screen a demo login may open but not
// change, once per resource (and once more for a login bound to an agency where an agency owns the
// rows): read-only-records.spec.ts opens each. Playwright's loader cannot load the registry (its
// JSON imports): read-only-cases.ts runs this with tsx.

/** A demo login and a resource whose records it reads without the right to update them. */
export interface ReadOnlyCase {
  email: string;
  resource: string;
  route: string;
  api: string;
  idField: string;
  /** A field whose value the record's heading shows (the first its label names). */
  titleField: string;
}

const registry = loadRegistry(new URL('../../..', import.meta.url).pathname);

const every: (ReadOnlyCase & { key: string })[] = demoLogins.flatMap((login) => {
  const { email, role } = login;
  const { admin, access } = demoRoles.find((candidate) => candidate.role === role)!;
  const permissions: PermissionHolder = {
    admin,
    role,
    access: Object.fromEntries(access.map((right) => [right, true])),
  };
  return registry.resources
    .filter((resource) => resource.screens.edit === 'generated' && resource.operations.includes('update'))
    .filter((resource) => {
      // What the console's route asks for the record screen: read where it shows read-only.
      const opens = screenAction(resource, 'edit') === 'show' ? 'read' : 'update';
      return mayDo(permissions, resource.permission, opens) && !mayDo(permissions, resource.permission, 'update');
    })
    .map((resource) => ({
      // A read-only screen behaves alike for every login but one bound to an agency on a resource an agency owns.
      key: `${resource.name} ${'agency' in login && resource.agency !== undefined ? 'agency-bound' : 'any'}`,
      email,
      resource: resource.name,
      route: resource.route,
      api: resource.api,
      idField: resource.entity.idField,
      titleField: resource.entity.label.fields[0] ?? resource.entity.idField,
    }));
});
/** One case of each kind, with the first demo login that makes it. */
const kinds = new Set<string>();
const cases: ReadOnlyCase[] = every.flatMap(({ key, ...entry }) => {
  if (kinds.has(key)) return [];
  kinds.add(key);
  return [entry];
});
process.stdout.write(JSON.stringify(cases));
