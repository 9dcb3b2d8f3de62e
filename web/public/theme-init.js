// Applies the saved theme before the first paint, so a dark or parchment reader never flashes white.
// Mirrors web/src/settings/theme.ts (which keeps it in step afterwards).
(() => {
  var family = 'simple';
  try {
    if (localStorage.getItem('themeFamily') === 'parchment') family = 'parchment';
  } catch (_e) {}
  var mode = 'system';
  try {
    mode = localStorage.getItem('theme_mode') || 'system';
  } catch (_e) {}
  var dark =
    mode === 'dark' || (mode !== 'light' && window.matchMedia?.('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme =
    family === 'parchment' ? (dark ? 'parchmentDark' : 'parchment') : dark ? 'dark' : 'light';
})();
