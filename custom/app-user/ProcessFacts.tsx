import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type CustomPageProps, formatDate, useAreaTranslation } from '../../src/console';
import type { OwnProcess } from './appUserTypes';

export const PROCESS_DICTIONARIES = ['processes'];

/** A process's facts for its traveller: dates, status, participants, seat, boarding and documents. */
export function ProcessFacts({ resource, process }: Pick<CustomPageProps, 'resource'> & { process: OwnProcess }) {
  const { t } = useAreaTranslation(resource, PROCESS_DICTIONARIES);
  const label = (field: string) => t(`processes.entities.process.fields.${field}`);
  const rows: [string, string][] = [
    [label('number'), process.number],
    [label('status'), t(`processes.entities.process.enums.status.${process.status}`)],
    [label('journey_start'), formatDate(process.journey_start)],
    [label('journey_end'), formatDate(process.journey_end)],
    [label('participants'), String(process.participants)],
    [label('seat_number'), [process.seat_number, process.seat_type, process.cabin].filter(Boolean).join(' · ')],
    [label('boarding_point'), process.boarding_point ?? ''],
    [label('boarding_time'), process.boarding_time ?? ''],
  ];
  return (
    <Stack spacing={2}>
      <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
        {rows.map(([name, value]) => (
          <Typography key={name} component="div">
            <Typography component="dt" sx={{ display: 'inline', fontWeight: 'bold' }}>
              {name}:
            </Typography>{' '}
            <Typography component="dd" sx={{ display: 'inline', m: 0 }}>
              {value || '–'}
            </Typography>
          </Typography>
        ))}
      </Stack>
      {process.documents.length > 0 && (
        <Stack spacing={0.5}>
          <Typography variant="h6" component="h2">
            {label('documents')}
          </Typography>
          {process.documents.map((document) => (
            <Link key={document.url} href={document.url} target="_blank" rel="noopener noreferrer">
              {document.name}
            </Link>
          ))}
        </Stack>
      )}
    </Stack>
  );
}
