import { useEffect } from 'react';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { type ThemeFamily, useThemeFamily } from './settings.ts';

export type Theme = 'light' | 'dark' | 'parchment' | 'parchmentDark';

/** The four themes: the family the reader chose, light or dark as the system prefers. */
export const themeFor = (family: ThemeFamily, dark: boolean): Theme =>
  family === 'parchment' ? (dark ? 'parchmentDark' : 'parchment') : dark ? 'dark' : 'light';

/** Keeps <html data-theme> in step with the setting and the system preference. */
export const useApplyTheme = (): Theme => {
  const [family] = useThemeFamily();
  const dark = useMediaQuery('(prefers-color-scheme: dark)');
  const theme = themeFor(family, dark);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
  }, [theme]);
  return theme;
};

export const THEME_COLORS: Record<Theme, string> = {
  light: '#fdfcfa',
  dark: '#15171a',
  parchment: '#f4ecd8',
  parchmentDark: '#221c14',
};
