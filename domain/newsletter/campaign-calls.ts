/** The campaign calls (issue 22) as the server serves them and the campaign editor sends them. */

/** A test send goes to at most this many addresses. */
export const TEST_RECIPIENTS_MAX = 10;

/** `POST /newsletter/campaign/{id}/test`: the draft as it is now, to these addresses only; answers 204. */
export interface CampaignTestRequest {
  recipients: string[];
}

/** `POST /newsletter/campaign/{id}/schedule`: Mailjet sends the campaign at `date` (ISO date-time, in the future). */
export interface CampaignScheduleRequest {
  date: string;
}

/**
 * `POST …/schedule`, `DELETE …/schedule`, `POST …/send` and `GET …/status` answer the campaign as the
 * generic read does; these are the fields they change.
 */
export interface CampaignState {
  id_nl_campaign: number;
  status: 'draft' | 'scheduled' | 'sent';
  scheduled_at: string | null;
  sent_at: string | null;
  sent_by: number | null;
  recipients: number | null;
  mailjet_id: number | null;
}

export type CampaignCall = 'test' | 'schedule' | 'send' | 'status';

/** The API path of a campaign call, below the resource's path. */
export const campaignCallPath = (id: number, call: CampaignCall) => `/newsletter/campaign/${id}/${call}`;
