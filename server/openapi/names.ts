import type { EntityDefinition, ResourceDefinition } from '../../registry/types.ts';

/** The component names of the shared schemas; no entity may take them. */
export const FIXED_SCHEMA_NAMES = ['Error', 'Credentials', 'AuthenticationResult', 'SignedInUser', 'AuditEntry'];

/** The suffixes of an entity's schemas besides its read schema (`Genre`, `GenreCreate`, ...). */
export const ENTITY_SCHEMA_SUFFIXES = ['', 'Create', 'Patch', 'Replace', 'Page'] as const;

/** Words to PascalCase; component names may hold only [A-Za-z0-9._-], so accents go. */
export function pascalCase(words: string): string {
  return words
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join('');
}

/** A plain English singular, good enough for names: categories, addresses, genres. */
export function singular(word: string): string {
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ss|x|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (/[^su]s$/.test(word)) return word.slice(0, -1);
  return word;
}

/**
 * Each entity's base schema name: its title in PascalCase (`Genre`), or, where two entities share a
 * title or a derived name is taken, its area and name (`TicketsGenre`).
 */
export function schemaBaseNames(entities: readonly EntityDefinition[]): Map<string, string> {
  const used = new Set(FIXED_SCHEMA_NAMES);
  const titleCount = new Map<string, number>();
  for (const entity of entities) {
    const title = pascalCase(entity.title);
    titleCount.set(title, (titleCount.get(title) ?? 0) + 1);
  }

  const free = (base: string) => ENTITY_SCHEMA_SUFFIXES.every((suffix) => !used.has(`${base}${suffix}`));
  const names = new Map<string, string>();
  for (const entity of entities) {
    const title = pascalCase(entity.title);
    const byName = pascalCase(entity.name);
    const candidates = titleCount.get(title) === 1 && title ? [title, byName] : [byName];
    let base = candidates.find(free);
    for (let counter = 2; base === undefined; counter++) {
      if (free(`${byName}${counter}`)) base = `${byName}${counter}`;
    }
    for (const suffix of ENTITY_SCHEMA_SUFFIXES) used.add(`${base}${suffix}`);
    names.set(entity.name, base);
  }
  return names;
}

export type OperationVerb =
  'list' | 'listAll' | 'export' | 'references' | 'get' | 'create' | 'update' | 'replace' | 'delete';

/** Readable operationIds (`listTicketGenres`, `getTicketGenre`), unique across the document. */
export class OperationIds {
  private readonly used = new Set<string>();

  constructor(reserved: readonly string[] = []) {
    for (const id of reserved) this.used.add(id);
  }

  for(resource: ResourceDefinition, verb: OperationVerb): string {
    const words = resource.name.split(/[/-]/);
    const last = words.length - 1;
    const many = verb === 'list' || verb === 'listAll' || verb === 'export';
    const readable = words.map((word, index) => (index === last && many ? word : singular(word))).join(' ');
    const candidates = [`${verb}${pascalCase(readable)}`, `${verb}${pascalCase(resource.name)}`];
    let id = candidates.find((candidate) => !this.used.has(candidate));
    for (let counter = 2; id === undefined; counter++) {
      if (!this.used.has(`${candidates[1]}${counter}`)) id = `${candidates[1]}${counter}`;
    }
    this.used.add(id);
    return id;
  }
}
