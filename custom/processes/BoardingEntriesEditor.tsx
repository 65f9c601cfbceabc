import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { useTranslation } from 'react-i18next';
import type { FieldProblem } from './processState';
import { SEAT_LENGTH, stopName } from './processState';
import type { BoardingEntry, Direction, TravelStop } from './processTypes';

interface BoardingEntriesEditorProps {
  entries: readonly BoardingEntry[];
  stops: readonly TravelStop[];
  editable: boolean;
  /** The server's refusals, an entry's at `zustiege.{index}.{field}`. */
  problems: Readonly<Record<string, FieldProblem>>;
  say: (problem: FieldProblem) => string;
  onChange: (entries: BoardingEntry[]) => void;
}

const DIRECTIONS: readonly Direction[] = ['H', 'R'];
/** The select's value for an entry without a stop, which Ratio's saving stops at (spec 1 §5). */
const NO_STOP = '';

/**
 * A participant's boarding entries in order: stop (by its name on the date's route), direction, seat.
 * Entries are added here; Ratio deletes none, so only a new entry not yet saved can be taken away.
 */
export function BoardingEntriesEditor({
  entries,
  stops,
  editable,
  problems,
  say,
  onChange,
}: BoardingEntriesEditorProps) {
  const { t } = useTranslation();
  const change = (index: number, values: Partial<BoardingEntry>) =>
    onChange(entries.map((entry, at) => (at === index ? { ...entry, ...values } : entry)));
  return (
    <section>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        {t('processes.screen.participant.groups.boarding')}
      </Typography>
      <Stack spacing={1.5}>
        {entries.map((entry, index) => {
          const problem = problems[`zustiege.${index}.haltestelle`];
          const seatProblem = problems[`zustiege.${index}.platznummer`];
          const label = (name: string) => t(`processes.screen.boarding.${name}`, { entry: index + 1 });
          return (
            <Stack key={entry.nr ?? `new-${index}`} direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <TextField
                select
                size="small"
                sx={{ minWidth: 260 }}
                label={label('stop')}
                value={entry.haltestelle === null ? NO_STOP : String(entry.haltestelle)}
                disabled={!editable}
                error={problem !== undefined}
                helperText={problem ? say(problem) : undefined}
                onChange={(event) =>
                  change(index, { haltestelle: event.target.value === NO_STOP ? null : Number(event.target.value) })
                }
              >
                <MenuItem value={NO_STOP}>{t('processes.screen.boarding.noStop')}</MenuItem>
                {entry.haltestelle !== null && !stops.some((stop) => stop.haltestelle === entry.haltestelle) && (
                  <MenuItem value={String(entry.haltestelle)}>{stopName(stops, entry.haltestelle)}</MenuItem>
                )}
                {stops.map((stop) => (
                  <MenuItem key={stop.id} value={String(stop.haltestelle)}>
                    {stopName(stops, stop.haltestelle)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                select
                size="small"
                sx={{ minWidth: 140 }}
                label={label('direction')}
                value={entry.richtung}
                disabled={!editable}
                onChange={(event) => change(index, { richtung: event.target.value as Direction })}
              >
                {DIRECTIONS.map((direction) => (
                  <MenuItem key={direction} value={direction}>
                    {t(`processes.entities.process.enums.direction.${direction}`)}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                size="small"
                label={label('seat')}
                value={entry.platznummer ?? ''}
                disabled={!editable}
                error={seatProblem !== undefined}
                helperText={seatProblem ? say(seatProblem) : undefined}
                slotProps={{ htmlInput: { maxLength: SEAT_LENGTH } }}
                onChange={(event) => change(index, { platznummer: event.target.value })}
              />
              {editable && !entry.nr && (
                <IconButton
                  aria-label={label('remove')}
                  onClick={() => onChange(entries.filter((_entry, at) => at !== index))}
                >
                  <DeleteOutline />
                </IconButton>
              )}
            </Stack>
          );
        })}
        {entries.length === 0 && (
          <Typography variant="body2" color="text.secondary">
            {t('processes.screen.boarding.none')}
          </Typography>
        )}
        {editable && (
          <Button
            sx={{ alignSelf: 'flex-start' }}
            onClick={() => onChange([...entries, { nr: null, haltestelle: null, richtung: 'H', platznummer: null }])}
          >
            {t('processes.screen.boarding.add')}
          </Button>
        )}
      </Stack>
    </section>
  );
}
