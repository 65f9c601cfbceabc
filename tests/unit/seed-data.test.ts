import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { validateBody } from '../../server/crud/body-validation.ts';
import { parseSeedArguments, SeedArgumentError } from '../../server/db/seed/seed-arguments.ts';
import { slugify, uniqueSlugs } from '../../server/db/seed/slug.ts';
import { buildTicketCatalogue } from '../../server/db/seed/ticket-catalogue.ts';
import { loadRegistry } from '../../server/registry/load-registry.ts';

const registry = loadRegistry(fileURLToPath(new URL('../..', import.meta.url)));

describe('slugs', () => {
  it.each([
    ['Die Ärzte', 'die-aerzte'],
    ['Kulturzentrum Lüneburg', 'kulturzentrum-lueneburg'],
    ['Straßenfest & Café Noël', 'strassenfest-cafe-noel'],
    ['  --Rock!!  ', 'rock'],
  ])('%s becomes %s', (text, slug) => {
    expect(slugify(text)).toBe(slug);
    expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('are unique among those handed out', () => {
    const next = uniqueSlugs();
    expect([next('Rock'), next('rock'), next('ROCK'), next('!!')]).toEqual(['rock', 'rock-2', 'rock-3', 'eintrag']);
  });
});

describe('seed arguments', () => {
  it.each([
    [[], {}],
    [['--scale', '1000000'], { scale: 1_000_000 }],
    [['--scale=1_000_000'], { scale: 1_000_000 }],
  ])('%j reads as %j', (args, parsed) => {
    expect(parseSeedArguments(args)).toEqual(parsed);
  });

  it.each([
    [['--scale']],
    [['--scale', 'lots']],
    [['--scale', '0']],
    [['--scale', '-5']],
    [['--rows', '5']],
    [['--scale', '1', '--scale', '2']],
  ])('refuses %j', (args) => {
    expect(() => parseSeedArguments(args)).toThrow(SeedArgumentError);
  });
});

describe('the demo catalogue', () => {
  it('is the same on every run', () => {
    expect(buildTicketCatalogue()).toEqual(buildTicketCatalogue());
  });

  it('is valid against the entity schemas, with unique slugs', () => {
    const catalogue = buildTicketCatalogue();
    const parts = [
      ['tickets/genre', catalogue.genres],
      ['tickets/artist', catalogue.artists],
      ['tickets/location', catalogue.locations],
    ] as const;
    for (const [entity, rows] of parts) {
      expect(rows.length).toBeGreaterThan(10);
      const definition = registry.entities[entity];
      if (!definition) throw new Error(`no entity ${entity}`);
      for (const row of rows) expect(() => validateBody(definition, 'create', row)).not.toThrow();
      expect(new Set(rows.map((row) => row.slug)).size).toBe(rows.length);
    }
  });
});
