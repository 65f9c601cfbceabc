import { describe, expect, it } from 'vitest';
import { emulatedMetadata } from '../../server/integrations/openai/emulated-metadata.ts';
import type { MetadataSubject } from '../../server/integrations/openai/metadata-writer.ts';

// What the OpenAI emulator writes: sensible, within the lengths the prompt asks for, always the same.

const bare: MetadataSubject = {
  kind: 'artist',
  name: 'Lena Hoffmann',
  shortDescription: null,
  description: null,
  categories: [],
  website: null,
};

describe('emulatedMetadata', () => {
  it('cuts a long name at a word for the title and leaves the categories out', () => {
    const name = 'Kammerorchester Lüneburg und der Kammerchor der Philharmonie Hamburg-Altona';
    const { meta_title } = emulatedMetadata({ ...bare, name, categories: ['Klassik'] });
    expect(meta_title).toBe('Kammerorchester Lüneburg und der Kammerchor der…');
    expect(Array.from(meta_title).length).toBeLessThanOrEqual(60);
  });

  it('takes the whole first sentences that fit in 160 characters, and cuts a longer first one', () => {
    const sentence = 'Ein Abend mit Liedern von Schubert und Brahms.';
    const description = Array.from({ length: 5 }, () => sentence).join(' ');
    const { meta_description } = emulatedMetadata({ ...bare, description });
    expect(meta_description).toBe(Array.from({ length: 3 }, () => sentence).join(' '));

    const long = emulatedMetadata({ ...bare, description: `${'Lieder '.repeat(40)}zum Schluss.` }).meta_description;
    expect(Array.from(long).length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/^Lieder Lieder .*Lieder…$/);
  });

  it('names the subject when it has no texts, and repeats no keyword', () => {
    expect(emulatedMetadata({ ...bare, categories: ['Jazz', 'jazz'] })).toEqual({
      meta_title: 'Lena Hoffmann – Jazz',
      meta_description: 'Lena Hoffmann: artist.',
      meta_keywords: 'Lena Hoffmann, Jazz, artist',
    });
  });

  it('keeps at most ten keywords: the name, the categories, then long words of the texts', () => {
    const description =
      'Klavierabend Sonaten Nocturnes Etüden Walzer Mazurken Polonaisen Balladen Scherzi Impromptus Préludes';
    const keywords = emulatedMetadata({ ...bare, description, categories: ['Klassik'] }).meta_keywords.split(', ');
    expect(keywords).toHaveLength(10);
    expect(keywords.slice(0, 4)).toEqual(['Lena Hoffmann', 'Klassik', 'Klavierabend', 'Sonaten']);
    expect(keywords.at(-1)).toBe('Balladen');
  });
});
