import type { Integration } from '../../core/integration.ts';
import type { MetadataWriter } from './metadata-writer.ts';
import { startOpenAi } from './start-openai.ts';

/** The AI service that writes metadata: at OPENAI_URL, or the OpenAI emulator when none is set. */
export const openaiIntegration: Integration<'openai', MetadataWriter> = {
  name: 'openai',
  async start(config) {
    const openai = await startOpenAi(config);
    return { service: openai.writer, emulatorUrl: openai.emulator?.url, stop: openai.stop };
  },
  emulatorNote: (url) => `AI metadata emulated at ${url}/control/requests (no OPENAI_URL set)`,
};
