import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type { ReactNode } from 'react';

export interface ChartSeries {
  id: string;
  label: string;
  data: readonly number[];
}

const WIDTH = 800;
const HEIGHT = 260;
const PAD = { left: 48, right: 12, top: 12, bottom: 28 };
const PLOT_W = WIDTH - PAD.left - PAD.right;
const PLOT_H = HEIGHT - PAD.top - PAD.bottom;
const TICKS = 4;

function useColours(count: number) {
  const { palette } = useTheme();
  const colours = [
    palette.primary.main,
    palette.warning.main,
    palette.error.main,
    palette.info.main,
    palette.success.main,
  ];
  return Array.from({ length: count }, (_, index) => colours[index % colours.length]!);
}

/** The frame both charts share: value lines with their labels, the category labels below, a legend. */
function Frame({
  series,
  categories,
  format,
  children,
}: {
  series: readonly ChartSeries[];
  categories: readonly string[];
  format: (value: number) => string;
  children: (scale: { x: (index: number) => number; y: (value: number) => number; step: number }) => ReactNode;
}) {
  const colours = useColours(series.length);
  const top = Math.max(1, ...series.flatMap((line) => line.data));
  const step = PLOT_W / Math.max(1, categories.length);
  const x = (index: number) => PAD.left + step * (index + 0.5);
  const y = (value: number) => PAD.top + PLOT_H - (value / top) * PLOT_H;
  // At most ten labels below, so that they do not overlap.
  const every = Math.ceil(categories.length / 10);
  return (
    <Stack spacing={1}>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 2, justifyContent: 'center' }}>
        {series.map((line, index) => (
          <Stack key={line.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
            <Box sx={{ width: 12, height: 12, bgcolor: colours[index] }} />
            <Typography variant="body2">{line.label}</Typography>
          </Stack>
        ))}
      </Stack>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} width="100%" role="img" style={{ fontSize: 11 }}>
        {Array.from({ length: TICKS + 1 }, (_, tick) => {
          const value = (top / TICKS) * tick;
          return (
            <g key={tick}>
              <line
                x1={PAD.left}
                x2={WIDTH - PAD.right}
                y1={y(value)}
                y2={y(value)}
                stroke="currentColor"
                opacity={0.15}
              />
              <text x={PAD.left - 6} y={y(value) + 4} textAnchor="end" fill="currentColor">
                {format(Math.round(value * 10) / 10)}
              </text>
            </g>
          );
        })}
        {categories.map((category, index) =>
          index % every === 0 ? (
            <text key={category} x={x(index)} y={HEIGHT - 8} textAnchor="middle" fill="currentColor">
              {category.length > 16 ? `${category.slice(0, 15)}…` : category}
            </text>
          ) : null,
        )}
        {children({ x, y, step })}
      </svg>
    </Stack>
  );
}

/** One line per series over the categories (days), a dot at each value with it as its tooltip. */
export function SvgLineChart(props: {
  series: readonly ChartSeries[];
  categories: readonly string[];
  format: (value: number) => string;
}) {
  const colours = useColours(props.series.length);
  return (
    <Frame {...props}>
      {({ x, y }) =>
        props.series.map((line, index) => (
          <g key={line.id} stroke={colours[index]} fill={colours[index]}>
            <path
              fill="none"
              strokeWidth={2}
              d={line.data.map((value, day) => `${day === 0 ? 'M' : 'L'}${x(day)},${y(value)}`).join(' ')}
            />
            {line.data.map((value, day) => (
              <circle key={day} cx={x(day)} cy={y(value)} r={3}>
                <title>{`${props.categories[day]} · ${line.label}: ${props.format(value)}`}</title>
              </circle>
            ))}
          </g>
        ))
      }
    </Frame>
  );
}

/** Bars side by side per category (campaign), one per series, each with its value as its tooltip. */
export function SvgBarChart(props: {
  series: readonly ChartSeries[];
  categories: readonly string[];
  format: (value: number) => string;
}) {
  const colours = useColours(props.series.length);
  return (
    <Frame {...props}>
      {({ x, y, step }) => {
        const width = (step * 0.8) / props.series.length;
        return props.series.map((bars, index) =>
          bars.data.map((value, category) => (
            <rect
              key={`${bars.id}-${category}`}
              x={x(category) - step * 0.4 + width * index}
              y={y(value)}
              width={Math.max(1, width - 1)}
              height={y(0) - y(value)}
              fill={colours[index]}
            >
              <title>{`${props.categories[category]} · ${bars.label}: ${props.format(value)}`}</title>
            </rect>
          )),
        );
      }}
    </Frame>
  );
}
