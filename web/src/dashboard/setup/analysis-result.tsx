import { useState } from 'react';
import type { ChurchAnalysisResult } from '../../api/church-queries.ts';

// Spec §8 church analysis: a title (and a note) for each kind of failure.
const TITLES: Record<string, string> = {
  access_forbidden: 'Website Access Restricted',
  not_a_church: 'Not a Church Website',
  timeout: 'Website Timeout',
  ssl_error: 'Website Security Issue',
};

/**
 * The screen after an analysis: 'Church Found!' with 'Continue to Setup', or 'Analysis Complete' with the
 * failure's title, text and 'Continue to Manual Setup'. A site another church registered offers to ask
 * to join it.
 */
export const AnalysisResult = ({
  result,
  onContinue,
  onJoin,
}: {
  result: ChurchAnalysisResult;
  onContinue: (to: string | null) => void;
  onJoin: (churchId: number) => Promise<void>;
}) => {
  const [joined, setJoined] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const church = result.church;
  if (result.success && church) {
    return (
      <section className="dash-result" aria-labelledby="result-title">
        <h2 id="result-title">Church Found!</h2>
        <p className="dash-found-name">{church.name}</p>
        {church.website && <p className="muted">{church.website}</p>}
        <button
          type="button"
          className="pill-button primary"
          onClick={() => onContinue(`/dashboard/setup-church?church=${church.id}`)}
        >
          Continue to Setup
        </button>
      </section>
    );
  }
  const type = result.error_type ?? '';
  const title =
    TITLES[type] ?? (type === 'already_registered' ? 'Church Already Registered' : 'Church Analysis Failed');
  const note =
    type === 'not_a_church'
      ? 'You can still set up your church profile manually with the correct information.'
      : type in TITLES || type === 'already_registered'
        ? null
        : 'You can continue to set up your church profile manually.';
  const text = result.user_message ?? result.message ?? result.error ?? 'Unable to analyze website';
  return (
    <section className="dash-result" aria-labelledby="result-title">
      <p className="muted">Analysis Complete</p>
      <h2 id="result-title">{title}</h2>
      <p>{text}</p>
      {note && <p className="muted">{note}</p>}
      {type === 'already_registered' && church && (
        <p>
          <button
            type="button"
            className="pill-button"
            disabled={joined === 'sending' || joined === 'sent'}
            onClick={async () => {
              setJoined('sending');
              try {
                await onJoin(church.id);
                setJoined('sent');
              } catch {
                setJoined('failed');
              }
            }}
          >
            {joined === 'sent' ? 'Request sent' : `Ask to join ${church.name}`}
          </button>
          {joined === 'sent' && (
            <span className="muted" role="status">
              {' '}
              The church's owner will see your request.
            </span>
          )}
          {joined === 'failed' && (
            <span className="error-text" role="alert">
              {' '}
              The request could not be sent. Please try again.
            </span>
          )}
        </p>
      )}
      <button
        type="button"
        className="pill-button primary"
        onClick={() =>
          onContinue(church && type !== 'already_registered' ? `/dashboard/${church.id}/church` : null)
        }
      >
        Continue to Manual Setup
      </button>
    </section>
  );
};
