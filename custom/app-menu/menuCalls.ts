import { MENU_ORDER_PATH, type MenuOrder } from '../../domain/app/travel-menu';
import { apiRequest } from '../../src/console-logic';

/** Orders a dish of today's journey's menu; the server takes its price from the menu. */
export const orderDish = (order: MenuOrder) => apiRequest<unknown>(MENU_ORDER_PATH, { method: 'POST', body: order });
