import type { Registry } from '../../registry/types.ts';
import { bespokeOperation } from './bespoke-operation.ts';
import type { RegisteredRoute } from './registered-routes.ts';
import type { AnswerSchemas } from './route-description.ts';
import type { Method, PathItem } from './types.ts';

const METHODS: readonly string[] = ['get', 'post', 'put', 'patch', 'delete'] satisfies Method[];

/** A path with its parameters unnamed: `/ticket/order/{}` for `/ticket/order/{id}` and `/ticket/order/{id_tk_order}`. */
const shapeOf = (path: string) => path.replace(/\{[^}]*\}/g, '{}');

/** A path served under a resource's alias, spelt with the resource's own API path, which the document uses. */
function withoutAlias(path: string, registry: Registry): string {
  for (const resource of registry.resources) {
    const alias = resource.aliases.find((prefix) => path === prefix || path.startsWith(`${prefix}/`));
    if (alias) return resource.api + path.slice(alias.length);
  }
  return path;
}

/**
 * Adds the calls the routes describe to `paths`. A description of a call the document has already,
 * or of a path it spells with other parameter names, is an error: the document would hold it twice.
 */
export function addBespokePaths(
  paths: Record<string, PathItem>,
  routes: readonly RegisteredRoute[],
  schemas: AnswerSchemas,
) {
  for (const route of routes) {
    const { description } = route;
    if (!description) continue;
    const call = `${route.method.toUpperCase()} ${route.path}`;
    if (!METHODS.includes(route.method)) throw new Error(`${call}: the document takes no ${route.method} calls`);
    const spelt = Object.keys(paths).find((path) => path !== route.path && shapeOf(path) === shapeOf(route.path));
    if (spelt) throw new Error(`${call}: the document has this path as ${spelt}; name the parameters alike`);
    const item = (paths[route.path] ??= {});
    if (item[route.method as Method]) throw new Error(`${call} is described twice`);
    item[route.method as Method] = bespokeOperation(route, description, schemas);
  }
}

/** The registered calls the document lacks, as `PUT /ticket/order/{id}/status`. */
export function undocumentedRoutes(
  paths: Record<string, PathItem>,
  routes: readonly RegisteredRoute[],
  registry: Registry,
): string[] {
  const documented = new Set(
    Object.entries(paths).flatMap(([path, item]) =>
      METHODS.filter((method) => item[method as Method]).map((method) => `${method} ${shapeOf(path)}`),
    ),
  );
  return routes
    .filter((route) => !documented.has(`${route.method} ${shapeOf(withoutAlias(route.path, registry))}`))
    .map((route) => `${route.method.toUpperCase()} ${route.path}`);
}
