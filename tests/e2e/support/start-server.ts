import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Starts the product as `npm start` starts it, on a temporary data directory and a free port,
 * on the embedded database, with the mail catcher; the tests read their URLs from E2E_BASE_URL
 * and E2E_MAIL_URL. Answers the teardown.
 */
export default async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const server = spawn('npm', ['start'], {
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not print its URL:\n${output}`)), 240_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const found = /running at (http:\/\/\S+)/.exec(output)?.[1];
      const mails = /Mails caught at (http:\/\/\S+)\/messages/.exec(output)?.[1];
      if (found && mails) {
        clearTimeout(timer);
        process.env.E2E_MAIL_URL = mails;
        resolve(found);
      }
    };
    server.stdout.on('data', collect);
    server.stderr.on('data', collect);
    void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
  });
  process.env.E2E_BASE_URL = url;

  return async () => {
    // Ctrl-C, as a user stops it: the whole process group gets SIGINT.
    if (server.pid) process.kill(-server.pid, 'SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
