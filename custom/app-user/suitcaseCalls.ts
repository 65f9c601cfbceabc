import { apiRequest } from '../../src/console-logic';
import type { SuitcaseItem } from './appUserTypes';

export const SUITCASE_PATH = '/appuser/suitcase';
export const SUITCASE_LIST = `${SUITCASE_PATH}?$limit=1000`;

export const packItem = (item: SuitcaseItem, packed: boolean) =>
  apiRequest<SuitcaseItem>(`${SUITCASE_PATH}/${item.id_suitcase_item}`, { method: 'PATCH', body: { packed } });

export const addItem = (label: string, category: string) =>
  apiRequest<SuitcaseItem>(SUITCASE_PATH, { method: 'POST', body: { label, category } });

export const deleteItem = (item: SuitcaseItem) =>
  apiRequest(`${SUITCASE_PATH}/${item.id_suitcase_item}`, { method: 'DELETE' });

export const fillFromTemplate = (id: number) =>
  apiRequest<{ added: SuitcaseItem[] }>('/appuser/suitcase/from-template', {
    method: 'POST',
    body: { id_travelbagtemplates: id },
  });

export interface TemplateChoice {
  id_travelbagtemplates: number;
  short: string;
  item_count: number;
}
