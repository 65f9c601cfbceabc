import { PUSH_SEND_PATH, type PushSendRequest } from '../../../domain/app/push-targets';
import { apiRequest } from '../../../src/console-logic';

export const sendPush = (id: number) =>
  apiRequest<Record<string, unknown>>(PUSH_SEND_PATH, {
    method: 'POST',
    body: { id_pushnotifications: id } satisfies PushSendRequest,
  });
