import { type Said, spokenReference } from './spoken-references.ts';

/**
 * The words people use for a situation or a question of conduct, and the one word the tables of
 * situations and doctrines use for it ("scared", "terrified" and "afraid" are all "fear"; "beer" is
 * "alcohol"; "Sunday" is a question about the sabbath). Both the tables and the questions are read
 * through this, so a table entry written once meets every everyday wording of it. Words are only put
 * together where the helps of study Bibles treat them as one situation.
 */
export const EVERYDAY: [canonical: string, words: string][] = [
  ['alcohol', 'beer liquor booze vodka whiskey alcoholic'],
  ['sabbath', 'sunday saturday'],
  ['gay', 'lesbian lgbt lgbtq homosexuality homosexual queer'],
  ['lying', 'lie lied lies liar liars dishonest dishonesty'],
  ['suicide', 'suicidal'],
  ['government', 'politics political politician politicians election elections vote voting'],
  ['war', 'military soldier soldiers army troops'],
  ['cremation', 'cremate cremated'],
  ['unclean food', 'pork pig pigs bacon ham shellfish'],
];

/**
 * Feelings and family, for the situations only: "angry" is the asker's anger there, but "the anger of
 * God" is a doctrine; "my son" is a child there, but "Son of God" is a doctrine.
 */
export const FEELINGS: [canonical: string, words: string][] = [
  ['fear', 'fright scared afraid frightened terrified fearful fears petrified dread dreading'],
  ['anxious', 'anxiety nervous stressed stress stressing overthinking panic panicking'],
  ['lonely', 'loneliness alone isolated isolation lonesome'],
  ['sad', 'sadness unhappy heartbroken miserable'],
  ['depressed', 'depression downcast hopeless despair despairing'],
  ['anger', 'angry mad furious rage temper'],
  ['guilt', 'guilty ashamed shame'],
  ['sick', 'ill illness sickness'],
  ['old age', 'elderly aging ageing retired retirement'],
  ['mocked', 'bullied bully bullies bullying harassed'],
  ['divided', 'split splitting splits'],
  ['tired', 'exhausted weary'],
  ['infertility', 'infertile'],
  ['children', 'kids kid child son sons daughter daughters'],
];

const lookup = (groups: [string, string][]) => {
  const map = new Map<string, string>();
  for (const [canonical, words] of groups) for (const w of words.split(' ')) map.set(w, canonical);
  return (text: string) => text.toLowerCase().replace(/[a-z]+/g, (w) => map.get(w) ?? w);
};

// Questions of conduct are framed by asking whether a thing is allowed ("Is it a sin to drink beer?",
// "Is it ok for Christians to cremate?", "Is being depressed a sin?"): the frame names no situation.
const PERMISSION =
  /\b(?:is it|is|are)\s+(?:it\s+)?(?:a sin|sinful|wrong|ok|okay|alright|all right|right|bad|allowed|acceptable|biblical)\b(?:\s+(?:for|if)\s+(?:a\s+)?(?:christians?|believers?|me|us|you|someone|people))?(?:\s+to)?\b|\b(?:a sin|sinful|ok|okay)\s*[?.!]*\s*$/gi;

/** A question without its permission frame ("Is it ok to cremate?" asks about cremation). */
export const withoutPermission = (question: string): string => question.replace(PERMISSION, ' ');

// "preaching sunday on eternal security", "this sunday", "sunday school": Sunday as a day in the week of
// the asker, not a question about the sabbath ("is it wrong to work on sunday" still is).
const SUNDAY_AS_TIME =
  /\b(?:(?:this|next|last|every|each|on|by|before|after|till|until)\s+)?sunday(?=\s+(?:school|morning|night|evening|service|services|sermon|lunch|dinner|worship|class|on|about)\b)|\b(?:this|next|last|every|each|preaching|preach|teaching|teach|speaking|leading|sing|singing|serving)\s+sunday\b/gi;

/** A text (a question or a table's name) in the tables' words. */
export const inDoctrineWords: (text: string) => string = (() => {
  const everyday = lookup(EVERYDAY);
  return (text) => everyday(text.replace(SUNDAY_AS_TIME, (m) => m.replace(/sunday/i, 'sundays')));
})();

/** The same for the situations of life, feelings and family included. */
export const inThemeWords: (text: string) => string = (() => {
  const feelings = lookup(FEELINGS);
  return (text) => feelings(inDoctrineWords(text));
})();

