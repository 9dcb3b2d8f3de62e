import { z } from 'zod';
import { alternatives, chapterRef, joined, readHomeData } from './home-data.ts';

const RememberedLine = z.strictObject({ fragments: alternatives, ref: chapterRef });

/**
 * The most quoted verses in the wording people remember them in, where that wording is not the wording
 * of any installed translation: modern translations' lines (NIV, ESV, NLT, NASB) and the way they are
 * printed on cards and walls ("plans to prosper you", "cease striving", "soar on wings like eagles").
 * Neither the WEB nor the KJV shares enough words with them for the verse index to find them. Each entry
 * holds a few of the line's telling words, not the translation's text, with alternatives (read here as
 * one string, separated by "|"); they are data/remembered-lines.jsonl, one a line. A question holding
 * every word of one is that verse remembered, however much else it says.
 */
export const REMEMBERED_LINES: [fragments: string, ref: string][] = readHomeData(
  'remembered-lines.jsonl',
  RememberedLine,
).map((l) => [joined(l.fragments), l.ref]);

/** A line is remembered in its own order, a few words apart at most (createNameIndex `inOrder`). */
export const REMEMBERED_ORDER = { inOrder: 3 } as const;
