import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleBuildIsCurrent } from '../../server/console/console-build.ts';

let root: string;
const secondsAgo = (seconds: number) => Date.now() / 1000 - seconds;
const touch = (path: string, seconds: number) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), '');
  utimesSync(join(root, path), secondsAgo(seconds), secondsAgo(seconds));
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-build-'));
  touch('index.html', 300);
  touch('src/pages/home/HomePage.tsx', 200);
  touch('locales/en/common.json', 200);
  touch('locales/de/common.json', 200);
  for (const folder of ['locales/en', 'locales/de']) utimesSync(join(root, folder), secondsAgo(200), secondsAgo(200));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('consoleBuildIsCurrent', () => {
  it('is false without a build', () => {
    expect(consoleBuildIsCurrent(root)).toBe(false);
  });

  it('is true when the build is newer than every source', () => {
    touch('dist/console/index.html', 100);
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });

  it.each([
    'src/pages/home/HomePage.tsx',
    'locales/en/tickets.json',
    'custom/event-editor/Editor.tsx',
    'vite.config.ts',
    'public/favicon.svg',
  ])('is false once %s changes after the build', (source) => {
    touch('dist/console/index.html', 100);
    touch(source, 10);
    expect(consoleBuildIsCurrent(root)).toBe(false);
  });

  it.each(['locales/en/common.json', 'locales/de/common.json'])(
    'ignores a changed text in %s: the console loads its texts from the server',
    (dictionary) => {
      touch('dist/console/index.html', 100);
      touch(dictionary, 10);
      expect(consoleBuildIsCurrent(root)).toBe(true);
    },
  );

  it('ignores changes to the server', () => {
    touch('dist/console/index.html', 100);
    touch('server/app.ts', 10);
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });
});
