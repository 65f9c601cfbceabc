import type { Server } from 'node:http';

/** Closes an HTTP server at once: hanging calls and kept-alive clients are cut, not waited for. */
export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
