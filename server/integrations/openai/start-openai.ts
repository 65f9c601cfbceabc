import type { Config } from '../../config.ts';
import type { MetadataWriter } from './metadata-writer.ts';
import { createOpenAiClient } from './openai-client.ts';
import { startOpenAiEmulator, type OpenAiEmulator } from './openai-emulator.ts';

export interface OpenAiService {
  writer: MetadataWriter;
  /** Present when no OPENAI_URL is configured: the client speaks to it instead. */
  emulator?: OpenAiEmulator;
  stop(): Promise<void>;
}

/** The AI service's client: for OPENAI_URL when configured, else for an emulator started on loopback. */
export async function startOpenAi(
  config: Pick<Config, 'openaiService' | 'openaiModel' | 'openaiEmulatorPort'>,
): Promise<OpenAiService> {
  const model = config.openaiModel;
  if (config.openaiService) {
    const { url, apiKey } = config.openaiService;
    return { writer: createOpenAiClient({ baseUrl: url, apiKey, model }), stop: async () => {} };
  }
  const emulator = await startOpenAiEmulator({ port: config.openaiEmulatorPort });
  const writer = createOpenAiClient({ baseUrl: emulator.url, apiKey: emulator.apiKey, model });
  return { writer, emulator, stop: () => emulator.close() };
}
