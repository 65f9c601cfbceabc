import { COURSES, type MenuItem, type TravelMenu } from '../../../domain/app/travel-menu.ts';
import type { Departure } from './current-departure.ts';
import { dateOfDay } from './departure-rules.ts';

export const NO_MENU: TravelMenu = { departure: null, days: [] };

/** The menu's rows as items, a missing course read as the entity's default (`main`). */
export function menuItems(departure: Departure): (MenuItem & { day: number })[] {
  return departure.menu.map((row) => ({
    day: row.day,
    course: row.course ?? 'main',
    name: row.name,
    price: row.price ?? null,
  }));
}

/** The days that have dishes, in order; within a day the courses in their order, dishes as entered. */
export function travelMenu(departure: Departure): TravelMenu {
  const byDay = new Map<number, MenuItem[]>();
  for (const { day, ...item } of menuItems(departure)) byDay.set(day, [...(byDay.get(day) ?? []), item]);
  const courseOrder = (item: MenuItem) => COURSES.indexOf(item.course);
  return {
    departure: {
      id: departure.id_app_departure,
      title: departure.title,
      journey_start: departure.journey_start,
      journey_end: departure.journey_end,
      bus_name: departure.bus_name,
    },
    days: [...byDay.entries()]
      .sort(([a], [b]) => a - b)
      .map(([day, items]) => ({
        day,
        date: dateOfDay(departure.journey_start, day),
        // Array.prototype.sort is stable: dishes of one course keep their order.
        items: items.sort((a, b) => courseOrder(a) - courseOrder(b)),
      })),
  };
}
