import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { markPublisherDecisionSeen, myPublisherRequestQuery } from '../api/admin-queries.ts';
import '../styles/decision-note.css';

/**
 * Issue 34: a signed-in reader is told on their next visit that their request for publisher access was
 * answered, once: closing the note (or opening the dashboard) marks it seen.
 */
export const Component = () => {
  const queryClient = useQueryClient();
  const mine = useQuery(myPublisherRequestQuery());
  const seen = useMutation({
    mutationFn: markPublisherDecisionSeen,
    onSuccess: (answer) =>
      queryClient.setQueryData(myPublisherRequestQuery().queryKey, answer?.request ?? null),
  });
  const request = mine.data;
  if (!request || request.status === 'pending' || request.seen || seen.isSuccess) return null;
  const approved = request.status === 'approved';
  return (
    <section className="decision-note" aria-labelledby="decision-note-title">
      <h2 id="decision-note-title">
        {approved ? 'You are now a publisher' : 'Your request for publisher access was declined'}
      </h2>
      <p>
        {approved
          ? `An administrator approved your request for ${request.church_name}. Set up your church in the Publisher Dashboard.`
          : request.reason
            ? `The administrator wrote: ${request.reason}`
            : 'You are welcome to ask again from the Publisher Dashboard.'}
      </p>
      <div className="decision-note-actions">
        {approved && (
          <Link className="pill-button primary" to="/dashboard" onClick={() => seen.mutate()}>
            Open the Publisher Dashboard
          </Link>
        )}
        <button type="button" className="pill-button" onClick={() => seen.mutate()}>
          OK
        </button>
      </div>
    </section>
  );
};
