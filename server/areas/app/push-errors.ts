import { ApiError } from '../../errors.ts';
import { refusal } from '../../openapi/route-description.ts';

/** 409: a sent push message is sent once, and kept. */
export const pushSent = () =>
  new ApiError('Conflict', 'The push message has been sent', { errors: [{ key: 'app.errors.push_sent' }] });

/** 502: FCM took none of the messages; the push message stays as it was. */
export const pushUnavailable = (cause: unknown) =>
  new ApiError('BadGateway', 'The push service sent nothing', {
    errors: [{ key: 'app.errors.push_unavailable' }],
    cause,
  });

/** 422: the receiver group's target field is empty. */
export const pushTargetMissing = (field: string) =>
  new ApiError('Unprocessable', `The receiver group needs ${field}`, {
    errors: [{ field, key: 'app.errors.push_target_missing' }],
  });

/** 422: 'Nur an den Bus' needs a departure whose bus has a telematics vehicle. */
export const pushBusWithoutVehicle = () =>
  new ApiError('Unprocessable', 'The bus channel needs a departure whose bus has a telematics vehicle', {
    errors: [{ field: 'id_app_departure', key: 'app.errors.push_bus_vehicle' }],
  });

export const pushSentRefusal = refusal('The push message has been sent: `app.errors.push_sent`.');
export const pushUnavailableRefusal = refusal(
  'FCM failed or did not answer for every receiver: `app.errors.push_unavailable`; nothing was marked.',
);
export const pushInvalidRefusal = refusal(
  "The receiver group's target is missing (`app.errors.push_target_missing`) or the bus channel has no departure " +
    'with a telematics vehicle (`app.errors.push_bus_vehicle`).',
);
