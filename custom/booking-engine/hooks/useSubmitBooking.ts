import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { HeldBooking } from '../../../domain/booking/engine-api';
import { bookingRequestOf } from '../logic/booking-draft';
import { stepPath } from '../logic/booking-steps';
import { saveToken } from '../logic/draft-storage';
import { callEngine } from '../logic/engine-client';
import { bookingFailure } from '../logic/engine-errors';
import { useBookingFlow } from './useBookingFlow';
import { useEngineSite } from './useEngineSite';

/**
 * "Book with obligation to pay": holds the places and goes to the payment page (in this frame). A
 * refusal shows its texts at the fields, sends the traveller back where it can be fixed, or says why.
 */
export function useSubmitBooking() {
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const { journey, draft, change, setErrors } = useBookingFlow();
  const { settings } = useEngineSite();
  const [sending, setSending] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async () => {
    setSending(true);
    setMessage(null);
    try {
      const held = await callEngine<HeldBooking>('/booking-engine/bookings', {
        method: 'POST',
        body: bookingRequestOf(draft, settings.terms_version, i18n.language),
      });
      saveToken(held.number, held.token);
      setErrors({});
      window.location.assign(held.checkout_url);
    } catch (error) {
      setSending(false);
      const failure = bookingFailure(error);
      if (failure.kind === 'fields') {
        setErrors(failure.errors);
      } else if (failure.kind === 'restart') {
        change({ type: 'clearTravellers' });
        navigate(stepPath(journey.id_jrn_journey, 'options'), { state: { refused: failure.key } });
      } else if (failure.kind === 'dates') {
        navigate(stepPath(journey.id_jrn_journey, 'journey'), { state: { refused: failure.key } });
      } else {
        setMessage(failure.key);
      }
    }
  };
  return { submit, sending, message };
}
