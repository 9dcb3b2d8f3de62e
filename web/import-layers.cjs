/**
 * The web app's import layers (docs/decisions/0021-web-layers.md), as dependency-cruiser rules:
 * .dependency-cruiser.cjs adds `rules` to its own, so `npm run check` fails on a layer violation, and
 * web/import-layers.test.ts shows every rule failing on a deliberate one.
 *
 * web/src, from the bottom up:
 * - shared folders, in order: each may import only itself and the folders before it, so no two folders
 *   ever import each other. A folder is shared when a feature or the shell builds on it; it then imports
 *   no feature. It may own a route of its own (offline's /settings/offline, annotations' /my-notes,
 *   chat's /chat/:id, the reader's /read) as long as that route too stays within these imports.
 * - features: the screens nothing else builds on. A feature may import every shared folder, never
 *   another feature, the shell or the entry: what two features need goes down into a shared folder.
 * - shell/: the app frame (layout, the menu, the error page); it may import everything but the entry.
 * - main.tsx and router.tsx: the entry and the route table, above everything.
 * The order among shared folders that do not import each other is only one that works; what matters is
 * that nothing points up. Tests may reach anywhere, as in the server's rules.
 */
const SHARED = [
  ['lib', 'helpers that know nothing of the app: pure functions and browser hooks'],
  ['styles', 'the global style sheets'],
  [
    'api',
    "the server's data and the browser's stored copies of it: the client, queries, sign-in, the annotation outbox, stored chapters, per-user caches",
  ],
  ['settings', "the reader's choices kept in this browser: translation, theme, text, modes"],
  ['ui', 'what every screen draws: icons, the page frame and its menu button, segmented choices, markdown'],
  [
    'care',
    'the support card for a reader who may be in crisis, and the check that shows it before an answer',
  ],
  ['hints', 'the one-time hint cards'],
  ['offline', 'downloaded Bibles: storage, search, the download controls and /settings/offline'],
  ['pwa', 'the installed app: service worker, updates, launch, page views, the offline banner'],
  ['annotations', 'highlights, notes and bookmarks: the verse actions and /my-notes'],
  ['chat', 'the conversation with the assistant: its state, panel, menu, recent chats and /chat/:id'],
  [
    'reader',
    'the reader (/read): chapter, selection, study panel, plan mode; the plan day and home build on it',
  ],
  ['habits', 'streaks and the week, /reading-history and the memory verses (/memory), issue 33'],
];
const FEATURES = [
  ['about', 'the about, partner, site and install pages'],
  ['admin', 'the admin console (/admin): users, publisher requests, churches, partners, jobs, the audit log'],
  ['audit', "an answer's audit trail"],
  ['auth', 'sign-in and sign-up'],
  ['dashboard', 'the publisher dashboard, one folder per screen'],
  ['home', 'the home page: the question box, verse of the day, continue reading'],
  ['plans', 'Sermon Studies: the list, a study, its day in the reader, a church page'],
  ['profile', 'the profile and theology pages'],
  ['search', 'Bible search'],
];
const SHELL = 'shell';
const ENTRY = ['main.tsx', 'router.tsx'];

const notTest = '\\.test\\.tsx?$';
const src = (names) => `^web/src/(${names.join('|')})/`;
const sharedNames = SHARED.map(([name]) => name);
const featureNames = FEATURES.map(([name]) => name);

/** @type {import('dependency-cruiser').IForbiddenRuleType[]} */
const rules = [
  ...SHARED.map(([name, role], i) => {
    const below = sharedNames.slice(0, i + 1);
    return {
      name: `web-layer-${name}`,
      comment: `${name}/ (${role}) is shared: it imports only ${below.join(', ')}; never a feature, the shell or a shared folder above it.`,
      severity: 'error',
      from: { path: `^web/src/${name}/`, pathNot: notTest },
      to: { path: '^web/src/', pathNot: src(below) },
    };
  }),
  {
    name: 'web-feature-isolated',
    comment:
      'A feature imports its own folder and the shared folders only: never another feature, the shell or the entry. What two features need moves down into a shared folder.',
    severity: 'error',
    from: { path: src(featureNames), pathNot: notTest },
    to: { path: '^web/src/', pathNot: ['^web/src/$1/', src(sharedNames)] },
  },
  {
    name: 'web-shell-below-entry',
    comment: 'shell/ may import features and shared folders, not the entry (main.tsx, router.tsx) above it.',
    severity: 'error',
    from: { path: `^web/src/${SHELL}/`, pathNot: notTest },
    to: { path: `^web/src/(${ENTRY.join('|').replaceAll('.', '\\.')})$` },
  },
  {
    name: 'web-folder-declared',
    comment:
      'Every folder of web/src is a shared folder, a feature or the shell (web/import-layers.cjs): a new one is placed in the layers before it is used.',
    severity: 'error',
    from: {
      path: '^web/src/',
      pathNot: [
        src([...sharedNames, ...featureNames, SHELL]),
        `^web/src/(${ENTRY.join('|').replaceAll('.', '\\.')})$`,
        notTest,
      ],
    },
    to: {},
  },
];

module.exports = { SHARED, FEATURES, SHELL, ENTRY, rules };
