import { describe, expect, it } from 'vitest';
import type { MetadataSubject } from '../../server/integrations/openai/metadata-writer.ts';
import { startOpenAiEmulator } from '../../server/integrations/openai/openai-emulator.ts';
import { startOpenAi } from '../../server/integrations/openai/start-openai.ts';

// How the server reaches the AI service: the configured one, or the emulator.

const subject: MetadataSubject = {
  kind: 'artist',
  name: 'Die Wilden Füchse',
  shortDescription: null,
  description: null,
  categories: ['Rock'],
  website: null,
};

describe('startOpenAi', () => {
  it('starts an emulator when no OPENAI_URL is configured, and speaks to it with the model', async () => {
    const openai = await startOpenAi({ openaiModel: 'gpt-4o-mini', openaiEmulatorPort: 0 });
    try {
      expect(await openai.writer.writeMetadata(subject)).toMatchObject({ meta_title: 'Die Wilden Füchse – Rock' });
      expect(openai.emulator?.requests()[0]?.body).toMatchObject({ model: 'gpt-4o-mini' });
    } finally {
      await openai.stop();
    }
    await expect(fetch(`${openai.emulator?.url}/control/requests`)).rejects.toThrow();
  });

  it('starts no emulator when OPENAI_URL and OPENAI_API_KEY are configured, and sends key and model', async () => {
    const service = await startOpenAiEmulator({ apiKey: 'sk-live' });
    const openai = await startOpenAi({
      openaiService: { url: service.url, apiKey: 'sk-live' },
      openaiModel: 'gpt-4.1-mini',
      openaiEmulatorPort: 0,
    });
    try {
      expect(openai.emulator).toBeUndefined();
      expect(await openai.writer.writeMetadata(subject)).toHaveProperty(
        'meta_keywords',
        'Die Wilden Füchse, Rock, artist',
      );
      expect(service.requests()[0]?.body).toMatchObject({ model: 'gpt-4.1-mini' });
    } finally {
      await openai.stop();
      await service.close();
    }
  });
});
