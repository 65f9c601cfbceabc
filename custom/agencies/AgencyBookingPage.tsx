import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import {
  ConfirmDialog,
  type CustomPageProps,
  DetailSection,
  errorMessage,
  formatDate,
  useAreaTranslation,
  useApiGet,
} from '../../src/console';
import { book, customerPath } from './agencyCalls';
import { AgencyPageHeader } from './AgencyPageHeader';
import { BOOKING_TYPES, type CustomerDetails } from './agencyTypes';
import { bookingBody, draftProblems, emptyDraft, withCustomer, type BookingDraft } from './bookingForm';
import { CustomerPicker, customerName } from './CustomerPicker';
import { DatePicker } from './DatePicker';
import { fieldMessages, NO_MESSAGES } from './fieldMessages';
import { TravellersEditor } from './TravellersEditor';
import { useChosenAgency } from './useChosenAgency';

const BODY_FIELDS = ['kennziffer', 'termin', 'typ', 'travellers'];

/**
 * `/agencies/booking`: books a journey in Ratio for a customer of the agency (a date, the booking
 * type, the travellers, the customer first), after a confirmation that sums it up; the booking
 * made opens. `?customer=<kennziffer>` chooses the customer.
 */
export default function AgencyBookingPage({ resource }: CustomPageProps) {
  const { t } = useAreaTranslation(resource);
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { chooser, agency, rights } = useChosenAgency();
  const mayBook = rights.holds('agencydata-create');
  const [draft, setDraft] = useState<BookingDraft>(emptyDraft);
  const [shown, setShown] = useState(false);
  const [messages, setMessages] = useState(NO_MESSAGES);
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [sending, setSending] = useState(false);
  const named = params.get('customer') ?? undefined;
  const preset = useApiGet<{ data: CustomerDetails }>(named ? customerPath(named) : undefined);
  const [presetTaken, setPresetTaken] = useState(false);
  if (!presetTaken && preset.answer) {
    setPresetTaken(true);
    setDraft((current) => withCustomer(current, preset.answer?.data.address ?? null));
  }

  const problems = draftProblems(draft);
  const message = (field: string) => {
    const answered = messages.byField[field];
    if (answered) return t(answered.key, { ...answered.params, defaultValue: answered.key });
    return shown && problems[field] ? t(problems[field]) : undefined;
  };

  async function send() {
    setSending(true);
    setFailure(undefined);
    try {
      const booked = await book(bookingBody(draft, agency));
      await navigate(`/agencies/vorgang/${booked.id_pc_process}`);
    } catch (caught) {
      const placed = fieldMessages(caught, BODY_FIELDS);
      setMessages(placed);
      if (placed.unplaced) setFailure(errorMessage(caught, t));
      setConfirming(false);
    } finally {
      setSending(false);
    }
  }

  const summary =
    draft.customer && draft.date
      ? t('agencies.booking.summary', {
          journey: draft.date.titel,
          from: formatDate(draft.date.beginn),
          till: formatDate(draft.date.ende),
          type: t(`agencies.booking.types.${draft.typ}`),
          customer: customerName(draft.customer),
          travellers: draft.travellers.map((each) => `${each.vorname} ${each.name}`.trim()).join(', '),
          number: draft.travellers.length,
        })
      : '';

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setShown(true);
        setMessages(NO_MESSAGES);
        if (Object.keys(problems).length === 0) setConfirming(true);
      }}
    >
      <AgencyPageHeader
        title={t('agencies.booking.title')}
        chooser={
          chooser && {
            value: chooser.value,
            onChange: (chosen) => {
              chooser.onChange(chosen);
              setDraft((current) => ({ ...withCustomer(current, null), travellers: [] }));
            },
          }
        }
      />
      {!rights.loading && !mayBook && <Alert severity="info">{t('agencies.booking.notAllowed')}</Alert>}
      {failure && <Alert severity="error">{failure}</Alert>}
      <DetailSection title={t('agencies.booking.what')}>
        <Stack spacing={2}>
          <CustomerPicker
            agency={agency}
            value={draft.customer}
            onChange={(customer) => setDraft((current) => withCustomer(current, customer))}
            error={message('kennziffer')}
          />
          <DatePicker
            value={draft.date}
            onChange={(date) => setDraft((current) => ({ ...current, date }))}
            error={message('termin')}
          />
          <TextField
            select
            label={t('agencies.booking.type')}
            value={draft.typ}
            onChange={(event) =>
              setDraft((current) => ({ ...current, typ: event.target.value as BookingDraft['typ'] }))
            }
            error={message('typ') !== undefined}
            helperText={message('typ')}
          >
            {BOOKING_TYPES.map((typ) => (
              <MenuItem key={typ} value={typ}>
                {t(`agencies.booking.types.${typ}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </DetailSection>
      <DetailSection title={t('agencies.booking.travellers')}>
        {message('travellers') && <Alert severity="error">{message('travellers')}</Alert>}
        <TravellersEditor
          travellers={draft.travellers}
          onChange={(travellers) => setDraft((current) => ({ ...current, travellers }))}
          messages={message}
        />
      </DetailSection>
      <div>
        <Button type="submit" variant="contained" disabled={sending || !mayBook}>
          {t('agencies.booking.submit')}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={t('agencies.booking.confirmTitle')}
        text={summary}
        deleting={sending}
        confirmLabel={t('agencies.booking.confirm')}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void send()}
      />
    </Stack>
  );
}
