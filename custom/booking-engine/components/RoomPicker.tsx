import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from './TextInput';
import { useTranslation } from 'react-i18next';
import { MAX_ROOMS, type EngineHotel } from '../../../domain/booking/engine-api';
import type { BookingDraft, DraftChange } from '../logic/booking-draft';

interface RoomPickerProps {
  hotels: EngineHotel[];
  draft: BookingDraft;
  change: (change: DraftChange) => void;
  roomsLeft: (room: number) => number | undefined;
}

const range = (from: number, to: number) =>
  Array.from({ length: Math.max(to - from + 1, 0) }, (_, index) => from + index);

/** The hotel and its rooms: each room of a kind, with persons within its capacity, up to MAX_ROOMS rooms. */
export function RoomPicker({ hotels, draft, change, roomsLeft }: RoomPickerProps) {
  const { t } = useTranslation();
  const hotel = hotels.find((candidate) => candidate.id_htl_hotel === draft.hotel) ?? hotels[0];
  if (!hotel) return null;
  const roomKind = (id: number) => hotel.rooms.find((room) => room.id_htl_room === id);
  const left = (id: number) => {
    const remaining = roomsLeft(id);
    return remaining === undefined ? '' : ` – ${t('booking.engine.rooms.left', { rooms: remaining })}`;
  };
  const first = hotel.rooms[0];
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {hotels.length > 1 && (
        <TextInput
          label={t('booking.engine.rooms.hotel')}
          value={hotel.id_htl_hotel}
          onValue={(id) => change({ type: 'hotel', id: Number(id) })}
          options={hotels.map((candidate) => (
            <option key={candidate.id_htl_hotel} value={candidate.id_htl_hotel}>
              {candidate.name}
              {candidate.city ? `, ${candidate.city}` : ''}
            </option>
          ))}
        />
      )}
      {hotels.length === 1 && <strong>{hotel.name}</strong>}
      {draft.rooms.map((room, index) => {
        const kind = roomKind(room.id_htl_room);
        return (
          <Box
            key={index}
            role="group"
            aria-label={t('booking.engine.rooms.room', { number: index + 1 })}
            sx={{
              display: 'grid',
              gap: 1,
              gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr auto' },
              alignItems: 'center',
            }}
          >
            <TextInput
              label={t('booking.engine.rooms.room', { number: index + 1 })}
              value={room.id_htl_room}
              onValue={(id) => {
                const next = roomKind(Number(id));
                if (!next) return;
                const persons = Math.min(Math.max(room.persons, next.min_capacity), next.max_capacity);
                change({ type: 'room', index, id_htl_room: next.id_htl_room, persons });
              }}
              options={hotel.rooms.map((kindOption) => (
                <option key={kindOption.id_htl_room} value={kindOption.id_htl_room}>
                  {kindOption.name}
                  {left(kindOption.id_htl_room)}
                </option>
              ))}
            />
            <TextInput
              label={t('booking.engine.rooms.persons')}
              value={room.persons}
              onValue={(persons) =>
                change({ type: 'room', index, id_htl_room: room.id_htl_room, persons: Number(persons) })
              }
              options={range(kind?.min_capacity ?? 1, kind?.max_capacity ?? 1).map((persons) => (
                <option key={persons} value={persons}>
                  {persons}
                </option>
              ))}
            />
            <Button color="error" onClick={() => change({ type: 'removeRoom', index })}>
              {t('booking.engine.rooms.remove')}
            </Button>
          </Box>
        );
      })}
      {draft.rooms.length >= MAX_ROOMS ? (
        <Alert severity="warning">{t('booking.errors.max_rooms')}</Alert>
      ) : (
        first && (
          <Button
            variant="outlined"
            onClick={() =>
              change({
                type: 'addRoom',
                hotel: hotel.id_htl_hotel,
                id_htl_room: first.id_htl_room,
                persons: Math.min(Math.max(2, first.min_capacity), first.max_capacity),
              })
            }
          >
            {t('booking.engine.rooms.add')}
          </Button>
        )
      )}
    </Box>
  );
}
