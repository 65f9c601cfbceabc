import { mayDo, type PermissionHolder } from '../../../registry/permission-check.ts';
import { demoLogins, demoRoles } from '../../../server/db/seed/demo-accounts.ts';
import { loadRegistry } from '../../../server/registry/load-registry.ts';
import { screenAction } from '../../../src/routing/screenRoutes.ts';

// Prints, as JSON, every resource whose generated record screen a demo login may open but not
// change: read-only-records.spec.ts opens each. Playwright's loader cannot load the registry (its
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

const cases: ReadOnlyCase[] = demoLogins.flatMap(({ email, role }) => {
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
      email,
      resource: resource.name,
      route: resource.route,
      api: resource.api,
      idField: resource.entity.idField,
      titleField: resource.entity.label.fields[0] ?? resource.entity.idField,
    }));
});
process.stdout.write(JSON.stringify(cases));
