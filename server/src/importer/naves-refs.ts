import { osisRefToRange } from '../../../common/src/references.ts';

/**
 * SWORD's Nave module tags every citation of a one-chapter book the same way, whatever the verse:
 * `<ref osisRef="Jude.1.1">Jude 1</ref>:14,15`. The osisRef always says verse 1; the real verses follow
 * the tag as plain text. Taken at its word, every Jude citation would point at Jude 1:1.
 */
const ONE_CHAPTER_REF = /^(Obad|Phlm|2John|3John|Jude)\.1\.1$/;

/** ":14", ":4-6", ":14,15", ":1,3,5-8" — the verse list after a one-chapter book's tag. */
const VERSE_LIST = /^\s*:\s*(\d+(?:\s*[-–]\s*\d+)?(?:\s*,\s*\d+(?:\s*[-–]\s*\d+)?)*)/;

/** The OSIS book of a tag that needs its verses read from the text after it, else undefined. */
export const oneChapterBookOf = (osisRef: string): string | undefined => ONE_CHAPTER_REF.exec(osisRef)?.[1];

/**
 * The ranges a one-chapter book's citation stands for, given the text right after its closing tag:
 * one range per comma item of the verse list; the whole book (its one chapter) when nothing follows
 * ("See the EPISTLES OF JOHN … 2Jo 1"); none when other text follows, which in the module is a
 * mis-tagged citation of another book ("<ref osisRef="Obad.1.1">Obadiah 1</ref>Ki 18:12" is 1 Ki 18:12).
 * `consumed`: how much of `after` the verse list took, which belongs to the citation and not to the label.
 */
export const oneChapterRanges = (osisBook: string, after: string): { ranges: string[]; consumed: number } => {
  const m = VERSE_LIST.exec(after);
  const list = m?.[1];
  if (!m || !list) {
    const whole = /^\s*([;,.)]|$)/.test(after) ? osisRefToRange(`${osisBook}.1`) : undefined;
    return { ranges: whole ? [whole] : [], consumed: 0 };
  }
  const out: string[] = [];
  for (const item of list.split(',')) {
    const [from, to] = item.split(/[-–]/).map((n) => Number(n.trim()));
    if (!from) continue;
    const osis = to && to > from ? `${osisBook}.1.${from}-${osisBook}.1.${to}` : `${osisBook}.1.${from}`;
    const range = osisRefToRange(osis);
    if (range) out.push(range);
  }
  return { ranges: out, consumed: m[0].length };
};
