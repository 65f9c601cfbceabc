import type { Method, OpenApiDocument, OperationObject } from '../../../server/openapi/types.ts';

export const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const satisfies readonly Method[];

/** Every operation of the document as `[path, method, operation]`. */
export function operations(document: OpenApiDocument): [string, Method, OperationObject][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) =>
      item[method] ? [[path, method, item[method]] as [string, Method, OperationObject]] : [],
    ),
  );
}

/** Every `$ref` in a part of the document. */
export function refsIn(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(refsIn);
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, child]) =>
    key === '$ref' && typeof child === 'string' ? [child] : refsIn(child),
  );
}

/** What a local `$ref` (`#/components/responses/NotFound`) points at. */
export function resolve(document: OpenApiDocument, ref: string): unknown {
  return ref
    .replace(/^#\//, '')
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .reduce<unknown>((node, segment) => (node as Record<string, unknown> | undefined)?.[segment], document);
}
