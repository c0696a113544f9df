// Vertical bars (or a line with area) over ordered categories, drawn in SVG. The figure is summarised for
// assistive technology by `label`; the exact values are in the table the chart frame offers beside it.
import { chartTicks, labelStride } from '../analytics-format.ts';
import { useElementWidth } from './use-element-width.ts';

/** `key` is unique within a chart (a date, a weekday number). */
export type ChartPoint = { key: string; label: string; value: number };

const HEIGHT = 220;
const PAD = { top: 12, right: 8, bottom: 28, left: 52 };

export function ColumnChart({
  data,
  label,
  formatValue,
  formatAxis,
  variant = 'bar',
  wholeNumbers = false,
  colorClass = 'fill-emerald-600',
  strokeClass = 'stroke-emerald-600',
}: {
  data: ChartPoint[];
  label: string;
  formatValue: (value: number) => string;
  formatAxis: (value: number) => string;
  variant?: 'bar' | 'line';
  /** Counts: axis ticks on whole numbers only. */
  wholeNumbers?: boolean;
  colorClass?: string;
  strokeClass?: string;
}) {
  const [ref, width] = useElementWidth<HTMLDivElement>();
  const max = Math.max(0, ...data.map((d) => d.value));
  const ticks = chartTicks(max, { whole: wholeNumbers });
  const top = ticks[ticks.length - 1] ?? 1;
  const plotWidth = width - PAD.left - PAD.right;
  const plotHeight = HEIGHT - PAD.top - PAD.bottom;
  const slot = data.length > 0 ? plotWidth / data.length : plotWidth;
  const barWidth = Math.max(2, Math.min(40, slot * 0.7));
  const y = (value: number) => PAD.top + plotHeight - (value / top) * plotHeight;
  const x = (index: number) => PAD.left + slot * index + slot / 2;
  const stride = labelStride(data.length, Math.max(2, Math.floor(plotWidth / 70)));
  const linePath = data
    .map((d, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)},${y(d.value).toFixed(1)}`)
    .join(' ');
  const baseline = PAD.top + plotHeight;
  const areaPath =
    data.length > 0
      ? `${linePath} L${x(data.length - 1).toFixed(1)},${baseline} L${x(0).toFixed(1)},${baseline} Z`
      : '';

  return (
    <div ref={ref} className="w-full">
      <svg
        width="100%"
        height={HEIGHT}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        role="img"
        aria-label={label}
        className="block overflow-visible"
      >
        {ticks.map((tick) => (
          <g key={tick}>
            <line x1={PAD.left} x2={width - PAD.right} y1={y(tick)} y2={y(tick)} className="stroke-border" />
            <text
              x={PAD.left - 8}
              y={y(tick)}
              dy="0.32em"
              textAnchor="end"
              className="fill-muted-foreground text-[11px]"
            >
              {formatAxis(tick)}
            </text>
          </g>
        ))}
        {variant === 'bar' ? (
          data.map((d, i) => {
            const h = Math.max(0, baseline - y(d.value));
            return (
              <rect
                key={d.key}
                x={x(i) - barWidth / 2}
                y={baseline - h}
                width={barWidth}
                height={h}
                rx={Math.min(4, barWidth / 4)}
                className={colorClass}
              >
                <title>{`${d.label}: ${formatValue(d.value)}`}</title>
              </rect>
            );
          })
        ) : (
          <>
            <path d={areaPath} className={`${colorClass} opacity-15`} />
            <path d={linePath} fill="none" strokeWidth={2} strokeLinejoin="round" className={strokeClass} />
            {data.length <= 60
              ? data.map((d, i) => (
                  <circle
                    key={d.key}
                    cx={x(i)}
                    cy={y(d.value)}
                    r={3}
                    className={`${colorClass} stroke-white`}
                  >
                    <title>{`${d.label}: ${formatValue(d.value)}`}</title>
                  </circle>
                ))
              : null}
          </>
        )}
        {data.map((d, i) =>
          i % stride === 0 ? (
            <text
              key={`label-${d.key}`}
              x={x(i)}
              y={HEIGHT - 8}
              textAnchor="middle"
              className="fill-muted-foreground text-[11px]"
            >
              {d.label}
            </text>
          ) : null,
        )}
      </svg>
    </div>
  );
}
