import Box from '@mui/material/Box';
import { MAP_HEIGHT, MAP_WIDTH, outlinePath, project, REFERENCE_TOWNS } from './germany-map';
import type { BusPosition } from '../../domain/app/bus-location';

/** Germany as an outline with reference towns, and the bus as a marker pointing where it heads. */
export function BusMap({ position, label }: { position: BusPosition; label: string }) {
  const bus = project(position.longitude, position.latitude);
  return (
    <Box
      component="svg"
      viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`}
      role="img"
      aria-label={label}
      data-testid="bus-map"
      sx={{ width: '100%', maxWidth: 480, height: 'auto', display: 'block' }}
    >
      <path d={outlinePath()} fill="#eef3f8" stroke="#7a8ca3" strokeWidth={1.5} strokeLinejoin="round" />
      {REFERENCE_TOWNS.map((town) => {
        const { x, y } = project(town.longitude, town.latitude);
        return (
          <g key={town.name}>
            <circle cx={x} cy={y} r={2.5} fill="#55657a" />
            <text x={x + 4} y={y - 4} fontSize={10} fill="#55657a">
              {town.name}
            </text>
          </g>
        );
      })}
      <g transform={`translate(${bus.x.toFixed(1)} ${bus.y.toFixed(1)})`} data-testid="bus-marker">
        <circle r={9} fill="#1565c0" stroke="#ffffff" strokeWidth={2} />
        <path d="M0,-6 L4,4 L0,2 L-4,4 Z" fill="#ffffff" transform={`rotate(${position.heading})`} />
      </g>
    </Box>
  );
}
