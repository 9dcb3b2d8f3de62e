import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  adminRequestsQuery,
  decidePublisherRequest,
  type PublisherRequest,
  type PublisherRequestStatus,
} from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { when } from './when.ts';

const FILTERS: [PublisherRequestStatus | '', string][] = [
  ['pending', 'Waiting'],
  ['approved', 'Approved'],
  ['declined', 'Declined'],
  ['', 'All'],
];

/** /admin/requests: readers asking for publisher access, approved or declined with a reason. */
export const Component = () => {
  const [status, setStatus] = useState<PublisherRequestStatus | ''>('pending');
  const requests = useQuery(adminRequestsQuery(status));
  return (
    <div>
      <h1>Publisher requests</h1>
      <fieldset className="admin-filter">
        <legend className="visually-hidden">Show</legend>
        {FILTERS.map(([value, label]) => (
          <label key={label}>
            <input
              type="radio"
              name="request-status"
              checked={status === value}
              onChange={() => setStatus(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {requests.isPending && <p className="status">Loading...</p>}
      {requests.isError && (
        <p className="error-text" role="alert">
          {errorMessage(requests.error)}
        </p>
      )}
      {requests.data?.length === 0 && <p className="muted">No requests here.</p>}
      <ul className="admin-cards">
        {requests.data?.map((r) => (
          <RequestCard key={r.id} request={r} />
        ))}
      </ul>
    </div>
  );
};

const RequestCard = ({ request: r }: { request: PublisherRequest }) => {
  const [reason, setReason] = useState('');
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (approve: boolean) => decidePublisherRequest(r.id, approve, reason),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const reasonId = `request-${r.id}-reason`;
  return (
    <li className="admin-card" aria-labelledby={`request-${r.id}-title`}>
      <h2 id={`request-${r.id}-title`}>
        {r.name} <span className="muted">({r.email ?? 'no e-mail'})</span>
      </h2>
      <dl className="admin-facts">
        <dt>Church</dt>
        <dd>{r.church_name}</dd>
        <dt>Website</dt>
        <dd>{r.church_website || '—'}</dd>
        <dt>Role there</dt>
        <dd>{r.church_role}</dd>
        <dt>Asked</dt>
        <dd>{when(r.created_at)}</dd>
        {r.note && (
          <>
            <dt>Note</dt>
            <dd>{r.note}</dd>
          </>
        )}
        {r.status !== 'pending' && (
          <>
            <dt>Decision</dt>
            <dd>
              {r.status} {when(r.decided_at)}
              {r.reason ? `: ${r.reason}` : ''}
            </dd>
          </>
        )}
      </dl>
      {r.status === 'pending' && (
        <div className="dash-form">
          <label htmlFor={reasonId}>Reason (optional, shown to {r.name})</label>
          <input id={reasonId} value={reason} onChange={(e) => setReason(e.target.value)} maxLength={1000} />
          <div className="dash-actions">
            <button
              type="button"
              className="pill-button primary"
              disabled={decide.isPending}
              onClick={() => decide.mutate(true)}
            >
              Approve<span className="visually-hidden"> {r.name}</span>
            </button>
            <button
              type="button"
              className="pill-button"
              disabled={decide.isPending}
              onClick={() => decide.mutate(false)}
            >
              Decline<span className="visually-hidden"> {r.name}</span>
            </button>
          </div>
          {decide.isError && (
            <p className="error-text" role="alert">
              {errorMessage(decide.error)}
            </p>
          )}
        </div>
      )}
    </li>
  );
};
