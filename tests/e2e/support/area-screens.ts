import { execFileSync } from 'node:child_process';
import { expect, type APIRequestContext } from '@playwright/test';
import type { AreaFacts } from './area-facts';
import { projectRoot } from './project-copy';
import { apiToken } from './sign-in';

let facts: Record<string, AreaFacts> | undefined;

/** What an area's smoke test needs of the registry and the demo logins (area-facts.ts). */
export function areaFacts(area: string): AreaFacts {
  facts ??= JSON.parse(
    execFileSync(process.execPath, ['--import', 'tsx', 'tests/e2e/support/area-facts.ts'], {
      cwd: projectRoot,
      encoding: 'utf8',
    }),
  ) as Record<string, AreaFacts>;
  const found = facts[area];
  if (!found) throw new Error(`the registry has no area ${area}`);
  return found;
}

/**
 * Every screen of an area's resources (or only those that need a right): list, create, and the edit
 * and copy screens of a record of the demo data, read through the API as `email` (not of a resource of
 * one's own rows, where `email` has none).
 */
export async function areaScreens(
  request: APIRequestContext,
  { resources }: AreaFacts,
  email: string,
  which: 'screens' | 'guardedScreens' = 'screens',
) {
  const authorization = `Bearer ${await apiToken(request, email)}`;
  const paths: string[] = [];
  for (const resource of resources) {
    const screens = resource[which];
    if (screens.includes('list')) paths.push(resource.route);
    if (screens.includes('create')) paths.push(`${resource.route}/create`);
    // a record of one's own rows is opened by its owner's tests (app-user-pages.spec.ts)
    if ((!screens.includes('edit') && !screens.includes('copy')) || resource.ownRows) continue;
    const answer = await request.get(`/api${resource.api}?$limit=1`, { headers: { authorization } });
    expect(answer.status(), resource.api).toBe(200);
    const [first] = ((await answer.json()) as { data: Record<string, unknown>[] }).data;
    expect(first, `the demo data has a record of ${resource.name}`).toBeDefined();
    const id = String(first?.[resource.idField]);
    if (screens.includes('edit')) paths.push(`${resource.route}/${id}`);
    if (screens.includes('copy')) paths.push(`${resource.route}/copy/${id}`);
  }
  return paths;
}
