import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  askForPublisherAccess,
  markPublisherDecisionSeen,
  myPublisherRequestQuery,
} from '../../api/admin-queries.ts';
import { errorMessage } from '../../api/error-message.ts';

const EMPTY = { name: '', church_name: '', church_website: '', church_role: '', note: '' };
type Field = keyof typeof EMPTY;

/**
 * Issue 34: the Publisher Dashboard's first screen for a signed-in reader without the role: "I lead or
 * serve a church" asks an administrator for publisher access; a pending request says so, and a declined
 * one shows the reason (once marked seen) and may be asked again.
 */
export const PublisherRequestOffer = () => {
  const queryClient = useQueryClient();
  const mine = useQuery(myPublisherRequestQuery());
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(EMPTY);
  const ids = useId();
  const ask = useMutation({
    mutationFn: () => askForPublisherAccess(values),
    onSuccess: (request) => queryClient.setQueryData(myPublisherRequestQuery().queryKey, request),
  });
  const request = mine.data;
  const unseenDecision = request && request.status !== 'pending' && !request.seen;
  useEffect(() => {
    // Told once: a decision the reader has now seen is not announced again on their next visit.
    if (unseenDecision) void markPublisherDecisionSeen().catch(() => undefined);
  }, [unseenDecision]);

  if (mine.isPending) return null;
  if (request?.status === 'pending') {
    return (
      <section className="dash-form-card publisher-offer" aria-labelledby={`${ids}-title`}>
        <h2 id={`${ids}-title`}>Your request is with an administrator</h2>
        <p>
          You asked for publisher access for <strong>{request.church_name}</strong> on{' '}
          {new Date(request.created_at).toLocaleDateString(undefined, { dateStyle: 'medium' })}. When it is
          approved, this page becomes your Publisher Dashboard: no need to sign out.
        </p>
      </section>
    );
  }
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    ask.mutate();
  };
  return (
    <section className="dash-form-card publisher-offer" aria-labelledby={`${ids}-title`}>
      <h2 id={`${ids}-title`}>I lead or serve a church</h2>
      {request?.status === 'declined' && (
        <p role="status">
          Your last request was declined{request.reason ? `: ${request.reason}` : '.'} You are welcome to ask
          again.
        </p>
      )}
      <p>
        Pastors and church teams can publish Sermon Studies for their church on Emmaus. Tell us about your
        church and an administrator will give you publisher access.
      </p>
      {!open ? (
        <button type="button" className="pill-button primary" onClick={() => setOpen(true)}>
          Ask for publisher access
        </button>
      ) : (
        <form className="dash-form" onSubmit={submit} aria-label="Ask for publisher access">
          <div>
            <label htmlFor={`${ids}-name`}>Your name</label>
            <input
              id={`${ids}-name`}
              value={values.name}
              onChange={set('name')}
              required
              maxLength={120}
              autoComplete="name"
            />
          </div>
          <div>
            <label htmlFor={`${ids}-church`}>Church name</label>
            <input
              id={`${ids}-church`}
              value={values.church_name}
              onChange={set('church_name')}
              required
              maxLength={200}
            />
          </div>
          <div>
            <label htmlFor={`${ids}-website`}>Church website</label>
            <input
              id={`${ids}-website`}
              value={values.church_website}
              onChange={set('church_website')}
              maxLength={300}
              inputMode="url"
              placeholder="https://"
            />
          </div>
          <div>
            <label htmlFor={`${ids}-role`}>Your role at the church</label>
            <input
              id={`${ids}-role`}
              value={values.church_role}
              onChange={set('church_role')}
              required
              maxLength={120}
              placeholder="Pastor, elder, youth leader…"
            />
          </div>
          <div>
            <label htmlFor={`${ids}-note`}>A note for the administrator (optional)</label>
            <textarea id={`${ids}-note`} value={values.note} onChange={set('note')} maxLength={2000} />
          </div>
          <div className="dash-actions">
            <button type="submit" className="pill-button primary" disabled={ask.isPending}>
              {ask.isPending ? 'Sending...' : 'Send request'}
            </button>
          </div>
          {ask.isError && (
            <p className="error-text" role="alert">
              {errorMessage(ask.error)}
            </p>
          )}
        </form>
      )}
    </section>
  );
};
