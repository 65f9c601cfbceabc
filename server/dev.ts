import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';
import { loadConfig } from './config.ts';
import { startServer, stopOnSignals } from './start.ts';
import { exitWithStartupError } from './startup-errors.ts';

const rootDir = fileURLToPath(new URL('..', import.meta.url));

/**
 * `npm run dev`: the API alone on PORT+1, and Vite with hot reload on PORT, which forwards
 * /api and /health to it. Server code is not reloaded: restart for server changes.
 */
async function main() {
  const config = loadConfig();
  const api = await startServer({ ...config, port: config.port + 1, serveConsole: false }, rootDir);
  process.env.API_TARGET = api.address;

  const vite = await createServer({
    root: rootDir,
    configFile: `${rootDir}vite.config.ts`,
    server: { port: config.port, host: config.host, strictPort: true },
  });
  await vite.listen();
  stopOnSignals(async () => {
    await vite.close();
    await api.stop();
  });
  console.log(`\n  Console with hot reload: http://localhost:${config.port}  (API on ${api.address})\n`);
}

main().catch(exitWithStartupError);
