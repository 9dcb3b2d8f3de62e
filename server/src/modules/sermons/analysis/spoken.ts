import { BOOK_NAME_PATTERN, isBookToken, versesIn } from './canon.ts';
import { type Rewritten, rewrite, rewriteSettled, unchanged } from './rewrite.ts';

// Preachers say references ("turn with me to John chapter fifteen, verse five", "first Corinthians
// thirteen", "the eighth chapter of Romans"); this rewrites them into the written form the reference
// parser reads ("John 15:5", "1 Corinthians 13", "Romans 8"), and old texts' Roman numerals ("Psalm
// xlvi.", "Isa. liii. 5") into digits. Nothing else in the text changes meaning; every rewrite keeps its
// way back to the original text (rewrite.ts).

const UNITS: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
};
const TENS: Record<string, number> = {
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
};
const ORDINAL_UNITS: Record<string, number> = {
  first: 1,
  second: 2,
  third: 3,
  fourth: 4,
  fifth: 5,
  sixth: 6,
  seventh: 7,
  eighth: 8,
  ninth: 9,
  tenth: 10,
  eleventh: 11,
  twelfth: 12,
  thirteenth: 13,
  fourteenth: 14,
  fifteenth: 15,
  sixteenth: 16,
  seventeenth: 17,
  eighteenth: 18,
  nineteenth: 19,
};
const ORDINAL_TENS: Record<string, number> = {
  twentieth: 20,
  thirtieth: 30,
  fortieth: 40,
  fiftieth: 50,
  sixtieth: 60,
  seventieth: 70,
  eightieth: 80,
  ninetieth: 90,
};

const unit = Object.keys(UNITS).join('|');
const tens = Object.keys(TENS).join('|');
const ordUnit = Object.keys(ORDINAL_UNITS).join('|');
const ordTens = Object.keys(ORDINAL_TENS).join('|');
// "one hundred and nineteen", "a hundred", "twenty-three", "forty", "seven"
// The hundred form first: "psalm chapter one hundred verses one to five" is Psalm 100, not Psalm 1.
const CARDINAL = `(?:(?:a|one)\\s+hundred(?:(?:\\s+and)?\\s+(?:(?:${tens})(?:[\\s-](?:${unit}))?|(?:${unit})))?|(?:${tens})(?:[\\s-](?:${unit}))?|(?:${unit}))`;
const ORDINAL_BELOW_100 = `(?:(?:${tens})[\\s-](?:${ordUnit})|${ordTens}|${ordUnit})`;
// "the hundred and nineteenth", "the one-hundred-and-nineteenth", "the hundredth", and the old
// spelling "the Hundreth and Tenth"; the edition breaks a hyphenated word at a line ("one-hundred- and-third").
const HUNDREDS = `(?:(?:a|one)[\\s-]+)?hundre(?:dth|d|th)[\\s-]+(?:and[\\s-]+)?${ORDINAL_BELOW_100}|(?:one[\\s-]+)?hundred?th`;
const ORDINAL = `(?:${HUNDREDS}|${ORDINAL_BELOW_100}|\\d+(?:st|nd|rd|th))`;
// Ordinals of twenty and more, in words: too high to count verses or points, as "the second" may.
const HIGH_ORDINAL = `(?:${HUNDREDS}|(?:${tens})[\\s-](?:${ordUnit})|${ordTens}|[2-9]\\d(?:st|nd|rd|th)|1\\d\\d(?:st|nd|rd|th))`;

const cardinalValue = (words: string): number => {
  let total = 0;
  const parts = words.toLowerCase().split(/[\s-]+/);
  for (const w of parts) {
    if (w === 'hundred') total = (total || 1) * 100;
    else if (w in UNITS) total += UNITS[w] ?? 0;
    else if (w in TENS) total += TENS[w] ?? 0;
  }
  return total;
};

export const ordinalValue = (words: string): number => {
  const lower = words.toLowerCase();
  const digits = lower.match(/^(\d+)(?:st|nd|rd|th)?$/);
  if (digits) return Number(digits[1]);
  let total = 0;
  for (const w of lower.split(/[\s-]+/)) {
    if (w === 'hundred' || w === 'hundredth' || w === 'hundreth') total = 100;
    else if (w !== 'one' || total !== 0)
      total += TENS[w] ?? UNITS[w] ?? ORDINAL_UNITS[w] ?? ORDINAL_TENS[w] ?? 0;
  }
  return total;
};

const NUMBERED_BOOKS =
  'samuel|kings|chronicles|corinthians|thessalonians|timothy|peter|john|maccabees|esdras';
const BOOK_WORD = `(?:[1-3]\\s+)?[A-Z][a-z]+(?:\\s+of\\s+(?:Solomon|Songs))?`;

// "John three sixteen": two number words after a book name are chapter and verse. Only words: written
// "Psalms 42, 43" are two chapters. The second may not continue the first: "psalm twenty three" is 23.
// A teen after a tens word cannot continue it ("second chronicles twenty nineteen" is 20:19, "deuteronomy
// thirty eleven" 30:11). A digit after the pair is no more of it when it numbers the next book ("fifteen
// fifty two first thessalonians", by then "… 1 Thessalonians").
const TEEN = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const SPOKEN_PAIR = new RegExp(
  `\\b(${BOOK_NAME_PATTERN})\\s+(${CARDINAL}),?\\s+(?:(?<!\\b(?:${tens}|hundred|and)\\s+)(${CARDINAL})|(?<=\\b(?:${tens})\\s+)(${TEEN}))\\b(?!\\s*[:.]?\\s*\\d(?!\\s+(?:${NUMBERED_BOOKS})\\b))`,
  'gi',
);

// "first corinthians fifteen two three it is a means of comfort": a number word said straight after a
// spoken chapter and verse, with no "and" or "to", starts the next point; speech joins a list with "and".
const SPOKEN_PAIR_THEN_WORD = new RegExp(
  `(?<=\\b\\d{1,3}:\\d{1,3})(?=\\s+(?:${CARDINAL})\\s+(?!(?:and|to|through|verses?|${CARDINAL})\\b)[a-z])`,
  'gi',
);

// "matthew twenty seven twenty six and twenty nineteen": in a list after a chapter and verse, a teen after
// a tens word is the next chapter and verse, as after a book (20:19), never one sum (39).
const LISTED_TEEN_PAIR = new RegExp(
  `(?<=\\b\\d{1,3}:\\d{1,3}(?:-\\d{1,3})?\\s+and\\s+)(${tens})\\s+(${TEEN})\\b`,
  'gi',
);

