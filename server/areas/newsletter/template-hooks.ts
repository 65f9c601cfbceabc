import { sql, type Kysely } from 'kysely';
import { containsScript, templateNameKey } from '../../../domain/newsletter/template-rules.ts';
import type { EntityHooks } from '../../crud/entity-hooks.ts';
import type { Tables } from '../../db/tables.ts';
import { ApiError } from '../../errors.ts';
import { fromMailjetError, isMailjetNotFound } from './mailjet-errors.ts';
import { syncMailjetTemplate, type TemplateInMailjet } from './mailjet-templates.ts';
import type { NewsletterServices } from './newsletter-context.ts';
import { duplicateTemplate, templateInUse, templateScript } from './template-errors.ts';

/**
 * 409 when another template has the name in any case. Writes of one name take turns (an advisory lock
 * on it), so that two requests cannot both find it free; the unique index on `name` is the last guard.
 */
async function refuseDuplicateName(trx: Kysely<Tables>, name: string, id: number | undefined) {
  const key = templateNameKey(name);
  await sql`select pg_advisory_xact_lock(hashtext(${`nl_template:name:${key}`}))`.execute(trx);
  const other = await trx
    .selectFrom('nl_template')
    .select('id_nl_template')
    .where(sql<string>`lower(trim(name))`, '=', key)
    .$if(id !== undefined, (query) => query.where('id_nl_template', '!=', id as number))
    .executeTakeFirst();
  if (other) throw duplicateTemplate();
}

/**
 * Templates (spec 1 §3, §5): a name no other template has, in any case (kept trimmed); HTML without a
 * script. Each is kept in Mailjet as a template with its content: every change is sent there after our
 * write, in its transaction, so that a refusal there keeps nothing here. A template campaigns use
 * cannot be deleted.
 */
export const templateHooks = ({ mailjet }: NewsletterServices): EntityHooks => ({
  async beforeWrite({ trx, values, before }) {
    const written = { ...values };
    if (typeof values.name === 'string') {
      written.name = values.name.trim();
      if (written.name === '')
        throw new ApiError('Unprocessable', 'A template needs a name', {
          errors: [{ field: 'name', key: 'error.empty' }],
        });
      if (!before || written.name !== before.name)
        await refuseDuplicateName(trx, written.name as string, before?.id_nl_template as number | undefined);
    }
    if (typeof values.html_part === 'string' && containsScript(values.html_part)) throw templateScript();
    return written;
  },

  async beforeDelete({ trx, recordId }) {
    const { campaigns } = await trx
      .selectFrom('nl_campaign')
      .select((eb) => eb.fn.countAll<string>().as('campaigns'))
      .where('id_nl_template', '=', recordId)
      .executeTakeFirstOrThrow();
    if (Number(campaigns) > 0) throw templateInUse(Number(campaigns));
  },

  async afterChange({ trx, action, before, after }) {
    try {
      if (action === 'delete' || action === 'force-delete') {
        const id = before?.mailjet_id;
        if (typeof id === 'number')
          await mailjet.deleteTemplate(id).catch((error: unknown) => {
            if (!isMailjetNotFound(error)) throw error;
          });
        return;
      }
      if (!after) return;
      const template = after as unknown as TemplateInMailjet;
      // The change's answer is this row: it shows the Mailjet ID as stored.
      template.mailjet_id = await syncMailjetTemplate(
        trx,
        mailjet,
        template,
        before as unknown as TemplateInMailjet | undefined,
      );
    } catch (error) {
      throw fromMailjetError(error);
    }
  },
});
