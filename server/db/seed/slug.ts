const transliterations: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', Ä: 'ae', Ö: 'oe', Ü: 'ue' };

/** A lowercase kebab-case slug (`^[a-z0-9]+(-[a-z0-9]+)*$`): German umlauts spelled out, other accents dropped. */
export function slugify(text: string): string {
  const german = text.replace(/[äöüßÄÖÜ]/g, (letter) => transliterations[letter] ?? letter);
  // normalize() is the slow part, and a million generated names rarely need it.
  const ascii = /[\u0080-\uffff]/.test(german) ? german.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : german;
  return ascii
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Hands out slugs that are unique among those it has handed out: `name`, then `name-2`, `name-3`, ... */
export function uniqueSlugs(): (text: string) => string {
  const taken = new Set<string>();
  return (text) => {
    const base = slugify(text) || 'eintrag';
    let slug = base;
    for (let suffix = 2; taken.has(slug); suffix += 1) slug = `${base}-${suffix}`;
    taken.add(slug);
    return slug;
  };
}
