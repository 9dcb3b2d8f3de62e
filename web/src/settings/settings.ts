import { useLocalSetting } from './local-setting.ts';

// The reader's settings and their localStorage keys (spec §2 Sidebar, §3 Local storage).
export const READER_MODES = ['study', 'immersive'] as const;
export type ReaderMode = (typeof READER_MODES)[number];
export const THEME_FAMILIES = ['simple', 'parchment'] as const;
export type ThemeFamily = (typeof THEME_FAMILIES)[number];
export const THEME_MODES = ['system', 'light', 'dark'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];
const ON_OFF = ['on', 'off'] as const;
const BOOL = ['true', 'false'] as const;

export const useReaderMode = () => useLocalSetting<ReaderMode>('reader_mode', READER_MODES, 'study');
export const useThemeFamily = () => useLocalSetting<ThemeFamily>('themeFamily', THEME_FAMILIES, 'simple');
/** Light or dark by choice, or as the system prefers (the default, spec §3); issue 18. */
export const useThemeMode = () => useLocalSetting<ThemeMode>('theme_mode', THEME_MODES, 'system');
export const useRedLetters = () => useLocalSetting<'on' | 'off'>('red_letters', ON_OFF, 'on');
/** 'true' | 'false'; the default depends on the screen (open on desktop), so it is stored only once set. */
export const useSidebarOpenSetting = () =>
  useLocalSetting<'true' | 'false' | 'unset'>('sidebar_open', [...BOOL, 'unset'], 'unset');

/** The translation the reader chose on this device (spec: the local choice applies even if saving fails). */
export const useLocalTranslation = () =>
  useLocalSetting<string>('translation', /^[a-z0-9][a-z0-9-]{0,39}$/, '');

/** The second translation of the parallel view ('' for none): issue 18. */
export const useParallelTranslation = () =>
  useLocalSetting<string>('parallel_translation', /^$|^[a-z0-9][a-z0-9-]{0,39}$/, '');
