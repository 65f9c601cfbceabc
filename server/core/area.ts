import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import type { Registry, ResourceDefinition } from '../../registry/types.ts';
import type { EntityHooks } from '../crud/entity-hooks.ts';
import type { Tables } from '../db/tables.ts';
import type { TenantFinder } from '../tenants/find-tenant.ts';
import type { Integration, ServicesOf } from './integration.ts';

/** What an area's routes are given: the app's parts, the resources the area named and its integrations' services. */
export interface AreaContext<Resource extends string = string, Services = Readonly<Record<string, unknown>>> {
  db: Kysely<Tables>;
  registry: Registry;
  authenticate: preHandlerAsyncHookHandler;
  tenants: TenantFinder;
  /** Where the console is reached, for the links in mails. */
  publicUrl?: string;
  /** Where uploaded images are kept (`GET /api/uploads/{name}` serves them). */
  uploadsDir: string;
  /** The resources of `Area.resources`, each present: start-up stops when the registry lacks one. */
  resources: Readonly<Record<Resource, ResourceDefinition>>;
  services: Services;
}

/** What an area's seed is given: the demo rows go into the registry's tables. */
export interface SeedContext {
  db: Kysely<Tables>;
  registry: Registry;
}

/** How far a bulk load has got in one table. */
export interface BulkLoadProgress {
  table: string;
  loaded: number;
  total: number;
  elapsedMs: number;
}

/** What an area's bulk load is given: the seed's context, the scale N of `npm run seed -- --scale N`, a progress report. */
export interface BulkLoadContext extends SeedContext {
  scale: number;
  onProgress(progress: BulkLoadProgress): void;
}

/** What a bulk load wrote into one table, and how fast. */
export interface BulkLoaded {
  table: string;
  rows: number;
  ms: number;
  rowsPerSecond: number;
}

/**
 * An area of the product on the server (tickets, users, …): what it adds to the generic API,
 * which serves its resources from the registry alone. `name` is the registry's area: the folder
 * `schemas/<name>/` and the file `resources/<name>.json`.
 */
export interface Area<
  Resource extends string = string,
  Integrations extends readonly Integration[] = readonly Integration[],
  Seeded extends object = object,
> {
  name: string;
  /** The resources its routes need (`tickets/orders`): the registry must have each. */
  resources?: readonly Resource[];
  /**
   * What its entities do beyond storing rows, by entity name (`tickets/invoice`); a function of the
   * integrations' services where a hook speaks to an external system (a newsletter list kept in Mailjet).
   */
  entityHooks?:
    | Readonly<Record<string, EntityHooks>>
    | ((services: ServicesOf<Integrations>) => Readonly<Record<string, EntityHooks>>);
  /** The external systems its routes speak to. */
  integrations?: Integrations;
  /** Its calls beyond the generic ones, registered under `/api`. */
  routes?(api: FastifyInstance, context: AreaContext<Resource, ServicesOf<Integrations>>): void | Promise<void>;
  /** The paths of those calls that no resource may take (`/openai`). */
  reservedApiPaths?: readonly string[];
  /** Adds its demo rows, keeping those there are already; answers what it added. */
  seed?(context: SeedContext): Promise<Seeded>;
  /** Adds generated rows in proportion to the scale, for benchmarks; answers what it wrote into each table. */
  bulkLoad?(context: BulkLoadContext): Promise<readonly BulkLoaded[]>;
}

/** An area, its resource names and integrations kept in its type (server/areas/<name>/area.ts). */
export const defineArea = <
  const Resource extends string,
  const Integrations extends readonly Integration[] = [],
  Seeded extends object = object,
>(
  area: Area<Resource, Integrations, Seeded>,
) => area;
