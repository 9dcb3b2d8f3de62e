import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { Passage } from '../../../common/src/contracts/bible.ts';
import { passagesQuery } from '../api/bible-queries.ts';
import { errorMessage } from '../api/error-message.ts';
import { useAnchoredPosition } from './anchored.ts';

const linkFor = (p: Passage): string => {
  const first = p.verses[0];
  if (!first) return `/read/${p.book_id}/1`;
  const same = p.verses.filter((v) => v.chapter === first.chapter);
  const last = same[same.length - 1] ?? first;
  const verse = last.verse === first.verse ? `${first.verse}` : `${first.verse}-${last.verse}`;
  return `/read/${p.book_id}/${first.chapter}?verse=${verse}`;
};

/** The referenced verses' text beside a cross-reference marker; a passage's title opens it. */
export const XrefPopover = ({
  anchor,
  bibleId,
  onClose,
}: {
  anchor: HTMLElement;
  bibleId: string;
  onClose(): void;
}) => {
  const refs = anchor.dataset.refs ?? '';
  const passages = useQuery(passagesQuery(bibleId, refs));
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const pos = useAnchoredPosition(anchor, box, 360);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useEffect(() => {
    box?.focus();
    const onDown = (e: PointerEvent) => {
      const t = e.target as Node;
      if (box && !box.contains(t) && !anchor.contains(t)) closeRef.current();
    };
    document.addEventListener('pointerdown', onDown);
    return () => document.removeEventListener('pointerdown', onDown);
  }, [box, anchor]);

  return (
    <div
      ref={setBox}
      role="dialog"
      aria-label={`Cross references: ${anchor.dataset.label ?? refs}`}
      tabIndex={-1}
      className="xref-popover"
      style={pos ? { top: pos.top, left: pos.left } : { visibility: 'hidden', top: 0, left: 0 }}
    >
      {passages.isPending && <p className="muted">Loading...</p>}
      {passages.isError && <p className="error-text">{errorMessage(passages.error)}</p>}
      {passages.data?.length === 0 && <p className="muted">{anchor.dataset.label}</p>}
      {passages.data?.map((p) => (
        <div key={p.ref} className="xref-passage">
          <Link to={linkFor(p)} onClick={onClose}>
            {p.label}
          </Link>
          <p>
            {p.verses.map((v) => (
              <span key={`${v.chapter}:${v.verse}`}>
                <sup>{v.verse}</sup>
                {v.text}{' '}
              </span>
            ))}
          </p>
        </div>
      ))}
    </div>
  );
};
