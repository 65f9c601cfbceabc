import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

export interface FirstStepScript {
  /** The file within the build, e.g. `assets/booking-Ab12.js`. */
  file: string;
  rawBytes: number;
  /** gzip at level 9, the file alone, as the console bench counts. */
  gzipBytes: number;
}

/** The scripts a page's HTML starts (`<script type="module" src>`) and preloads (`<link rel="modulepreload">`). */
function entryScripts(html: string): string[] {
  const tags = html.match(/<(?:script|link)\b[^>]*>/g) ?? [];
  return tags.flatMap((tag) => {
    const module = /\btype=["']module["']/.test(tag) || /\brel=["']modulepreload["']/.test(tag);
    const source = /\b(?:src|href)=["']([^"']+\.js)["']/.exec(tag)?.[1];
    return module && source ? [source] : [];
  });
}

/** A module's static imports and re-exports (`import … from "./x.js"`, `import "./x.js"`); `import("./x.js")` loads later, not counted. */
const staticImports = (code: string) =>
  [...code.matchAll(/\b(?:from|import)\s*["']([^"']+\.js)["']/g)].map((m) => m[1]!);

/** A script's path within the build directory, from the HTML's absolute URL or a module's relative one. */
function withinBuild(reference: string, importer: string | undefined): string {
  if (reference.startsWith('/')) return reference.replace(/^\/+/, '').replace(/^.*?(assets\/)/, '$1');
  const folder = importer ? importer.slice(0, importer.lastIndexOf('/') + 1) : '';
  const parts: string[] = [];
  for (const part of `${folder}${reference}`.split('/'))
    if (part === '..') parts.pop();
    else if (part !== '.' && part !== '') parts.push(part);
  return parts.join('/');
}

/**
 * The JavaScript a built page loads before it shows: the module scripts and preloads its HTML names
 * and everything they import statically, each once, largest first; undefined when `htmlFile` (within
 * `buildDir`) is not built.
 */
export function firstStepScripts(buildDir: string, htmlFile: string): FirstStepScript[] | undefined {
  const page = join(buildDir, htmlFile);
  if (!existsSync(page)) return undefined;
  const seen = new Map<string, FirstStepScript>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const code = readFileSync(join(buildDir, file));
    seen.set(file, { file, rawBytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
    for (const reference of staticImports(code.toString('utf8'))) visit(withinBuild(reference, file));
  };
  for (const script of entryScripts(readFileSync(page, 'utf8'))) visit(withinBuild(script, undefined));
  return [...seen.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}
