// How people type when they are in trouble, put into one spelling the care patterns can read: lower
// case, accents and apostrophes gone ("don't" → dont, "não" → nao), phone shorthand and misspellings
// spelled out ("wanna" → want to, "sucide" → suicide, "kms" → kill myself). Clause ends are kept as
// " | " so that who does what is read within one clause ("my friend said | i want to die").

const SHORTHAND: Record<string, string> = {
  wanna: 'want to',
  wana: 'want to',
  wnt: 'want',
  wan: 'want',
  gonna: 'going to',
  gna: 'going to',
  finna: 'going to',
  imma: 'im going to',
  ima: 'im going to',
  tonite: 'tonight',
  '2nite': 'tonight',
  '2day': 'today',
  u: 'you',
  ur: 'your',
  r: 'are',
  rn: 'right now',
  fr: 'for real',
  pls: 'please',
  plz: 'please',
  cuz: 'because',
  bc: 'because',
  wat: 'what',
  whats: 'what is',
  dnt: 'dont',
  cnt: 'cant',
  doesnt: 'does not',
  didnt: 'did not',
  isnt: 'is not',
  wont: 'will not',
  cannot: 'cant',
  myslef: 'myself',
  mysef: 'myself',
  myslf: 'myself',
  meself: 'myself',
  mself: 'myself',
  sucide: 'suicide',
  suicde: 'suicide',
  suiside: 'suicide',
  suicid: 'suicide',
  sucid: 'suicide',
  suacide: 'suicide',
  suiscide: 'suicide',
  sewerslide: 'suicide',
  sucidal: 'suicidal',
  suicidle: 'suicidal',
  suicidel: 'suicidal',
  suisidal: 'suicidal',
  sucicidal: 'suicidal',
  kms: 'kill myself',
  kys: 'kill yourself',
  unalive: 'kill',
  unaliving: 'suicide',
  unalived: 'killed',
  abt: 'about',
  thinkin: 'thinking',
  sh: 'self harm',
  shd: 'self harmed',
  shing: 'self harming',
  selfharm: 'self harm',
  tylenols: 'tylenol',
  od: 'overdose',
  oding: 'overdosing',
};

const OD_BEFORE = new Set(
  'i im gonna going to an did will might almost just he she they would could about wanna want gotta tryna nearly'.split(
    ' ',
  ),
);
const OD_AFTER = new Set('on tonight again today now last rn right yesterday'.split(' '));

// Laughter says a dramatic phrase is a joke ("i cant breathe 😂 the nativity play").
const LAUGHTER = /(?:😂|🤣|😆|😹|\blo+l\b|\blmf?a+o+\b|\bha(?:ha)+\b|\brofl\b)/iu;
export const laughs = (text: string): boolean => LAUGHTER.test(text);

/** The text in the care patterns' spelling: words separated by single spaces, clauses by " | ". */
/**
 * Accents and other marks gone ("não" → nao, "أريد" → اريد), then composed again: Hangul and other
 * scripts whose letters NFKD takes apart stay whole letters. Patterns are folded the same way.
 */
export const fold = (text: string): string =>
  text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .normalize('NFC')
    .toLowerCase()
    // Ligatures NFKD keeps: "sœur" is written "soeur" as often.
    .replace(/œ/g, 'oe')
    .replace(/æ/g, 'ae');

export const careText = (text: string): string => {
  const plain = fold(text)
    .replace(/[’‘`´]/g, "'")
    // "don't" → dont, "i'm" → im, "he'll" → hell is avoided: only the apostrophe goes, the word stays.
    .replace(/(\p{L})'(\p{L})/gu, '$1$2')
    .replace(/sewer\s+slide/g, 'suicide')
    .replace(/\bself[\s-]+(harm|injur|mutilat)/g, 'self $1')
    .replace(/[.?!;:\n]+/g, ' | ')
    .replace(/[^\p{L}\p{N}|]+/gu, ' ');
  const words = plain.split(' ').filter(Boolean);
  // "od" is an overdose only where English puts it ("gonna od", "od on", "od tonight"): in Polish it is
  // "since" ("od 5 lat", "od tygodnia").
  const spelled = words.map((w, i) =>
    w === 'od' && !(OD_BEFORE.has(words[i - 1] ?? '') || OD_AFTER.has(words[i + 1] ?? ''))
      ? w
      : (SHORTHAND[w] ?? w),
  );
  return ` ${spelled.join(' ')} `.replace(/(?: \|)+/g, ' |');
};
