import { agenciesArea } from './agencies/area.ts';
import { appArea } from './app/area.ts';
import { bookingArea } from './booking/area.ts';
import { configsArea } from './configs/area.ts';
import { customersArea } from './customers/area.ts';
import { imagesArea } from './images/area.ts';
import { internetArea } from './internet/area.ts';
import { journeysArea } from './journeys/area.ts';
import { newsletterArea } from './newsletter/area.ts';
import { processesArea } from './processes/area.ts';
import { productsArea } from './products/area.ts';
import { systemArea } from './system/area.ts';
import { ticketsArea } from './tickets/area.ts';
import { travelArea } from './travel/area.ts';
import { usersArea } from './users/area.ts';

/**
 * The areas of the product, in the order they seed: an area after those whose demo rows its own
 * refer to. Only the entry points (app wiring, start, seed) import this list; the core never does.
 */
export const areas = [
  systemArea,
  agenciesArea,
  internetArea,
  travelArea,
  journeysArea,
  imagesArea,
  configsArea,
  ticketsArea,
  customersArea,
  processesArea,
  usersArea,
  productsArea,
  bookingArea,
  newsletterArea,
  appArea,
] as const;