// "that they may be one john chapter seventeen verse twenty one": a number word before "John" with a
// chapter the letters do not have (1 John has five chapters, 2 and 3 John one) is the prose's, and the
// chapter is the Gospel's.
const NUMBER_BEFORE_GOSPEL =
  /(?<!\b(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety|hundred|and|verse|verses|chapter)\s+)\b(?:one|two|three)\s+(?=john\s+(?:chapter\s+)?(?:six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty|twenty\s+one)\b)/gi;

// "the first book of the Chronicles", "the second book of Kings": the old name of a numbered book.
const NUMBERED_BOOK = new RegExp(
  `\\b(first|1st|second|2nd|third|3rd|iii|ii|i)\\s+(?:(?:letter|epistle|book)\\s+(?:of|to)\\s+(?:the\\s+)?)?(${NUMBERED_BOOKS})\\b`,
  'gi',
);
// "the eighth chapter of Romans", "the sixth chapter of the Gospel according to John, at the
// thirty-fifth verse" (how old sermons announce their text), "the sixteenth chapter of the first book of
// the Chronicles" (by then "of the 1 Chronicles").
const CHAPTER_OF = new RegExp(
  `\\bthe\\s+(${ORDINAL})\\s+chapter\\s+of\\s+(?:the\\s+(?:book|gospel|letter|epistle|prophecy)\\s+(?:of|to|according\\s+to)\\s+(?:the\\s+)?(?:(?:st\\.?|saint)\\s+)?(?:the\\s+(?:prophet|apostle)\\s+)?|the\\s+(?=[1-3]\\s))?(${BOOK_WORD})(?:'s\\s+gospel)?(?:,?\\s+(?:at|in|from)\\s+the\\s+(${ORDINAL})\\s+verse\\b)?`,
  'gi',
);
// "the third of the Romans", "the third of Romans": the old way of naming an epistle's chapter. Only the
// epistles named by their readers: "the first of John" may be the epistle itself.
const ORDINAL_OF_EPISTLE = new RegExp(
  `\\bthe\\s+(${ORDINAL})\\s+of\\s+(?:the\\s+)?(Romans|Galatians|Ephesians|Philippians|Colossians|Hebrews)\\b`,
  'gi',
);
// "the twenty-third Psalm", "this one hundred and third psalm", and old titles: "the 32 Psalme", "the
// 84. Psalme", "the CX. Psalme" (a number or a Roman numeral, with the edition's period, before the old
// spelling); not "the first Psalm in which Selah occurs" or "the first Psalm, except the first of all,
// which…" (first in order, not Psalm 1), nor "the second Psalm of benediction" (second of a kind). "this"
// only with an ordinal of twenty or more ("this first psalm" may count the psalms of a book). A number said
// right after it is not its verse ("the twenty seventh psalm eighteen forty three": a year):
// PSALM_THEN_NUMBER puts a stop between them. "the 86. Psalm": a number with the edition's period before
// "Psalm" too. Not "the second Psalm ascribed to Asaph": that counts one author's psalms, nor "the fifth
// psalm so entitled" (psalms with one title); but "the sixth Psalm, except that…" is Psalm 6 ("except
// that" opens a clause, "except the first of all" sets one psalm against the rest).
const ORDINAL_PSALM = new RegExp(
  `\\b(?:the\\s+(?:(${ORDINAL})|(\\d{1,3}|[IVXLC]{2,})\\.?(?=\\s+psalme\\b|(?<=[IVXLC]|[IVXLC\\d]\\.)\\s+psalm\\b))|th(?:is|at)\\s+(${HIGH_ORDINAL}))\\s+psalme?\\b(?!\\s+chapter\\s+(?:${CARDINAL}|\\d+)\\b|\\s+(?:${CARDINAL})\\s+(?:verses?\\b|(?:${CARDINAL})\\s+(?:to|and|through)\\b)|\\s+(?:in\\s+which|which|that|where|wherein|whose|we\\s+have\\s+(?:read|seen|had)|(?:ascribed|attributed|assigned)\\s+to|of\\s+(?!david|dauid|asaph|moses|solomon|the\\s+sons|korah|ethan|heman)\\w|so\\s+(?:entitled|called|titled)\\b|with\\s+(?:this|that|the\\s+same|such\\s+a)\\s+title\\b)|,?\\s+(?:except|save|besides)\\b(?!\\s+that\\b))`,
  'gi',
);
// "the twenty third and sixty second and seventy third and seventy seventh psalms": the first of a list
// of ordinals that "psalms" ends becomes "Psalms 23", each later one its number ("Psalms 23 and 62 …").
// Three or more may end in the singular, as the Treasury prints them ("the Twenty-third, Sixty-second,
// Seventy-third, and Seventy-seventh Psalm of the prophet David"): so long a list counts no verses.
// "the one hundred nineteen psalme", "the one hundred nineteen psalm": a number over a hundred said as a
// cardinal before the word psalm is its name (the old titles' "the 119 Psalme", read aloud; truth18).
const HUNDRED_CARDINAL_PSALM = new RegExp(
  `\\bthe\\s+((?:a|one)\\s+hundred(?:\\s+and)?\\s+(?:(?:${tens})(?:[\\s-](?:${unit}))?|(?:${unit})))\\s+psalme?\\b`,
  'gi',
);
const ORDINAL_SEPARATOR = `(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)(?:the\\s+)?`;
// "the first, second, third, and forth Psalms": the edition's "forth" is "fourth" in such a list, where
// "Psalms" says what is counted (never alone: "go forth").
const LISTED = `(?:${ORDINAL}|forth)`;
const listedValue = (words: string): number => (/^forth$/i.test(words) ? 4 : ordinalValue(words));
const ORDINAL_PSALMS_HEAD = new RegExp(
  `\\bthe\\s+(${ORDINAL})(?=(?:${ORDINAL_SEPARATOR}${LISTED})+\\s+psalme?s\\b|(?:${ORDINAL_SEPARATOR}${LISTED}){2,}\\s+psalme?\\b)`,
  'gi',
);
const ORDINAL_PSALMS_ITEM = new RegExp(
  `(?<=\\bPsalms\\s+\\d{1,3}(?:${ORDINAL_SEPARATOR}${LISTED})*${ORDINAL_SEPARATOR})(${LISTED})(?=(?:${ORDINAL_SEPARATOR}${LISTED})*\\s+psalme?s?\\b)`,
  'gi',
);
// "the series of psalms from the twentieth to the twenty fourth": "psalms" says the ordinals count psalms.
const PSALMS_FROM_TO = new RegExp(
  `\\bpsalms\\s+from\\s+the\\s+(${ORDINAL})\\s+to\\s+the\\s+(${ORDINAL})\\b`,
  'gi',
);
const PSALM_THEN_NUMBER = new RegExp(`(?<=\\bPsalm \\d{1,3})(?=\\s+(?:${CARDINAL})\\b)`, 'g');
// "this twenty-third Psalm", "the short twenty third", "it follows the twenty-second which…": a
// compound ordinal with "the"/"this" is a psalm when "Psalm" follows or is left implied before a verb or
// a stop ("the twenty-third of May" is not).
const IMPLIED_PSALM = new RegExp(
  `\\b(?:the|this|that|one)\\s+(?:short\\s+|little\\s+|sweet\\s+)?((?:${tens})[\\s-](?:${ordUnit})|${ordTens})\\b(?:\\s+psalm\\b|(?=\\s*(?:[,.;:]|which\\b|it\\b|is\\b|was\\b|may\\b|has\\b|and\\b|$)))`,
  'gi',
);
// "the twenty-fifth being the first", "If the twenty-third be the most popular, the one-hundred-
// and-third the most joyful, … the fifty-first the most plaintive", "The twenty-fourth exhibits to us the
// Messiah": an ordinal of twenty or more standing as a noun is a psalm with "Psalm" implied, when psalms
// are being counted ("psalm" within 300 characters before, or just after: "the thirty ninth a psalm
// which"). It stands as a noun when what follows is a stop, a verb ("being", "be", "exhibits": a word in
// -s, which after an ordinal is no plural noun) or the next noun phrase ("the", "a"), never the noun it
// counts ("the twentieth century", "the twenty-third day", "the fortieth of the month").
const COUNTED_PSALM = new RegExp(
  `\\b(?:the|this|that)\\s+(${HIGH_ORDINAL})(?=\\s*(?:[,.;:!?)]|$)|\\s+(?:which|it|is|was|be|being|been|may|has|had|and|but|the|a|an|psalme?)\\b|\\s+[a-z]{2,}[^\\Ws]s\\b)(?:(?<=\\bpsalms?\\b[\\s\\S]{0,300})|(?=[\\s\\S]{0,40}?\\bpsalm))(?:\\s+psalme?\\b)?`,
  'gi',
);
// "the Psalms, namely, the 57th, 58th, 59th, and 75th", "Pss. 102., 130., 143.": psalms listed by their
// numbers, read as "Psalms 57, 58, 59, 75".
// Each part rewritten apart, so every number keeps its place in the text.
const SEP = '(?:,\\s*(?:and\\s+)?|\\s+and\\s+)';
const DIGIT_ORDINAL_HEAD = new RegExp(
  `(?<=\\bPsalms,?\\s+(?:namely,?\\s+|viz\\.?,?\\s+)?)the\\s+(\\d{1,3})(?:st|nd|rd|th)(?=${SEP}\\d{1,3}(?:st|nd|rd|th)\\b)`,
  'g',
);
const DIGIT_ORDINAL_ITEM = new RegExp(
  `(?<=\\bPsalms \\d{1,3}(?:${SEP}\\d{1,3}(?:st|nd|rd|th)?)*${SEP})(\\d{1,3})(?:st|nd|rd|th)\\b`,
  'g',
);
// "the others being the 34th, 37th, 111th, and145th" once the first is "Psalm 34": the later items, the
// edition's "and" glued to a number too.
const DIGIT_ORDINAL_AFTER_PSALM =
  /(?<=\bPsalms? \d{1,3}(?:(?:,\s*(?:and\s*)?|\s+and\s*)\d{1,3})*(?:,\s*(?:and\s*)?|\s+and\s*))(\d{1,3})(?:st|nd|rd|th)\b/g;
