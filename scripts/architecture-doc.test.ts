import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// docs/ARCHITECTURE.md is a newcomer's map (issue 31): its folder lists must name every folder of the
// tree and nothing else, so a module added, renamed or removed without the map fails here.
const DOC = 'docs/ARCHITECTURE.md';

const LISTS = [
  { heading: 'Server folders', dir: 'server/src' },
  { heading: 'Server modules', dir: 'server/src/modules' },
  { heading: 'Web folders', dir: 'web/src' },
] as const;

/** The lines under `## heading`, up to the next `## `. */
const sectionOf = (doc: string, heading: string): string[] => {
  const lines = doc.split('\n');
  const start = lines.findIndex((l) => l.trim() === `## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
};

/** The folders a section lists: its lines of the form "- `name/` — role". */
const listedFolders = (section: string[]): string[] =>
  section.flatMap((l) => /^- `([^`/]+)\/`/.exec(l)?.[1] ?? []);

/** The folders directly under `dir`, hidden ones left out. */
const foldersIn = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.'))
    .map((e) => e.name);

const sorted = (names: string[]) => [...names].sort();

describe('docs/ARCHITECTURE.md', () => {
  const doc = readFileSync(DOC, 'utf8');

  it.each(LISTS)('lists every folder of $dir, and only those', ({ heading, dir }) => {
    const section = sectionOf(doc, heading);
    expect(section, `${DOC} has no "## ${heading}" section`).not.toEqual([]);
    const listed = listedFolders(section);
    const actual = foldersIn(dir);
    expect(
      { missingFromDoc: sorted(actual.filter((n) => !listed.includes(n))) },
      `folders of ${dir} that ${DOC} does not list`,
    ).toEqual({ missingFromDoc: [] });
    expect(
      { notInTree: sorted(listed.filter((n) => !actual.includes(n))) },
      `folders ${DOC} lists that ${dir} does not have`,
    ).toEqual({ notInTree: [] });
    expect(sorted(listed), 'each folder listed once').toEqual(sorted([...new Set(listed)]));
  });

  it('gives the number of server modules its list holds', () => {
    const section = sectionOf(doc, 'Server modules');
    const stated = /(\d+) modules/.exec(section.join(' '))?.[1];
    expect(Number(stated)).toBe(listedFolders(section).length);
  });

  it('names only decision records that exist', () => {
    const records = new Set(readdirSync('docs/decisions').flatMap((f) => /^(\d{4})-/.exec(f)?.[1] ?? []));
    // Every four-digit number from 0001 to 0099 in the text is a record's ("decision 0014", "0012, 0014").
    const cited = [...doc.matchAll(/\b(00\d\d)\b/g)].map((m) => m[1] ?? '');
    expect(sorted([...new Set(cited.filter((n) => !records.has(n)))])).toEqual([]);
  });
});

describe('the folder-list parser', () => {
  it('reads names from "- `name/` — role" lines of one section only', () => {
    const doc = ['## A', '- `one/` — x', '- `two/`', 'text `three/`', '## B', '- `four/` — y'].join('\n');
    expect(listedFolders(sectionOf(doc, 'A'))).toEqual(['one', 'two']);
    expect(listedFolders(sectionOf(doc, 'B'))).toEqual(['four']);
    expect(sectionOf(doc, 'C')).toEqual([]);
  });
});
