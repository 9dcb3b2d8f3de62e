import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ROOT } from '../server/src/paths.ts';

// playwright.config.ts runs a test tagged @flow on the desktop only; every other test at each size its
// spec runs at (decision 0022). A flow must therefore check nothing that depends on the size: this reads
// each @flow test (and the helpers it calls, in its spec and in e2e/'s helper files) for a branch on the
// size, a measurement of the page or an axe run. A skip (test.skip) only says where a test runs.

const e2e = join(SERVER_ROOT, '..', 'e2e');
const SIZED =
  /\b(isMobile|isDesktop|openMenu|tapVerse)\(|project\.name\s*[!=]==|boundingBox|getBoundingClientRect|getClientRects|toBeInViewport|viewportSize|innerWidth|innerHeight|scrollWidth|clientWidth|offsetWidth|elementFromPoint|matchMedia|scrollY|touchscreen|\bmouse\.|AxeBuilder/;

/** Top-level `const name =` / `function name` declarations of a file, each with its text. */
const declarations = (text: string): Map<string, string> => {
  const starts = [...text.matchAll(/^(?:export )?(?:const|async function|function) (\w+)/gm)];
  const ends = [...text.matchAll(/^(?:export |const |async function |function |test|for )/gm)].map(
    (m) => m.index,
  );
  return new Map(
    starts.map((m) => [m[1] ?? '', text.slice(m.index, ends.find((e) => e > m.index) ?? text.length)]),
  );
};

/** Names whose code depends on the size, among `decls`, found to a fixed point. */
const sizedNames = (decls: Map<string, string>): Set<string> => {
  const sized = new Set<string>();
  for (let grew = true; grew; ) {
    grew = false;
    for (const [name, text] of decls) {
      if (sized.has(name)) continue;
      if (SIZED.test(text) || [...sized].some((s) => new RegExp(`\\b${s}\\b`).test(text))) {
        sized.add(name);
        grew = true;
      }
    }
  }
  return sized;
};

const specs = readdirSync(e2e).filter((f) => f.endsWith('.e2e.ts'));
const helpers = new Map<string, string>();
for (const f of readdirSync(e2e).filter((f) => f.endsWith('.ts') && !f.endsWith('.e2e.ts'))) {
  for (const [name, text] of declarations(readFileSync(join(e2e, f), 'utf8'))) helpers.set(name, text);
}

/** Each test of a spec tagged @flow: its title and its text without skips. */
const flows = (text: string) =>
  text
    .split(/^(?=test\(|test\.describe\(|\s+test\()/m)
    .filter((t) => /^\s*test\(/.test(t) && t.includes("tag: '@flow'"))
    .map((t) => ({
      title: /test\(\s*(['"`])(.*?)\1/s.exec(t)?.[2] ?? t.slice(0, 80),
      body: t.replace(/test\.skip\([^;]*\);/g, ''),
    }));

describe('@flow tests', () => {
  it.each(specs)('%s: a @flow test checks nothing that depends on the size', (spec) => {
    const text = readFileSync(join(e2e, spec), 'utf8');
    const sized = sizedNames(new Map([...helpers, ...declarations(text)]));
    const offending = flows(text)
      .map(({ title, body }) => {
        const hit = SIZED.exec(body)?.[0] ?? [...sized].find((s) => new RegExp(`\\b${s}\\(`).test(body));
        return hit ? `${title}: ${hit}` : '';
      })
      .filter(Boolean);
    expect(offending).toEqual([]);
  });

  it('finds the flows and the sized helpers it is meant to', () => {
    const sized = sizedNames(helpers);
    expect([...sized]).toEqual(expect.arrayContaining(['openMenu', 'tapVerse', 'seriousViolations']));
    expect(sized.has('chapterReady')).toBe(false);
    const routes = flows(readFileSync(join(e2e, 'routes.e2e.ts'), 'utf8'));
    expect(routes.length).toBeGreaterThan(0);
    expect(
      flows("test('x', { tag: '@flow' }, async ({ page }) => {\n  await openMenu(page, info);\n});\n"),
    ).toEqual([{ title: 'x', body: expect.stringContaining('openMenu(') }]);
  });

  it("names only specs that exist among the phone's and the tablet's (playwright.config.ts)", async () => {
    const { MOBILE_SPECS, TABLET_SPECS } = await import('../playwright.config.ts');
    const specs = new Set(readdirSync(e2e).filter((f) => f.endsWith('.e2e.ts')));
    for (const list of [MOBILE_SPECS, TABLET_SPECS]) {
      expect(list.filter((name) => !specs.has(`${name}.e2e.ts`))).toEqual([]);
      expect(list.length).toBeGreaterThan(5);
    }
  });

  it('lists every spec that has a test only a phone or a tablet runs (else that test never runs)', async () => {
    const { MOBILE_SPECS, TABLET_SPECS } = await import('../playwright.config.ts');
    const mobile: readonly string[] = MOBILE_SPECS;
    const tablet: readonly string[] = TABLET_SPECS;
    for (const f of specs) {
      const text = readFileSync(join(e2e, f), 'utf8');
      const name = f.replace(/\.e2e\.ts$/, '');
      if (/skip\(\s*!isMobile\(|project\.name !== 'mobile'/.test(text)) expect(mobile, f).toContain(name);
      if (/project\.name !== 'tablet'/.test(text)) expect(tablet, f).toContain(name);
    }
  });
});
