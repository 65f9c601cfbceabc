import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { JourneyCard } from '../components/JourneyCard';
import { StatusMessage } from '../components/StatusMessage';
import { SearchField } from '../components/SearchField';
import { useJourneySearch } from '../hooks/useJourneySearch';
import { messageKeyOf } from '../logic/engine-errors';

const TRANSPORTS = ['bus', 'flight', 'ship'] as const;

/** The start: the destinations and a search for journeys, whose cards open a journey. */
export function StartPage() {
  const { t } = useTranslation();
  const { filters, setFilters, destinations, journeys } = useJourneySearch();
  const [params] = useSearchParams();
  // The language and the agency go with the journey's link.
  const kept = new URLSearchParams([...params].filter(([name]) => name === 'lang' || name === 'agency')).toString();
  const linkSearch = kept ? `?${kept}` : '';
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } };
  return (
    <>
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {t('booking.engine.start.title')}
      </Typography>
      <Box component="form" role="search" onSubmit={(event) => event.preventDefault()} sx={{ ...grid, mb: 3 }}>
        <SearchField
          type="search"
          label={t('booking.engine.start.search')}
          value={filters.search}
          onValue={(search) => setFilters({ search })}
        />
        <SearchField
          label={t('booking.engine.start.destination')}
          value={filters.destination}
          onValue={(destination) => setFilters({ destination })}
          options={[
            <option key="" value="">
              {t('booking.engine.start.anyDestination')}
            </option>,
            ...(destinations.state === 'done' ? destinations.data : []).map((destination) => (
              <option key={destination.id_loc_country} value={destination.id_loc_country}>
                {destination.name} ({destination.journeys})
              </option>
            )),
          ]}
        />
        <SearchField
          type="month"
          label={t('booking.engine.start.month')}
          value={filters.month}
          onValue={(month) => setFilters({ month })}
        />
        <SearchField
          label={t('booking.engine.start.transport')}
          value={filters.transport}
          onValue={(transport) => setFilters({ transport: transport as typeof filters.transport })}
          options={[
            <option key="" value="">
              {t('booking.engine.start.anyTransport')}
            </option>,
            ...TRANSPORTS.map((transport) => (
              <option key={transport} value={transport}>
                {t(`booking.engine.transport.${transport}`)}
              </option>
            )),
          ]}
        />
      </Box>
      {journeys.state === 'failed' && <StatusMessage messageKey={messageKeyOf(journeys.error)} />}
      {journeys.state === 'done' && journeys.data.length === 0 && (
        <Typography>{t('booking.engine.start.noJourneys')}</Typography>
      )}
      {journeys.state === 'done' && (
        <Box sx={grid}>
          {journeys.data.map((journey) => (
            <JourneyCard key={journey.id_jrn_journey} journey={journey} linkSearch={linkSearch} />
          ))}
        </Box>
      )}
    </>
  );
}
