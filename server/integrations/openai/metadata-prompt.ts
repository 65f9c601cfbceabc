import type { MetadataSubject } from './metadata-writer.ts';

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant' | 'developer';
  content: string;
}

/** The lengths search engines show in full; the prompt asks for them and the emulator keeps them. */
export const META_TITLE_LENGTH = 60;
export const META_DESCRIPTION_LENGTH = 160;

// JSON mode needs the word "JSON" in the messages; the service refuses the request without it.
const INSTRUCTIONS = [
  'You write search-engine metadata for the web page of a tour operator and ticket shop about one subject.',
  'The user sends the subject as JSON: kind, name, short_description, description, categories, website.',
  'Answer with a JSON object of exactly three string properties:',
  `meta_title: at most ${META_TITLE_LENGTH} characters, naming the subject;`,
  `meta_description: at most ${META_DESCRIPTION_LENGTH} characters, one or two sentences that invite to the page;`,
  'meta_keywords: 5 to 10 keywords or short phrases, separated by commas.',
  "Write in the language of the subject's texts. Use only the facts given: invent no dates, prices or places.",
].join('\n');

/** The subject as the user message carries it: JSON, its empty facts left out. */
export function subjectJson(subject: MetadataSubject): string {
  const { kind, name, shortDescription, description, categories, website } = subject;
  return JSON.stringify({
    kind,
    name,
    ...(shortDescription ? { short_description: shortDescription } : {}),
    ...(description ? { description } : {}),
    ...(categories.length > 0 ? { categories } : {}),
    ...(website ? { website } : {}),
  });
}

/** The chat messages that ask for a subject's metadata: the instructions, then the subject. */
export function metadataMessages(subject: MetadataSubject): ChatMessage[] {
  return [
    { role: 'system', content: INSTRUCTIONS },
    { role: 'user', content: subjectJson(subject) },
  ];
}

/** The subject a user message carries, read back (by the emulator); undefined when it carries none. */
export function subjectOf(content: string): MetadataSubject | undefined {
  let value: unknown;
  try {
    value = JSON.parse(content);
  } catch {
    return undefined;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { kind, name, short_description, description, categories, website } = value as Record<string, unknown>;
  if (typeof name !== 'string' || name.trim() === '') return undefined;
  const text = (fact: unknown) => (typeof fact === 'string' && fact.trim() !== '' ? fact : null);
  return {
    kind: typeof kind === 'string' ? kind : 'subject',
    name,
    shortDescription: text(short_description),
    description: text(description),
    categories: Array.isArray(categories) ? categories.filter((item): item is string => typeof item === 'string') : [],
    website: text(website),
  };
}
