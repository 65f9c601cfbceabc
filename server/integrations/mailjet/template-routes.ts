import { EmulatorError } from '../emulator/emulator-error.ts';
import { listQuery, page, single } from './mailjet-paging.ts';
import {
  content,
  matching,
  optionalText,
  requiredText,
  wholeId,
  type MailjetAnswer,
  type MailjetRequest,
} from './mailjet-request.ts';
import { emptyContent, type MailjetStore } from './mailjet-store.ts';
import type { MailjetTemplatePurpose } from './mailjet-system.ts';
import { contentRow, templateRow } from './mailjet-wire-rows.ts';

const PURPOSES: readonly MailjetTemplatePurpose[] = ['marketing', 'transactional', 'automation'];

/** `template` and its `detailcontent`; undefined for another route. */
export async function answerTemplates(
  request: MailjetRequest,
  store: MailjetStore,
): Promise<MailjetAnswer | undefined> {
  const match = (pattern: RegExp) => matching(request, pattern);
  const { route, params, body } = request;
  let found: RegExpExecArray | null;

  if (route === 'GET /template') {
    return [200, page(store.state.templates.map(templateRow), listQuery(params, []))];
  }
  if (route === 'POST /template') {
    const input = await body();
    const name = requiredText(input, 'Name');
    if (store.state.templates.some((template) => template.name === name))
      throw new EmulatorError(400, `A template with the name "${name}" already exists`);
    const template = {
      id: store.nextId(),
      name,
      author: optionalText(input, 'Author') ?? '',
      description: optionalText(input, 'Description') ?? '',
      locale: optionalText(input, 'Locale') ?? 'en_US',
      ownerType: 'apikey' as const,
      purposes: purposes(input.Purposes ?? []),
      editMode: typeof input.EditMode === 'number' ? input.EditMode : 2,
      createdAt: store.nowIso(),
      content: emptyContent(),
    };
    store.state.templates.push(template);
    return [201, single(templateRow(template))];
  }
  if ((found = match(/^(GET|PUT|DELETE) \/template\/([^/]+)$/))) {
    const template = store.template(wholeId(found[2]!));
    if (found[1] === 'DELETE') {
      store.state.templates.splice(store.state.templates.indexOf(template), 1);
      return [204, null];
    }
    if (found[1] === 'PUT') {
      const change = await body();
      const name = optionalText(change, 'Name');
      if (name !== undefined) {
        if (store.state.templates.some((other) => other !== template && other.name === name))
          throw new EmulatorError(400, `A template with the name "${name}" already exists`);
        template.name = requiredText(change, 'Name');
      }
      template.description = optionalText(change, 'Description') ?? template.description;
      template.locale = optionalText(change, 'Locale') ?? template.locale;
      if (change.Purposes !== undefined) template.purposes = purposes(change.Purposes);
    }
    return [200, single(templateRow(template))];
  }
  if ((found = match(/^(GET|POST|PUT) \/template\/([^/]+)\/detailcontent$/))) {
    const template = store.template(wholeId(found[2]!));
    if (found[1] === 'GET') return [200, single(contentRow(template.content))];
    template.content = content(await body(), found[1] === 'POST' ? emptyContent() : template.content);
    return [found[1] === 'POST' ? 201 : 200, single(contentRow(template.content))];
  }

  return undefined;
}

function purposes(value: unknown): MailjetTemplatePurpose[] {
  if (!Array.isArray(value) || !value.every((purpose) => PURPOSES.includes(purpose)))
    throw new EmulatorError(400, `Purposes: an array of ${PURPOSES.join(', ')}`);
  return value as MailjetTemplatePurpose[];
}
