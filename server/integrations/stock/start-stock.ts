import type { Config } from '../../config.ts';
import { createStockClient } from './stock-client.ts';
import { startStockEmulator, type StockEmulator } from './stock-emulator.ts';
import type { StockSystem } from './stock-system.ts';

export interface StockService {
  system: StockSystem;
  /** Present when no STOCK_URL is configured: the client speaks to it instead. */
  emulator?: StockEmulator;
  stop(): Promise<void>;
}

/** Adobe Stock's client: for STOCK_URL when configured, else for an emulator started on loopback. */
export async function startStock(
  config: Pick<Config, 'stockSystem' | 'stockProduct' | 'stockEmulatorPort'>,
): Promise<StockService> {
  const product = config.stockProduct;
  if (config.stockSystem) {
    const { url, apiKey, accessToken, thumbnailOrigins } = config.stockSystem;
    const system = createStockClient({ baseUrl: url, apiKey, accessToken, product, previewOrigins: thumbnailOrigins });
    return { system, stop: async () => {} };
  }
  const emulator = await startStockEmulator({ port: config.stockEmulatorPort });
  const { url, apiKey, accessToken } = emulator;
  const system = createStockClient({ baseUrl: url, apiKey, accessToken, product, previewOrigins: [url] });
  return { system, emulator, stop: () => emulator.close() };
}
