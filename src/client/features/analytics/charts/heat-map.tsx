// Popular days and hours: a weekday × hour grid shaded by how many bookings start there, drawn in SVG. Its words
// come from the page (`weekdays`, `hourLabel`, `cellTitle`, `legend`), in the app's language: the chart's lazily
// loaded chunk holds no catalog.
import { heatLevel, labelStride } from '../analytics-format.ts';
import { useElementWidth } from './use-element-width.ts';

const LEVEL_CLASSES = [
  'fill-muted',
  'fill-emerald-200',
  'fill-emerald-400',
  'fill-emerald-600',
  'fill-emerald-800',
];
const LEGEND_CLASSES = ['bg-muted', 'bg-emerald-200', 'bg-emerald-400', 'bg-emerald-600', 'bg-emerald-800'];
const PAD = { top: 4, right: 4, bottom: 24, left: 40 };

export function HeatMap({
  matrix,
  max,
  hours,
  label,
  weekdays,
  hourLabel,
  cellTitle,
  legend,
}: {
  /** matrix[d][h]: bookings on weekday d (0 = Monday) starting in local hour h. */
  matrix: number[][];
  max: number;
  /** The hours (columns) to draw. */
  hours: number[];
  label: string;
  /** The rows' names, Monday first ('Mon'). */
  weekdays: string[];
  /** An hour's name ('9 AM'). */
  hourLabel: (hour: number) => string;
  /** A cell's tooltip ('Mon 9 AM: 2 bookings'). */
  cellTitle: (day: string, hour: number, bookings: number) => string;
  legend: { fewer: string; more: string };
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const plotWidth = width - PAD.left - PAD.right;
  // Columns share the width; rows stay at most 32 px tall so a wide screen does not make a tall grid.
  const cellW = Math.max(10, Math.min(64, Math.floor(plotWidth / Math.max(1, hours.length))));
  const cellH = Math.max(14, Math.min(cellW, 32));
  const gap = cellW > 16 ? 3 : 2;
  const height = PAD.top + cellH * 7 + PAD.bottom;
  // An hour's label takes ~6.5 px a character at 11 px ('10:00 ص' is wider than '9 AM'); at least 44 px each.
  const labelWidth = Math.max(44, 8 + 6.5 * Math.max(...hours.map((hour) => hourLabel(hour).length)));
  const stride = labelStride(hours.length, Math.max(2, Math.floor(plotWidth / labelWidth)));
  return (
    <div ref={ref} className="grid w-full gap-2">
      <svg
        width="100%"
        height={height}
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="block"
      >
        {weekdays.map((day, d) => (
          <g key={day}>
            <text
              x={PAD.left - 8}
              y={PAD.top + d * cellH + cellH / 2}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {day}
            </text>
            {hours.map((hour, i) => {
              const value = matrix[d]?.[hour] ?? 0;
              return (
                <rect
                  key={hour}
                  x={PAD.left + i * cellW}
                  y={PAD.top + d * cellH}
                  width={cellW - gap}
                  height={cellH - gap}
                  rx={3}
                  className={LEVEL_CLASSES[heatLevel(value, max)]}
                >
                  <title>{cellTitle(day, hour, value)}</title>
                </rect>
              );
            })}
          </g>
        ))}
        {hours.map((hour, i) =>
          i % stride === 0 ? (
            <text
              key={hour}
              x={PAD.left + i * cellW + (cellW - gap) / 2}
              y={height - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {hourLabel(hour)}
            </text>
          ) : null,
        )}
      </svg>
      <div className="flex items-center justify-end gap-1.5 text-xs text-muted-foreground" aria-hidden="true">
        {legend.fewer}
        {LEGEND_CLASSES.map((bg) => (
          <span key={bg} className={`size-3 rounded-sm ${bg}`} />
        ))}
        {legend.more}
      </div>
    </div>
  );
}
