import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { tokenWithRights } from './mintedTokens.ts';
import type { TestApp } from './testApp.ts';

type Row = Record<string, unknown>;

/** The rights of an image-database user who may do everything with libraries and own images but use shared ones. */
export const IMAGEDB_RIGHTS = [
  'imagedb-read',
  'imagedb-create',
  'imagedb-update',
  'imagedb-delete',
  'imagedb-upload',
  'imagedb-editinfo',
];

export interface ImageUser {
  name: string;
  token: string;
  id: number;
  call(options: InjectOptions): Promise<LightMyRequestResponse>;
}

/** A new user whose role grants exactly `rights`, with their token, their id and a way to call as them. */
export async function imageUser(testApp: TestApp, name: string, rights: readonly string[]): Promise<ImageUser> {
  const token = await tokenWithRights(testApp.database.db, `${name} ${Date.now()}`, rights);
  const me = await testApp.injectAs(token, { method: 'GET', url: '/api/userdata' });
  const id = me.json<Row>().id_users as number;
  return { name, token, id, call: (options) => testApp.injectAs(token, options) };
}
