import type { Integration } from '../../core/integration.ts';
import { startStock } from './start-stock.ts';
import type { StockSystem } from './stock-system.ts';

/** Adobe Stock, whose images the image database searches and licenses: at STOCK_URL, or the stock emulator when none is set. */
export const stockIntegration: Integration<'stock', StockSystem> = {
  name: 'stock',
  async start(config) {
    const stock = await startStock(config);
    return { service: stock.system, emulatorUrl: stock.emulator?.url, stop: stock.stop };
  },
  emulatorNote: (url) => `Stock images emulated at ${url}/control/licenses (no STOCK_URL set)`,
};

/** The origins the console may show stock previews from: those of the stock service the app was given, if any. */
export function stockPreviewOrigins(services: Readonly<Record<string, unknown>>): readonly string[] {
  const stock = services.stock as Partial<StockSystem> | undefined;
  return stock?.previewOrigins ?? [];
}
