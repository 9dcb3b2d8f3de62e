import { BOOKS } from '../common/src/books.ts';

// A local "model" for the sermon e2e (e2e/sermon-model.e2e.ts): it answers the analysis and the study
// prompts with JSON in our schemas, worked out from what the request carries (the spoken references and
// first sentence of the transcript; the days the study prompt lists), never canned text, so the e2e
// can tell the model's words on screen from the offline analysis's. Each text it writes says "(model)".

const NUMBERS = [
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen',
  'sixteen seventeen eighteen nineteen',
]
  .join(' ')
  .split(' ');
const TENS: Record<string, number> = { twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70 };
/** "twenty-eight" → 28, "fifteen" → 15. */
const spokenNumber = (words: string): number => {
  const [tens = '', unit = ''] = words.split('-');
  if (tens in TENS) return (TENS[tens] ?? 0) + Math.max(0, NUMBERS.indexOf(unit));
  return NUMBERS.indexOf(tens);
};
const WORD = '[a-z]+(?:-[a-z]+)?';
const SPOKEN = new RegExp(
  `\\b(${BOOKS.map((b) => b.name.replace(/^\d /, '').replace(/[^A-Za-z ]/g, '\\$&')).join('|')}) chapter (${WORD})(?:, verses? (${WORD})(?: (?:through|to|and) (${WORD}))?)?`,
  'g',
);

const WHEN = [
  'today',
  'this week',
  'at home',
  'at work',
  'with your neighbour',
  'in prayer',
  'tonight',
  'tomorrow',
  'in your church',
  'when you are tired',
];
export interface SpokenPassage {
  reference: string;
  book_id: string;
  chapter: number;
  start_verse: number;
  end_verse: number;
}

/** The passages a transcript names the way preachers say them ("John chapter fifteen, verses one through eight"). */
export const spokenPassages = (transcript: string): SpokenPassage[] => {
  const found = new Map<string, SpokenPassage>();
  for (const m of transcript.matchAll(SPOKEN)) {
    const book = BOOKS.find((b) => b.name === m[1]);
    const chapter = spokenNumber(m[2] ?? '');
    if (!book || chapter < 1 || !m[3]) continue;
    const start = spokenNumber(m[3]);
    const end = m[4] ? spokenNumber(m[4]) : start;
    if (start < 1 || end < start) continue;
    const reference = `${book.name} ${chapter}:${start}${end > start ? `-${end}` : ''}`;
    found.set(reference, { reference, book_id: book.id, chapter, start_verse: start, end_verse: end });
  }
  return [...found.values()];
};

type Body = Record<string, unknown>;
const userText = (body: Body) => {
  const user = (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user');
  return typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content ?? '');
};

/** The analysis of one part: the passages the part names, its first sentence as the key sentence. */
const analysis = (prompt: string) => {
  const title = /Title of the video: (.*)/.exec(prompt)?.[1]?.trim() ?? '';
  const transcript = prompt.split(/Transcript, part \d+ of \d+:\s*/)[1] ?? '';
  const passages = spokenPassages(transcript);
  const main = passages[0] ?? null;
  const first = /^[^.!?]+[.!?]/.exec(transcript.trim())?.[0] ?? '';
  const about = main ? main.reference : 'the passage';
  return {
    is_sermon: passages.length > 0,
    reason: `(model) The speaker preaches on ${about} to a congregation.`,
    title: `${title.split('|')[0]?.trim() || about} (model)`,
    summary: `(model) A sermon on ${about}, also citing ${passages.length - 1} other passages.`,
    big_idea: `(model) Everything in the sermon hangs on ${about}.`,
    main_text: main,
    passages,
    key_sentences: first ? [first] : [],
    outline: passages
      .slice(0, 3)
      .map((p, i) => ({ point: `(model) Point ${i + 1} from ${p.reference}.`, passages: [p] })),
    themes: ['(model) Abiding'],
    illustrations: [],
    applications: [`(model) Read ${about} again this week.`],
    discussion_questions: [`(model) What does ${about} ask of you?`],
  };
};

/** The study: one insight and question per day the prompt lists, naming that day's own title. */
const study = (prompt: string) => {
  const title = /Sermon: (.*)/.exec(prompt)?.[1]?.trim() ?? '';
  const days = [...prompt.matchAll(/^Day (\d+): (.+)$/gm)].map((m) => ({
    day: Number(m[1]),
    name: m[2] ?? '',
  }));
  return {
    name: `(model) A week with ${title}`,
    description: `(model) ${days.length} readings from the sermon ${title}.`,
    days: days.map((d) => ({
      day: d.day,
      name: d.name,
      insight: `(model) Day ${d.day} reads ${d.name} in the light of ${title}.`,
      // A question of its own each day (the writer replaces one that repeats an earlier day's: issue 30).
      question: `(model) On day ${d.day}, what does ${d.name} ask of you ${WHEN[(d.day - 1) % WHEN.length]}?`,
    })),
  };
};

/** The answer to a structured-output request: the study prompt or an analysis part, by what it carries. */
export const sermonModelAnswer = (body: Body): string => {
  const prompt = userText(body);
  return JSON.stringify(/The days \(\d+\)/.test(prompt) ? study(prompt) : analysis(prompt));
};
