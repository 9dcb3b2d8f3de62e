import type { OutlinePoint, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';

// Discussion questions built from the sermon's own outline, passages and applications: they quote
// the sermon and point at the Scripture it cited, so nothing is invented.

const unquote = (s: string) => s.replace(/^["“]|["”]$/g, '').replace(/["“”]/g, "'");

export const buildQuestions = (
  mainText: SermonPassage | null,
  bigIdea: string,
  outline: OutlinePoint[],
  applications: string[],
): string[] => {
  const qs: string[] = [];
  if (mainText)
    qs.push(
      `Read ${mainText.reference} together. What does this passage say, and how does the sermon's main point — "${unquote(bigIdea)}" — grow out of it?`,
    );
  for (const point of outline) {
    const p = point.passages.find((x) => x.reference !== mainText?.reference) ?? point.passages[0];
    if (!p) continue;
    qs.push(
      `The sermon said: "${unquote(point.point)}" How does ${p.reference} support this, and where have you seen it to be true?`,
    );
    if (qs.length >= 5) break;
  }
  for (const a of applications.slice(0, 2))
    qs.push(
      `The sermon urged: "${unquote(a)}" What would it look like for you to do this in the coming week?`,
    );
  if (qs.length < 3 && outline[0])
    qs.push(`Which part of the sermon — "${unquote(outline[0].point)}" — challenged you most, and why?`);
  return qs.slice(0, 7);
};
