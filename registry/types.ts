/** The registry as both halves of the product use it: every default filled in, every reference resolved. */

export type JsonType = 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
export type SqlType =
  'text' | 'integer' | 'bigint' | 'double' | 'numeric' | 'boolean' | 'date' | 'timestamptz' | 'jsonb';
export type Widget =
  | 'text'
  | 'textarea'
  | 'richtext'
  | 'money'
  | 'slug'
  | 'image'
  | 'images'
  | 'color'
  | 'switch'
  | 'select'
  | 'date'
  | 'datetime'
  | 'url'
  | 'email'
  | 'password'
  | 'reference'
  | 'json'
  | 'jsontext'
  | 'html';

/** A stored value, or a list of them any of which matches (`x-locked-when`). */
export type LockValue = string | number | boolean | null;
export type LockConditions = Readonly<Record<string, LockValue | readonly LockValue[]>>;

/** How a field's value must compare with another field's (`x-compare`): greater (later), at least, less, at most. */
export type CompareOperator = 'gt' | 'gte' | 'lt' | 'lte';

/** A property of an entity schema as the file declares it. */
export interface FieldSchema {
  type: JsonType | [JsonType, 'null'];
  title?: string;
  description?: string;
  format?: 'date' | 'date-time' | 'email' | 'uri';
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  default?: unknown;
  items?: Record<string, unknown>;
  properties?: Record<string, unknown>;
  readOnly?: boolean;
  writeOnly?: boolean;
  'x-ref'?: string;
  'x-ui'?: {
    widget?: Widget;
    from?: string;
    pathSetting?: string;
    panel?: string;
    source?: string;
    percentWhen?: Readonly<Record<string, string | number | boolean | null>>;
    filterValues?: readonly unknown[];
  };
  'x-checklist'?: 'required' | 'recommended';
  'x-private'?: boolean;
  'x-unique'?: boolean;
  /** A b-tree index on (field, id): `true` beside the list's columns, `false` never. */
  'x-index'?: boolean;
  'x-password'?: boolean;
  /** Message keys for failed keywords, where the spec names its own (`{"pattern": "error.zip"}`). */
  'x-messages'?: Record<string, string>;
  'x-internal'?: boolean;
  'x-transient'?: boolean;
  'x-confirms'?: string;
  'x-locked-when'?: LockConditions | readonly LockConditions[];
  'x-compare'?: Readonly<Partial<Record<CompareOperator, string>>>;
  'x-storage'?: SqlType;
  'x-access'?: { read?: string | string[]; write?: string | string[] };
  'x-grants-role'?: boolean;
  [keyword: string]: unknown;
}

/** An entity schema file (schemas/<area>/<name>.json). */
export interface EntitySchema {
  title: string;
  description?: string;
  type: 'object';
  'x-table': string;
  'x-id': string;
  'x-soft-delete'?: boolean;
  'x-concurrency'?: boolean;
  'x-customer-data'?: boolean;
  /** What names a record: a field (`"name"`) or a template of fields (`"{firstname} {lastname}"`). */
  'x-label'?: string;
  required?: string[];
  properties: Record<string, FieldSchema>;
}

