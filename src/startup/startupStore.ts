import { apiRequest } from '../api/apiClient';
import { onApiWrite } from '../api/apiWrites';
import { mayDo, type PermissionHolder } from '../../registry/permission-check';
import type { ResourceDefinition } from '../../registry/types';
import { registry } from '../registry/registry';
import { startupLoads, type StartupLoad } from './startupLoads';

export type StartupRow = Record<string, unknown>;

/** The rows of each start-up load that came in; a load that failed or that the user may not make is absent. */
type Loaded = ReadonlyMap<string, readonly StartupRow[]>;

let loaded: Loaded = new Map();
let started = false;
/** Each load's latest request: an older answer that comes in later is dropped. */
const latest = new Map<string, Promise<unknown>>();
const listeners = new Set<() => void>();
let stopListening: () => void = () => undefined;

const rowsOf = (answer: unknown): StartupRow[] =>
  (Array.isArray(answer) ? answer : ((answer as { data?: unknown[] } | undefined)?.data ?? [])) as StartupRow[];

function fetchLoad(load: StartupLoad) {
  const request = apiRequest<unknown>(load.path);
  latest.set(load.name, request);
  request
    .then((answer) => {
      if (latest.get(load.name) !== request) return;
      loaded = new Map(loaded).set(load.name, rowsOf(answer));
      for (const listener of listeners) listener();
    })
    // A load that fails leaves the screens to ask the server themselves, as they do without it.
    .catch(() => undefined);
}

const resourceOf = (load: StartupLoad): ResourceDefinition | undefined => registry.resource(load.resource);

/** The loads a user may make: those whose resource they may list. */
const allowed = (permissions: PermissionHolder) =>
  startupLoads.filter((load) => {
    const resource = resourceOf(load);
    return resource !== undefined && mayDo(permissions, resource.permission, 'list');
  });

/** Whether a call to `path` changes what the load holds: a write to its resource's path or one of its aliases. */
function touches(load: StartupLoad, path: string) {
  const resource = resourceOf(load);
  const bare = path.split('?')[0] ?? path;
  if (!resource) return false;
  return [resource.api, ...resource.aliases].some((api) => bare === api || bare.startsWith(`${api}/`));
}

/** Starts the start-up loads of a signed-in user, once per sign-in; a change through the API reloads what it touched. */
export function loadStartupData(permissions: PermissionHolder) {
  if (started) return;
  started = true;
  const loads = allowed(permissions);
  for (const load of loads) fetchLoad(load);
  const stop = onApiWrite((path) => {
    for (const load of loads) if (touches(load, path)) fetchLoad(load);
  });
  stopListening = () => {
    stop();
  };
}

/** Forgets what was loaded, at sign-out: the next user loads their own. */
export function forgetStartupData() {
  stopListening();
  started = false;
  latest.clear();
  loaded = new Map();
  for (const listener of listeners) listener();
}

export const startupSnapshot = (): Loaded => loaded;

export function subscribeStartupData(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The complete start-up load of an entity's records (countries, categories, …), if one came in. */
export function completeLoadOf(snapshot: Loaded, entityName: string): readonly StartupRow[] | undefined {
  const load = startupLoads.find((each) => each.complete && resourceOf(each)?.entity.name === entityName);
  return load ? snapshot.get(load.name) : undefined;
}
