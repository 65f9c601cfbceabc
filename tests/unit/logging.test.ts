import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { formatLogLine, loggerOptions } from '../../server/http/logging.ts';

/** The lines an app with the logger options writes while it answers one call and one unknown path. */
async function logOfOneCall(options: Parameters<typeof loggerOptions>[0]) {
  let text = '';
  const app = Fastify(loggerOptions(options, { write: (chunk: string) => (text += chunk) }));
  app.get('/hello', async () => ({ hello: 'world' }));
  await app.ready();
  app.log.info('server ready');
  expect((await app.inject({ method: 'GET', url: '/hello' })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: '/nowhere' })).statusCode).toBe(404);
  await app.close();
  return text.split('\n').filter(Boolean);
}

describe('the server log', () => {
  it('writes JSON lines without the request lines at info', async () => {
    const lines = await logOfOneCall({ logLevel: 'info', logFormat: 'json' });
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries.map((entry) => entry.msg)).toEqual(['server ready']);
  });

  it('writes the request lines at debug', async () => {
    const lines = await logOfOneCall({ logLevel: 'debug', logFormat: 'json' });
    const entries = lines.map((line) => JSON.parse(line) as { level: number; msg: string; req?: { url: string } });
    const requestLines = entries.filter((entry) => entry.level === 20);
    expect(requestLines.map((entry) => entry.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'request completed', 'Route GET:/nowhere not found']),
    );
    expect(entries.filter((entry) => /request|not found/.test(entry.msg)).every((entry) => entry.level === 20)).toBe(
      true,
    );
  });

  it('writes readable lines when asked, the request on the line of its outcome', async () => {
    const lines = await logOfOneCall({ logLevel: 'debug', logFormat: 'pretty' });
    for (const line of lines) expect(line).toMatch(/^\d\d:\d\d:\d\d (INFO |DEBUG) \S/);
    expect(lines).toContainEqual(expect.stringMatching(/ INFO {2}server ready$/));
    expect(lines).toContainEqual(expect.stringMatching(/ DEBUG incoming request GET \/hello reqId="req-1"$/));
    expect(lines).toContainEqual(expect.stringMatching(/ DEBUG request completed 200 \d+ ms reqId="req-1"$/));
  });

  it('indents the stack of an error under its line and passes a line that is no JSON unchanged', () => {
    const line = JSON.stringify({ level: 50, time: 0, msg: 'request failed', err: { stack: 'Error: x\n  at y' } });
    expect(formatLogLine(line)).toMatch(/^\d\d:\d\d:\d\d ERROR request failed\n {4}Error: x\n {4} {2}at y\n$/);
    expect(formatLogLine('plain words')).toBe('plain words\n');
  });
});