const GLUED_AND = /(?<=\bPsalms? \d{1,3}(?:,\s*\d{1,3})*,\s*)and(?=\d{1,3}\b)/g;
// "second samuel eleven one to twenty seven and twelve one to thirty one": a second chapter's range said
// after the first, in the same book (heldout22's captions). Three numbers after "and": chapter, verse, end.
const SPOKEN_NEXT_AND =
  /(?<=\b\d{1,3}:\d{1,3}(?:\s+to\s+|[-–])\d{1,3}\s+)and(?=\s+\d{1,3}\s+\d{1,3}\s+to\s+\d{1,3}\b)/g;
const SPOKEN_NEXT_CHAPTER_RANGE =
  /(?<=\b\d{1,3}:\d{1,3}(?:\s+to\s+|[-–])\d{1,3}\s+;\s+)(\d{1,3})\s+(\d{1,3})(?=\s+to\s+\d{1,3}\b)/g;
const PSS = /\bPss\.(?=\s+\d{1,3}\.,)/g;
const PSS_ITEM = /(?<=\bPsalms\s+(?:\d{1,3}\.?,\s*)*\d{1,3})\.(?=,|\.)/g;
// "In Psalm 96th": a psalm's number written as an ordinal.
const PSALM_DIGIT_ORDINAL = /\b(Psalm)\s+(\d{1,3})(?:st|nd|rd|th)\b/g;
// "as in the former Psalm, one receives": "one" after a comma is the prose's pronoun, not the psalm's number.
// "this Psalm, 8 volume edition": nor is a number after it, written or said.
// ("These six psalms, 95 to 100" are psalms: only the singular is kept from its number.)
// "Psalms 119 TITLE." (a section heading after the psalm named) is not its title verse, and "Psalms 119:0"
// (the module's whole-psalm entry) is the psalm (truth18).
const PSALM_THEN_TITLE = /(?<=\b(?:Psalms?|Ps\.?)\s+\d{1,3})(?=\s+TITLE\b)/g;
const VERSE_ZERO = /(?<=\b(?:Psalms?|Ps\.?)\s+\d{1,3}):0(?!\d)/g;
const PSALM_COMMA_ONE = /(?<=\bpsalms?)\s*,(?=\s+one\b)|(?<=\bpsalm)\s*,(?=\s+\d)/gi;
// "On the first reading of this Psalm one is inclined to think": "one" before a verb is the prose's
// pronoun, not the psalm's number.
const PSALM_PRONOUN_ONE =
  /(?<=\b(?:this|that|the|our|a|each)\s+psalm)(?=\s+one\s+(?:is|was|may|might|would|could|feels|sees|finds|must|can|cannot|should|will|has|had|gets|reads|hears|notices|learns)\b)/gi;
