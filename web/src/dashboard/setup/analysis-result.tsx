import { useState } from 'react';
import type { ChurchAnalysisResult } from '../../api/church-queries.ts';

// Spec §8 church analysis: a title (and a note) for each kind of failure.
const TITLES: Record<string, string> = {
  access_forbidden: 'Website Access Restricted',
  not_a_church: 'Not a Church Website',
  timeout: 'Website Timeout',
  ssl_error: 'Website Security Issue',
};

/** Failures that never reached the server's analysis (HTTP errors, unexpected answers): spec §8. */
const REQUEST_FAILED = 'Error Analyzing Website';

/**
 * The screen after an analysis: 'Church Found!' with 'Continue to Setup', or the failure's title, text,
 * 'Continue to Manual Setup' (the profile form, issue 36) and 'Try another address' (the address form,
 * the address kept). A site another church registered offers to ask to join it.
 */
export const AnalysisResult = ({
  result,
  onContinue,
  onManual,
  onTryAnother,
  onJoin,
}: {
  result: ChurchAnalysisResult;
  onContinue: (to: string) => void;
  onManual: () => void;
  onTryAnother: () => void;
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
  // Widened: the web app adds request_failed (and network_error) to the server's kinds.
  const type: string = result.error_type ?? '';
  const title =
    TITLES[type] ??
    (type === 'already_registered'
      ? 'Church Already Registered'
      : type === 'request_failed'
        ? REQUEST_FAILED
        : 'Church Analysis Failed');
  const note =
    type === 'not_a_church'
      ? 'You can still set up your church profile manually with the correct information.'
      : type in TITLES || type === 'already_registered'
        ? null
        : 'You can continue to set up your church profile manually.';
  const text = result.user_message ?? result.message ?? result.error ?? 'Unable to analyze website';
  return (
    <section className="dash-result" aria-labelledby="result-title">
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
      <div className="dash-actions">
        <button type="button" className="pill-button primary" onClick={onManual}>
          Continue to Manual Setup
        </button>
        <button type="button" className="pill-button" onClick={onTryAnother}>
          Try another address
        </button>
      </div>
    </section>
  );
};
