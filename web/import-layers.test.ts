import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { cruise, type IForbiddenRuleType, type IViolation } from 'dependency-cruiser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The web app's layer rules (web/import-layers.cjs) on a small tree of their own, written to a temporary
// folder: each rule must fail on a deliberate violation, and the imports the layers allow must pass.
const layers = createRequire(import.meta.url)('./import-layers.cjs') as {
  SHARED: [string, string][];
  FEATURES: [string, string][];
  SHELL: string;
  ENTRY: string[];
  rules: IForbiddenRuleType[];
};
const shared = layers.SHARED.map(([name]) => name);
const features = layers.FEATURES.map(([name]) => name);

interface Case {
  /** The importing file, under web/src. */
  from: string;
  /** The imported file, under web/src. */
  to: string;
  /** The rule that must report it; undefined when the import is allowed. */
  rule?: string;
}

const violations: Case[] = [
  // Each shared folder importing the one above it, and the top one importing a feature.
  ...shared.map((name, i) => ({
    from: `${name}/up.ts`,
    to: `${shared[i + 1] ?? 'home'}/above-${name}.ts`,
    rule: `web-layer-${name}`,
  })),
  // The folders the brief names: api/ imports no feature, lib/ nothing of the app.
  { from: 'api/feature.ts', to: 'reader/reader-route.ts', rule: 'web-layer-api' },
  { from: 'api/shell.ts', to: 'shell/app-shell.ts', rule: 'web-layer-api' },
  { from: 'lib/api.ts', to: 'api/client.ts', rule: 'web-layer-lib' },
  { from: 'reader/shell.ts', to: 'shell/sidebar.ts', rule: 'web-layer-reader' },
  // Features do not import each other, the shell or the entry.
  { from: 'about/other-feature.ts', to: 'home/home-route.ts', rule: 'web-feature-isolated' },
  { from: 'dashboard/shell.ts', to: 'shell/page.ts', rule: 'web-feature-isolated' },
  { from: 'plans/entry.ts', to: 'router.tsx', rule: 'web-feature-isolated' },
  { from: 'shell/entry.ts', to: 'main.tsx', rule: 'web-shell-below-entry' },
  { from: 'widgets/new-folder.ts', to: 'lib/report.ts', rule: 'web-folder-declared' },
];

const allowed: Case[] = [
  { from: 'api/lib.ts', to: 'lib/helper.ts' },
  { from: 'reader/chat.ts', to: 'chat/use-chat.ts' },
  { from: 'home/reader.ts', to: 'reader/continue-reading.ts' },
  { from: 'plans/reader.ts', to: 'reader/reader-page.ts' },
  { from: 'dashboard/church/screen.ts', to: 'dashboard/shared/part.ts' },
  { from: 'search/ui.ts', to: 'ui/page.ts' },
  { from: 'shell/feature.ts', to: 'home/home-widget.ts' },
  { from: 'router.tsx', to: 'dashboard/routes.ts' },
  // Tests set up what they need from anywhere, as in the server's rules.
  { from: 'lib/helper.test.ts', to: 'home/tested.ts' },
];

const cases = [...violations, ...allowed];
let root = '';
let found: IViolation[] = [];

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'web-layers-'));
  const write = (file: string, text: string) => {
    const path = join(root, 'web/src', file);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  };
  for (const c of cases) {
    write(c.to, 'export const x = 1;\n');
    const rel = relative(dirname(join('web/src', c.from)), join('web/src', c.to));
    write(c.from, `import { x } from '${rel.startsWith('.') ? rel : `./${rel}`}';\nexport const y = x;\n`);
  }
  const result = await cruise(['web/src'], {
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: layers.rules },
  });
  if (typeof result.output === 'string') throw new Error('dependency-cruiser gave no result object');
  found = result.output.summary.violations;
}, 60_000);

afterAll(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

const reported = (c: Case) =>
  found.filter((v) => v.from === `web/src/${c.from}` && v.to === `web/src/${c.to}`).map((v) => v.rule.name);

describe('the web layer rules (web/import-layers.cjs)', () => {
  it.each(violations)('$rule fails on $from → $to', (c) => {
    expect(reported(c)).toEqual([c.rule]);
  });

  it.each(allowed)('allows $from → $to', (c) => {
    expect(reported(c)).toEqual([]);
  });

  it('has a deliberate violation for every rule', () => {
    const shown = new Set(violations.map((c) => c.rule));
    expect(layers.rules.map((r) => r.name).filter((name) => !shown.has(name))).toEqual([]);
  });

  it('places every folder of web/src in the layers, once', () => {
    const placed = [...shared, ...features, layers.SHELL];
    const folders = readdirSync('web/src', { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name);
    expect([...folders].sort()).toEqual([...placed].sort());
    expect(new Set(placed).size).toBe(placed.length);
  });
});
