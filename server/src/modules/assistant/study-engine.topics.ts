import { bookById } from '../../../../common/src/books.ts';
import { cite } from '../../lib/citation.ts';
import { contentWords } from '../../lib/text/content-words.ts';
import { root } from '../../lib/text/stem.ts';

/** A Nave's topic that cites the selected passage, with the heading it files the passage under. */
export interface SpanTopic {
  name: string;
  heading?: string;
}
/** A passage a Nave's topic cites, as lookup_topic returns it. */
interface TopicPassage {
  heading: string;
  markdown: string;
  text?: string;
}
export interface NaveHeading {
  topic: string;
  heading: string;
}
export interface HeadingPassage {
  label: string;
  key: string;
  text: string;
  heading: string;
  /** The Nave's topic the heading belongs to ("GIVING"). */
  topic?: string;
}

const rootsOf = (text: string) => new Set(contentWords(text).map(root));

/**
 * The Nave's headings of the selected passage that bear on the question. Nave's files each passage
 * under a topic and a heading ("NAAMAN — 4. A Syrian general healed of leprosy by Elisha", "CHILDREN —
 * INSTRUCTION OF"): the other passages under the same heading are about the same person or the same
 * aspect of the subject, which a shared word alone cannot tell (there are four Naamans; "raise up
 * children" is not raising children). The person asked about decides first; else the headings whose
 * topic (counting more) or heading shares the question's telling terms.
 */
export const headingsFor = (
  topics: readonly SpanTopic[],
  focus: ReadonlySet<string>,
  person?: string,
  max = 2,
): NaveHeading[] => {
  const withHeading = topics.filter((t): t is Required<SpanTopic> => Boolean(t.heading));
  const named = person ? withHeading.filter((t) => t.name.toLowerCase() === person.toLowerCase()) : [];
  const scored = named.length
    ? named.map((t, i) => ({ t, i, score: 1 }))
    : withHeading
        .map((t, i) => {
          const name = rootsOf(t.name);
          const heading = rootsOf(t.heading);
          let score = 0;
          for (const f of focus) score += name.has(f) ? 2 : heading.has(f) ? 1 : 0;
          return { t, i, score };
        })
        .filter((x) => x.score > 0)
        .sort((a, b) => b.score - a.score || a.i - b.i);
  const seen = new Set<string>();
  return scored
    .map(({ t }) => ({ topic: t.name, heading: t.heading }))
    .filter((h) => !seen.has(`${h.topic}|${h.heading}`) && seen.add(`${h.topic}|${h.heading}`))
    .slice(0, max);
};

/** "[John 7:50](/read/JHN/7?verse=50)" → its place; Nave's writes a whole chapter as verses 1-999. */
const placeOf = (markdown: string) => {
  const m = markdown.match(/\(\/read\/([1-4A-Z]{3})\/(\d+)(?:\?verse=(\d+)(?:-(\d+))?)?\)/);
  if (!m) return undefined;
  const from = m[3] ? Number(m[3]) : undefined;
  const to = m[4] ? Number(m[4]) : from;
  const whole = from === undefined || (to ?? 0) >= 176;
  return {
    book: m[1] ?? '',
    chapter: Number(m[2]),
    from: whole ? undefined : from,
    to: whole ? undefined : to,
  };
};

/**
 * The passages filed under the chosen headings (read by lookup_topic with a heading), less the
 * selected verses, those that share most with the question and the selected verses first, then in
 * Nave's order. The deuterocanon is left out for a canonical passage.
 */
export const headingPassages = (
  results: readonly unknown[],
  chosen: readonly NaveHeading[],
  selected: { bookId: string; chapter: number; verses: readonly number[] },
  terms: ReadonlySet<string>,
): HeadingPassage[] => {
  const askedInDc = bookById(selected.bookId)?.testament === 'DC';
  const out: (HeadingPassage & { score: number; index: number })[] = [];
  const seen = new Set<string>();
  for (const r of results) {
    for (const t of (r as { topics?: { name: string; passages?: TopicPassage[] }[] }).topics ?? []) {
      for (const p of t.passages ?? []) {
        if (!chosen.some((c) => c.topic === t.name && c.heading === p.heading)) continue;
        const at = placeOf(p.markdown);
        if (!at || !p.text) continue;
        if (!askedInDc && bookById(at.book)?.testament === 'DC') continue;
        // A passage inside the selection adds nothing; one that holds it (the whole story) does.
        const inSelection =
          at.book === selected.bookId &&
          at.chapter === selected.chapter &&
          at.from !== undefined &&
          (selected.verses.length === 0 ||
            (selected.verses.includes(at.from) && selected.verses.includes(at.to ?? at.from)));
        const key = `${at.book} ${at.chapter}:${at.from ?? ''}`;
        // The whole of the chapter being read is no "elsewhere" either.
        const thisChapter =
          at.book === selected.bookId && at.chapter === selected.chapter && at.from === undefined;
        if (inSelection || thisChapter || seen.has(key)) continue;
        seen.add(key);
        const have = rootsOf(p.text);
        let score = 0;
        for (const f of terms) if (have.has(f)) score++;
        out.push({
          label: cite(at.book, at.chapter, at.from, at.to),
          key,
          text: p.text,
          heading: p.heading,
          topic: t.name,
          score,
          index: out.length,
        });
      }
    }
  }
  return out
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ score: _s, index: _i, ...p }) => p);
};

/**
 * Nave's heading as prose: "4. A Syrian general healed of leprosy by Elisha" → "a Syrian general …".
 * Nave's joins a heading's parts with a dash glued to the next ("A Jewish rabbi -Becomes a disciple of
 * Jesus"): in a sentence they are clauses, "a Jewish rabbi; becomes a disciple of Jesus".
 */
export const headingProse = (heading: string): string => {
  const h = heading
    .replace(/^\d+\.\s*/, '')
    .trim()
    .replace(/\s+-\s*(\S)/g, (_, next: string) => `; ${next.toLowerCase()}`)
    .replace(/[\s;-]+$/, '');
  return h === h.toUpperCase() ? h.toLowerCase() : h.charAt(0).toLowerCase() + h.slice(1);
};
