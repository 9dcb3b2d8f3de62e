import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { HIGHLIGHT_COLORS } from '../../../common/src/annotation-limits.ts';
import type { Annotation } from '../../../common/src/contracts/annotations.ts';
import { formatVerseParam } from '../../../common/src/verse-selection.ts';
import { passageRefs } from '../../../common/src/verse-text.ts';
import { allAnnotationsQuery, createAnnotation } from '../api/annotation-queries.ts';
import { biblesQuery, passagesQuery } from '../api/bible-queries.ts';
import { Page } from '../ui/page.tsx';
import { bookName, byPlace, parseImport, referenceOf, toJson, toMarkdown } from './annotation-export.ts';
import './my-notes.css';
import { errorMessage } from '../api/error-message.ts';

const download = (name: string, type: string, body: string) => {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

const KIND_LABEL = { highlight: 'Highlight', note: 'Note', bookmark: 'Bookmark' } as const;

/** /my-notes (issue 18): every highlight, note and bookmark by book; search, filter, export, import. */
export const Component = () => {
  const qc = useQueryClient();
  const all = useQuery(allAnnotationsQuery());
  const [q, setQ] = useState('');
  const [kind, setKind] = useState('');
  const [colour, setColour] = useState('');
  const [status, setStatus] = useState('');

  const shown = useMemo(() => {
    const needle = q.trim().toLowerCase();
    return (all.data ?? [])
      .filter((a) => !kind || a.kind === kind)
      .filter((a) => !colour || a.color === colour)
      .filter(
        (a) => !needle || `${referenceOf(a)} ${a.book_id} ${a.text ?? ''}`.toLowerCase().includes(needle),
      )
      .sort(byPlace);
  }, [all.data, q, kind, colour]);
  const books = [...new Set(shown.map((a) => a.book_id))];

  const importFile = async (file: File) => {
    try {
      const todo = parseImport(await file.text(), all.data ?? []);
      let failed = 0;
      for (const body of todo) await createAnnotation(body).catch(() => failed++);
      await qc.invalidateQueries({ queryKey: ['annotations'] });
      setStatus(
        `Imported ${todo.length - failed} of ${todo.length} new item${todo.length === 1 ? '' : 's'}${failed ? ` (${failed} could not be added)` : ''}.`,
      );
    } catch (err) {
      setStatus(errorMessage(err, 'The file could not be imported.'));
    }
  };

  return (
    <Page className="my-notes">
      <h1>My Notes &amp; Highlights</h1>
      <div className="my-notes-tools">
        <input
          type="search"
          aria-label="Search notes and highlights"
          placeholder="Search notes, books, references…"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <select aria-label="Kind" value={kind} onChange={(e) => setKind(e.target.value)}>
          <option value="">All kinds</option>
          <option value="highlight">Highlights</option>
          <option value="note">Notes</option>
          <option value="bookmark">Bookmarks</option>
        </select>
        <select aria-label="Colour" value={colour} onChange={(e) => setColour(e.target.value)}>
          <option value="">All colours</option>
          {HIGHLIGHT_COLORS.map((c) => (
            <option key={c} value={c}>
              {c[0]?.toUpperCase()}
              {c.slice(1)}
            </option>
          ))}
        </select>
      </div>
      <div className="my-notes-tools">
        <button
          type="button"
          className="pill-button"
          disabled={!all.data?.length}
          onClick={() => download('emmaus-notes.md', 'text/markdown', toMarkdown(all.data ?? []))}
        >
          Export Markdown
        </button>
        <button
          type="button"
          className="pill-button"
          disabled={!all.data?.length}
          onClick={() => download('emmaus-notes.json', 'application/json', toJson(all.data ?? []))}
        >
          Export JSON
        </button>
        <label className="pill-button file-button">
          Import JSON
          <input
            type="file"
            accept="application/json,.json"
            onChange={(e) => {
              const f = e.target.files?.[0];
              if (f) void importFile(f);
              e.target.value = '';
            }}
          />
        </label>
      </div>
      <p role="status" className="my-notes-status">
        {status}
      </p>
      {all.isPending && <p className="status">Loading...</p>}
      {all.isError && <p className="status error-text">Error: {errorMessage(all.error)}</p>}
      {all.isSuccess && all.data.length === 0 && (
        <p className="muted">
          Nothing yet. In the reader, tap a verse and choose Highlight, Note or Bookmark.
        </p>
      )}
      {all.isSuccess && all.data.length > 0 && shown.length === 0 && (
        <p className="muted">Nothing matches.</p>
      )}
      {books.map((b) => (
        <section key={b} aria-labelledby={`book-${b}`}>
          <h2 id={`book-${b}`}>{bookName(b)}</h2>
          <ul className="my-notes-list">
            {shown
              .filter((a) => a.book_id === b)
              .map((a) => (
                <Item key={a.id} a={a} />
              ))}
          </ul>
        </section>
      ))}
    </Page>
  );
};

/** "29 November 2026": when the mark was last changed, in the reader's own language. */
const changedOn = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });
};

/**
 * One mark (issue 36): the verses' own words, in the highlight's colour, with when it was made and the
 * translation's short name (WEB, not eng-web).
 */
const Item = ({ a }: { a: Annotation }) => {
  const bible = useQuery(biblesQuery()).data?.find((x) => x.id === a.bible_id);
  const words = useQuery(passagesQuery(a.bible_id, passageRefs(a.book_id, a.chapter, a.verses))).data;
  const text = words
    ?.flatMap((p) => p.verses)
    .filter((v) => v.chapter === a.chapter)
    .map((v) => v.text.trim())
    .join(' ');
  const date = changedOn(a.updated_at);
  return (
    <li className="my-notes-item">
      <Link to={`/read/${a.book_id}/${a.chapter}?verse=${formatVerseParam(a.verses)}`}>{referenceOf(a)}</Link>
      <span className={`kind-tag${a.color ? ` hl-${a.color}` : ''}`}>
        {KIND_LABEL[a.kind]}
        {a.color ? ` · ${a.color}` : ''}
      </span>
      <span className="muted">
        {' '}
        <abbr title={bible?.name}>{bible?.abbreviation ?? a.bible_id}</abbr>
        {date && (
          <>
            {' · '}
            <time dateTime={a.updated_at}>{date}</time>
          </>
        )}
      </span>
      {text && (
        <blockquote className="my-notes-verse">
          <span className={a.color ? `hl-${a.color}` : undefined}>{text}</span>
        </blockquote>
      )}
      {a.text && <p className="my-notes-text">{a.text}</p>}
    </li>
  );
};
