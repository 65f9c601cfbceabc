import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** What a copy leaves out: installed packages (shared by a link instead), builds, data, history, reports. */
const LEFT_OUT = new Set([
  'node_modules',
  'dist',
  'data',
  '.git',
  'test-results',
  'playwright-report',
  'bench-results',
  'coverage',
]);

export interface ProjectCopy {
  root: string;
  /** Reads a JSON file of the copy, lets `change` edit it in place, and writes it back as the project formats it. */
  editJson: <T>(path: string, change: (content: T) => void) => void;
  writeJson: (path: string, content: unknown) => void;
  remove: () => void;
}

/** The project's working tree in a temporary directory, with the project's node_modules linked in. */
export function copyProject(): ProjectCopy {
  const root = mkdtempSync(join(tmpdir(), 'backoffice-copy-'));
  cpSync(projectRoot, root, {
    recursive: true,
    filter: (source) => !LEFT_OUT.has(relative(projectRoot, source).split(sep)[0] ?? ''),
  });
  symlinkSync(join(projectRoot, 'node_modules'), join(root, 'node_modules'), 'dir');

  const writeJson = (path: string, content: unknown) =>
    writeFileSync(join(root, path), `${JSON.stringify(content, null, 2)}\n`);
  return {
    root,
    writeJson,
    editJson: <T>(path: string, change: (content: T) => void) => {
      const content = JSON.parse(readFileSync(join(root, path), 'utf8')) as T;
      change(content);
      writeJson(path, content);
    },
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
