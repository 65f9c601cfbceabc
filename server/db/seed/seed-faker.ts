import { Faker, base, de, en } from '@faker-js/faker';

/** Seeds every generator: change it and every demo and benchmark data set changes with it. */
export const SEED = 20_240_601;

/** A Faker of its own (German, English where German has no data), seeded so that each call to this answers the same sequence. */
export function seededFaker(seed = SEED): Faker {
  return new Faker({ locale: [de, en, base], seed });
}
