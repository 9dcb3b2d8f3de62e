import type { OutlinePoint, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { isFiller } from './signposts.ts';

// Discussion questions built from the sermon's own outline, passages and applications: they quote
// the sermon (marked as a quotation) and point at the Scripture the quoted words rest on — the passage
// cited nearest them — so nothing is invented.

/** The sermon's words inside our quotation marks: a whole quotation loses its own, inner ones turn single. */
const unquote = (s: string) =>
  (/^["“].*["”]$/.test(s) ? s.slice(1, -1) : s)
    .replace(/[“”]/g, (c) => (c === '“' ? '‘' : '’'))
    .replace(/"/g, "'");

export interface Application {
  text: string;
  /** The passage cited nearest the exhortation, if any. */
  passage: SermonPassage | null;
}

export const buildQuestions = (
  mainText: SermonPassage | null,
  bigIdea: string,
  outline: OutlinePoint[],
  applications: Application[],
): string[] => {
  const qs: string[] = [];
  if (mainText && bigIdea)
    qs.push(
      `Read ${mainText.reference} together. What does this passage say, and how does the sermon's main point — "${unquote(bigIdea)}" — grow out of it?`,
    );
  else if (mainText)
    qs.push(`Read ${mainText.reference} together. What does this passage say about God, and about us?`);
  for (const point of outline) {
    if (isFiller(point.point)) continue;
    // The passage this point rests on: outline points list the one cited nearest them first.
    const p = point.passages[0];
    if (!p) continue;
    qs.push(
      `The sermon said: "${unquote(point.point)}" How does ${p.reference} support this, and where have you seen it to be true?`,
    );
    if (qs.length >= 5) break;
  }
  for (const a of applications.filter((x) => !isFiller(x.text)).slice(0, 2)) {
    const p = a.passage ?? mainText;
    qs.push(
      p
        ? `The sermon urged: "${unquote(a.text)}" Read ${p.reference} again: what would it look like for you to do this in the coming week?`
        : `The sermon urged: "${unquote(a.text)}" What would it look like for you to do this in the coming week?`,
    );
  }
  const first = outline.find((o) => !isFiller(o.point));
  if (qs.length < 3 && first) {
    const p = first.passages[0] ?? mainText;
    qs.push(
      `Which part of the sermon — "${unquote(first.point)}" — challenged you most, and why?${p ? ` Look again at ${p.reference}.` : ''}`,
    );
  }
  return qs.slice(0, 7);
};
