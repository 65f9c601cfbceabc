import { describe, expect, it } from 'vitest';
import { LANGUAGE_CODES } from '../../domain/language-codes.ts';
import { seedAdministration } from '../../server/areas/app/seed/administration.ts';
import { demoPushMessages } from '../../server/areas/app/seed/push-messages.ts';
import { seedPush } from '../../server/areas/app/seed/push.ts';
import { superadminApp } from './support/superadminApp.ts';
import { repositoryRegistry } from './support/testApp.ts';

// The demo push messages are translated: after the push seed and the administration seed (which
// writes the demo translations), each of the twenty has its title, short text and message in all
// eleven languages, the ten besides German differing from the German text.

const api = superadminApp();
const others = LANGUAGE_CODES.filter((language) => language !== 'de');

describe('the demo push messages’ translations', () => {
  it('gives each of the twenty demo messages its texts in all eleven languages', async () => {
    const { db } = api.app.database;
    const context = { db, registry: repositoryRegistry };
    await seedPush(context);
    await seedAdministration(context);

    const demo = demoPushMessages();
    const messages = await db
      .selectFrom('app_pushnotifications')
      .select(['id_pushnotifications as id', 'title', 'short', 'message'])
      .where(
        'title',
        'in',
        demo.map((push) => push.title),
      )
      .execute();
    expect(messages).toHaveLength(demo.length);

    const rows = await db
      .selectFrom('app_translations')
      .select(['type_id', 'texts'])
      .where('type', '=', 'pushnotification')
      .where(
        'type_id',
        'in',
        messages.map((push) => push.id),
      )
      .execute();
    const textsOf = new Map(rows.map((row) => [row.type_id, row.texts]));

    for (const push of messages) {
      const texts = textsOf.get(push.id);
      expect(texts, push.title).toBeDefined();
      for (const field of ['title', 'short', 'message'] as const) {
        const german = push[field];
        const translated = texts?.[field] ?? {};
        expect(translated.de, `${push.title}: ${field}`).toBe(german);
        for (const language of others) {
          expect(translated[language], `${push.title}: ${field} in ${language}`).toBeTruthy();
          expect(translated[language], `${push.title}: ${field} in ${language}`).not.toBe(german);
        }
      }
    }
  });
});
