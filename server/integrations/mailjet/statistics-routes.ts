import { EmulatorError } from '../emulator/emulator-error.ts';
import { dailyCounters, lifetimeCounters } from './mailjet-events.ts';
import { listQuery, page, single } from './mailjet-paging.ts';
import { matching, timestamp, wholeId, type MailjetAnswer, type MailjetRequest } from './mailjet-request.ts';
import type { MailjetStore } from './mailjet-store.ts';
import { campaignRow, counterRow } from './mailjet-wire-rows.ts';

/** `campaign` and `statcounters`; undefined for another route. */
export async function answerStatistics(
  request: MailjetRequest,
  store: MailjetStore,
): Promise<MailjetAnswer | undefined> {
  const match = (pattern: RegExp) => matching(request, pattern);
  const { route, params } = request;
  let found: RegExpExecArray | null;

  if (route === 'GET /campaign') {
    listQuery(params, ['NewsLetter']);
    const draftId = params.get('NewsLetter');
    const rows = store.state.campaigns
      .filter((campaign) => draftId === null || campaign.draftId === wholeId(draftId))
      .map(campaignRow);
    return [200, page(rows, params)];
  }
  if ((found = match(/^GET \/campaign\/([^/]+)$/))) {
    const campaign = store.state.campaigns.find((each) => each.id === wholeId(found![1]!));
    if (!campaign) throw new EmulatorError(404, `Object not found: campaign ${found[1]}`);
    return [200, single(campaignRow(campaign))];
  }
  if (route === 'GET /statcounters') return [200, statCounters(params, store)];
  return undefined;
}

function statCounters(params: URLSearchParams, store: MailjetStore) {
  listQuery(params, ['CounterSource', 'CounterTiming', 'CounterResolution', 'SourceID', 'FromTS', 'ToTS']);
  if (params.get('CounterSource') !== 'Campaign')
    throw new EmulatorError(400, 'CounterSource: the emulator counts for Campaign only');
  if (params.get('CounterTiming') !== 'Message') throw new EmulatorError(400, 'CounterTiming: Message is required');
  const resolution = params.get('CounterResolution');
  if (resolution !== 'Lifetime' && resolution !== 'Day')
    throw new EmulatorError(400, 'CounterResolution: the emulator counts Lifetime or Day');
  const sourceId = wholeId(params.get('SourceID') ?? '');
  const campaign = store.state.campaigns.find((each) => each.id === sourceId);
  const events = campaign ? store.eventsOf(campaign.id) : [];
  if (resolution === 'Lifetime') {
    const rows = campaign ? [counterRow(sourceId, lifetimeCounters(campaign.sentAt, events))] : [];
    return page(rows, params);
  }
  const from = timestamp(params.get('FromTS'), 'FromTS');
  const to = timestamp(params.get('ToTS'), 'ToTS');
  if (from === undefined || to === undefined)
    throw new EmulatorError(400, 'FromTS and ToTS are required for CounterResolution=Day');
  const rows = campaign
    ? dailyCounters(campaign.sentAt, events, { from, to }).map((counts) => counterRow(sourceId, counts))
    : [];
  return page(rows, params);
}
