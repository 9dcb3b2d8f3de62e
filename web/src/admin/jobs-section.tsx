import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminJobsQuery, cancelJob, retryJob } from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { age } from './when.ts';

type Filter = 'queued' | 'running' | 'failed' | '';
const FILTERS: [Filter, string][] = [
  ['failed', 'Failed'],
  ['queued', 'Queued'],
  ['running', 'Running'],
  ['', 'All'],
];

/**
 * /admin/jobs: the durable job queue (decision 0018): the queue's depth and oldest waiting job at a
 * glance, jobs by status and kind with their attempts, error and age, and a failed one retried or cancelled.
 */
export const Component = () => {
  const [status, setStatus] = useState<Filter>('failed');
  const jobs = useQuery(adminJobsQuery(status));
  const queryClient = useQueryClient();
  const act = useMutation({
    mutationFn: ({ id, retry }: { id: string; retry: boolean }) => (retry ? retryJob(id) : cancelJob(id)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const data = jobs.data;
  const count = (s: string) =>
    data?.counts.filter((c) => c.status === s).reduce((n, c) => n + c.count, 0) ?? 0;
  return (
    <div>
      <h1>Jobs</h1>
      {data && (
        <dl className="admin-stats">
          <div>
            <dt>Waiting now</dt>
            <dd>{data.depth}</dd>
          </div>
          <div>
            <dt>Oldest waiting</dt>
            <dd>{age(data.oldest_waiting_seconds)}</dd>
          </div>
          <div>
            <dt>Running</dt>
            <dd>{count('running')}</dd>
          </div>
          <div>
            <dt>Failed</dt>
            <dd>{count('failed')}</dd>
          </div>
        </dl>
      )}
      <fieldset className="admin-filter">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map(([value, label]) => (
          <label key={label}>
            <input
              type="radio"
              name="job-status"
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {jobs.isPending && <p className="status">Loading...</p>}
      {(jobs.isError || act.isError) && (
        <p className="error-text" role="alert">
          {errorMessage(jobs.error ?? act.error)}
        </p>
      )}
      {data?.jobs.length === 0 && <p className="muted">No jobs here.</p>}
      {data && data.jobs.length > 0 && (
        <div className="admin-scroll">
          <table className="dash-table">
            <caption className="visually-hidden">Jobs</caption>
            <thead>
              <tr>
                <th scope="col">Kind</th>
                <th scope="col">Status</th>
                <th scope="col" className="num">
                  Attempts
                </th>
                <th scope="col">Error</th>
                <th scope="col">Age</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.jobs.map((j) => (
                <tr key={j.id}>
                  <th scope="row">
                    {j.kind}
                    <span className="admin-id muted">{j.id}</span>
                  </th>
                  <td>{j.status}</td>
                  <td className="num">
                    {j.attempts} of {j.max_attempts}
                  </td>
                  <td className="admin-error">{j.error ?? '—'}</td>
                  <td>{age(j.age_seconds)}</td>
                  <td className="dash-actions">
                    {j.status === 'failed' && (
                      <>
                        <button
                          type="button"
                          className="pill-button primary"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ id: j.id, retry: true })}
                        >
                          Retry<span className="visually-hidden"> {j.kind}</span>
                        </button>
                        <button
                          type="button"
                          className="pill-button"
                          disabled={act.isPending}
                          onClick={() => act.mutate({ id: j.id, retry: false })}
                        >
                          Cancel<span className="visually-hidden"> {j.kind}</span>
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
};
