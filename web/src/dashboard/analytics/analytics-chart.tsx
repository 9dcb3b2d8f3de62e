import type { AnalyticsDay } from '../../../../common/src/contracts/analytics.ts';

const W = 640;
const H = 220;
const PAD = { top: 16, right: 12, bottom: 36, left: 36 };

/**
 * Readers who started a study, per day, as bars: a plain SVG with a title and description for screen
 * readers (the same figures are in the table beside it).
 */
export const StartsChart = ({ points }: { points: AnalyticsDay[] }) => {
  const max = Math.max(1, ...points.map((p) => p.readers_started));
  const innerW = W - PAD.left - PAD.right;
  const innerH = H - PAD.top - PAD.bottom;
  const step = innerW / Math.max(points.length, 1);
  const bar = Math.max(2, Math.min(28, step * 0.7));
  const total = points.reduce((n, p) => n + p.readers_started, 0);
  const label = (d: string) =>
    new Date(`${d}T12:00:00Z`).toLocaleDateString(undefined, { month: 'short', day: 'numeric' });
  const every = Math.ceil(points.length / 7);
  return (
    <svg className="dash-chart" viewBox={`0 0 ${W} ${H}`} role="img" aria-labelledby="chart-title chart-desc">
      <title id="chart-title">Readers who started a study, by day</title>
      <desc id="chart-desc">
        {points.length === 0
          ? 'No data yet.'
          : `${total} starts from ${label(points[0]?.date ?? '')} to ${label(points[points.length - 1]?.date ?? '')}; the most on one day was ${max}.`}
      </desc>
      <line className="axis" x1={PAD.left} x2={W - PAD.right} y1={H - PAD.bottom} y2={H - PAD.bottom} />
      <text x={PAD.left - 6} y={PAD.top + 4} textAnchor="end">
        {max}
      </text>
      <text x={PAD.left - 6} y={H - PAD.bottom} textAnchor="end">
        0
      </text>
      {points.map((p, i) => {
        const h = (p.readers_started / max) * innerH;
        const x = PAD.left + i * step + (step - bar) / 2;
        return (
          <g key={p.date}>
            <rect className="bar" x={x} y={H - PAD.bottom - h} width={bar} height={h} rx={2} />
            {i % every === 0 && (
              <text x={x + bar / 2} y={H - PAD.bottom + 16} textAnchor="middle">
                {label(p.date)}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
};
