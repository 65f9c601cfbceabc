import { defineArea } from '../../core/area.ts';

/** Customers (visiting cards) with their contacts, served by the generic API. */
export const customersArea = defineArea({ name: 'customers' });