// Numbers as people misspell them ("isaiah fourty", home heldout53): read as spelt right.
const MISSPELT_NUMBERS: Record<string, string> = {
  fourty: 'forty',
  fourtieth: 'fortieth',
  ninty: 'ninety',
  nintieth: 'ninetieth',
  nineth: 'ninth',
  twelth: 'twelfth',
};
const MISSPELT_NUMBER = new RegExp(`\\b(?:${Object.keys(MISSPELT_NUMBERS).join('|')})\\b`, 'gi');
const rightNumbers = (text: string): string =>
  text.replace(MISSPELT_NUMBER, (w) => MISSPELT_NUMBERS[w.toLowerCase()] ?? w);

// Words as people type them into a phone ("im scared", "cant sleep", "dont know"), spelled out, so the
// question reads as the asker's own and its words meet the Bible's ("do not be afraid").
const TEXTING: Record<string, string> = {
  im: 'i am',
  ive: 'i have',
  id: 'i would',
  dont: 'do not',
  cant: 'can not',
  wont: 'will not',
  didnt: 'did not',
  doesnt: 'does not',
  isnt: 'is not',
  arent: 'are not',
  wasnt: 'was not',
  havent: 'have not',
  hasnt: 'has not',
  couldnt: 'could not',
  shouldnt: 'should not',
  wouldnt: 'would not',
  u: 'you',
  ur: 'your',
  w: 'with',
  bc: 'because',
  ppl: 'people',
  bf: 'boyfriend',
  gf: 'girlfriend',
  pls: 'please',
  plz: 'please',
  abt: 'about',
  bout: 'about',
  tho: 'though',
  thru: 'through',
  gonna: 'going to',
  wanna: 'want to',
  cuz: 'because',
  coz: 'because',
  idk: 'i do not know',
  rn: 'right now',
  yall: 'you all',
  wat: 'what',
  wut: 'what',
  // Tone, not content: "lonely af", "lol", "ngl".
  af: '',
  lol: '',
  lmao: '',
  omg: '',
  tbh: '',
  ngl: '',
  smh: '',
  ...MISSPELT_NUMBERS,
};

const ONES =
  'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen'.split(
    ' ',
  );
const TENS = ' ten twenty thirty forty fifty sixty seventy eighty ninety'.split(' ');

/** A number as the Bible writes it ("5000" is "five thousand", "153" "one hundred fifty three"). */
export const inWords = (n: number): string => {
  if (n < 20) return ONES[n] ?? '';
  if (n < 100) return [TENS[Math.floor(n / 10)], n % 10 ? ONES[n % 10] : ''].filter(Boolean).join(' ');
  if (n < 1000)
    return [`${ONES[Math.floor(n / 100)]} hundred`, n % 100 ? inWords(n % 100) : '']
      .filter(Boolean)
      .join(' ');
  return [`${inWords(Math.floor(n / 1000))} thousand`, n % 1000 ? inWords(n % 1000) : '']
    .filter(Boolean)
    .join(' ');
};

// Units no Bible story counts in: hours of a working week, money, weights, clock times.
const MODERN_UNIT = /^\s?(?:(?:hrs?|mins?|dollars?|bucks|k|grand|percent|mg|lbs?|kg|miles|mph|am|pm)\b|%)/i;

/**
 * A question with its texting forms spelled out, and its numbers in words: the Bible has no digits
 * but in references, so "feeding 5000 people" meets "about five thousand men", "12 spies" "twelve".
 */
export const spelledOut = (question: string): string =>
  question
    .replace(/[A-Za-z]+/g, (w) => TEXTING[w.toLowerCase()] ?? w)
    .replace(/\b\d{1,3}(?:,\d{3})+\b|\b\d{1,6}\b/g, (d, at: number, q: string) => {
      const n = Number(d.replace(/,/g, ''));
      // A quantity of the asker's day ("70 hr weeks", "$3000", "3000 dollars") is no number of a Bible
      // story to match ("seventy weeks", Daniel 9; "three thousand", Acts 2): it stays in digits.
      if (q[at - 1] === '$' || MODERN_UNIT.test(q.slice(at + d.length))) return d;
      return n > 0 && n < 1_000_000 ? inWords(n) : d;
    });

