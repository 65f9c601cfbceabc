import { useState } from 'react';
import type { ContactMessage } from '../../../domain/booking/engine-api';
import { isEmail } from '../logic/booking-steps';
import { callEngine } from '../logic/engine-client';
import { bookingFailure, type ShownError } from '../logic/engine-errors';

type Values = Omit<ContactMessage, 'journey' | 'phone'> & { phone: string };

/** The contact form: its values, whether it can be sent, and what came of sending it. */
export function useContactForm(journey: number | null) {
  const [values, setValues] = useState<Values>({ name: '', email: '', phone: '', message: '' });
  const [state, setState] = useState<'editing' | 'sending' | 'sent'>('editing');
  const [errors, setErrors] = useState<Record<string, ShownError>>({});
  const [message, setMessage] = useState<string | null>(null);
  const complete = values.name.trim() !== '' && isEmail(values.email) && values.message.trim() !== '';
  const send = async () => {
    setState('sending');
    setMessage(null);
    try {
      await callEngine<void>('/booking-engine/contact', {
        method: 'POST',
        body: { ...values, phone: values.phone || null, journey } satisfies ContactMessage,
      });
      setState('sent');
    } catch (error) {
      setState('editing');
      const failure = bookingFailure(error);
      if (failure.kind === 'fields') setErrors(failure.errors);
      else setMessage('key' in failure ? failure.key : 'booking.errors.loading_failed');
    }
  };
  return {
    values,
    set: (changed: Partial<Values>) => setValues((current) => ({ ...current, ...changed })),
    complete,
    state,
    errors,
    message,
    send,
  };
}
