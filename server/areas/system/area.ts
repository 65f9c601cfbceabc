import { defineArea } from '../../core/area.ts';

/** Roles and their rights, and the white-label tenants, served by the generic API. */
export const systemArea = defineArea({ name: 'system' });
