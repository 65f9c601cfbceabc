import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../src/console';
import { ParticipantDialog } from './ParticipantDialog';
import { addressLine, participantName, stopName } from './processState';
import type { Participant, TravelStop } from './processTypes';
import { useProcessBooking } from './useProcessBooking';

interface ParticipantsTabProps {
  id: string;
  /** Whether participants may be changed here: a process the user may update, not shown read-only. */
  editable: boolean;
}

/** The process's participants in the booking system: name, seats, boarding entries, address; one opens in a dialog. */
export function ParticipantsTab({ id, editable }: ParticipantsTabProps) {
  const { t } = useTranslation();
  const state = useProcessBooking(id);
  const [open, setOpen] = useState<number>();
  const { booking, loadError } = state;
  if (loadError) return <Alert severity="error">{errorMessage(loadError, t)}</Alert>;
  if (!booking) return <LinearProgress aria-label={t('processes.screen.participants.loading')} />;
  const participant = booking.participants.find((candidate) => candidate.nr === open);
  return (
    <>
      {booking.participants.length === 0 ? (
        <Alert severity="info">{t('processes.screen.participants.none')}</Alert>
      ) : (
        <Table size="small" aria-label={t('processes.screen.tabs.participants')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('processes.screen.participant.fields.name')}</TableCell>
              <TableCell>{t('processes.screen.participants.seat')}</TableCell>
              <TableCell>{t('processes.screen.participants.boarding')}</TableCell>
              <TableCell>{t('processes.screen.participants.address')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {booking.participants.map((row) => (
              <TableRow key={row.nr} hover sx={{ cursor: 'pointer' }} onClick={() => setOpen(row.nr)}>
                <TableCell>{participantName(row)}</TableCell>
                <TableCell>{[row.sitzhin, row.sitzrueck].filter(Boolean).join(' / ')}</TableCell>
                <TableCell>
                  <BoardingSummary participant={row} stops={booking.stops} />
                </TableCell>
                <TableCell>{row.address ? addressLine(row) : t('processes.screen.participants.noAddress')}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {participant && (
        <ParticipantDialog
          key={participant.nr}
          participant={participant}
          stops={booking.stops}
          editable={editable && booking.editable}
          onSave={state.save}
          onClose={() => setOpen(undefined)}
        />
      )}
    </>
  );
}

/** A participant's boarding entries, one a line: stop, direction, seat. */
function BoardingSummary({ participant, stops }: { participant: Participant; stops: readonly TravelStop[] }) {
  const { t } = useTranslation();
  return participant.zustiege.map((entry, index) => (
    <div key={entry.nr ?? index}>
      {[
        stopName(stops, entry.haltestelle),
        t(`processes.entities.process.enums.direction.${entry.richtung}`),
        entry.platznummer,
      ]
        .filter(Boolean)
        .join(' · ')}
    </div>
  ));
}
