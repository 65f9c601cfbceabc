import { META_DESCRIPTION_LENGTH, META_TITLE_LENGTH } from './metadata-prompt.ts';
import type { MetadataSubject, PageMetadata } from './metadata-writer.ts';

const MAX_KEYWORDS = 10;
/** Words of the texts this long or longer are taken as keywords. */
const KEYWORD_LENGTH = 6;
const ELLIPSIS = '…';

/**
 * The metadata the emulator writes: always the same for the same subject, from its own facts only.
 * The title is the name with the first two categories, the description the subject's first
 * sentences, the keywords the name, the categories and the long words of the texts; each within
 * the lengths the prompt asks for.
 */
export function emulatedMetadata(subject: MetadataSubject): PageMetadata {
  const name = squeeze(subject.name);
  const categories = uniqueIgnoringCase(subject.categories.map(squeeze).filter((category) => category !== ''));
  const withCategories = categories.length > 0 ? `${name} – ${categories.slice(0, 2).join(', ')}` : name;
  const title = withCategories.length <= META_TITLE_LENGTH ? withCategories : clip(name, META_TITLE_LENGTH);

  const texts = [subject.shortDescription, subject.description].map((text) => squeeze(text ?? ''));
  const about = texts.filter((text) => text !== '').join(' ') || `${name}: ${subject.kind}.`;

  const nameWords = new Set(words(name).map((word) => word.toLowerCase()));
  const textWords = words(about).filter((word) => word.length >= KEYWORD_LENGTH && !nameWords.has(word.toLowerCase()));
  const keywords = uniqueIgnoringCase([name, ...categories, ...textWords]).slice(0, MAX_KEYWORDS);

  return {
    meta_title: title,
    meta_description: leadingSentences(about, META_DESCRIPTION_LENGTH),
    meta_keywords: keywords.join(', '),
  };
}

const squeeze = (text: string) => text.replace(/\s+/g, ' ').trim();

const words = (text: string) => text.match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];

function uniqueIgnoringCase(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((value) => {
    const key = value.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The text's first sentences that fit in `length` characters; the first one cut when even it is longer. */
function leadingSentences(text: string, length: number): string {
  const sentences = text.match(/[^.!?]+(?:[.!?]+|$)/g)?.map((sentence) => sentence.trim()) ?? [text];
  let fitting = '';
  for (const sentence of sentences) {
    const longer = fitting === '' ? sentence : `${fitting} ${sentence}`;
    if (Array.from(longer).length > length) break;
    fitting = longer;
  }
  return fitting === '' ? clip(sentences[0] ?? text, length) : fitting;
}

/** The text within `length` characters: whole, or cut at the last word that fits, with an ellipsis. */
function clip(text: string, length: number): string {
  const characters = Array.from(text);
  if (characters.length <= length) return text;
  const room = characters.slice(0, length - 1).join('');
  const lastSpace = room.lastIndexOf(' ');
  const cut = lastSpace > length / 2 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.–-]+$/u, '')}${ELLIPSIS}`;
}
