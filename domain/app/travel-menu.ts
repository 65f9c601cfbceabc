/** What the travel menu call answers (`GET /appuser/travelmenu`), as the server writes it and the console reads it. */

/** The courses of a menu, in the order a day shows them. */
export const COURSES = ['breakfast', 'starter', 'main', 'dessert', 'snack', 'drink'] as const;
export type Course = (typeof COURSES)[number];

export interface MenuItem {
  course: Course;
  name: string;
  /** In euro; null where the menu names no price. */
  price: number | null;
}

/** The menu of the departure the user is on today, by the journey's days that have dishes; none without one. */
export interface TravelMenu {
  departure: { id: number; title: string; journey_start: string; journey_end: string; bus_name: string | null } | null;
  days: { day: number; date: string; items: MenuItem[] }[];
}

/** An order from the menu (`POST /appuser/travelmenu/order`): the dish by its name on that day. */
export interface MenuOrder {
  day: number;
  name: string;
  quantity: number;
}

export const TRAVEL_MENU_PATH = '/appuser/travelmenu';
export const MENU_ORDER_PATH = `${TRAVEL_MENU_PATH}/order`;
