import { errorCatalogue } from '../errors.ts';
import type { RegisteredRoute } from './registered-routes.ts';
import type { AnswerSchemas, RouteDescription, RouteRight } from './route-description.ts';
import { errorResponseRef, type ErrorResponseName } from './shared-components.ts';
import type { OperationObject, ParameterObject, Reference, ResponseObject, SchemaObject } from './types.ts';

type ObjectSchema = { properties?: Record<string, SchemaObject>; required?: string[] };

function permissionsOf({ resource, action, right }: RouteRight): string {
  if (right !== undefined) return `\`${right}\``;
  if (resource.permission.superadmin) return 'only a superadmin';
  const names = resource.permission[action];
  return names.length === 0 ? 'every signed-in user' : names.map((name) => `\`${name}\``).join(' or ');
}

/** `Rights: update on tickets/payments (`ticket-update`).` */
function rightsSentence(rights: readonly RouteRight[]): string {
  const each = rights.map(
    (right) =>
      `${right.action ?? 'a right beside those'} on \`${right.resource.name}\` (${permissionsOf(right)})${right.when ? ` ${right.when}` : ''}`,
  );
  return `Rights: ${each.join('; ')}.`;
}

function parameters(route: RegisteredRoute, description: RouteDescription): ParameterObject[] {
  const params = (route.schema?.params ?? {}) as ObjectSchema;
  const query = (route.schema?.querystring ?? {}) as ObjectSchema;
  const inPath = [...route.path.matchAll(/\{(\w+)\}/g)].map(([, name]) => name as string);
  const pathParameters = inPath.map((name): ParameterObject => ({
    name,
    in: 'path',
    required: true,
    ...(description.parameters?.[name] ? { description: description.parameters[name] } : {}),
    schema: params.properties?.[name] ?? { type: 'string' },
  }));
  const queryParameters = Object.entries(query.properties ?? {}).map(([name, schema]): ParameterObject => ({
    name,
    in: 'query',
    ...(query.required?.includes(name) ? { required: true } : {}),
    schema,
  }));
  return [...pathParameters, ...queryParameters];
}

/** The refusals that follow from the route: its checked input, its token, its rights. */
function impliedErrors(route: RegisteredRoute, description: RouteDescription): ErrorResponseName[] {
  const { schema } = route;
  const checked = Boolean(description.body ?? schema?.body ?? schema?.params ?? schema?.querystring);
  return [
    ...(checked ? (['BadRequest'] as const) : []),
    ...(description.public ? [] : (['NotAuthenticated'] as const)),
    ...((description.rights ?? []).length > 0 ? (['Forbidden'] as const) : []),
  ];
}

/** A call a route describes (`config.openapi`), with the params, query and body its schema checks. */
export function bespokeOperation(
  route: RegisteredRoute,
  description: RouteDescription,
  schemas: AnswerSchemas,
): OperationObject {
  const answers: Record<string, ResponseObject | Reference> = {};
  for (const name of [...impliedErrors(route, description), ...(description.errors ?? [])])
    answers[String(errorCatalogue[name])] = errorResponseRef(name);
  Object.assign(answers, description.answers(schemas));
  const responses = Object.fromEntries(Object.entries(answers).sort(([a], [b]) => a.localeCompare(b)));

  const rights = description.rights ?? [];
  const text = [description.description, rights.length > 0 ? rightsSentence(rights) : undefined].filter(Boolean);
  const body = description.body ?? (route.schema?.body as SchemaObject | undefined);
  const params = parameters(route, description);
  return {
    operationId: description.operationId,
    summary: description.summary,
    ...(text.length > 0 ? { description: text.join(' ') } : {}),
    tags: description.tags,
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: { required: true, content: { 'application/json': { schema: body } } } } : {}),
    responses,
    ...(description.public ? { security: [] } : {}),
    ...(rights.length > 0
      ? {
          'x-rights': rights.map(({ resource, action, right, when }) => ({
            resource: resource.name,
            ...(right !== undefined
              ? { right, permissions: [right] }
              : resource.permission.superadmin
                ? { action, superadmin: true as const }
                : { action, permissions: [...resource.permission[action]] }),
            ...(when ? { when } : {}),
          })),
        }
      : {}),
  };
}
