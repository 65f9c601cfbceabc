import { z } from 'zod';
import { callJsonApi, parseJson, type HttpMethod, type JsonApi } from './http-json.ts';

/** A booking system's answer around its data (Ratio's and Kuschick's): `{ status: "ok", data }`. */
const envelope = z.object({ status: z.literal('ok'), data: z.unknown() });

/**
 * The calls of a booking system whose answers are `{ status: "ok", data }` (Ratio, Kuschick): each
 * answers its data checked against `schema`, and anything else fails through `badAnswer`.
 */
export function okEnvelopeCalls(api: JsonApi, name: string, badAnswer: (message: string) => Error) {
  return async function call<Schema extends z.ZodType>(
    schema: Schema,
    method: HttpMethod,
    path: string,
    body?: unknown,
  ): Promise<z.infer<Schema>> {
    const answer = envelope.safeParse(parseJson(await callJsonApi(api, method, `/api${path}`, body)));
    const parsed = answer.success ? schema.safeParse(answer.data.data) : undefined;
    if (!parsed?.success) throw badAnswer(`${name} answered ${method} /api${path} with something unexpected`);
    return parsed.data as z.infer<Schema>;
  };
}
