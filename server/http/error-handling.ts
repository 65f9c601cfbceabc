import type { FastifyError, FastifyInstance } from 'fastify';
import { ApiError, errorNameForStatus, type ErrorBody, type FieldError } from '../errors.ts';
import { fromDatabaseError } from './database-errors.ts';
import { toFieldErrors } from './validation-errors.ts';

/** The most problems an answer lists: the rest are counted, so that no answer outgrows its request. */
const LISTED_ERRORS = 20;

function capped(errors: FieldError[]): FieldError[] {
  if (errors.length <= LISTED_ERRORS) return errors;
  const more = { key: 'error.more_errors', params: { count: errors.length - LISTED_ERRORS } };
  return [...errors.slice(0, LISTED_ERRORS), more];
}

/** Turns any thrown error into the catalogue's shape; nothing but a 4xx message ever leaves as written. */
export function toErrorBody(error: unknown): { body: ErrorBody; headers: Record<string, string> } {
  const { body, headers } = uncappedErrorBody(error);
  return { body: { ...body, errors: capped(body.errors) }, headers };
}

function uncappedErrorBody(error: unknown): { body: ErrorBody; headers: Record<string, string> } {
  if (error instanceof ApiError) return { body: error.toBody(), headers: error.headers };
  const constraint = fromDatabaseError(error);
  if (constraint) return { body: constraint.toBody(), headers: {} };

  const fastifyError = error as Partial<FastifyError>;
  if (fastifyError.validation) {
    const context = fastifyError.validationContext ?? 'request';
    return {
      body: {
        name: 'BadRequest',
        message: `Invalid ${context}`,
        code: 400,
        errors: toFieldErrors(fastifyError.validation),
      },
      headers: {},
    };
  }

  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const name = errorNameForStatus(status);
    return {
      body: { name, message: fastifyError.message ?? name, code: status, errors: [] },
      headers: {},
    };
  }

  return {
    body: { name: 'GeneralError', message: 'Internal server error', code: 500, errors: [] },
    headers: {},
  };
}

export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error, request, reply) => {
    const { body, headers } = toErrorBody(error);
    if (body.code >= 500) request.log.error({ err: error }, 'request failed');
    return reply.code(body.code).headers(headers).send(body);
  });
}

export function sendNotFound(app: FastifyInstance) {
  app.setNotFoundHandler((request, reply) => {
    const body = new ApiError('NotFound', `Not found: ${request.method} ${request.url.split('?')[0]}`).toBody();
    return reply.code(404).send(body);
  });
}
