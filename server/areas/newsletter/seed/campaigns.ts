import type { Kysely } from 'kysely';
import type { Registry } from '../../../../registry/types.ts';
import { carriesUnsubscribeLink } from '../../../../domain/newsletter/unsubscribe-link.ts';
import { insertMissing } from '../../../db/seed/missing-rows.ts';
import type { Tables } from '../../../db/tables.ts';

/** A demo campaign, its list and template by the names their seeds give them. */
interface DemoCampaign {
  title: string;
  subject: string;
  list: string;
  template: string;
  status: 'draft' | 'scheduled' | 'sent';
  /** When it was sent or is scheduled (ISO). */
  at?: string;
  mailjet_id?: number;
}

/** Three sent in the autumn (Mailjet's mirror of them has statistics), one scheduled, one being written. */
const CAMPAIGNS: readonly DemoCampaign[] = [
  {
    title: 'Herbstreisen 2026',
    subject: 'Goldener Herbst: unsere Reisen im Oktober',
    list: 'Stammkunden Newsletter',
    template: 'Monatsnewsletter',
    status: 'sent',
    at: '2026-09-17T08:00:00Z',
    mailjet_id: 3001,
  },
  {
    title: 'Kreuzfahrt-Special Oktober',
    subject: 'Nur für kurze Zeit: Kreuzfahrten zum Sonderpreis',
    list: 'Kreuzfahrt-Interessenten',
    template: 'Kreuzfahrt-Special',
    status: 'sent',
    at: '2026-10-15T08:00:00Z',
    mailjet_id: 3002,
  },
  {
    title: 'Monatsnewsletter November',
    subject: 'Neu im Programm: Städtereisen und Wintersonne',
    list: 'Stammkunden Newsletter',
    template: 'Monatsnewsletter',
    status: 'sent',
    at: '2026-11-12T09:00:00Z',
    mailjet_id: 3003,
  },
  {
    title: 'Adventsreisen 2026',
    subject: 'Weihnachtsmärkte mit dem Bus: jetzt buchen',
    list: 'Adventsreisen 2026',
    template: 'Adventsreisen',
    status: 'scheduled',
    at: '2026-12-10T08:00:00Z',
    mailjet_id: 3004,
  },
  {
    title: 'Monatsnewsletter Dezember',
    subject: 'Zum Jahresende: Reiseideen für 2027',
    list: 'Stammkunden Newsletter',
    template: 'Monatsnewsletter',
    status: 'draft',
  },
];

/** The id by name, or the first of the others (the lists' and templates' seeds may name them otherwise). */
const byName = <Row extends { name: string }>(rows: readonly Row[], name: string) =>
  (rows.find((row) => row.name === name) ?? rows[0]) as Row;

/**
 * The demo campaigns, after the demo lists and templates (their seeds run first): none when there are
 * no lists or no template with the unsubscribe link. Keeps those there are already (by title).
 */
export async function seedCampaigns(db: Kysely<Tables>, registry: Registry): Promise<Record<string, number>> {
  return db.transaction().execute(async (trx): Promise<Record<string, number>> => {
    const lists = await trx
      .selectFrom('nl_contactslist')
      .select(['id_nl_contactslist', 'name'])
      .where('locked', '=', false)
      .orderBy('id_nl_contactslist')
      .execute();
    const templates = (
      await trx
        .selectFrom('nl_template')
        .select(['id_nl_template', 'name', 'html_part', 'text_part'])
        .orderBy('id_nl_template')
        .execute()
    ).filter(carriesUnsubscribeLink);
    if (lists.length === 0 || templates.length === 0) return {};
    const admin = await trx
      .selectFrom('users')
      .select('id_users')
      .where('email', '=', 'admin@demo.local')
      .executeTakeFirst();
    const subscribed = async (listId: number) =>
      Number(
        (
          await trx
            .selectFrom('nl_contact')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('id_nl_contactslist', '=', listId)
            .where('membership', '=', 'subscribed')
            .where('locked', '=', false)
            .executeTakeFirstOrThrow()
        ).count,
      );
    const rows = [];
    for (const campaign of CAMPAIGNS) {
      const list = byName(lists, campaign.list);
      const sent = campaign.status === 'sent';
      rows.push({
        title: campaign.title,
        subject: campaign.subject,
        sender_name: 'Demo Reisen',
        sender_email: 'newsletter@demo-reisen.example',
        id_nl_contactslist: list.id_nl_contactslist,
        id_nl_template: byName(templates, campaign.template).id_nl_template,
        locale: 'de_DE',
        status: campaign.status,
        scheduled_at: campaign.status === 'scheduled' ? campaign.at : null,
        sent_at: sent ? campaign.at : null,
        sent_by: sent ? (admin?.id_users ?? null) : null,
        recipients: sent ? await subscribed(list.id_nl_contactslist) : null,
        mailjet_id: campaign.mailjet_id ?? null,
      });
    }
    const { added } = await insertMissing(trx, registry, 'newsletter/campaign', 'title', rows);
    return { campaigns: added };
  });
}