export interface FieldDefinition {
  name: string;
  /** The JSON type without null. */
  type: JsonType;
  nullable: boolean;
  required: boolean;
  format?: FieldSchema['format'];
  sqlType: SqlType;
  /** Set by the server (the id, audit columns); a client may not send it. */
  readOnly: boolean;
  writeOnly: boolean;
  /** Never filterable, sortable or searchable. */
  private: boolean;
  /** A unique index guards it. */
  unique: boolean;
  /** Stored as an argon2id hash. */
  password: boolean;
  /** Checked, never stored: no column. */
  transient: boolean;
  /** The field this one must equal (a password confirmation). */
  confirms?: string;
  /** The stored values that make this field unchangeable, any one set of them (`{ is_encrypted: true }`, `{ status: ["paid", …] }`). */
  lockedWhen?: readonly LockConditions[];
  /** Its cross-field rules (`x-compare`): this field's value against the other's, when both have one. */
  compare: readonly { operator: CompareOperator; other: string }[];
  ref?: { entity: string; table: string; idField: string };
  /**
   * The records the value points to, each named by its label: the `x-ref` of the field or of its
   * items (`many`), and the user for created_by and updated_by. `resource` serves those records:
   * its row rules say which of them a user may see (none: the entity has no resource).
   */
  reference?: { entity: string; resource?: string; many: boolean };
  /** Rights needed to read and to write it besides the resource's (`x-access`); empty: the resource's suffice. `superadmin`: superadmins only. */
  access: { read: readonly string[]; write: readonly string[] };
  /** The value is a role: only roles the writer holds whole may be set (`x-grants-role`). */
  grantsRole: boolean;
  /** The resource whose records a reference's type-ahead offers (`x-ui.source`). */
  source?: string;
  widget: Widget;
  /** A money field that holds a percentage on records with these values (a percentage voucher's value). */
  percentWhen?: Readonly<Record<string, string | number | boolean | null>>;
  from?: string;
  /** A slug's website path: the system setting that holds it (`category_path`). */
  pathSetting?: string;
  panel?: string;
  checklist?: 'required' | 'recommended';
  default?: unknown;
  enum?: readonly unknown[];
  /** The enum values a list's filter offers (`x-ui.filterValues`), when not all of them. */
  filterValues?: readonly unknown[];
  /** Whether the field can be compared with $gt/$lt (numbers, dates). */
  ordered: boolean;
  /** Whether the field is text (searchable, $like/$ilike). */
  text: boolean;
  /** Added by the registry (created_at, version, ...), not declared in the entity file. */
  system: boolean;
  schema: FieldSchema;
}

export interface EntityDefinition {
  /** area/name, from the file's path. */
  name: string;
  title: string;
  table: string;
  idField: string;
  softDelete: boolean;
  concurrency: boolean;
  /** Its rows hold a customer's personal data: every resource declares its agency scope. */
  customerData: boolean;
  /** What names a record in lists, type-aheads and headings (`x-label`, else the registry's default). */
  label: EntityLabel;
  /** Declared fields first, then the system fields, in a stable order. */
  fields: Readonly<Record<string, FieldDefinition>>;
  fieldNames: readonly string[];
  /** The entity file with the registry's defaults (a required text's minLength), for body validation and documents. */
  schema: EntitySchema;
  file: string;
}

/** A piece of a record's label: literal text, or a field's value. */
export type LabelPart = { text: string } | { field: string };

export interface EntityLabel {
  parts: readonly LabelPart[];
  /** The fields the parts name, each once. */
  fields: readonly string[];
}

export type Action = 'list' | 'read' | 'create' | 'update' | 'delete';
export type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';
export type Screen = 'list' | 'create' | 'copy' | 'edit';

export interface ResourceDefinition {
  name: string;
  label: string;
  entity: EntityDefinition;
  route: string;
  api: string;
  /** Further API paths serving the same calls. */
  aliases: readonly string[];
  /**
   * The permissions an action needs: any one of the list suffices; `superadmin`: only a superadmin;
   * `adminOnly`: only users with the admin flag (who hold every right but the superadmin's).
   */
  permission: { area: string; superadmin: boolean; adminOnly?: boolean } & Readonly<Record<Action, readonly string[]>>;
  search: readonly string[];
  /** `$search` also finds a record by its id: a word of digits matches it. */
  searchId: boolean;
  /** `$search` also looks in a column of the records these references point to (a process's booker's name). */
  searchReferences: readonly SearchReference[];
  list: { columns: readonly string[]; sort: readonly string[]; pageSize: number; maxLimit: number };
  screens: Readonly<Partial<Record<Screen, 'generated' | string>>>;
  /**
   * Bespoke pages at addresses of their own, outside the resource's route (the stock-image search at
   * `/imagedb/stock`), behind its list permission and speaking its area's texts; the menu may lead to them.
   * A page with a `permission` of its own opens to any one of those rights instead (the own agency's
   * profile for agencydata-read, under the agencies of agencyadmin).
   */
  pages?: readonly { path: string; page: string; permission?: readonly string[] }[];
  /** Query flags of the list (`?driversOnly=true`): rows another entity's records refer to, or do not. */
  flags: Readonly<Record<string, QueryFlag>>;
  /** A fixed filter in the wire protocol's query syntax, applied to every call. */
  filter: Readonly<Record<string, unknown>>;
  /** Whether the whole list is served as a plain array, and where: `{api}/all`, or the path the resource names. */
  all: boolean;
  allPath: string;
  operations: readonly Operation[];
  /** What a PUT does: `replace` the record (the wire protocol's PUT), or change only the fields sent, as a PATCH (the spec's `PUT /project/{id}` with `journey_online`). */
  put: PutMode;
  /**
   * The generated form: how many of its panels are open when it opens (the web menu's first two, spec 1 §2),
   * and whether they are shown one below the other or as tabs (the journey editor).
   */
  form: { openPanels: number; layout: FormLayoutKind };
  /** Records of other resources that refer to this one (`field` of `resource`), listed in its edit screen. */
  /** Records of other resources that refer to this one; `inPlace`: created and edited in a dialog on this record's screen. */
  related: readonly { resource: string; field: string; inPlace?: boolean }[];
  /** The field naming a row's agency as declared (`agencyId`, `vc_card_booker.agencyId`); null: no agency owns the rows. */
  agencyField?: string | null;
  /** The agency rule resolved: agency staff reach, and write, only rows whose agency is theirs. */
  agency?: AgencyScope;
  /** A named row rule of the server (`grantableRoles`, the image libraries' `usableLibraries` …). */
  rowScope?: RowScopeName;
  actions: readonly RecordAction[];
  assists: readonly FormAssist[];
  file: string;
}

