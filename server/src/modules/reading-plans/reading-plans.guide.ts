import type { GuideDay } from '../../../../common/src/contracts/reading-plans.ts';

// Issue 30: the small-group guide that comes with every Sermon Study, one meeting a day. Written here,
// offline and at once, from what the study already says (the day's passage, title, insight and question)
// and the sermon's notes when there are some, so an edited day's guide follows the edit with nothing
// stored. The wording is ours: warm and plain, never a model's.

/** A day of the study as the guide reads it. */
export interface GuideSourceDay {
  id: number;
  order: number;
  verseRange: string;
  bookId: string;
  chapter: number;
  startVerse: number;
  endVerse: number;
  name: string;
  insight: string;
  question: string;
}

export interface GuideSource {
  planName: string;
  days: GuideSourceDay[];
  /** The study's sermon, when it has one: its title and notes (markdown). */
  sermon?: { title: string; notes: string | null } | undefined;
}

const STOP = new Set(
  'about above after again against also because been before being between both came come could does doing down during each even ever every from further have having here into itself just like make many more most much must only other over same should some such than that their them then there these they this those through under until upon very want were what when where which while whom will with within without would your yours'.split(
    ' ',
  ),
);

const words = (text: string) =>
  new Set(
    text
      .toLowerCase()
      .split(/[^a-z']+/)
      .filter((w) => w.length > 3 && !STOP.has(w)),
  );

/** Sentences of a plain text, trimmed; a sentence ends at . ! or ? followed by a space. */
const sentences = (text: string) =>
  text
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+(?=[A-Z“"‘'(])/)
    .map((s) => s.trim())
    .filter(Boolean);

/** Markdown notes as plain sentences: headings, emphasis, links and list marks removed. */
const plainNotes = (markdown: string) =>
  markdown
    .split('\n')
    .filter((line) => !/^\s*#/.test(line))
    .map((line) =>
      line
        .replace(/!\[[^\]]*\]\([^)]*\)/g, '')
        .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
        .replace(/^\s*(?:[-*+]|\d+\.)\s+/, '')
        .replace(/[*_`>]/g, '')
        .trim(),
    )
    .filter(Boolean)
    .map((line) => (/[.!?]$/.test(line) ? line : `${line}.`))
    .join(' ');

/** At most `max` characters, cut at a word with an ellipsis. */
const shorten = (text: string, max: number) => {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 20)).replace(/[,;:]$/, '')}…`;
};

const unquote = (s: string) => s.replace(/^[“"]+|[”"]+$/g, '');
const oneLine = (s: string) =>
  s
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join(' ');

/**
 * The sentence of the sermon's notes closest to the day: most words shared with its passage's book and
 * chapter, title, insight and question; none when nothing is shared enough to be worth quoting.
 */
const sermonLine = (day: GuideSourceDay, notes: string[], used: Set<string>) => {
  const mine = words(`${day.name} ${day.insight} ${day.question}`);
  const reference = `${day.verseRange.replace(/:.*/, '')}`.toLowerCase();
  let best: { line: string; score: number } | undefined;
  for (const line of notes) {
    if (used.has(line) || line.length < 30 || line.length > 260) continue;
    let score = line.toLowerCase().includes(reference) ? 2 : 0;
    for (const w of words(line)) if (mine.has(w)) score++;
    if (score >= 2 && (!best || score > best.score)) best = { line, score };
  }
  if (best) used.add(best.line);
  return best?.line;
};

// Each list is read from the day's place in the study, so neighbouring days sound different.
type Template = (d: GuideSourceDay, ref: string) => string;

const OPENINGS: Template[] = [
  (_d, ref) =>
    `Welcome, everyone. Before we open ${ref}, share one good thing and one hard thing from your week.`,
  (_d, ref) => `Let's begin with a moment of quiet, then ask God to speak to us through ${ref}.`,
  (d) => `Today's reading is “${d.name}”. Where have you met that in your own life since we last met?`,
  (_d, ref) =>
    `Think of someone who needs the good news of ${ref} this week, and keep them in mind as we read.`,
  (_d, ref) => `Pray briefly together, then ask one person to read ${ref} slowly while the others listen.`,
  (d) => `Go round the circle: in a sentence, what does “${d.name}” bring to mind before we read?`,
  (_d, ref) => `Share one thing you have carried with you from the last meeting, then let's read ${ref}.`,
];

const CLOSINGS: Template[] = [
  (_d, ref) => `Close in prayer: each person thanks God for one thing ${ref} showed them about him.`,
  (d) =>
    `Before you go, name one small step you will take this week because of “${d.name}”, then pray for the person beside you.`,
  (_d, ref) => `Read ${ref} aloud once more, slowly, and end with a minute of silent prayer.`,
  (d) => `Share one word that sums up “${d.name}” for you, then pray together.`,
  (_d, ref) =>
    `Pray for one another by name, asking that the words of ${ref} go with each of you into the week.`,
  (d) => `End by asking God for help to live out “${d.name}” in one ordinary place this week.`,
];

const OBSERVE: Template[] = [
  (_d, ref) => `Read ${ref} aloud together. What word or phrase stands out to you, and why?`,
  (_d, ref) => `What do you notice in ${ref} that you had not noticed before?`,
  (_d, ref) => `In ${ref}, what does God do, and what do people do?`,
  (_d, ref) => `If you had to sum up ${ref} in one sentence for a friend, what would you say?`,
  (_d, ref) => `What in ${ref} would be good news to someone having a hard week?`,
  (_d, ref) => `Which line of ${ref} would you most like to remember tomorrow morning?`,
  (_d, ref) => `What questions does ${ref} raise for you?`,
];

const INSIGHT: ((claim: string, d: GuideSourceDay, ref: string) => string)[] = [
  (claim) =>
    `Today's insight says: “${claim}” Where have you seen that to be true, or found it hard to believe?`,
  (claim, _d, ref) => `“${claim}” How does ${ref} show this?`,
  (claim) =>
    `The study puts it this way: “${claim}” What difference would it make if we really lived as if this were true?`,
  (claim, d) => `“${claim}” What does that tell us about “${d.name}”?`,
];

const SERMON: ((line: string, ref: string) => string)[] = [
  (line, ref) => `The sermon said: “${line}” How does ${ref} help you understand that?`,
  (line, ref) => `The sermon spoke of this: “${line}” Where do you see it in ${ref}?`,
];

const DIRECTIONS: Template[] = [
  (d) =>
    `People may want to talk about what “${d.name}” looks like on an ordinary weekday; let them, and keep bringing the group back to the words on the page.`,
  () =>
    'Some will find this passage comforting and others hard to hear. Both are honest; make room for each before moving on.',
  (_d, ref) => `Expect stories from people's own lives. Listen well, then gently tie them back to ${ref}.`,
  () => 'If the talk turns into a debate, ask what the passage says before asking what it means for us.',
  () =>
    'Give quieter members room: a short silence after a question is fine, and often the best answers come after it.',
  (d) =>
    `If the conversation stalls, ask where someone has seen “${d.name}” lived out by a person they know.`,
];

const norm = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The guide of a study: for each day an opening, a leader's note, two or three questions and a closing,
 * specific to the day (its passage, title, insight, question, the closest line of the sermon's notes),
 * with no question asked on two days (a day that repeats another's passage gets other wording).
 */
export const writeGuide = (source: GuideSource): GuideDay[] => {
  const notes = source.sermon?.notes ? sentences(plainNotes(source.sermon.notes)) : [];
  const usedNotes = new Set<string>();
  const asked = new Set<string>();
  const total = source.days.length;

  /** The first of the candidates not asked on another day (the day named as a last resort). */
  const fresh = (candidates: string[], day: number) => {
    const pick =
      candidates.find((q) => !asked.has(norm(q))) ??
      `On day ${day}: ${candidates[0] ?? 'what stayed with you?'}`;
    asked.add(norm(pick));
    return pick;
  };
  const rotate = <T>(list: T[], start: number) => list.map((_, k) => list[(start + k) % list.length] as T);

  return source.days.map((d, i) => {
    const ref = d.verseRange;
    const claim = shorten(unquote(sentences(oneLine(d.insight))[0] ?? ''), 180);
    const sermon = sermonLine(d, notes, usedNotes);
    const questions = [
      fresh(
        rotate(OBSERVE, i).map((t) => t(d, ref)),
        d.order,
      ),
    ];
    if (sermon && i % 2 === 1)
      questions.push(
        fresh(
          rotate(SERMON, i).map((t) => t(shorten(sermon, 200), ref)),
          d.order,
        ),
      );
    else if (claim)
      questions.push(
        fresh(
          rotate(INSIGHT, i).map((t) => t(claim, d, ref)),
          d.order,
        ),
      );
    else questions.push(fresh([`After reading ${ref}, what does “${d.name}” mean to you?`], d.order));
    const own = oneLine(d.question);
    if (own)
      questions.push(
        fresh(
          [
            own,
            `Talk it over together: ${own}`,
            `As a group: ${own}`,
            `Share if you'd like (${ref}): ${own}`,
          ],
          d.order,
        ),
      );

    const about = sentences(oneLine(d.insight)).slice(0, 2).join(' ');
    const note = [
      `${ref} — ${d.name}.`,
      about ? `What the passage is about: ${shorten(about, 420)}` : '',
      sermon && !questions.some((q) => q.includes(shorten(sermon, 200)))
        ? `The sermon put it this way: “${shorten(sermon, 240)}”`
        : '',
      `Where the conversation may go: ${(DIRECTIONS[i % DIRECTIONS.length] as Template)(d, ref)}`,
    ]
      .filter(Boolean)
      // One part a line: the handout shows them as short paragraphs.
      .join('\n');

    const opening =
      i === 0
        ? `Welcome to the first meeting of “${source.planName}”${source.sermon ? `, which follows the sermon “${source.sermon.title}”` : ''}. Go round and share your name and one thing you hope for from these ${total} days, then read ${ref} together.`
        : (OPENINGS[i % OPENINGS.length] as Template)(d, ref);
    const closing =
      i === total - 1 && total > 1
        ? `As this study ends, share what has stayed with you from these ${total} days, and pray for one another as you carry it into the weeks ahead.`
        : (CLOSINGS[i % CLOSINGS.length] as Template)(d, ref);

    return {
      day: d.order,
      passage_id: d.id,
      verse_range: ref,
      name: d.name,
      book_id: d.bookId,
      start_chapter: d.chapter,
      start_verse: d.startVerse,
      end_verse: d.endVerse,
      opening,
      leader_note: note,
      questions: questions.slice(0, 3),
      closing,
    };
  });
};
