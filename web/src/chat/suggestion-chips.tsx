import type { Suggestion } from '../../../common/src/contracts/bible.ts';

/** Suggested questions as chips, each shown '{summary}?' (spec §3) and asking its full question. */
export const SuggestionChips = ({
  suggestions,
  disabled,
  onAsk,
  className = 'chips',
}: {
  suggestions: Suggestion[] | undefined;
  disabled: boolean;
  onAsk(question: string): void;
  className?: string;
}) =>
  suggestions && suggestions.length > 0 ? (
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
