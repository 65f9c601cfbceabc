import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface RunningProduct {
  /** The console and the API. */
  url: string;
  /** The mail catcher's base URL. */
  mailUrl: string;
  /** The payment emulator's base URL, for its control calls; absent when a real provider is configured. */
  paymentsUrl?: string;
  /** The OpenAI emulator's base URL, for its control calls; absent when a real service is configured. */
  openaiUrl?: string;
  /** The print emulator's base URL, for its control calls; absent when a real print system is configured. */
  printUrl?: string;
  /** The Ratio emulator's base URL, for its control calls; absent when the real Ratio is configured. */
  ratioUrl?: string;
  /** The Kuschick emulator's base URL, for its control calls; absent when the real Kuschick is configured. */
  kuschickUrl?: string;
  /** The stock emulator's base URL, for its control calls; absent when Adobe Stock is configured. */
  stockUrl?: string;
  /** The Mailjet emulator's base URL. */
  mailjetUrl?: string;
  /** Stops the product as a user does (Ctrl-C) and deletes its data directory. */
  stop: () => Promise<void>;
}

/**
 * Starts the product in `rootDir` as `npm start` starts it, on a new temporary data directory and
 * a free port, on the embedded database, with the mail catcher; resolves once it prints both URLs.
 * `npm start` first builds the console when its build is missing or stale.
 */
export async function npmStart(rootDir: string, timeoutMs = 240_000): Promise<RunningProduct> {
  const dataDir = mkdtempSync(join(tmpdir(), 'backoffice-e2e-'));
  const { DATABASE_URL: _postgres, ...inherited } = process.env;
  const server = spawn('npm', ['start'], {
    cwd: rootDir,
    env: { ...inherited, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const stop = async () => {
    // Ctrl-C, as a user stops it: the whole process group gets SIGINT.
    if (server.exitCode === null && server.signalCode === null && server.pid) process.kill(-server.pid, 'SIGINT');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };

  try {
    return await new Promise<RunningProduct>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`npm start did not print its URL:\n${output}`)), timeoutMs);
      const collect = (chunk: Buffer) => {
        output += chunk.toString();
        const url = /running at (http:\/\/\S+)/.exec(output)?.[1];
        const mailUrl = /Mails caught at (http:\/\/\S+)\/messages/.exec(output)?.[1];
        // printed with the other URLs, in the same write
        const paymentsUrl = /Payments emulated at (http:\/\/\S+)\/control\/payments/.exec(output)?.[1];
        const openaiUrl = /AI metadata emulated at (http:\/\/\S+)\/control\/requests/.exec(output)?.[1];
        const printUrl = /Print system emulated at (http:\/\/\S+)\/control\/documents/.exec(output)?.[1];
        const ratioUrl = /Ratio emulated at (http:\/\/\S+)\/control\/state/.exec(output)?.[1];
        const kuschickUrl = /Kuschick emulated at (http:\/\/\S+)\/control\/state/.exec(output)?.[1];
        const stockUrl = /Stock images emulated at (http:\/\/\S+)\/control\/licenses/.exec(output)?.[1];
        const mailjetUrl = /Mailjet emulated at (http:\/\/\S+)\/control\/state/.exec(output)?.[1];
        if (url && mailUrl) {
          clearTimeout(timer);
          resolve({
            url,
            mailUrl,
            paymentsUrl,
            openaiUrl,
            printUrl,
            ratioUrl,
            kuschickUrl,
            stockUrl,
            mailjetUrl,
            stop,
          });
        }
      };
      server.stdout.on('data', collect);
      server.stderr.on('data', collect);
      void exited.then((code) => reject(new Error(`npm start exited with ${code}:\n${output}`)));
    });
  } catch (error) {
    await stop();
    throw error;
  }
}
