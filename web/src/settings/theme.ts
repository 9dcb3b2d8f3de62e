import { useEffect } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { type ThemeFamily, useThemeFamily, useThemeMode } from './settings.ts';

export type Theme = 'light' | 'dark' | 'parchment' | 'parchmentDark';

/** The four themes: the family the reader chose, light or dark as the system prefers. */
export const themeFor = (family: ThemeFamily, dark: boolean): Theme =>
  family === 'parchment' ? (dark ? 'parchmentDark' : 'parchment') : dark ? 'dark' : 'light';

/** Keeps <html data-theme> in step with the settings (family, light/dark/system) and the system preference. */
export const useApplyTheme = (): Theme => {
  const [family] = useThemeFamily();
  const [mode] = useThemeMode();
  const systemDark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = themeFor(family, mode === 'system' ? systemDark : mode === 'dark');
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    // Both metas (one per system preference): the chosen theme wins whatever the system prefers.
    for (const meta of document.querySelectorAll('meta[name="theme-color"]'))
      meta.setAttribute('content', THEME_COLORS[theme]);
  }, [theme]);
  return theme;
};

export const THEME_COLORS: Record<Theme, string> = {
  light: '#fdfcfa',
  dark: '#15171a',
  parchment: '#f4ecd8',
  parchmentDark: '#221c14',
};
