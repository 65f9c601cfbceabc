import type { Kysely } from 'kysely';
import { LAST_CAMPAIGNS, type AccountCampaign, type MailjetAccount } from '../../../domain/newsletter/account.ts';
import type { Tables } from '../../db/tables.ts';
import { MailjetError, type MailjetSystem } from '../../integrations/mailjet/mailjet-system.ts';

const count = (db: Kysely<Tables>, table: 'nl_contactslist' | 'nl_contact') =>
  db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('count'));

async function ourCounts(db: Kysely<Tables>) {
  const [lists, contacts, subscribed] = await Promise.all([
    count(db, 'nl_contactslist').executeTakeFirstOrThrow(),
    count(db, 'nl_contact').executeTakeFirstOrThrow(),
    count(db, 'nl_contact').where('membership', '=', 'subscribed').executeTakeFirstOrThrow(),
  ]);
  return { lists: Number(lists.count), contacts: Number(contacts.count), subscribed: Number(subscribed.count) };
}

/** Mailjet's totals, or null when it cannot be reached or fails: the overview shows what we know then. */
async function mailjetTotals(mailjet: MailjetSystem) {
  try {
    const [lists, contacts] = await Promise.all([mailjet.contactsLists({ limit: 1 }), mailjet.contacts({ limit: 1 })]);
    return { lists: lists.total, contacts: contacts.total };
  } catch (error) {
    if (error instanceof MailjetError) return null;
    throw error;
  }
}

const campaignColumns = ['id_nl_campaign', 'title', 'status', 'scheduled_at', 'sent_at'] as const;

function campaignOf(row: {
  id_nl_campaign: number;
  title: string;
  status: AccountCampaign['status'];
  scheduled_at: Date | null;
  sent_at: Date | null;
}): AccountCampaign {
  return {
    ...row,
    scheduled_at: row.scheduled_at?.toISOString() ?? null,
    sent_at: row.sent_at?.toISOString() ?? null,
  };
}

async function campaigns(db: Kysely<Tables>) {
  const [last, scheduled] = await Promise.all([
    db
      .selectFrom('nl_campaign')
      .select(campaignColumns)
      .orderBy('id_nl_campaign', 'desc')
      .limit(LAST_CAMPAIGNS)
      .execute(),
    db
      .selectFrom('nl_campaign')
      .select(campaignColumns)
      .where('status', '=', 'scheduled')
      .orderBy('scheduled_at')
      .orderBy('id_nl_campaign')
      .execute(),
  ]);
  return { lastCampaigns: last.map(campaignOf), scheduledCampaigns: scheduled.map(campaignOf) };
}

/**
 * The account at a glance: our lists and contacts, Mailjet's totals when it answers, and the last and
 * scheduled campaigns for a user who may read campaigns.
 */
export async function mailjetAccount(
  db: Kysely<Tables>,
  mailjet: MailjetSystem,
  readsCampaigns: boolean,
): Promise<MailjetAccount> {
  const [ours, totals, campaignLists] = await Promise.all([
    ourCounts(db),
    mailjetTotals(mailjet),
    readsCampaigns ? campaigns(db) : { lastCampaigns: null, scheduledCampaigns: null },
  ]);
  return { reachable: totals !== null, ...ours, mailjet: totals, ...campaignLists };
}
