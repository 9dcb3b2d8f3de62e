import type { Suggestion } from '../../../common/src/contracts/bible.ts';
import { errorMessage } from '../api/error-message.ts';

/** Where the suggestions' request stands, for spec §8's 'Loading suggestions...' and error texts. */
export interface SuggestionsStatus {
  loading: boolean;
  error: Error | null;
}

/** Suggested questions as chips, each shown '{summary}?' (spec §3) and asking its full question. */
export const SuggestionChips = ({
  suggestions,
  disabled,
  onAsk,
  className = 'chips',
  status,
}: {
  suggestions: Suggestion[] | undefined;
  disabled: boolean;
  onAsk(question: string): void;
  className?: string;
  status?: SuggestionsStatus | undefined;
}) =>
  status?.loading ? (
    <div className={className} role="status">
      Loading suggestions...
    </div>
  ) : status?.error ? (
    <div className={className} role="alert">
      Error loading suggestions: {errorMessage(status.error)}
    </div>
  ) : suggestions && suggestions.length > 0 ? (
    <div className={className}>
      {suggestions.map((s) => (
        <button
          key={s.question}
          type="button"
          className="chip"
          title={s.question}
          disabled={disabled}
          onClick={() => onAsk(s.question)}
        >
          {s.summary}?
        </button>
      ))}
    </div>
  ) : null;
