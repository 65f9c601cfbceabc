import { defineArea } from '../../core/area.ts';
import { seedProducts } from './seed/seed-products.ts';

/** The product and article groups of the development group (spec 1 §2), superadmin only: JSON but the demo rows. */
export const productsArea = defineArea({
  name: 'products',
  seed: async ({ db, registry }) => seedProducts(db, registry),
});
