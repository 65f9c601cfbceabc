import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/** Where log lines go: stdout unless a test catches them. */
export interface LogOutput {
  write(text: string): unknown;
}

/**
 * Fastify's per-request lines ("incoming request", "request completed", unknown routes) at debug
 * rather than info: at info the log shows the server's own events, not every call of the console.
 * Failed requests are still logged at their level by Fastify and the error handler.
 */
class QuietRequests extends LogController {
  override incomingRequest(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug({ req: request }, 'incoming request');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (error) super.requestCompleted(error, request, reply);
    else if (!this.isLogDisabled(request))
      reply.log.debug({ res: reply, responseTime: reply.elapsedTime }, 'request completed');
  }

  override routeNotFound(request: FastifyRequest) {
    if (!this.isLogDisabled(request)) request.log.debug(`Route ${request.method}:${request.url} not found`);
  }
}

const levelNames: Record<number, string> = {
  10: 'TRACE',
  20: 'DEBUG',
  30: 'INFO',
  40: 'WARN',
  50: 'ERROR',
  60: 'FATAL',
};

type Entry = Record<string, unknown> & {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  err?: { stack?: string; message?: string };
};

/** One pino JSON line as a line a person reads: time, level, message, the request, other fields as key=value. */
export function formatLogLine(line: string): string {
  let entry: Entry;
  try {
    entry = JSON.parse(line) as Entry;
  } catch {
    return line.endsWith('\n') ? line : `${line}\n`;
  }
  const { level = 30, time, msg, req, res, responseTime, err, pid: _pid, hostname: _hostname, ...rest } = entry;
  const parts = [
    new Date(time ?? Date.now()).toTimeString().slice(0, 8),
    (levelNames[level] ?? String(level)).padEnd(5),
    msg ?? '',
  ];
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode !== undefined) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)} ms`);
  for (const [key, value] of Object.entries(rest)) parts.push(`${key}=${JSON.stringify(value)}`);
  const stack = err?.stack ?? err?.message;
  return `${parts.join(' ')}\n${stack ? `${stack.replace(/^/gm, '    ')}\n` : ''}`;
}

/**
 * The app's logger options: pino at `logLevel` without the secrets of requests, JSON lines
 * (`json`) or readable ones (`pretty`), request lines at debug.
 */
export function loggerOptions(
  { logLevel, logFormat = 'json' }: Pick<Config, 'logLevel'> & Partial<Pick<Config, 'logFormat'>>,
  output?: LogOutput,
): Pick<FastifyServerOptions, 'logger' | 'logController'> {
  const target = logFormat === 'pretty' ? (output ?? process.stdout) : output;
  return {
    logger: {
      level: logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      ...(target && {
        stream: logFormat === 'pretty' ? { write: (line: string) => target.write(formatLogLine(line)) } : target,
      }),
    },
    logController: new QuietRequests(),
  };
}
