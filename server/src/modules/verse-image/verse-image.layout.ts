import type { ImageSize } from '../../../../common/src/verse-image-ref.ts';

/**
 * Where the verse image's parts go and how large its verse text is (issue 33). Pure arithmetic, so the
 * one rule that matters, "the text is never clipped", is tested without rendering: the largest font
 * size whose lines, wrapped as the renderer wraps them, fit the text's box.
 */

export const WIDTH = 1080;
export const HEIGHT: Record<ImageSize, number> = { square: 1080, story: 1920 };

/** The verse's line height in ems (satori's lineHeight). */
export const LINE_HEIGHT = 1.42;

// Lora 400's advance widths in thousandths of an em for ' '..'~' (from the font shipped with the app,
// @fontsource/lora latin 400). Anything else counts as a wide letter: an over-estimate only makes the
// text a little smaller, never clipped.
const ASCII_WIDTHS = [
  263, 266, 346, 830, 529, 870, 695, 208, 305, 305, 520, 530, 253, 489, 246, 690, 621, 364, 537, 557, 542,
  545, 578, 461, 562, 578, 250, 263, 530, 530, 530, 474, 796, 626, 622, 699, 745, 622, 548, 761, 780, 335,
  373, 683, 578, 918, 762, 794, 606, 796, 628, 567, 640, 752, 653, 995, 649, 634, 610, 359, 690, 359, 823,
  729, 252, 516, 582, 532, 598, 542, 338, 553, 599, 281, 261, 537, 272, 894, 607, 585, 597, 576, 433, 463,
  387, 597, 505, 801, 530, 528, 511, 334, 231, 334, 530,
];
const OTHER_WIDTHS: Record<string, number> = {
  '‘': 224,
  '’': 174,
  '“': 400,
  '”': 349,
  '—': 841,
  '–': 590,
  '…': 786,
};
const WIDE = 800;

const charWidth = (ch: string): number => {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code < 127) return ASCII_WIDTHS[code - 32] ?? WIDE;
  return OTHER_WIDTHS[ch] ?? WIDE;
};

/** A run of text in ems (thousandths summed). */
export const textEms = (text: string): number => {
  let w = 0;
  for (const ch of text) w += charWidth(ch);
  return w / 1000;
};

/**
 * Lines of `text` at `fontSize` in `width` px, wrapped greedily at spaces (as satori wraps); a word
 * longer than the line takes lines of its own.
 */
export const countLines = (text: string, fontSize: number, width: number): number => {
  const space = textEms(' ') * fontSize;
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = textEms(word) * fontSize;
    if (used > 0 && used + space + w > width) {
      lines++;
      used = 0;
    }
    if (used === 0 && w > width) {
      lines += Math.ceil(w / width) - 1;
      used = w % width;
    } else used += (used > 0 ? space : 0) + w;
  }
  return lines;
};

export interface ImageLayout {
  width: number;
  height: number;
  /** Padding around everything. */
  padX: number;
  padY: number;
  /** The verse text's box. */
  textWidth: number;
  textHeight: number;
  fontSize: number;
  lines: number;
  /** Short texts are centred; longer ones read better ranged left. */
  align: 'center' | 'left';
  referenceSize: number;
  translationSize: number;
  markSize: number;
}

// Wrapped against a slightly narrower line than the renderer has: kerning and rounding never push a
// word onto a line the estimate did not count.
const WRAP_SAFETY = 0.95;

/** The layout for `text` (the verses as one string, verse numbers included) at `size`. */
export const layoutFor = (text: string, size: ImageSize): ImageLayout => {
  const height = HEIGHT[size];
  const story = size === 'story';
  const padX = story ? 104 : 96;
  const padY = story ? 200 : 88;
  const referenceSize = story ? 46 : 42;
  const translationSize = story ? 28 : 26;
  const markSize = story ? 48 : 40;
  // Below the verse: a gap, the rule, the reference and the translation; at the foot, the mark.
  const below = 48 + 4 + 28 + referenceSize * 1.3 + 8 + translationSize * 1.4;
  const foot = 40 + markSize;
  const textWidth = WIDTH - 2 * padX;
  const textHeight = Math.floor(height - 2 * padY - below - foot);
  const maxSize = story ? 104 : 92;
  const minSize = 20;
  let fontSize = maxSize;
  let lines = countLines(text, fontSize, textWidth * WRAP_SAFETY);
  while (fontSize > minSize && lines * fontSize * LINE_HEIGHT > textHeight) {
    fontSize--;
    lines = countLines(text, fontSize, textWidth * WRAP_SAFETY);
  }
  return {
    width: WIDTH,
    height,
    padX,
    padY,
    textWidth,
    textHeight,
    fontSize,
    lines,
    align: text.length <= 160 ? 'center' : 'left',
    referenceSize,
    translationSize,
    markSize,
  };
};
