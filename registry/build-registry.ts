import { defaultRight } from './access-areas';
import { AUTHOR_FIELDS, fieldDefinition, systemFields, USERS_TABLE } from './fields';
import { defaultLabel, entityLabel, mayLabel, parseLabel } from './record-label';
import { pointer, RegistryError, type RegistryProblem } from './registry-error';
import { withRequiredTexts } from './required-texts';
import type {
  Action,
  AgencyScope,
  EntityDefinition,
  EntitySchema,
  FieldDefinition,
  FormAssist,
  FormLayoutKind,
  MenuEntry,
  MenuGroup,
  Operation,
  PutMode,
  QueryFlag,
  RecordAction,
  Registry,
  RegistryFiles,
  ResourceDefinition,
  RowScopeName,
  Screen,
} from './types';

const OPERATIONS: Operation[] = ['list', 'get', 'create', 'update', 'delete'];
const SCREENS: Screen[] = ['list', 'create', 'copy', 'edit'];

interface RawResource {
  name: string;
  entity: string;
  label?: string;
  route: string;
  api: string;
  aliases?: string[];
  permission: { area: string; superadmin?: boolean; adminOnly?: boolean } & Partial<Record<Action, string | string[]>>;
  search?: string[];
  searchId?: boolean;
  searchReferences?: Record<string, string>;
  list?: { columns?: string[]; sort?: string[]; pageSize?: number; maxLimit?: number };
  /**
   * Screens, and bespoke pages at addresses of their own: `{ "/imagedb/stock": "custom/imagedb/stock" }`,
   * or with rights of their own: `{ "/agencies/myProfile": { "page": "custom/agencies/profile", "permission": "agencydata-read" } }`.
   */
  screens?: (
    | Screen
    | Partial<Record<Screen, string>>
    | Record<`/${string}`, string | { page: string; permission: string | string[] }>
  )[];
  filter?: Record<string, unknown>;
  flags?: Record<string, { referencedBy: string; field: string; where?: Record<string, string | number | boolean> }>;
  all?: boolean | string;
  operations?: Operation[];
  put?: PutMode;
  form?: { openPanels?: number; layout?: FormLayoutKind };
  related?: { resource: string; field: string; inPlace?: boolean }[];
  agencyField?: string | null;
  rowScope?: RowScopeName;
  actions?: (Omit<RecordAction, 'body' | 'when' | 'right' | 'confirm'> &
    Partial<Pick<RecordAction, 'body' | 'when' | 'right' | 'confirm'>>)[];
  assists?: (Omit<FormAssist, 'body' | 'idParam' | 'right'> &
    Partial<Pick<FormAssist, 'body' | 'idParam' | 'right'>>)[];
}

interface RawMenu {
  groups: {
    key: string;
    label: string;
    icon?: string;
    permission?: string | string[];
    superadmin?: boolean;
    entries: {
      label: string;
      resource?: string;
      route?: string;
      icon?: string;
      permission?: string | string[];
      superadmin?: boolean;
      adminOnly?: boolean;
      installation?: string;
    }[];
  }[];
}

