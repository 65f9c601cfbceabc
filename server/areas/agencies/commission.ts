import { sql, type Kysely } from 'kysely';
import type { Tables } from '../../db/tables.ts';
import { badRequest } from '../../errors.ts';
import { berlinDay } from '../../../domain/berlin-time.ts';
import { isCalendarDay } from '../../../domain/calendar-day.ts';
import type { CommissionRow, CommissionStatement } from '../../../domain/agencies/agency-answers.ts';
import type { CallAgency } from './agency-for-call.ts';

/** `GET /agency-commission`: the period (default the current calendar year) and the agency. */
export const commissionQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    from: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    till: { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' },
    agency: { type: 'string', pattern: '^[1-9][0-9]{0,8}$' },
  },
} as const;

export interface CommissionQuery {
  from?: string;
  till?: string;
  agency?: string;
}

const cents = (amount: number) => Math.round(amount * 100) / 100;

/** The statement's period: the days asked for, the current calendar year by default; 400 for no day or a reversed period. */
export function commissionPeriod(query: CommissionQuery, now = new Date()) {
  const year = berlinDay(now).slice(0, 4);
  const from = query.from ?? `${year}-01-01`;
  const till = query.till ?? `${year}-12-31`;
  for (const [field, day] of [
    ['from', from],
    ['till', till],
  ] as const)
    if (!isCalendarDay(day)) throw badRequest(`"${field}" is no day`, [{ field, key: 'error.format' }]);
  if (from > till) throw badRequest('"from" is after "till"', [{ field: 'till', key: 'error.format' }]);
  return { from, till };
}

/**
 * The agency's commission for the period (spec 1 §2 "Provision"): its bookers' firm bookings (status
 * 4) whose journey starts in it, each with the agency's rate of its price, rounded to cents. Without
 * an agency there is nothing to count.
 */
export async function commissionStatement(
  db: Kysely<Tables>,
  agency: CallAgency | null,
  { from, till }: { from: string; till: string },
): Promise<CommissionStatement> {
  const found = agency
    ? await db
        .selectFrom('pc_process')
        .innerJoin('vc_card', 'vc_card.id_vc_card', 'pc_process.vc_card_booker')
        .select([
          'pc_process.id_pc_process',
          'pc_process.number',
          'pc_process.invoice_id',
          'vc_card.name as booker',
          'pc_process.title',
          sql<string>`to_char(pc_process.journey_start, 'YYYY-MM-DD')`.as('journey_start'),
          'pc_process.price',
        ])
        .where('vc_card.agencyId', '=', agency.id_agency)
        .where('pc_process.status', '=', '4')
        .where('pc_process.journey_start', '>=', from)
        .where('pc_process.journey_start', '<=', till)
        .orderBy('pc_process.journey_start')
        .orderBy('pc_process.number')
        .execute()
    : [];
  const rate = agency?.commission_rate ?? 0;
  const rows = found.map((row) => {
    const price = Number(row.price ?? 0);
    return {
      ...row,
      number: row.number ?? '',
      title: row.title ?? '',
      price,
      commission: cents((price * rate) / 100),
    } as CommissionRow;
  });
  return {
    agency: agency && { id_agency: agency.id_agency, name: agency.name, commission_rate: rate },
    from,
    till,
    rows,
    totals: {
      bookings: rows.length,
      price: cents(rows.reduce((sum, row) => sum + row.price, 0)),
      commission: cents(rows.reduce((sum, row) => sum + row.commission, 0)),
    },
  };
}
