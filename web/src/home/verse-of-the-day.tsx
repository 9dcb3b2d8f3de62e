import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { bookById } from '../../../common/src/books.ts';
import { verseOfTheDay } from '../../../common/src/verse-of-the-day.ts';
import { biblesQuery, chapterQuery, tocQuery } from '../api/bible-queries.ts';
import { versesOfChapter } from '../offline/verse-text.ts';
import { useBibleId } from '../settings/use-bible-id.ts';

/**
 * Home's verse of the day (issue 18): the day's verse from the curated list, its exact text from the
 * translation being read (the chapter as the reader loads it, so it is cached for the tap that follows).
 */
export const VerseOfTheDay = () => {
  const [bibleId] = useBibleId();
  const [today] = useState(() => verseOfTheDay(new Date()));
  const chapter = useQuery(chapterQuery(bibleId, today.bookId, today.chapter));
  const name =
    useQuery(tocQuery(bibleId)).data?.find((b) => b.id === today.bookId)?.name ??
    bookById(today.bookId)?.name ??
    today.bookId;
  const abbreviation = useQuery(biblesQuery()).data?.find((b) => b.id === bibleId)?.abbreviation;
  const [status, setStatus] = useState('');
  const text = chapter.data && versesOfChapter(chapter.data).find(([n]) => n === today.verse)?.[1];
  // A translation without the verse (or a chapter that failed to load) shows no card at all.
  if (!text) return null;
  const reference = `${name} ${today.chapter}:${today.verse}`;
  const path = `/read/${today.bookId}/${today.chapter}?verse=${today.verse}`;
  const share = async () => {
    const url = new URL(path, location.origin).href;
    const quote = `“${text}” — ${reference}${abbreviation ? ` (${abbreviation})` : ''}`;
    try {
      if (navigator.share) {
        await navigator.share({ title: reference, text: quote, url });
        return;
      }
      await navigator.clipboard.writeText(url);
      setStatus('Link copied');
    } catch {
      // A cancelled share sheet is not an error; a refused clipboard leaves the Read link to use.
    }
  };
  return (
    <section className="verse-of-the-day" aria-labelledby="votd-title">
      <h2 id="votd-title">Verse of the Day</h2>
      <Link to={path} className="votd-text">
        <blockquote>{text}</blockquote>
        <span className="votd-reference">{reference}</span>
      </Link>
      <div className="votd-actions">
        <Link to={path} className="pill-button" aria-label={`Read ${reference}`}>
          Read
        </Link>
        <button type="button" className="pill-button" onClick={() => void share()}>
          Share
        </button>
        <span role="status" className="muted">
          {status}
        </span>
      </div>
    </section>
  );
};