const ONE_TO_NINE = 'one|two|three|four|five|six|seven|eight|nine';
const BELOW_HUNDRED = `(?:(?:${TENS.slice(2).join('|')})(?:[\\s-]+(?:${ONE_TO_NINE}))?|${ONES.slice(1).reverse().join('|')})`;
const NUMBER_WORDS = new RegExp(
  // "psalms hundred and twenty one": the "one" before "hundred" is often left unsaid.
  `\\b(?:(?:(?:${ONE_TO_NINE}|a)\\s+)?hundred(?:\\s+and)?(?:\\s+${BELOW_HUNDRED})?|${BELOW_HUNDRED})\\b`,
  'gi',
);
const numberOf = (words: string): number => {
  let n = 0;
  for (const w of words.toLowerCase().split(/[\s-]+/)) {
    if (w === 'hundred') n = (n || 1) * 100;
    else if (w === 'a' || w === 'and') continue;
    else n += ONES.includes(w) ? ONES.indexOf(w) : TENS.indexOf(w) * 10;
  }
  return n;
};

// A number said in words, marked while a run of them is read; "oh" is the zero of "one oh three".
const SAID = '\u0001';
const SAID_RUN = new RegExp(`${SAID}\\d+(?:\\s+(?:oh\\s+)?${SAID}\\d+)+`, 'gi');

/**
 * Numbers written in words as digits ("psalm twenty three" is Psalm 23, "one hundred and nineteen" 119),
 * for reading a reference said rather than typed; the question itself keeps its words. Several numbers
 * said in a row after a book's name are read as the book has them (spoken-references.ts): "psalm one
 * thirty nine" is "psalm 139", "john three sixteen" "john 3:16"; anywhere else each stays a number of
 * its own ("i have two three year olds").
 */
export const inNumerals = (text: string): string => {
  const marked = inCardinals(rightNumbers(text)).replace(NUMBER_WORDS, (w) => `${SAID}${numberOf(w)}`);
  return marked
    .replace(SAID_RUN, (run: string, at: number) => {
      const said = run
        .split(/\s+/)
        .map((w): Said => (w.toLowerCase() === 'oh' ? 'oh' : Number(w.slice(SAID.length))));
      const before = marked.slice(0, at).replaceAll(SAID, '');
      return spokenReference(before, said, marked.slice(at + run.length)) ?? run;
    })
    .replaceAll(SAID, '');
};

// The ordinals whose cardinal is not the ordinal less its "th" ("first" is "one", "twelfth" "twelve").
const IRREGULAR_ORDINALS: Record<string, string> = {
  first: 'one',
  second: 'two',
  third: 'three',
  fifth: 'five',
  eighth: 'eight',
  ninth: 'nine',
  twelfth: 'twelve',
};
const ORDINAL = `(?:${[
  ...Object.keys(IRREGULAR_ORDINALS),
  ...ONES.slice(4).map((w) => `${w.replace(/e$/, '')}th`),
  ...TENS.slice(2).map((w) => w.replace(/y$/, 'ieth')),
  'hundredth',
].join('|')})`;
// A psalm said by its ordinal ("the ninety-first psalm", "the twenty third psalm", "the 23rd psalm"):
// only psalms are numbered so, and only before "psalm" is an ordinal a reference ("the first disciples").
const ORDINAL_PSALM = new RegExp(
  `\\b(?:the\\s+)?((?:(?:${ONE_TO_NINE}|a)\\s+hundred(?:\\s+and)?\\s+)?(?:(?:${TENS.slice(2).join('|')})[\\s-]+)?${ORDINAL}|\\d{1,3}(?:st|nd|rd|th))\\s+psalms?\\b`,
  'gi',
);
const cardinalOf = (ordinal: string): string => {
  if (/^\d/.test(ordinal)) return ordinal.replace(/\D+$/, '');
  if (/hundredth$/i.test(ordinal)) return '100';
  const last = ordinal.match(/[a-z]+$/i)?.[0]?.toLowerCase() ?? '';
  const cardinal = IRREGULAR_ORDINALS[last] ?? last.replace(/ieth$/, 'y').replace(/th$/, '');
  return ordinal.slice(0, ordinal.length - last.length) + cardinal;
};
const inCardinals = (text: string): string =>
  text.replace(ORDINAL_PSALM, (_, ordinal: string) => `psalm ${cardinalOf(ordinal)}`);
