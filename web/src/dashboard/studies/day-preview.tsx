import { type DayDraft, refOf } from './day-draft.ts';

/**
 * A day as a reader sees it on a phone (about 375 px wide): the study's name, the day, its passage,
 * title, insight and question, as the reader's plan mode shows them. Drawn from the unsaved draft.
 */
export const DayPreview = ({
  day,
  index,
  total,
  studyName,
}: {
  day: DayDraft;
  index: number;
  total: number;
  studyName: string;
}) => (
  <div className="phone-preview">
    {/* It scrolls (a long insight): focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
    <section
      className="phone-preview-screen"
      data-testid="phone-preview"
      aria-label={`Day ${index + 1} as a reader sees it`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to scroll by keyboard
      tabIndex={0}
    >
      <p className="phone-preview-study">{studyName}</p>
      <p className="phone-preview-day">
        Day {index + 1} of {total}
      </p>
      <h4>{day.passage ? refOf(day.passage) : day.ref || 'No passage yet'}</h4>
      <p className="phone-preview-name">{day.name || 'Untitled day'}</p>
      {day.insight && <p className="phone-preview-insight">{day.insight}</p>}
      {day.question && (
        <div className="phone-preview-question">
          <strong>Reflect</strong>
          {day.question.split('\n').map((line, i) => (
            // Lines of one question, in their order: the index is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
    </section>
  </div>
);
