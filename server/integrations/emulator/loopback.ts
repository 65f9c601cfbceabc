import { isIPv6, type AddressInfo, type Server } from 'node:net';

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|localhost)$/;

export interface LoopbackOptions {
  /** Names the server in the refusal of another host: `payment emulator`. */
  name: string;
  host: string;
  /** 0: any free port. */
  port: number;
  /** Of the URL answered; `http` by default. */
  scheme?: string;
}

/**
 * Starts `server` listening on a loopback host and answers its URL (`http://[::1]:41234`). Emulators
 * take control calls without a key, so any other host is refused before anything listens.
 */
export async function listenOnLoopback(
  server: Server,
  { name, host, port, scheme = 'http' }: LoopbackOptions,
): Promise<string> {
  if (!LOOPBACK.test(host)) throw new Error(`The ${name} listens on loopback only, not on ${host}`);
  const boundPort = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
  return `${scheme}://${isIPv6(host) ? `[${host}]` : host}:${boundPort}`;
}
