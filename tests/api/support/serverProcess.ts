import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const rootDir = fileURLToPath(new URL('../../..', import.meta.url));

export interface ServerProcess {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/**
 * Runs server/main.ts as `npm start` runs it, API only, on PGlite in `dataDir` and a free port; it logs
 * warnings only unless `logLevel` says otherwise (`debug` logs every incoming request).
 */
export function spawnServer(dataDir: string, { logLevel = 'warn' }: { logLevel?: string } = {}): ServerProcess {
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', SERVE_CONSOLE: 'false', LOG_LEVEL: logLevel },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { child, output: () => output, exited };
}

/** Starts a server and resolves with its URL once it listens; rejects if it exits first. */
export async function startServer(
  dataDir: string,
  options?: { logLevel?: string },
): Promise<ServerProcess & { url: string }> {
  const server = spawnServer(dataDir, options);
  const url = await new Promise<string>((resolve, reject) => {
    server.child.stdout?.on('data', () => {
      const found = /running at (http:\/\/\S+)/.exec(server.output())?.[1];
      if (found) resolve(found);
    });
    void server.exited.then(({ code, signal }) =>
      reject(new Error(`server exited (code ${code}, signal ${signal}) before listening:\n${server.output()}`)),
    );
  });
  return { ...server, url };
}
