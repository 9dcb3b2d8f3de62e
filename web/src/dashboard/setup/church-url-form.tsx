import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { analyzeWebsite, type ChurchAnalysisResult, joinChurch } from '../../api/church-queries.ts';
import { errorMessage } from '../../api/error-message.ts';
import { CHURCH_STEPS, ProgressSteps } from '../shared/progress-steps.tsx';
import { AnalysisResult } from './analysis-result.tsx';
import { ManualSetup } from './manual-setup.tsx';

const UNREACHABLE = new Set(['not_found', 'dns_error', 'connection_error']);

type Phase =
  | { kind: 'form'; alert?: string }
  | { kind: 'analyzing' }
  | { kind: 'result'; result: ChurchAnalysisResult; tried: string }
  | { kind: 'manual'; website: string };

/** Failures whose address is not worth keeping as the church's website in the manual form. */
const NOT_THE_WEBSITE = new Set(['blocked_address', 'not_a_church', 'already_registered']);

/** Normalises what a pastor types ('gracechurch.org') into a URL; null when it cannot be one. */
const asUrl = (text: string): string | null => {
  const t = text.trim();
  if (!t) return null;
  try {
    const url = new URL(/^https?:\/\//i.test(t) ? t : `https://${t}`);
    return url.hostname.includes('.') || url.hostname === 'localhost' ? url.toString() : null;
  } catch {
    return null;
  }
};

/**
 * The church-URL form and the analysis that follows (spec §4 church onboarding): progress steps while
 * the server reads the site, then 'Church Found!', an alert on the form when the site cannot be reached,
 * or the result screens of spec §8. `onBusy` tells the page an analysis is running (so its redirects
 * wait for the outcome).
 */
export const ChurchUrlForm = ({ onBusy }: { onBusy?: (busy: boolean) => void }) => {
  const [url, setUrl] = useState('');
  const [phase, setPhase] = useState<Phase>({ kind: 'form' });
  const [invalid, setInvalid] = useState(false);
  const queryClient = useQueryClient();
  const navigate = useNavigate();

  const refresh = () => queryClient.refetchQueries({ queryKey: ['user', 'churches'] });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const websiteUrl = asUrl(url);
    if (!websiteUrl) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    onBusy?.(true);
    setPhase({ kind: 'analyzing' });
    const result = await analyzeWebsite(websiteUrl).catch(
      (error: unknown): ChurchAnalysisResult =>
        ({
          success: false,
          church: null,
          error: null,
          error_type: 'request_failed',
          message: errorMessage(error),
          user_message: null,
        }) as unknown as ChurchAnalysisResult,
    );
    const churchId = result.church?.id;
    if (result.success && churchId) {
      await refresh();
      setPhase({ kind: 'result', result, tried: websiteUrl });
      return;
    }
    if (churchId && result.error_type !== 'already_registered') {
      await refresh();
      navigate(`/dashboard/${churchId}/church`);
      return;
    }
    const message = result.message ?? result.error ?? 'Unable to analyze website';
    if (UNREACHABLE.has(result.error_type ?? '')) {
      onBusy?.(false);
      setPhase({
        kind: 'form',
        alert: `Unable to reach the website: ${message}. Please check the URL and try again.`,
      });
      return;
    }
    if ((result.error_type as string | null) === 'network_error') {
      onBusy?.(false);
      setPhase({
        kind: 'form',
        alert: `Network error: ${message}. Please check your connection and try again.`,
      });
      return;
    }
    setPhase({ kind: 'result', result, tried: websiteUrl });
  };

  const tryAnother = () => {
    onBusy?.(false);
    setPhase({ kind: 'form' });
  };

  if (phase.kind === 'analyzing') {
    return (
      <ProgressSteps title="Analyzing your church website" steps={CHURCH_STEPS} almostAfterMs={12_000} />
    );
  }
  if (phase.kind === 'result') {
    return (
      <AnalysisResult
        result={phase.result}
        // Setup sends a reader with a church to its videos once it is not busy: while the lazy
        // setup-church screen loads, staying busy keeps that redirect from winning the race.
        onContinue={(to) => navigate(to)}
        onManual={() =>
          setPhase({
            kind: 'manual',
            website: NOT_THE_WEBSITE.has(phase.result.error_type ?? '') ? '' : phase.tried,
          })
        }
        onTryAnother={tryAnother}
        onJoin={async (id) => {
          await joinChurch(id);
          await refresh();
        }}
      />
    );
  }
  if (phase.kind === 'manual') {
    return (
      <ManualSetup
        website={phase.website}
        onCreated={async (church) => {
          // Still busy: the new church's videos open, not setup's redirect to the first church.
          await refresh();
          navigate(`/dashboard/${church.id}/videos`);
        }}
        onTryAnother={tryAnother}
      />
    );
  }
  return (
    <form className="dash-url-form" onSubmit={submit} noValidate>
      <label htmlFor="church-url">Your church's website</label>
      <div className="dash-url-row">
        <input
          id="church-url"
          type="url"
          inputMode="url"
          placeholder="https://yourchurch.org"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? 'church-url-error' : undefined}
          required
        />
        <button type="submit" className="pill-button primary" disabled={url.trim() === ''}>
          Analyze Website
        </button>
      </div>
      {invalid && (
        <p id="church-url-error" className="error-text">
          Please enter a valid website address, such as https://yourchurch.org.
        </p>
      )}
      {phase.alert && (
        <p className="error-text" role="alert">
          {phase.alert}
        </p>
      )}
    </form>
  );
};