export type PutMode = 'replace' | 'patch';

/** How a generated form shows its panels: collapsible, one below the other, or one at a time as tabs. */
export type FormLayoutKind = 'panels' | 'tabs';

/** A list's query flag: true keeps the rows some record of `table` refers to by `column` (and matches `where`), false the rest. */
export interface QueryFlag {
  table: string;
  column: string;
  where: Readonly<Record<string, string | number | boolean>>;
  softDelete: boolean;
}

/** Where a row's agency is: a column of its own, or a column of the record a reference column points to. */
export interface AgencyScope {
  column: string;
  via?: { table: string; idField: string; column: string };
}

export const ROW_SCOPES = [
  'grantableRoles',
  'usableLibraries',
  'inUsableLibraries',
  'libraryItemsOfUsableLibraries',
  'ownRows',
] as const;
export type RowScopeName = (typeof ROW_SCOPES)[number];

/** A record action beside save and delete (spec 1 §4: disable, activate, resend the activation mail). */
export interface RecordAction {
  name: string;
  /** Translation keys of the button and of the message after success. */
  label: string;
  done?: string;
  /** PATCH writes `body` to `{api}/{id}`; POST calls `{api}/{id}/{path}`; GET downloads the file there. */
  method: 'POST' | 'PATCH' | 'GET';
  path?: string;
  body: Readonly<Record<string, unknown>>;
  /** Offered only for records with these field values. */
  when: Readonly<Record<string, unknown>>;
  right: Action;
  confirm: boolean;
}

/**
 * A helper of the edit screen: POSTs `body` with the record's id (as `idParam`) to `call` and fills
 * the answer's `fills` into the form, unsaved, for the user to review and save.
 */
export interface FormAssist {
  name: string;
  /** Translation key of the button. */
  label: string;
  /** An API path, e.g. `/openai`. */
  call: string;
  body: Readonly<Record<string, unknown>>;
  idParam: string;
  /** Writable fields of the entity, named the same in the answer. */
  fills: readonly string[];
  right: Action;
}

export interface MenuEntry {
  label: string;
  route: string;
  resource?: string;
  icon?: string;
  /** Any one of these shows the entry; empty: everyone. */
  permission: readonly string[];
  superadmin: boolean;
  adminOnly: boolean;
  installation?: string;
}

export interface MenuGroup {
  key: string;
  label: string;
  icon?: string;
  permission: readonly string[];
  superadmin: boolean;
  entries: readonly MenuEntry[];
}

export interface Registry {
  entities: Readonly<Record<string, EntityDefinition>>;
  resources: readonly ResourceDefinition[];
  menu: readonly MenuGroup[];
  /** The files it was built from, which the console builds its copy from (`GET /api/registry.json`). */
  files: RegistryFiles;
  resource(name: string): ResourceDefinition | undefined;
}

/** The registry's source files, by path relative to the repository (schemas/tickets/genre.json, ...). */
export interface RegistryFiles {
  entities: Record<string, unknown>;
  resources: Record<string, unknown>;
  menu: { path: string; content: unknown };
}

/** A reference `$search` looks through: a word matches when the referenced record's `column` holds it. */
export interface SearchReference {
  /** The referencing field. */
  field: string;
  table: string;
  idField: string;
  column: string;
}