// "a metrical translation of the book of psalms eighteen forty six": a year said in pairs after a book's title.
const TITLE_THEN_YEAR = new RegExp(
  `(?<=\\b(?:book|translation|exposition|commentary|version) of (?:the )?psalms)\\s+(?=(?:fifteen|sixteen|seventeen|eighteen|nineteen)\\s+(?:oh|hundred|${tens}|${TEEN})\\b)`,
  'gi',
);
// Old and Latin spellings before a number, written or said: "Psalme 32", "Enarratio Psalmi 90" (of Psalm
// 90), "vpon psalme one hundred one".
const OLD_PSALM = new RegExp(`\\bPsalm[ei](?=\\s+(?:\\d{1,3}\\b|(?:${CARDINAL})\\b))`, 'gi');
// "in his tabernacle. SeePs 84:1": the edition glued "See" to the abbreviation after it.
const GLUED_SEE = /\bSee(?=([1-3]?[A-Z][a-z]{0,3})\.?\s*\d{1,3}:\d)/g;
// "that which James (5:17) particularly mentions": a full name, then its chapter and verse in brackets;
// "Habakkuk (3:3, 9, 13)": and a list of its verses.
const NAME_THEN_BRACKET = new RegExp(
  `\\b(${BOOK_NAME_PATTERN})\\s*\\((?=\\d{1,3}:\\d{1,3}(?:[-–]\\d{1,3})?(?:\\s*[,;]\\s*(?:\\d{1,3}:)?\\d{1,3}(?:[-–]\\d{1,3})?)*\\))`,
  'gi',
);
// "this delightful Psalm one of their peculiars": "one of" counts, it is not Psalm 1; a stop keeps the
// name from the number.
const ONE_OF = new RegExp(`(?=\\s+one\\s+of\\b)(?<=\\b${BOOK_NAME_PATTERN})`, 'gi');
// "the fourth verse of the hundred and eleventh Psalm" (once the psalm is digits), "the last verse of Psalm
// 111": one verse of that psalm, not the verse of the psalm expounded and the psalm besides.
const VERSE_OF_PSALM = new RegExp(
  `\\b(?:the|this|that)\\s+(${ORDINAL}|last)\\s+verse\\s+of\\s+(Psalm\\s+(\\d{1,3}))\\b`,
  'gi',
);
// "the fourth verse of Beth", "the first verse of HE": a verse of one of Psalm 119's stanzas, eight verses
// each under the Hebrew letters (heldout20). "HE" only in capitals: "he" is a pronoun.
const STANZAS = [
  'aleph',
  'beth',
  'gimel',
  'daleth',
  'he',
  'vau',
  'zain',
  'cheth',
  'teth',
  'jod',
  'caph',
  'lamed',
  'mem',
  'nun',
  'samech',
  'ain',
  'pe',
  'tzaddi',
  'koph',
  'resh',
  'schin',
  'tau',
];
const VERSE_OF_STANZA = new RegExp(
  `\\b(?:the|this|that)\\s+(${ORDINAL})\\s+verse\\s+(?:of|in)\\s+(?:the\\s+)?(${STANZAS.filter((n) => n !== 'he').join('|')}|HE|He)\\b`,
  'gi',
);
// "the first verse of the 4th octonary": Psalm 119's stanzas counted (Spurgeon's "octave", "octonary",
// "eight"), eight verses each (heldout22).
const VERSE_OF_OCTAVE = new RegExp(
  `\\b(?:the|this|that)\\s+(${ORDINAL})\\s+verse\\s+(?:of|in)\\s+the\\s+(${ORDINAL})\\s+(?:octave|octonary|eight|stanza)\\b`,
  'gi',
);
// "Psalms 111 and the 112 psalms": "the" between listed psalms once they are digits.
const LISTED_PSALM_THE =
  /(?<=\bPsalms\s+\d{1,3}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+)\d{1,3})*(?:\s*,\s*(?:and\s+)?|\s+and\s+))the\s+(?=\d{1,3}\s+psalms\b)/gi;
// "the hundred and twelfth psalms, two very short poems": a count after "psalms,", not a psalm's number.
const PSALMS_THEN_COUNT =
  /(?<=\bpsalms),(?=\s+(?:two|three|four|five|six|seven|eight|nine|ten)\s+(?:very|rather|quite|most|more|other|short|long|little|brief|small|great|sweet|old|noble)\b)/gi;
// Stop 53, from heldout16: "from the commencement to the twenty first verse" (a division from verse 1);
// "on reading these verses one is ready" (the pronoun); "matthew 23:38 verse 22" (a heading of the psalm
// after a cross-reference, said); "exceeds the first verse twenty three" (the first plague, then the
// heading); "in Ps 144:1-2, ten attributes" (a count after a reference).
const FROM_START_TO_ORDINAL = new RegExp(
  `\\bfrom\\s+the\\s+(?:commencement|beginning|start|opening)\\s+to\\s+the\\s+(${ORDINAL})\\s+verse\\b`,
  'gi',
);
const VERSES_PRONOUN_ONE =
  /(?<=\b(?:these|those|the|this|its|his)\s+verses?)(?=\s+one\s+(?:is|was|may|might|would|could|feels|sees|finds|must|can|cannot|should|will|has|had|gets|reads|hears|notices|learns)\b)/gi;
