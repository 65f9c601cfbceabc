import { createContext, useContext } from 'react';
import type { WidgetComponent } from './types';

/** Widgets a bespoke page chooses for fields of its form, by schema path (`dates`): before every other. */
export type PageWidgetTable = Readonly<Record<string, WidgetComponent>>;

export const PageWidgets = createContext<PageWidgetTable>({});

export const usePageWidgets = (): PageWidgetTable => useContext(PageWidgets);
