import { Link } from 'react-router';
import type { SermonAnalysis, SermonPassage } from '../../../../common/src/contracts/sermons.ts';

/** The reader's address of a passage (the notes' link form: /read/BOOK/C?verse=a-b). */
export const readerHref = (p: SermonPassage) =>
  `/read/${p.book_id}/${p.chapter}?verse=${p.start_verse === p.end_verse ? p.start_verse : `${p.start_verse}-${p.end_verse}`}`;

const PassageLink = ({ p }: { p: SermonPassage }) => <Link to={readerHref(p)}>{p.reference}</Link>;

/**
 * The analysis, readably: summary, main text, big idea, outline, themes, applications, questions (the
 * cited passages are listed, editable, by references-editor.tsx).
 */
export const AnalysisView = ({
  analysis: a,
  source,
}: {
  analysis: SermonAnalysis;
  source: string | null;
}) => (
  <article className="dash-analysis" aria-label="Sermon analysis">
    <h2>{a.title}</h2>
    <p className="muted">
      {a.word_count.toLocaleString()} words · analysed {a.engine === 'offline' ? 'offline' : `by ${a.engine}`}
      {source &&
        ` · transcript from ${source === 'captions' ? 'the video captions' : source === 'upload' ? 'your upload' : 'the audio'}`}
    </p>
    {a.main_text && (
      <p>
        <strong>Main text:</strong> <PassageLink p={a.main_text} />
      </p>
    )}
    {a.big_idea && (
      <p>
        <strong>Big idea:</strong> {a.big_idea}
      </p>
    )}
    <h3>Summary</h3>
    <p>{a.summary}</p>
    {a.outline.length > 0 && (
      <>
        <h3>Outline</h3>
        <ol>
          {a.outline.map((o) => (
            <li key={o.point}>
              {o.point}
              {o.passages.length > 0 && (
                <span className="muted">
                  {' '}
                  (
                  {o.passages.map((p, i) => (
                    <span key={`${p.book_id}-${p.chapter}-${p.start_verse}-${p.end_verse}`}>
                      {i > 0 && ', '}
                      <PassageLink p={p} />
                    </span>
                  ))}
                  )
                </span>
              )}
            </li>
          ))}
        </ol>
      </>
    )}
    {a.themes.length > 0 && (
      <>
        <h3>Themes</h3>
        <p>{a.themes.join(' · ')}</p>
      </>
    )}
    {a.applications.length > 0 && (
      <>
        <h3>Applications</h3>
        <ul>
          {a.applications.map((x) => (
            <li key={x}>{x}</li>
          ))}
        </ul>
      </>
    )}
    {a.discussion_questions.length > 0 && (
      <>
        <h3>Discussion questions</h3>
        <ol>
          {a.discussion_questions.map((q) => (
            <li key={q}>{q}</li>
          ))}
        </ol>
      </>
    )}
  </article>
);