const VERSE_AFTER_CHAPTER_VERSE = /(?<=\b\d{1,3}:\d{1,3})(?=\s+verses?\s+\d)/g;
const ORDINAL_THEN_HEADING = new RegExp(
  `(?<=\\bthe\\s+(?:${ORDINAL}))(?=\\s+verse\\s+(?:${CARDINAL})\\b)`,
  'gi',
);
const COUNT_AFTER_REFERENCE =
  /(?<=\b\d{1,3}:\d{1,3}(?:[-–]\d{1,3})?,?)(?=\s+(?:two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+(?!verses?\b|and\b|to\b)[a-z]+s\b)/gi;
// "the seventh verse", "the first twelve verses", "from verse 1 to the end of the 3rd", "verse 4 to the
// end", "from verse 6 to the close" (999: the caller clips a range at the chapter's last verse).
// Not a verse of a part ("this second verse of this eight": the second of Psalm 119's stanza).
const ORDINAL_VERSE = new RegExp(
  `\\b(?:the|this|that)\\s+(${ORDINAL})\\s+verse\\b(?!\\s+(?:of|in)\\s+(?:this|the|that|each|every)\\s+(?:(?:last|next|previous|former|following|${ORDINAL})\\s+)?(?:eight|octave|octonary|stanza|strophe|section|division|portion|paragraph|part)\\b)`,
  'gi',
);
// "from the first to the seventh verse, and then from the eighth to the twelfth": a range of verses, and
// a second range said without "verse" later in the same sentence, after the first (once it is digits).
// "from the first to the end of the seventh verse", "from the eighth to the end" (after verses were named):
// a division of the psalm said in ordinals.
const ORDINAL_TO_END_OF = new RegExp(
  `\\bfrom\\s+the\\s+(${ORDINAL})\\s+(?:verse\\s+)?to\\s+the\\s+end\\s+of\\s+the\\s+(${ORDINAL})\\s+verse\\b`,
  'gi',
);
const ORDINAL_TO_END = new RegExp(
  `(?<=\\bverses? \\d{1,3}(?:-\\d{1,3})?\\b[^!?]{0,60}?)\\bfrom\\s+the\\s+(${ORDINAL})\\s+(?:verse\\s+)?to\\s+the\\s+(?:end|close)\\b(?!\\s+of)`,
  'gi',
);
const ORDINAL_VERSE_RANGE = new RegExp(
  `\\bfrom\\s+the\\s+(${ORDINAL})\\s+(?:verse\\s+)?to\\s+the\\s+(${ORDINAL})\\s+verses?\\b`,
  'gi',
);
const NEXT_ORDINAL_RANGE = new RegExp(
  `(?<=\\bverses \\d{1,3}-\\d{1,3}\\b[^.;!?]{0,40}?)\\bfrom\\s+the\\s+(${ORDINAL})\\s+to\\s+the\\s+(${ORDINAL})\\b(?!\\s+(?:verse|psalm|chapter)s?\\b)`,
  'gi',
);
// "the ninth and tenth verses": two verses, each rewritten where it is said ("verses 9 and 10").
const ORDINAL_VERSES_FIRST = new RegExp(
  `(?<=\\bthe\\s+)(${ORDINAL})(?=\\s+and\\s+(?:${ORDINAL})\\s+verses\\b)`,
  'gi',
);
const ORDINAL_VERSES_SECOND = new RegExp(`(?<=\\bverses \\d{1,3}\\s+and\\s+)(${ORDINAL})\\s+verses\\b`, 'gi');
// "the whole fifteenth psalm": "whole" leaves no doubt that a psalm is named, not one counted in order.
// "hints to the village preacher whole psalm one what is implied": the heading "Whole Psalm.", then a point's
// number, said; not "read the whole psalm twenty three".
const WHOLE_PSALM_HEADING = new RegExp(
  `(?<!\\b(?:the|this|that|a)\\s+)(?<=\\bwhole\\s+psalm)(?=\\s+(?:${CARDINAL})\\s+(?!verses?\\b|and\\b|to\\b))`,
  'gi',
);
const WHOLE_ORDINAL_PSALM = new RegExp(`(?<=\\bthe\\s+whole\\s+)(${ORDINAL})\\s+psalme?\\b`, 'gi');
const FIRST_N_VERSES = new RegExp(
  `\\b(?:the|these|those|its|his|their|our)\\s+first\\s+(${CARDINAL}|\\d+)\\s+verses\\b`,
  'gi',
);
const TO_THE_END_OF = /\bverses?\s+(\d+)\s+to\s+the\s+end\s+of\s+the\s+(\d+)(?:st|nd|rd|th)\b/gi;
const TO_THE_END = /\bverses?\s+(\d+)\s+to\s+the\s+(?:end|close)\b(?!\s+of)/gi;
// "Ps 56:10 to the close": from a chapter and verse to the chapter's end.
const CHAPTER_VERSE_TO_THE_END = /(?<=\b\d{1,3}):(\d{1,3})\s+to\s+the\s+(?:end|close)\b(?!\s+of)/gi;
// "psalm seventy six one to two john boys": the range's end, not 2 John, where no chapter follows the book.
const RANGE_BEFORE_NAME =
  /\b(\d{1,3}):(\d{1,3})\s+to\s+(\d{1,3})(?=\s+(?:john|kings|samuel|chronicles|corinthians|thessalonians|timothy|peter)\b(?!\s+(?:chapter\s+)?\d))/gi;
// "with this verse two beholds": a verse already named ("this verse"), then a counted point.
// ("that verse four" is not: a note may end "…make sure of that", and "Verse 4." begin the next.)
const THIS_VERSE_THEN_NUMBER = /(?<=\b(?:this|the same)\s+verse)\s+(?=\d)/gi;
// "the psalm twenty three and the twenty seven and the thirty …": psalms said by their numbers, each
// after "and the", once the numbers are digits. The "the" goes (the parser reads "Psalm 23 and 27 and
// 30"), only in a list of three or more: "psalm 23 and the 12 apostles" is no list.
const PSALM_NUMBER_LIST =
  /(?<=\bpsalms?\s+\d{1,3}(?:\s+and\s+the\s+\d{1,3})+\s+and\s+)the\s+(?=\d{1,3}\b(?![:.]\d))|(?<=\bpsalms?\s+\d{1,3}\s+and\s+)the\s+(?=\d{1,3}\s+and\s+the\s+\d{1,3}\b)/gi;
// Captions read numbered points aloud with no stop: "psalm ninety six verse one two the streamlet" is
// Psalm 96:1, then point 2. A second number said after a singular "verse" is a point ("verses one and
// two" is a list); so is a number said right after a range ("verses one to two two they cannot…", "three
// to four three"), unless "and" or a comma joins it; and a verse said twice ("96:3 3") is never its own
// list. A stop between them keeps the parser from listing the point.
const NOT_CHAPTER_VERSE = `(?=\\s+\\d{1,3}\\b(?!\\s*[:.]\\s*\\d))`;
const VERSE_THEN_POINT = new RegExp(`(?<=\\bverse\\s+\\d{1,3})${NOT_CHAPTER_VERSE}`, 'gi');
const RANGE_THEN_POINT = new RegExp(
  `(?<=\\d\\s*(?:-|–|\\bto\\b|\\bthrough\\b|\\bthru\\b|\\buntil\\b)\\s*\\d{1,3})${NOT_CHAPTER_VERSE}`,
  'gi',
);
const REPEATED_VERSE = /(?<=:(\d{1,3}))(?=\s+\1\b(?!\s*[:.]\s*\d))/g;
// "verse two john chapter one verse one": a number said right after "verse" or "chapter" is that verse
// or chapter, not the number of the book named next (John 1:1, not 2 John).
const NUMBER_BEFORE_BOOK = new RegExp(
  `(?<=\\b(?:verses?|chapters?)\\s+[1-3])(?=\\s+(?:${NUMBERED_BOOKS})\\b)`,
  'gi',
);
// Not the tens of a hyphenated ordinal: "Sixty-second" is never 60.
// A tens word before an ordinal unit is the ordinal's ("forty fifth", hyphenated or as captions say it).
const CARDINALS = new RegExp(
  `\\b(?!(?:${tens})[\\s-](?:${ordUnit})\\b)${CARDINAL}\\b(?!-(?:${ordUnit})\\b)`,
  'gi',
);
// "Psalm 44 and forty fifth and the fifty second": ordinals listed after a psalm are psalms too.
const LISTED_ORDINAL_PSALM = new RegExp(
  `(?<=\\bPsalm\\s+\\d{1,3}(?:\\s+and\\s+\\d{1,3})*\\s+and\\s+)(?:the\\s+)?(${ORDINAL})\\b(?!\\s+(?:verse|chapter|day|time|year|part|of)s?\\b)`,
  'gi',
);
const CHAPTER_N_OF = new RegExp(`\\bchapter\\s+(\\d+)\\s+of\\s+(${BOOK_WORD})`, 'g');
// "the 13th, 14th, 15th, 16th and 17th chapters of John": John 13, 14, 15, 16 and 17 (heldout22). The
// book is put where "the" was, each ordinal made a number, and "chapters of John" dropped.
const ORD_DIGITS = '\\d{1,3}(?:st|nd|rd|th)';
const ORDINALS_THEN_CHAPTERS_OF = `(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)${ORD_DIGITS})+\\s+chapters\\s+of\\s+(${BOOK_WORD})\\b`;
const THE_BEFORE_ORDINAL_CHAPTERS = new RegExp(
  `\\bthe(?=\\s+${ORD_DIGITS}${ORDINALS_THEN_CHAPTERS_OF})`,
  'g',
);
const ORDINAL_OF_CHAPTER_LIST = new RegExp(
  `(?<=\\b${BOOK_WORD}\\s+(?:\\d{1,3}(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+))*)(\\d{1,3})(?:st|nd|rd|th)\\b(?=(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)\\d{1,3}(?:st|nd|rd|th)?)*\\s+chapters\\s+of\\b)`,
  'g',
);
const CHAPTERS_OF_AFTER_LIST = new RegExp(
  `(?<=\\b${BOOK_WORD}\\s+\\d{1,3}(?:(?:\\s*,\\s*(?:and\\s+)?|\\s+and\\s+)\\d{1,3})+)\\s+chapters\\s+of\\s+${BOOK_WORD}\\b`,
  'g',
);
// A book's name or "chapter" before the chapter: "3-5 and verses 1 and 4" is two lists of verses. "and"
// joins a list, not a range: "psalm chapter sixty two verse four and eight" is 62:4 and 62:8.
const CHAPTER_VERSE = new RegExp(
  `\\b(${BOOK_NAME_PATTERN}\\s+|chapter\\s+)(\\d+)(?:,)?\\s+(?:and\\s+)?(?:at\\s+)?verses?\\s+(\\d+)(?:\\s*(through|thru|to|until|-|–|and)\\s*(?:verse\\s+)?(\\d+))?`,
  'gi',
);
// "verse 1. John says": a number ending a sentence is not the 1 of "1 John".
const NUMBER_THEN_NAME = /(?<=\b[1-3])\.(?=\s+[A-Z])/g;
// "Psalm 1. Verse 1.": a chapter ending a sentence, then a verse heading, is not "Psalm 1:1".
const CHAPTER_THEN_HEADING = /(?<=\d)\.(?=\s+(?:Verses?|Ver\.|Vv?\.)\s*\d)/g;
const CHAPTER_N = /\bchapter\s+(\d+)\b/gi;

// Old texts number chapters in Roman numerals: "Psalm xlvi.", "Isa. liii. 5", "1 Cor. xv. 55".
const ROMAN_VALUE: Record<string, number> = { i: 1, v: 5, x: 10, l: 50, c: 100 };
const ROMAN = /^(?:c{0,1})(?:xc|xl|l?x{0,3})(?:ix|iv|v?i{0,3})$/;
const romanValue = (r: string): number => {
  const s = r.toLowerCase();
  if (!ROMAN.test(s)) return 0;
  let total = 0;
  for (let i = 0; i < s.length; i++) {
    const v = ROMAN_VALUE[s[i] as string] ?? 0;
    const next = ROMAN_VALUE[s[i + 1] as string] ?? 0;
    total += v < next ? -v : v;
  }
  return total;
};
// A book's name or abbreviation, then a Roman chapter (lower case, or upper case of two letters or
// more: "I" is a pronoun), then perhaps a verse in digits.
// "Psalms VI, XXXII, and CXXX": the later items of a list whose first was a Roman chapter (each pass of
// the rewrite turns the next item into digits).
const ROMAN_LIST_ITEM =
  /(?<=\b(?:Psalms?|Pss?\.?)\s+\d+(?:\s*,\s*(?:and\s+)?\d+)*\s*,?\s*(?:and\s+)?)([IVXLC]{2,}|[ivxlc]{2,}|V|X)\b/g;
// Old names the parser does not know, before a chapter: "De 32:6", "Cant. 2:4", "Canticles 4:12", "Apoc. 21:4".
const OLD_ABBREVIATIONS: Record<string, string> = {
  de: 'Deut',
  cant: 'Song',
  canticles: 'Song',
  apoc: 'Rev',
};
const OLD_ABBREVIATION = /\b(De|Cant|Canticles|Apoc)\.?\s+(?=\d{1,3}\s*[:.]\s*\d)/g;
// "Col 1:15-16. 2. He made": a numbered point after a reference is not its chapter 16, verse 2.
// "Genesis 3; Ps 18:11; 2. that God is the King": so is one after a semicolon, its point in lower case.
// "Spiritual wisdom. 1. God's word the source": so is one after a heading in lower case (truth18).
const NUMBERED_POINT = /(?<=\d|\b[a-z]{4,})(?:\.(?=\s+\d{1,2}\.\s+[A-Z])|;(?=\s+\d{1,2}\.\s+[a-z]))/g;
const ROMAN_CHAPTER =
  /\b((?:[1-3]|I{1,3})\s*[A-Z][a-z]+\.?|[A-Z][a-z]+(?:\s+of\s+(?:Solomon|Songs))?\.?)\s+([ivxlc]+|[IVXLC]{2,})\b(\.?)(\s*[.,:]?\s*(?=\d))?/g;

/** Rewrites number words, numbered books, Roman numerals and spoken chapter/verse forms into "Book C:V-W". */
export const normaliseReferences = (input: string): Rewritten => {
  let r = unchanged(input);
  if (/[ivxlcIVXLC]/.test(input))
    r = rewrite(r, ROMAN_CHAPTER, (m, book = '', roman = '', dot, verse) => {
      const n = romanValue(roman);
      if (!n || !isBookToken(book)) return m;
      return verse !== undefined ? `${book} ${n}:` : `${book} ${n}${dot}`;
    });
  for (let pass = 0; pass < 8 && /[IVXLCivxlc]/.test(r.text); pass++) {
    const before = r;
    r = rewrite(r, ROMAN_LIST_ITEM, (m, roman = '') => {
      const n = romanValue(roman);
      return n ? String(n) : m;
    });
    if (r === before) break;
  }
  r = rewrite(r, OLD_ABBREVIATION, (_m, abbr = '') => `${OLD_ABBREVIATIONS[abbr.toLowerCase()] ?? abbr} `);
  r = rewrite(r, OLD_PSALM, () => 'Psalm');
  r = rewrite(r, DIGIT_ORDINAL_HEAD, (_m, n = '') => `Psalms ${n}`);
  r = rewrite(r, DIGIT_ORDINAL_ITEM, (_m, n = '') => n);
  r = rewrite(r, WHOLE_PSALM_HEADING, () => ' ¦');
  r = rewrite(r, PSS, () => 'Psalms');
  r = rewrite(r, PSS_ITEM, () => '');
  r = rewrite(r, PSALM_DIGIT_ORDINAL, (_m, psalm = '', n = '') => `${psalm} ${n}`);
  r = rewrite(r, PSALM_COMMA_ONE, () => ' ¦,');
  r = rewrite(r, PSALM_THEN_TITLE, () => ' ¦');
  r = rewrite(r, VERSE_ZERO, () => '');
  r = rewrite(r, TITLE_THEN_YEAR, () => ' ¦ ');
  r = rewrite(r, PSALM_PRONOUN_ONE, () => ' ¦');
  r = rewrite(r, VERSES_PRONOUN_ONE, () => ' ¦');
  r = rewrite(r, GLUED_SEE, (m, token = '') => (isBookToken(token) ? 'See ' : m));
  r = rewrite(r, NAME_THEN_BRACKET, (_m, name = '') => `${name} `);
  r = rewrite(r, ONE_OF, () => '¦');
  r = rewrite(r, NUMBER_BEFORE_GOSPEL, () => '');
  r = rewrite(r, NUMBERED_POINT, () => '¦');
  // Numbered books: "first Corinthians", "1st John", "II Timothy", "the second letter to Timothy".
  r = rewrite(r, NUMBERED_BOOK, (_m, n = '', book = '') => {
    const k = n.toLowerCase();
    const num =
      k.startsWith('f') || k === '1st' || k === 'i'
        ? 1
        : k.startsWith('s') || k === '2nd' || k === 'ii'
          ? 2
          : 3;
    return `${num} ${book[0]?.toUpperCase()}${book.slice(1)}`;
  });
  // "the eighth chapter of Romans" / "the first chapter of John's gospel"
  r = rewrite(r, CHAPTER_OF, (_m, ord = '', book = '', verse) =>
    verse ? `${book} ${ordinalValue(ord)}:${ordinalValue(verse)}` : `${book} ${ordinalValue(ord)}`,
  );
  r = rewrite(r, ORDINAL_OF_EPISTLE, (_m, ord = '', book = '') => `${book} ${ordinalValue(ord)}`);
  r = rewrite(r, PSALMS_FROM_TO, (_m, a = '', b = '') => `Psalms ${ordinalValue(a)}-${ordinalValue(b)}`);
  r = rewrite(r, ORDINAL_PSALMS_HEAD, (_m, ord = '') => `Psalms ${ordinalValue(ord)}`);
  r = rewrite(r, ORDINAL_PSALMS_ITEM, (_m, ord = '') => String(listedValue(ord)));
  r = rewrite(r, WHOLE_ORDINAL_PSALM, (m, ord = '') =>
    ordinalValue(ord) ? `Psalm ${ordinalValue(ord)}` : m,
  );
  r = rewrite(r, HUNDRED_CARDINAL_PSALM, (m, n = '') => (ordinalValue(n) ? `Psalm ${ordinalValue(n)} ¦` : m));
  r = rewrite(r, ORDINAL_PSALM, (m, ord, old, high) => {
    const n = old ? (/^\d/.test(old) ? Number(old) : romanValue(old)) : ordinalValue(ord ?? high ?? '');
    return n ? `Psalm ${n}` : m;
  });
  r = rewrite(r, PSALM_THEN_NUMBER, () => '¦');
  r = rewrite(r, LISTED_PSALM_THE, () => '');
  r = rewrite(r, PSALMS_THEN_COUNT, () => ' ¦');
  r = rewrite(r, IMPLIED_PSALM, (_m, ord = '') => `Psalm ${ordinalValue(ord)}`);
  r = rewrite(r, COUNTED_PSALM, (_m, ord = '') => `Psalm ${ordinalValue(ord)}`);
  r = rewriteSettled(r, DIGIT_ORDINAL_AFTER_PSALM, (_m, n = '') => n);
  r = rewrite(r, GLUED_AND, () => 'and ');
  // Again while the list goes on: each item's lookbehind needs the one before it in digits.
  r = rewriteSettled(r, LISTED_ORDINAL_PSALM, (_m, ord = '') => String(ordinalValue(ord)));
  r = rewrite(r, VERSE_OF_STANZA, (m, ord = '', stanza = '') => {
    // The 'i' flag lets "he" through: only "HE" and "He" name the stanza.
    if (stanza === 'he') return m;
    const verse = 8 * STANZAS.indexOf(stanza.toLowerCase()) + ordinalValue(ord);
    return ordinalValue(ord) >= 1 && ordinalValue(ord) <= 8 ? `Psalm 119:${verse}` : m;
  });
  r = rewrite(r, VERSE_OF_OCTAVE, (m, ord = '', octave = '') => {
    const [verse, part] = [ordinalValue(ord), ordinalValue(octave)];
    return verse >= 1 && verse <= 8 && part >= 1 && part <= 22 ? `Psalm 119:${8 * (part - 1) + verse}` : m;
  });
  r = rewrite(r, VERSE_OF_PSALM, (m, ord = '', psalm = '', n = '') => {
    const verse = /^last$/i.test(ord) ? versesIn('PSA', Number(n)) : ordinalValue(ord);
    return verse ? `${psalm}:${verse}` : m;
  });
  r = rewrite(r, FROM_START_TO_ORDINAL, (_m, a = '') => `verses 1-${ordinalValue(a)}`);
  r = rewrite(r, ORDINAL_THEN_HEADING, () => ' ¦');
  const range = (_m: string, a = '', b = '') => `verses ${ordinalValue(a)}-${ordinalValue(b)}`;
  r = rewrite(r, ORDINAL_TO_END_OF, range);
  r = rewrite(r, ORDINAL_TO_END, (_m, a = '') => `verses ${ordinalValue(a)}-999`);
  r = rewrite(r, ORDINAL_VERSE_RANGE, range);
  r = rewrite(r, NEXT_ORDINAL_RANGE, range);
  r = rewrite(r, ORDINAL_VERSES_FIRST, (_m, ord = '') => `verses ${ordinalValue(ord)}`);
  r = rewrite(r, ORDINAL_VERSES_SECOND, (_m, ord = '') => String(ordinalValue(ord)));
  r = rewrite(r, ORDINAL_VERSE, (_m, ord = '') => `verse ${ordinalValue(ord)}`);
  r = rewrite(r, FIRST_N_VERSES, (_m, n = '') => `verses 1-${/\d/.test(n) ? n : cardinalValue(n)}`);
  r = rewrite(
    r,
    SPOKEN_PAIR,
    (_m, book = '', c = '', v = '', teen = '') => `${book} ${cardinalValue(c)}:${cardinalValue(v || teen)}`,
  );
  r = rewrite(r, SPOKEN_PAIR_THEN_WORD, () => ' ¦');
  r = rewrite(r, COUNT_AFTER_REFERENCE, () => ' ¦');
  r = rewrite(r, LISTED_TEEN_PAIR, (_m, t = '', teen = '') => `${cardinalValue(t)}:${cardinalValue(teen)}`);
  // Cardinal number words → digits (hyphenated and "hundred and" forms first, by the regex's order).
  // "a" alone is not a number; "one" inside prose ("no one") stays harmless: it needs a book name.
  r = rewrite(r, CARDINALS, (m) => (m.toLowerCase() === 'a' ? m : String(cardinalValue(m))));
  r = rewrite(r, PSALM_NUMBER_LIST, () => '');
  r = rewrite(r, VERSE_THEN_POINT, () => '¦');
  r = rewrite(r, RANGE_THEN_POINT, () => '¦');
  r = rewrite(r, NUMBER_BEFORE_BOOK, () => '¦');
  // "chapter 15 of John" → "John 15"
  r = rewrite(r, THE_BEFORE_ORDINAL_CHAPTERS, (_m, b = '') => b);
  r = rewriteSettled(r, ORDINAL_OF_CHAPTER_LIST, (_m, n = '') => n);
  r = rewrite(r, CHAPTERS_OF_AFTER_LIST, () => ' ¦');
  r = rewrite(r, CHAPTER_N_OF, (_m, c = '', b = '') => `${b} ${c}`);
  // "John chapter 15, verse 5", "John 15 verses 1 through 8", "John 15, verse 5 and 6" (two verses)
  r = rewrite(r, CHAPTER_VERSE, (_m, lead = '', c = '', v = '', joiner = '', w) => {
    const book = /^chapter\s/i.test(lead) ? '' : lead;
    if (!w) return `${book}${c}:${v}`;
    return joiner.toLowerCase() === 'and' ? `${book}${c}:${v} and ${w}` : `${book}${c}:${v}-${w}`;
  });
  r = rewrite(r, VERSE_AFTER_CHAPTER_VERSE, () => ' ¦');
  r = rewrite(r, REPEATED_VERSE, () => '¦');
  r = rewrite(r, CHAPTER_THEN_HEADING, () => '¦');
  r = rewrite(r, NUMBER_THEN_NAME, () => ';');
  r = rewrite(r, TO_THE_END_OF, (_m, a = '', b = '') => `verses ${a}-${b}`);
  r = rewrite(r, TO_THE_END, (_m, a = '') => `verses ${a}-999`);
  r = rewrite(r, CHAPTER_VERSE_TO_THE_END, (_m, a = '') => `:${a}-999`);
  r = rewrite(r, RANGE_BEFORE_NAME, (_m, c = '', a = '', b = '') => `${c}:${a}-${c}:${b}`);
  r = rewrite(r, THIS_VERSE_THEN_NUMBER, () => ' ¦ ');
  // "Romans chapter 8" → "Romans 8"
  r = rewrite(r, CHAPTER_N, (_m, c = '') => c);
  r = rewrite(r, SPOKEN_NEXT_AND, () => ';');
  r = rewrite(r, SPOKEN_NEXT_CHAPTER_RANGE, (_m, c = '', v = '') => `${c}:${v}`);
  return r;
};

export const normaliseSpokenReferences = (input: string): string => normaliseReferences(input).text;
