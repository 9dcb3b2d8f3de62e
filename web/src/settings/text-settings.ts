import type { CSSProperties } from 'react';
import { useLocalSetting } from './local-setting.ts';

// The reader's text settings (issue 18), each its own localStorage key beside the spec's (§3). They are
// applied as CSS custom properties and classes on the reader, so a change re-lays the text once, with no
// re-render of the chapter markup.
export const FONT_SIZES = ['xs', 's', 'm', 'l', 'xl', 'xxl'] as const;
export type FontSize = (typeof FONT_SIZES)[number];
export const LINE_SPACINGS = ['compact', 'normal', 'loose'] as const;
export type LineSpacing = (typeof LINE_SPACINGS)[number];
export const FONTS = ['serif', 'sans'] as const;
export type TextFont = (typeof FONTS)[number];
export const LAYOUTS = ['paragraph', 'verse'] as const;
export type TextLayout = (typeof LAYOUTS)[number];
const ON_OFF = ['on', 'off'] as const;
type OnOff = (typeof ON_OFF)[number];

const REM: Record<FontSize, string> = {
  xs: '0.95rem',
  s: '1.075rem',
  m: '1.2rem',
  l: '1.35rem',
  xl: '1.55rem',
  xxl: '1.8rem',
};
const LEADING: Record<LineSpacing, string> = { compact: '1.5', normal: '1.8', loose: '2.15' };

export const useFontSize = () => useLocalSetting<FontSize>('text_size', FONT_SIZES, 'm');
export const useLineSpacing = () => useLocalSetting<LineSpacing>('line_spacing', LINE_SPACINGS, 'normal');
export const useTextFont = () => useLocalSetting<TextFont>('text_font', FONTS, 'serif');
export const useVerseNumbers = () => useLocalSetting<OnOff>('verse_numbers', ON_OFF, 'on');
export const useTextLayout = () => useLocalSetting<TextLayout>('text_layout', LAYOUTS, 'paragraph');
/** Footnote and cross-reference markers in the text (on by default, as in a study Bible). */
export const useNotesShown = () => useLocalSetting<OnOff>('notes_shown', ON_OFF, 'on');

/**
 * Word study (issue 32): off, the words carrying Strong's numbers tappable in the text, or the
 * interlinear (each word with its number and original word under it).
 */
export const WORD_STUDY_MODES = ['off', 'words', 'interlinear'] as const;
export type WordStudyMode = (typeof WORD_STUDY_MODES)[number];
export const useWordStudy = () => useLocalSetting<WordStudyMode>('word_study', WORD_STUDY_MODES, 'off');

/** One step smaller or larger, staying within the scale. */
export const stepFontSize = (size: FontSize, by: -1 | 1): FontSize =>
  FONT_SIZES[Math.min(FONT_SIZES.length - 1, Math.max(0, FONT_SIZES.indexOf(size) + by))] ?? size;

/** The classes and custom properties the reader's text takes from the settings. */
export const useTextStyle = (): { className: string; style: CSSProperties } => {
  const [size] = useFontSize();
  const [spacing] = useLineSpacing();
  const [font] = useTextFont();
  const [numbers] = useVerseNumbers();
  const [layout] = useTextLayout();
  const [notes] = useNotesShown();
  const className = [
    font === 'sans' && 'text-sans',
    numbers === 'off' && 'no-verse-numbers',
    layout === 'verse' && 'verse-per-line',
    notes === 'off' && 'no-notes',
  ]
    .filter(Boolean)
    .join(' ');
  return {
    className,
    style: { '--text-size': REM[size], '--text-leading': LEADING[spacing] } as CSSProperties,
  };
};
