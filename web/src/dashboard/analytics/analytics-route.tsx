import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { type AnalyticsWindow, churchAnalyticsQuery } from '../../api/analytics-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { useChurchId } from '../church-context.tsx';
import { StartsChart } from './analytics-chart.tsx';

const n = (x: number) => x.toLocaleString();

/**
 * /dashboard/{churchId}/analytics: real figures from anonymous, aggregated events — for each study,
 * readers who started, are active this week, completed; completion rate, days to complete, where
 * readers stop, questions asked; the church page's views; starts over time as a chart and a table.
 */
export const Component = () => {
  const churchId = useChurchId();
  const [days, setDays] = useState<AnalyticsWindow>(30);
  const data = useQuery({ ...churchAnalyticsQuery(churchId, days), enabled: churchId > 0 });
  if (data.isPending) return <p className="status">Loading...</p>;
  if (data.isError || !data.data) {
    return (
      <div className="dash-wide">
        <h1>Analytics</h1>
        <p className="error-text" role="alert">
          {errorMessage(data.error, 'Analytics could not be loaded.')}
        </p>
      </div>
    );
  }
  const a = data.data;
  const sum = (k: 'readers_started' | 'active_this_week' | 'readers_completed' | 'questions_asked') =>
    a.studies.reduce((t, s) => t + s[k], 0);
  const started = sum('readers_started');
  const completed = sum('readers_completed');
  const totals = [
    { label: 'Readers who started', value: n(started) },
    { label: 'Active this week', value: n(sum('active_this_week')) },
    { label: 'Completed', value: n(completed) },
    { label: 'Completion rate', value: started ? `${Math.round((completed / started) * 100)}%` : '—' },
    { label: 'Questions asked', value: n(sum('questions_asked')) },
    { label: `Church page views (${a.days} days)`, value: n(a.church_page_views) },
  ];
  return (
    <div className="dash-wide">
      <h1>Analytics</h1>
      <fieldset className="dash-filters">
        <legend className="visually-hidden">Period</legend>
        {([7, 30, 90] as const).map((d) => (
          <button
            key={d}
            type="button"
            className="pill-button"
            aria-pressed={days === d}
            onClick={() => setDays(d)}
          >
            Last {d} days
          </button>
        ))}
      </fieldset>
      <p className="muted">
        Counted from anonymous events: no reader is identified, and nothing is kept that could identify one.
      </p>
      <ul className="dash-stats" aria-label="Totals">
        {totals.map((t) => (
          <li key={t.label} className="dash-card">
            <p className="dash-stat-value">{t.value}</p>
            <p className="muted">{t.label}</p>
          </li>
        ))}
      </ul>
      <section aria-labelledby="studies-title">
        <h2 id="studies-title">Sermon Studies</h2>
        {a.studies.length === 0 ? (
          <p className="muted">No Sermon Studies yet. Publish one and its readers appear here.</p>
        ) : (
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll region must take focus (axe scrollable-region-focusable)
          <section className="dash-scroll" tabIndex={0} aria-label="Figures per study">
            <table className="dash-table">
              <thead>
                <tr>
                  <th scope="col">Study</th>
                  <th scope="col" className="num">
                    Started
                  </th>
                  <th scope="col" className="num">
                    Active this week
                  </th>
                  <th scope="col" className="num">
                    Completed
                  </th>
                  <th scope="col" className="num">
                    Completion rate
                  </th>
                  <th scope="col" className="num">
                    Avg. days to complete
                  </th>
                  <th scope="col" className="num">
                    Drop-off day
                  </th>
                  <th scope="col" className="num">
                    Questions asked
                  </th>
                </tr>
              </thead>
              <tbody>
                {a.studies.map((s) => (
                  <tr key={s.plan_id}>
                    <th scope="row">
                      {s.name}
                      {s.visibility === 'private' && <span className="muted"> (private)</span>}
                    </th>
                    <td className="num">{n(s.readers_started)}</td>
                    <td className="num">{n(s.active_this_week)}</td>
                    <td className="num">{n(s.readers_completed)}</td>
                    <td className="num">{s.readers_started ? `${Math.round(s.completion_rate)}%` : '—'}</td>
                    <td className="num">
                      {s.average_days_to_complete === null ? '—' : s.average_days_to_complete.toFixed(1)}
                    </td>
                    <td className="num">
                      {s.drop_off === null ? '—' : `Day ${s.drop_off.day} (${s.drop_off.readers})`}
                    </td>
                    <td className="num">{n(s.questions_asked)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </section>
        )}
      </section>
      <section aria-labelledby="time-title">
        <h2 id="time-title">Over time</h2>
        <StartsChart points={a.series} />
        <details>
          <summary>The figures by day</summary>
          <table className="dash-table">
            <thead>
              <tr>
                <th scope="col">Day</th>
                <th scope="col" className="num">
                  Started
                </th>
                <th scope="col" className="num">
                  Completed
                </th>
                <th scope="col" className="num">
                  Study days read
                </th>
                <th scope="col" className="num">
                  Questions asked
                </th>
                <th scope="col" className="num">
                  Church page views
                </th>
              </tr>
            </thead>
            <tbody>
              {a.series.map((p) => (
                <tr key={p.date}>
                  <th scope="row">{p.date}</th>
                  <td className="num">{n(p.readers_started)}</td>
                  <td className="num">{n(p.readers_completed)}</td>
                  <td className="num">{n(p.step_views)}</td>
                  <td className="num">{n(p.questions_asked)}</td>
                  <td className="num">{n(p.church_page_views)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
    </div>
  );
};
