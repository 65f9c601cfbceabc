/** A record's id as a path parameter: what the generic calls take as an id (resource-routes.ts `recordId`). */
export const RECORD_ID_PARAM = { type: 'string', pattern: '^[1-9][0-9]{0,9}$' };

/** The params schema of a ticket call under `{api}/:id/…`. */
export const recordIdParams = { type: 'object', properties: { id: RECORD_ID_PARAM } };
