import { careText } from './care-words.ts';

// What the care model reads of a text (care-model.ts): its words, pairs of words, and the letters inside
// each word (3 to 5 at a time), so a misspelling ("sucidal"), a form never seen ("unaliving") or a word
// of another language sharing a stem with one seen ("matarme", "matar") still carries its weight. Text
// in scripts written without spaces is read two characters at a time.

const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

const FIRST = new Set(['i', 'im', 'ive', 'id', 'ill', 'me', 'my', 'myself', 'mine']);
const OTHER = new Set([
  'he',
  'she',
  'his',
  'her',
  'him',
  'himself',
  'herself',
  'they',
  'them',
  'friend',
  'son',
  'daughter',
]);

export const careFeatures = (question: string): string[] => {
  const text = careText(question);
  const words = text.split(' ').filter((w) => w && w !== '|');
  const out = new Set<string>();
  words.forEach((w, i) => {
    out.add(`w:${w}`);
    const next = words[i + 1];
    if (next) out.add(`b:${w} ${next}`);
    if (UNSPACED.test(w)) {
      const chars = [...w];
      for (let j = 0; j + 1 < chars.length; j++) out.add(`u:${chars[j]}${chars[j + 1]}`);
      return;
    }
    const padded = `<${w}>`;
    for (let n = 4; n <= 4; n++)
      for (let j = 0; j + n <= padded.length; j++) out.add(`c:${padded.slice(j, j + n)}`);
  });
  // Who speaks: a word in a clause that has "i"/"im"/"my"/"myself" is also read as the writer's own
  // ("i … pills" is not "she … pills").
  const clauses = text.split(' | ');
  for (const clause of clauses) {
    const ws = clause.split(' ').filter(Boolean);
    const own = ws.some((w) => FIRST.has(w));
    const other = ws.some((w) => OTHER.has(w));
    for (const w of ws) {
      if (own) out.add(`i:${w}`);
      if (other && !own) out.add(`o:${w}`);
    }
  }
  return [...out];
};
