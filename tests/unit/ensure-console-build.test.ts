import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { consoleBuildIsCurrent, ensureConsoleBuild, type ConsoleBuilder } from '../../server/console/console-build.ts';

let root: string;
let messages: string[];
const log = (message: string) => messages.push(message);

const touch = (path: string, secondsAgo: number) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), '');
  const time = Date.now() / 1000 - secondsAgo;
  utimesSync(join(root, path), time, time);
};

/** Writes a build as Vite lays it out: index.html and its hashed assets. */
function writeBuild(dir: string, version: string) {
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', `main-${version}.js`), version);
  writeFileSync(join(dir, 'index.html'), version);
}

const served = () => readFileSync(join(root, 'dist/console/index.html'), 'utf8');
const servedAssets = () => readdirSync(join(root, 'dist/console/assets'));

/** A stale build, older than the sources. */
function oldBuild() {
  writeBuild(join(root, 'dist/console'), 'old');
  const time = Date.now() / 1000 - 600;
  utimesSync(join(root, 'dist/console/index.html'), time, time);
}

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'backoffice-ensure-build-'));
  messages = [];
  touch('index.html', 300);
  touch('src/main.tsx', 200);
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('ensureConsoleBuild', () => {
  it('builds a missing console into dist/console and leaves nothing else in dist', async () => {
    await ensureConsoleBuild(root, log, async (_root, outDir) => writeBuild(outDir, 'new'));
    expect(served()).toBe('new');
    expect(readdirSync(join(root, 'dist'))).toEqual(['console']);
    expect(consoleBuildIsCurrent(root)).toBe(true);
  });

  it('gives the served directory the mode of any directory made here, not a private one', async () => {
    await ensureConsoleBuild(root, log, async (_root, outDir) => writeBuild(outDir, 'new'));
    const mode = (path: string) => statSync(join(root, path)).mode & 0o777;
    expect(mode('dist/console')).toBe(mode('src'));
  });

  it('does not build again while the build is current', async () => {
    writeBuild(join(root, 'dist/console'), 'current');
    let builds = 0;
    await ensureConsoleBuild(root, log, async () => {
      builds += 1;
    });
    expect(builds).toBe(0);
    expect(served()).toBe('current');
  });

  it('serves the whole old build while the new one is made, then the whole new one', async () => {
    oldBuild();
    let servedWhileBuilding: string[] = [];
    await ensureConsoleBuild(root, log, async (_root, outDir) => {
      servedWhileBuilding = [served(), ...servedAssets()];
      writeBuild(outDir, 'new');
    });
    expect(servedWhileBuilding).toEqual(['old', 'main-old.js']);
    expect([served(), ...servedAssets()]).toEqual(['new', 'main-new.js']);
    expect(readdirSync(join(root, 'dist'))).toEqual(['console']);
  });

  it('leaves the old build in place when the build fails half-way', async () => {
    oldBuild();
    const failing: ConsoleBuilder = async (_root, outDir) => {
      mkdirSync(join(outDir, 'assets'));
      writeFileSync(join(outDir, 'assets', 'main-new.js'), 'new');
      throw new Error('Transform failed');
    };
    await expect(ensureConsoleBuild(root, log, failing)).rejects.toThrow('Transform failed');
    expect([served(), ...servedAssets()]).toEqual(['old', 'main-old.js']);
    expect(readdirSync(join(root, 'dist'))).toEqual(['console']);
  });

  it('counts a build without index.html as failed', async () => {
    oldBuild();
    await expect(
      ensureConsoleBuild(root, log, async (_root, outDir) => writeFileSync(join(outDir, 'stray.js'), '')),
    ).rejects.toThrow();
    expect(served()).toBe('old');
  });

  it('builds once when two servers start together, and both find one complete build', async () => {
    let builds = 0;
    let secondIsWaiting: () => void = () => undefined;
    const waiting = new Promise<void>((resolve) => (secondIsWaiting = resolve));
    const waitingLog = (message: string) => {
      log(message);
      if (message.startsWith('Waiting')) secondIsWaiting();
    };
    const slowBuild: ConsoleBuilder = async (_root, outDir) => {
      builds += 1;
      await waiting;
      writeBuild(outDir, `build-${builds}`);
    };
    await Promise.all([
      ensureConsoleBuild(root, waitingLog, slowBuild),
      ensureConsoleBuild(root, waitingLog, slowBuild),
    ]);
    expect(builds).toBe(1);
    expect([served(), ...servedAssets()]).toEqual(['build-1', 'main-build-1.js']);
    expect(readdirSync(join(root, 'dist'))).toEqual(['console']);
  });

  it('leaves the build stale when a source changes while it runs', async () => {
    await ensureConsoleBuild(root, log, async (_root, outDir) => {
      touch('src/main.tsx', -1);
      writeBuild(outDir, 'new');
    });
    expect(served()).toBe('new');
    expect(consoleBuildIsCurrent(root)).toBe(false);
  });

  it('clears the draft of a build that was killed half-way', async () => {
    writeBuild(join(root, 'dist/console-draft-killed'), 'half');
    await ensureConsoleBuild(root, log, async (_root, outDir) => writeBuild(outDir, 'new'));
    expect(readdirSync(join(root, 'dist'))).toEqual(['console']);
    expect(existsSync(join(root, 'dist/console-draft-killed'))).toBe(false);
  });
});
