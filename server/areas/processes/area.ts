import { defineArea } from '../../core/area.ts';

/** Booking processes of customers, served by the generic API. */
export const processesArea = defineArea({ name: 'processes' });
