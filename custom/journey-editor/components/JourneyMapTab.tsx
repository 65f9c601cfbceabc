import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { useSetting } from '../../../src/console';
import { mapView, TILE_SIZE, tileAddress } from '../state/mapView';
import { useJourneyPlaces } from '../state/useJourneyPlaces';

const WIDTH = 800;
const HEIGHT = 450;

/**
 * The journey map: the itinerary's stops, joined in day order, and the boarding points, over the tiles
 * of the tile server the settings name (`map_tile_url`), or on a plain background without one.
 */
export default function JourneyMapTab() {
  const { t } = useTranslation();
  const theme = useTheme();
  const template = useSetting('map_tile_url');
  const { stops, points, places } = useJourneyPlaces((row, index) =>
    typeof row.title === 'string' && row.title ? row.title : t('journeyEditor.map.day', { number: index + 1 }),
  );
  const view = mapView(places, WIDTH, HEIGHT);
  const drawnStops = view.places.filter((place) => place.kind === 'stop');
  const tiles = typeof template === 'string' && template ? view.tiles : [];
  if (places.length === 0)
    return (
      <Typography color="text.secondary" data-testid="journey-map-empty">
        {t('journeyEditor.map.empty')}
      </Typography>
    );
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={t('journeyEditor.map.title', { stops: stops.length, points: points.length })}
        data-testid="journey-map"
        sx={{ width: '100%', maxWidth: WIDTH, display: 'block', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        <rect width={WIDTH} height={HEIGHT} fill={theme.palette.grey[100]} />
        {tiles.map((tile) => (
          <image
            key={`${tile.x}-${tile.y}-${tile.left}`}
            href={tileAddress(template as string, tile)}
            x={tile.left}
            y={tile.top}
            width={TILE_SIZE}
            height={TILE_SIZE}
          />
        ))}
        {drawnStops.length > 1 && (
          <polyline
            points={drawnStops.map(({ x, y }) => `${x},${y}`).join(' ')}
            fill="none"
            stroke={theme.palette.primary.main}
            strokeWidth={3}
            strokeOpacity={0.7}
          />
        )}
        {view.places.map((place, index) =>
          place.kind === 'stop' ? (
            <g key={`stop-${index}`} data-testid="map-stop">
              <title>{place.label}</title>
              <circle
                cx={place.x}
                cy={place.y}
                r={11}
                fill={theme.palette.primary.main}
                stroke="white"
                strokeWidth={2}
              />
              <text x={place.x} y={place.y + 4} textAnchor="middle" fontSize={11} fill="white">
                {drawnStops.indexOf(place) + 1}
              </text>
            </g>
          ) : (
            <g key={`boarding-${index}`} data-testid="map-boarding-point">
              <title>{place.label}</title>
              <rect
                x={place.x - 7}
                y={place.y - 7}
                width={14}
                height={14}
                fill={theme.palette.secondary.main}
                stroke="white"
                strokeWidth={2}
              />
            </g>
          ),
        )}
      </Box>
      <List dense aria-label={t('journeyEditor.map.places')}>
        {stops.map((place, index) => (
          <ListItem key={`stop-${index}`} disableGutters>
            <ListItemText
              primary={`${index + 1}. ${place.label}`}
              secondary={`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`}
            />
          </ListItem>
        ))}
        {points.map((place, index) => (
          <ListItem key={`boarding-${index}`} disableGutters>
            <ListItemText
              primary={t('journeyEditor.map.boardingPoint', { name: place.label })}
              secondary={`${place.latitude.toFixed(4)}, ${place.longitude.toFixed(4)}`}
            />
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
