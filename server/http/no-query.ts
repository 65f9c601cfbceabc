/** The query schema of a call that takes no query parameters: any it is sent is refused with 400, none ignored. */
export const NO_QUERY = { type: 'object', additionalProperties: false, properties: {} } as const;
