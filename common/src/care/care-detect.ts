import type { CareKind, SupportKind } from '../contracts/care.ts';
import { LANGUAGE_PATTERNS } from './care-languages.ts';
import { type CareModel, modelCareOf, modelFriendOf } from './care-model.ts';
import { HURT_BY, LATE_PATTERNS, PARTNER_WORD, SAID_PATTERNS, SELF_PATTERNS } from './care-patterns.ts';
import { careText, laughs } from './care-words.ts';

// Offline, fast recognition of a reader who may be in danger (issue 29): pattern tables over the text in
// one spelling (care-words.ts), then who is the subject. Runs on the server for home and chat and in the
// web app, so the card is there offline too. Decision 0012 says why patterns and how to add one.

// "me" is left out: it is an object ("my friend texted me"), and "let me die" has its own pattern.
const FIRST_PERSON = new Set(['i', 'im', 'ive', 'id', 'ill', 'myself']);
// Words between a subject and its verb that say nothing about who it is ("i honestly just want to die").
const BETWEEN = new Set(
  'just really honestly so still always sometimes literally seriously kinda kind of lowkey actually often do dont did not does would will could might also even now then cant never truly genuinely deeply am was were been have had feel feels feeling felt like for real right tbh ngl please almost constantly keep kept is are be being and but think thought thinking getting get very too lately again today tonight already all sort about want wanted wish going to i'.split(
    ' ',
  ),
);

/**
 * Whether the reader is the one who says what the match says: the first word before it that is not an
 * adverb or auxiliary is "i"/"im"/…, or the clause begins there ("want to die", "wanna die fr").
 * "jonah wanted to die", "my friend wants to die", "a friend who is suicidal" are someone else's.
 */
const saidByReader = (text: string, at: number): boolean => {
  const before = text.slice(0, at).split(' ').filter(Boolean).reverse();
  for (const word of before) {
    if (word === '|') return true;
    if (FIRST_PERSON.has(word)) return true;
    if (!BETWEEN.has(word)) return false;
  }
  return true;
};

// Abuse long past, told to ask about healing ("abused as a child thirty years ago"), is not danger now.
const LONG_AGO =
  /\b(?:as a (?:child|kid|teen|teenager|little (?:girl|boy))|when i was (?:little|young|younger|small|a (?:child|kid|teen|teenager|little)|\d+|in)|years ago|decades ago|growing up|in my childhood|used to)\b/u;

// The subject-checked patterns, global once, so every match in a text is walked back.
const SAID_EVERYWHERE = SAID_PATTERNS.map((p) => ({ kind: p.kind, re: new RegExp(p.re.source, 'gu') }));

export interface CareFinding {
  kind: CareKind;
}

/**
 * The danger the reader's own words suggest, if any: the patterns first (they name the kind exactly),
 * then, where given, the model trained on phrasings written for it (care-model.ts), which catches the
 * same danger in words no pattern names. The model is passed in: it is large, and the web app loads it
 * only when needed.
 */
export const careOf = (question: string, model?: CareModel): CareFinding | null => {
  const found = patternCareOf(question);
  if (found || !model || /[😂🤣]/u.test(question)) return found;
  const kind = modelCareOf(model, question);
  return kind ? { kind } : null;
};

const patternCareOf = (question: string): CareFinding | null => {
  const text = careText(question);
  const joking = laughs(question);
  const longAgo = LONG_AGO.test(text);
  for (const pattern of SELF_PATTERNS) {
    if (joking && pattern.kind === 'medical') continue;
    if (longAgo && (pattern.kind === 'abuse' || pattern.kind === 'domestic')) continue;
    if (pattern.re.test(text)) return { kind: pattern.kind };
  }
  for (const pattern of LANGUAGE_PATTERNS) if (pattern.re.test(text)) return { kind: pattern.kind };
  // Crying-laughing faces say "im going to die" is a joke; a reader in danger rarely adds them.
  const crying = /[😂🤣]/u.test(question);
  for (const pattern of SAID_EVERYWHERE) {
    if (crying) break;
    for (const m of text.matchAll(pattern.re)) if (saidByReader(text, m.index)) return { kind: pattern.kind };
  }
  for (const pattern of LATE_PATTERNS) if (!joking && pattern.re.test(text)) return { kind: pattern.kind };
  const hurt = HURT_BY.exec(text);
  if (hurt && !longAgo) return { kind: PARTNER_WORD.test(hurt[1] ?? '') ? 'domestic' : 'abuse' };
  return null;
};

const SOMEONE_CLOSE =
  /\b(?:my (?:\w+ )?(?:friend|bestie|bff|son|daughter|kid|kids|child|teen|teenager|brother|sister|mom|mum|dad|mother|father|husband|wife|boyfriend|girlfriend|bf|gf|partner|cousin|roommate|classmate|student|students|grandson|granddaughter|nephew|niece|neighbor|neighbour|coworker|colleague|uncle|aunt|grandma|grandpa|grandmother|grandfather|parents?)|(?:a|one of my) (?:friend|guy|girl|kid|student|boy|teen|member)s?|(?:someone|somebody) (?:i know|i love|in my))\b/u;
const AT_RISK =
  /\b(?:wants? to (?:die|kill (?:him|her|them)self|end (?:it|his life|her life))|(?:kill|killing|hurt|hurting|cut|cutting|harm|harming|starving) (?:him|her|them)sel(?:f|ves)|suicidal|self harm(?:ing)?|does not want to (?:live|be alive|be here)|ending it all|end it all|better off without (?:her|him|them)|goodbye (?:message|post|note|letter)|says goodbye|giving away (?:all )?(?:his|her|their) (?:stuff|things|belongings)|pills saved|kill myself|(?:scared|afraid) of (?:her|his|their) (?:husband|wife|boyfriend|girlfriend|partner|dad|father|mom|mother)|(?:he|she) (?:hits|beats|chokes) (?:her|him)|being (?:abused|hurt|molested|beaten)|stopped (?:his|her|taking (?:his|her)) (?:medicine|medication|meds|insulin)|wants? to go home to (?:jesus|god|heaven)|talks? about (?:dying|suicide|killing)|ctb)\b/u;
const LOSS =
  /\b(?:died|dying|passed away|passed on|passed|death of|lost my|funeral|grieving|grief|mourning|hospice|took (?:his|her|their) (?:own )?life|died by suicide|killed (?:him|her)self|committed suicide|miscarriage|stillborn)\b/u;

/** A gentler pointer: someone close may be at risk, or the reader grieves. Never the care card. */
export const supportOf = (question: string, model?: CareModel): SupportKind | null => {
  const text = careText(question);
  if (SOMEONE_CLOSE.test(text) && AT_RISK.test(text)) return 'friend';
  if (model && modelFriendOf(model, question)) return 'friend';
  if (SOMEONE_CLOSE.test(text) && LOSS.test(text)) return 'grief';
  return null;
};
