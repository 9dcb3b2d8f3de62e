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
  // The page the server prerenders for /read/… (server/src/reader-prerender.ts) is the default reader:
  // another translation, or settings that lay the text out otherwise, hide it (by CSS) until the app runs.
  var layoutKeys = ['reader_mode', 'parallel_translation', 'red_letters', 'text_size', 'line_spacing'];
  layoutKeys = layoutKeys.concat(['text_font', 'verse_numbers', 'text_layout', 'notes_shown']);
  var translation = null;
  try {
    translation = localStorage.getItem('translation');
    if (translation) document.documentElement.dataset.translation = translation;
    layoutKeys.forEach((key) => {
      if (localStorage.getItem(key)) document.documentElement.dataset.prerender = 'off';
    });
  } catch (_e) {}
})();

// The prerendered stand-in's buttons do nothing until the app runs: a tap on one is kept, and the app
// repeats it on its own button when it takes over (web/src/reader/prerendered.ts), so a reader who taps
// the menu on a slow phone gets the menu rather than nothing.
document.addEventListener(
  'click',
  (e) => {
    var button = e.target instanceof Element ? e.target.closest('#prerender button') : null;
    if (!button) return;
    var label = button.getAttribute('aria-label') || (button.textContent || '').trim();
    window.__emmausPrerenderTap = { label: label, at: Date.now() };
  },
  true,
);