const asList = (value: string | string[] | undefined): string[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** The entity's name from its file: schemas/tickets/genre.json is tickets/genre. */
export function entityNameOf(file: string): string {
  return file.replace(/^schemas\//, '').replace(/\.json$/, '');
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A query flag as declared, resolved against the referring entity, or the problem with it. */
function queryFlag(
  entity: EntityDefinition,
  { referencedBy, field, where = {} }: NonNullable<RawResource['flags']>[string],
  entities: Readonly<Record<string, EntityDefinition>>,
): QueryFlag | string {
  const referring = entities[referencedBy];
  if (!referring) return `"${referencedBy}" is no entity`;
  if (referring.fields[field]?.ref?.entity !== entity.name)
    return `"${field}" of ${referencedBy} is no reference to ${entity.name}`;
  for (const [name, value] of Object.entries(where)) {
    const target = referring.fields[name];
    if (!target) return `"${name}" is not a field of ${referencedBy}`;
    if (target.private || target.writeOnly || target.sqlType === 'jsonb') return `"${name}" cannot be filtered`;
    if (target.enum && !target.enum.includes(value)) return `"${name}" cannot be ${JSON.stringify(value)}`;
  }
  return { table: referring.table, column: field, where, softDelete: referring.softDelete };
}

/** The agency scope an agencyField names (`agencyId`, or `vc_card_booker.agencyId` through a reference), or the problem with it. */
function agencyScope(
  entity: EntityDefinition,
  path: string,
  entities: Readonly<Record<string, EntityDefinition>>,
): AgencyScope | string {
  const [name = '', through] = path.split('.');
  const field = entity.fields[name];
  if (through === undefined)
    return field && field.type === 'integer' && !field.system
      ? { column: name }
      : `"${name}" is not an integer field of ${entity.name}`;
  const target = field?.ref && entities[field.ref.entity];
  if (!field || !target) return `"${name}" is not a reference of ${entity.name}`;
  const agency = target.fields[through];
  if (!agency || agency.type !== 'integer' || agency.system)
    return `"${through}" is not an integer field of ${target.name}`;
  return { column: name, via: { table: target.table, idField: target.idField, column: through } };
}

/**
 * The resource serving a reference's records: the one the field names as its source (the roles its
 * user may grant), else the first without a fixed filter, so that every record can be found.
 */
function servingResource(resources: readonly ResourceDefinition[], entity: string, source: string | undefined) {
  const serving = resources.filter((resource) => resource.entity.name === entity);
  return (
    serving.find((candidate) => candidate.name === source) ??
    serving.find((candidate) => Object.keys(candidate.filter).length === 0) ??
    serving[0]
  )?.name;
}

/**
 * Builds the registry from files that already passed their meta-schemas: checks what the
 * meta-schemas cannot (references between files, uniqueness, field kinds), fills in every
 * default once, and answers one frozen object. Throws a RegistryError listing every problem.
 * `reservedApiPaths` are the paths the server answers itself (its areas' calls): no resource may take one.
 */
export function buildRegistry(files: RegistryFiles, reservedApiPaths: readonly string[] = []): Registry {
  const problems: RegistryProblem[] = [];
  const problem = (file: string, at: string, message: string) => problems.push({ file, pointer: at, message });

  const entities: Record<string, EntityDefinition> = {};
  const tables = new Map<string, string>();
  for (const [file, content] of Object.entries(files.entities)) {
    const schema = withRequiredTexts(content as EntitySchema);
    const name = entityNameOf(file);
    const idField = schema['x-id'];
    const id = schema.properties[idField];
    if (!id) problem(file, '/x-id', `the id field "${idField}" is not a property`);
    else if (id.type !== 'integer' || id.readOnly !== true)
      problem(file, pointer('properties', idField), 'the id field must be {"type": "integer", "readOnly": true}');
    const otherFile = tables.get(schema['x-table']);
    if (otherFile) problem(file, '/x-table', `table "${schema['x-table']}" is taken by ${otherFile}`);
    tables.set(schema['x-table'], file);
    for (const [index, required] of (schema.required ?? []).entries()) {
      if (!schema.properties[required]) problem(file, pointer('required', index), `"${required}" is not a property`);
    }

    // No prototype: a field looked up by a name from a request (`toString`) is simply not there.
    const fields: Record<string, FieldDefinition> = Object.create(null);
    const added = systemFields(schema['x-soft-delete'] ?? false, schema['x-concurrency'] ?? false);
    for (const [fieldName, fieldSchema] of Object.entries(schema.properties)) {
      if (fieldName === 'pagination') {
        problem(file, pointer('properties', fieldName), '"pagination" is a list parameter and cannot be a field');
        continue;
      }
      if (added.some((field) => field.name === fieldName)) {
        problem(
          file,
          pointer('properties', fieldName),
          `"${fieldName}" is added by the registry and cannot be declared`,
        );
        continue;
      }
      fields[fieldName] = fieldDefinition(fieldName, fieldSchema, schema);
    }
    for (const field of added) fields[field.name] = field;
    const declaredLabel = schema['x-label'];
    const labelParts = declaredLabel === undefined ? defaultLabel(Object.values(fields)) : parseLabel(declaredLabel);
    for (const part of labelParts) {
      if (!('field' in part)) continue;
      const field = fields[part.field];
      if (!field) problem(file, '/x-label', `"${part.field}" is not a field of this entity`);
      else if (!mayLabel(field))
        problem(file, '/x-label', `"${part.field}" is not readable by everyone who reads the record`);
    }
    if (declaredLabel !== undefined && !labelParts.some((part) => 'field' in part))
      problem(file, '/x-label', 'the label names no field');
    entities[name] = {
      name,
      title: schema.title,
      table: schema['x-table'],
      idField,
      softDelete: schema['x-soft-delete'] ?? false,
      concurrency: schema['x-concurrency'] ?? false,
      customerData: schema['x-customer-data'] ?? false,
      label: entityLabel(labelParts),
      fields,
      fieldNames: Object.keys(fields),
      schema,
      file,
    };
  }

  const users = Object.values(entities).find((entity) => entity.table === USERS_TABLE);
  for (const entity of Object.values(entities)) {
    for (const name of AUTHOR_FIELDS) {
      const field = entity.fields[name];
      if (field && users) field.reference = { entity: users.name, many: false };
    }
    for (const field of Object.values(entity.fields)) {
      const target = field.schema['x-ref'];
      if (!target) continue;
      const referenced = entities[target];
      if (!referenced) {
        problem(entity.file, pointer('properties', field.name, 'x-ref'), `x-ref names "${target}", which is no entity`);
      } else if (field.type !== 'integer') {
        problem(entity.file, pointer('properties', field.name, 'type'), 'a field with x-ref must be an integer');
      } else {
        field.ref = { entity: referenced.name, table: referenced.table, idField: referenced.idField };
        field.reference = { entity: referenced.name, many: false };
      }
    }
    for (const field of Object.values(entity.fields)) {
      const listed = field.schema.items?.['x-ref'];
      if (listed === undefined) continue;
      if (typeof listed !== 'string' || !entities[listed])
        problem(
          entity.file,
          pointer('properties', field.name, 'items', 'x-ref'),
          `x-ref names "${String(listed)}", which is no entity`,
        );
      else field.reference = { entity: listed, many: true };
    }
    for (const field of Object.values(entity.fields)) {
      if (!field.grantsRole) continue;
      const role = field.ref && entities[field.ref.entity];
      if (!role || role.fields.access?.type !== 'object' || role.fields.admin?.type !== 'boolean')
        problem(
          entity.file,
          pointer('properties', field.name, 'x-grants-role'),
          'x-grants-role needs an x-ref to roles (an entity with an access object and an admin flag)',
        );
    }
    for (const field of Object.values(entity.fields)) {
      if (field.from && !entity.fields[field.from])
        problem(entity.file, pointer('properties', field.name, 'x-ui', 'from'), `"${field.from}" is not a field`);
    }
  }

  const resources: ResourceDefinition[] = [];
  /** Each resource with where it is, for the checks that need every resource (its related lists). */
  const relatedAt: { file: string; at: (...segments: (string | number)[]) => string; resource: ResourceDefinition }[] =
    [];
  const seen = { name: new Map<string, string>(), route: new Map<string, string>(), api: new Map<string, string>() };
  for (const [file, content] of Object.entries(files.resources)) {
    for (const [index, raw] of (content as RawResource[]).entries()) {
      const at = (...segments: (string | number)[]) => pointer(index, ...segments);
      const claims: [string, 'name' | 'route' | 'api', string][] = [
        ['name', 'name', raw.name],
        ['route', 'route', raw.route],
        ['api', 'api', raw.api],
        ...(raw.aliases ?? []).map((alias, position): [string, 'api', string] => [`aliases/${position}`, 'api', alias]),
        ...(typeof raw.all === 'string' ? [['all', 'api', raw.all] satisfies [string, 'api', string]] : []),
      ];
      for (const [where, kind, value] of claims) {
        const earlier = seen[kind].get(value);
        const path = at(...where.split('/'));
        if (earlier) problem(file, path, `${kind} "${value}" is used already by ${earlier}`);
        seen[kind].set(value, `${file}${at()}`);
        if (kind === 'api' && reservedApiPaths.includes(value))
          problem(file, path, `api "${value}" is reserved by the server`);
      }
      const entity = entities[raw.entity];
      if (!entity) {
        problem(file, at('entity'), `entity "${raw.entity}" does not exist`);
        continue;
      }

      const search = raw.search ?? [];
      for (const [position, name] of search.entries()) {
        const field = entity.fields[name];
        if (!field) problem(file, at('search', position), `"${name}" is not a field of ${entity.name}`);
        else if (!field.text)
          problem(file, at('search', position), `"${name}" is not a text field and cannot be searched`);
        else if (field.private || field.writeOnly)
          problem(file, at('search', position), `"${name}" is private and cannot be searched`);
        else if (field.access.read.length > 0)
          problem(file, at('search', position), `"${name}" has rights to read it and cannot be searched by all`);
      }
      const searchReferences = Object.entries(raw.searchReferences ?? {}).flatMap(([name, column]) => {
        const ref = entity.fields[name]?.ref;
        const target = ref && entities[ref.entity]?.fields[column];
        if (!ref) problem(file, at('searchReferences', name), `"${name}" is not a reference of ${entity.name}`);
        else if (!target?.text || target.private || target.writeOnly || target.access.read.length > 0)
          problem(file, at('searchReferences', name), `"${column}" is no searchable text field of ${ref.entity}`);
        else return [{ field: name, table: ref.table, idField: ref.idField, column }];
        return [];
      });
      const visible = entity.fieldNames.filter((name) => {
        const field = entity.fields[name] as FieldDefinition;
        return !field.writeOnly && !field.system && name !== entity.idField && field.sqlType !== 'jsonb';
      });
      const columns = raw.list?.columns ?? visible.slice(0, 5);
      for (const [position, name] of columns.entries()) {
        const field = entity.fields[name];
        if (!field) problem(file, at('list', 'columns', position), `"${name}" is not a field of ${entity.name}`);
        else if (field.writeOnly) problem(file, at('list', 'columns', position), `"${name}" is write-only`);
      }
      const sort = raw.list?.sort ?? [`-${entity.idField}`];
      for (const [position, term] of sort.entries()) {
        const field = entity.fields[term.replace(/^-/, '')];
        if (!field) problem(file, at('list', 'sort', position), `"${term}" is not a field of ${entity.name}`);
        else if (field.private || field.writeOnly || field.sqlType === 'jsonb' || field.access.read.length > 0)
          problem(file, at('list', 'sort', position), `"${term}" cannot be sorted`);
      }

      for (const name of Object.keys(raw.filter ?? {})) {
        if (raw.flags?.[name]) continue;
        const field = entity.fields[name];
        if (!field) problem(file, at('filter', name), `"${name}" is not a field of ${entity.name}`);
        else if (field.private || field.writeOnly || field.sqlType === 'jsonb')
          problem(file, at('filter', name), `"${name}" cannot be filtered`);
      }

      const flags: Record<string, QueryFlag> = {};
      for (const [name, flag] of Object.entries(raw.flags ?? {})) {
        const resolved = queryFlag(entity, flag, entities);
        if (typeof resolved === 'string') problem(file, at('flags', name), resolved);
        else if (entity.fields[name]) problem(file, at('flags', name), `"${name}" is a field of ${entity.name}`);
        else flags[name] = resolved;
      }

      const agency = raw.agencyField ? agencyScope(entity, raw.agencyField, entities) : undefined;
      if (typeof agency === 'string') problem(file, at('agencyField'), agency);
      if (entity.customerData && raw.agencyField === undefined)
        problem(
          file,
          at(),
          `${entity.name} holds customer data: name the agency field (agencyField), or null where no agency owns the rows`,
        );

      const screens: Partial<Record<Screen, string>> = {};
      const pages: NonNullable<ResourceDefinition['pages']>[number][] = [];
      for (const [position, entry] of (raw.screens ?? SCREENS).entries()) {
        const named = typeof entry === 'string' ? [[entry, 'generated'] as const] : Object.entries(entry);
        for (const [screen, page] of named) {
          if (screen.startsWith('/')) {
            pages.push(
              typeof page === 'string'
                ? { path: screen, page }
                : { ...page, path: screen, permission: asList(page.permission) },
            );
            continue;
          }
          if (screen in screens) problem(file, at('screens', position), `screen "${screen}" is named twice`);
          screens[screen as Screen] = page as string;
        }
      }
      const needed = (action: Action) => {
        const given = raw.permission[action] ?? (action === 'list' ? raw.permission.read : undefined);
        return given === undefined ? [defaultRight(raw.permission.area, action)] : asList(given);
      };
      const permission: ResourceDefinition['permission'] = {
        area: raw.permission.area,
        superadmin: raw.permission.superadmin ?? false,
        ...(raw.permission.adminOnly ? { adminOnly: true } : {}),
        list: needed('list'),
        read: needed('read'),
        create: needed('create'),
        update: needed('update'),
        delete: needed('delete'),
      };

      const actions: RecordAction[] = (raw.actions ?? []).map((action, position) => {
        const where = (...parts: (string | number)[]) => at('actions', position, ...parts);
        for (const name of Object.keys(action.body ?? {})) {
          const field = entity.fields[name];
          if (!field || field.readOnly)
            problem(file, where('body', name), `"${name}" is not a writable field of ${entity.name}`);
        }
        for (const name of Object.keys(action.when ?? {})) {
          const field = entity.fields[name];
          if (!field || field.writeOnly)
            problem(file, where('when', name), `"${name}" is not a readable field of ${entity.name}`);
        }
        if (action.method !== 'PATCH' && !action.path)
          problem(file, where('path'), `a ${action.method} action names its path`);
        if (action.method === 'GET' && action.body) problem(file, where('body'), 'a GET action has no body');
        if (action.method === 'PATCH' && (action.path || !action.body))
          problem(file, where(), 'a PATCH action has a body and no path');
        return {
          ...action,
          body: action.body ?? {},
          when: action.when ?? {},
          right: action.right ?? 'update',
          confirm: action.confirm ?? false,
        };
      });
      if (new Set(actions.map((action) => action.name)).size !== actions.length)
        problem(file, at('actions'), 'two actions share a name');

      const assists: FormAssist[] = (raw.assists ?? []).map((assist, position) => {
        for (const [index, name] of assist.fills.entries()) {
          const field = entity.fields[name];
          if (!field || field.readOnly || field.system || field.transient)
            problem(
              file,
              at('assists', position, 'fills', index),
              `"${name}" is not a writable field of ${entity.name}`,
            );
        }
        // A bespoke edit screen shows them too: the journey editor embeds the generated form.
        if (screens.edit === undefined)
          problem(file, at('assists', position), 'an assist needs an edit screen, which shows it');
        return {
          ...assist,
          body: assist.body ?? {},
          idParam: assist.idParam ?? entity.idField,
          right: assist.right ?? 'update',
        };
      });
      if (new Set(assists.map((assist) => assist.name)).size !== assists.length)
        problem(file, at('assists'), 'two assists share a name');
      if (raw.rowScope === 'ownRows' && entity.fields.id_users?.type !== 'integer')
        problem(file, at('rowScope'), `ownRows needs an integer field id_users in ${entity.name}`);

      resources.push({
        name: raw.name,
        // Menu keys are camel case: `tickets/event-dates` → `menu.eventDates`.
        label:
          raw.label ??
          `menu.${raw.name.slice(raw.name.indexOf('/') + 1).replaceAll(/-(\w)/g, (_, c: string) => c.toUpperCase())}`,
        entity,
        route: raw.route,
        api: raw.api,
        aliases: raw.aliases ?? [],
        permission,
        search,
        searchId: raw.searchId ?? false,
        searchReferences,
        list: {
          columns,
          sort,
          pageSize: raw.list?.pageSize ?? 20,
          maxLimit: raw.list?.maxLimit ?? 1000,
        },
        screens,
        pages,
        filter: raw.filter ?? {},
        flags,
        all: raw.all !== undefined && raw.all !== false,
        allPath: typeof raw.all === 'string' ? raw.all : `${raw.api}/all`,
        operations: raw.operations ?? OPERATIONS,
        put: raw.put ?? 'replace',
        form: { openPanels: raw.form?.openPanels ?? 1, layout: raw.form?.layout ?? 'panels' },
        related: raw.related ?? [],
        agencyField: raw.agencyField,
        agency: typeof agency === 'string' ? undefined : agency,
        rowScope: raw.rowScope,
        actions,
        assists,
        file,
      });
      relatedAt.push({ file, at, resource: resources.at(-1) as ResourceDefinition });
    }
  }

  const byName = new Map(resources.map((resource) => [resource.name, resource]));
  for (const entity of Object.values(entities)) {
    for (const field of Object.values(entity.fields)) {
      if (field.source === undefined) continue;
      const source = byName.get(field.source);
      if (!source || source.entity.name !== field.ref?.entity)
        problem(
          entity.file,
          pointer('properties', field.name, 'x-ui', 'source'),
          `"${field.source}" is no resource of the entity x-ref names`,
        );
    }
    for (const field of Object.values(entity.fields))
      if (field.reference) field.reference.resource = servingResource(resources, field.reference.entity, field.source);
  }
  for (const { file, at, resource } of relatedAt)
    for (const [index, { resource: name, field }] of resource.related.entries())
      if (byName.get(name)?.entity.fields[field]?.reference?.entity !== resource.entity.name)
        problem(file, at('related', index), `"${name}" has no reference "${field}" to ${resource.entity.name}`);
  const menu: MenuGroup[] = (files.menu.content as RawMenu).groups.map((group, groupIndex) => ({
    key: group.key,
    label: group.label,
    icon: group.icon,
    permission: asList(group.permission),
    superadmin: group.superadmin ?? false,
    entries: group.entries.map((entry, entryIndex): MenuEntry => {
      const resource = entry.resource ? byName.get(entry.resource) : undefined;
      if (entry.resource && !resource)
        problem(
          files.menu.path,
          pointer('groups', groupIndex, 'entries', entryIndex, 'resource'),
          `resource "${entry.resource}" does not exist`,
        );
      // An entry for a resource is for whoever may list it, unless it says whom it is for.
      const access =
        resource && entry.permission === undefined && entry.superadmin === undefined
          ? { permission: resource.permission.list, superadmin: resource.permission.superadmin }
          : { permission: asList(entry.permission), superadmin: entry.superadmin ?? false };
      return {
        label: entry.label,
        route: entry.route ?? resource?.route ?? '/',
        resource: entry.resource,
        icon: entry.icon,
        ...access,
        adminOnly: entry.adminOnly ?? false,
        installation: entry.installation,
      };
    }),
  }));

  if (problems.length > 0) throw new RegistryError(problems);
  return Object.freeze({
    ...deepFreeze({ entities, resources, menu }),
    // As given: the caller's files are not frozen for it.
    files,
    resource: (name: string) => byName.get(name),
  });
}
