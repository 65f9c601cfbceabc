/** Who a push message goes to (spec 1 §3 Push notification). */
export const RECEIVER_GROUPS = ['all', 'selected', 'journey', 'bus', 'date', 'survey', 'drivers'] as const;
export type ReceiverGroup = (typeof RECEIVER_GROUPS)[number];

/** The fields that name a group's receivers. */
export type TargetField = 'receivers' | 'id_app_departure' | 'receiver_date' | 'id_survey';
export const TARGET_FIELDS: readonly TargetField[] = ['receivers', 'id_app_departure', 'receiver_date', 'id_survey'];

/** The field each group needs filled; all customers and the drivers need none. */
export const TARGET_FIELD: Readonly<Record<ReceiverGroup, TargetField | undefined>> = {
  all: undefined,
  selected: 'receivers',
  journey: 'id_app_departure',
  bus: 'id_app_departure',
  date: 'receiver_date',
  survey: 'id_survey',
  drivers: undefined,
};

const filled = (value: unknown) =>
  Array.isArray(value) ? value.length > 0 : value !== null && value !== undefined && value !== '';

/** The target field the message's group needs and lacks, if any. */
export function missingTarget(message: Readonly<Record<string, unknown>>): TargetField | undefined {
  const field = TARGET_FIELD[message.receiver_group as ReceiverGroup];
  return field && !filled(message[field]) ? field : undefined;
}

/** FCM's topic names allow `[a-zA-Z0-9-_.~%]`: anything else in an ID becomes `_`. */
const topicPart = (value: string | number) => String(value).replace(/[^a-zA-Z0-9-_.~%]/g, '_');

/** The topic the app subscribes to on a journey in the bus with this telematics vehicle ('Nur an den Bus'). */
export const busTopic = (vehicleId: string) => `bus-${topicPart(vehicleId)}`;
/** The topic the app subscribes to when its user takes part in a survey. */
export const surveyTopic = (surveyId: number) => `survey-${topicPart(surveyId)}`;

/** The installs of the tenant's channel that chose the topic. */
export const channelTopicCondition = (channel: string, topic: string) =>
  `'${topicPart(channel)}' in topics && '${topicPart(topic)}' in topics`;

/** What a send did for one receiver group (or one topic message): receivers reached, failed, without a device. */
export interface PushReportEntry {
  group: string;
  /** The topic or condition of a topic message; absent for messages to the receivers' devices. */
  topic?: string;
  sent: number;
  failed: number;
  unregistered: number;
}

/**
 * A send attempt's verdict from what it tried (receivers, or one topic message): `sent` when nothing
 * failed, `partial` when something failed and something went, `nothing` when all it tried failed.
 */
export function pushOutcome({ sent, failed }: { sent: number; failed: number }): 'sent' | 'partial' | 'nothing' {
  if (failed === 0) return 'sent';
  return sent > 0 ? 'partial' : 'nothing';
}

/** Whether the form shows a target field for the receiver group: only the group's own. */
export const showsTarget = (group: unknown, field: string) =>
  !(TARGET_FIELDS as readonly string[]).includes(field) || TARGET_FIELD[group as ReceiverGroup] === field;

/** The call that sends a push message (spec 2 §7 `POST /fcm`). */
export const PUSH_SEND_PATH = '/fcm';
export interface PushSendRequest {
  id_pushnotifications: number;
}
