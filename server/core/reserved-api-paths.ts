import type { Area } from './area.ts';

/** The paths of the calls the generic core answers itself (server/routes/). */
export const CORE_API_PATHS = [
  '/authentication',
  '/userdata',
  '/audit',
  '/openapi.json',
  '/health',
  '/tenant',
  '/uploads',
] as const;

/** The API paths no resource may take: the core's and the areas' own calls. */
export const reservedApiPaths = (areas: readonly Pick<Area, 'reservedApiPaths'>[]): readonly string[] => [
  ...CORE_API_PATHS,
  ...areas.flatMap((area) => area.reservedApiPaths ?? []),
];
