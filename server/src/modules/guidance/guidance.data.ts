import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { serverPath } from '../../paths.ts';

/** One profile or perspective as written in server/data/{profiles,perspectives}/<slug>.md. */
export interface GuideFile {
  slug: string;
  meta: Record<string, string>;
  /** Markdown given to the model: how answers for this profile or from this perspective differ. */
  instructions: string;
  /** The "## Example questions" list (profiles). */
  examples: string[];
}

export const DATA_DIR = serverPath('data');

/**
 * Reads one guide: a `---` block of `key: value` lines, the instructions in markdown, then optionally
 * "## Example questions" as a list. Malformed files fail at start-up, not in front of a reader.
 */
export const parseGuide = (slug: string, text: string): GuideFile => {
  const m = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text.replace(/\r\n/g, '\n'));
  if (!m?.[1] || m[2] === undefined) throw new Error(`${slug}: missing the --- header block`);
  const meta: Record<string, string> = {};
  for (const line of m[1].split('\n')) {
    const kv = /^([a-z_]+):\s*(.*)$/.exec(line);
    if (kv?.[1]) meta[kv[1]] = (kv[2] ?? '').trim();
  }
  if (!meta.name || !meta.description) throw new Error(`${slug}: name and description are required`);
  const [instructions = '', examplesPart] = m[2].split(/^## Example questions\s*$/m);
  const examples = (examplesPart ?? '')
    .split('\n')
    .map((l) => /^-\s+(.+)$/.exec(l.trim())?.[1]?.trim())
    .filter((q): q is string => Boolean(q));
  return { slug, meta, instructions: instructions.trim(), examples };
};

export const loadGuides = (folder: string): GuideFile[] =>
  readdirSync(join(DATA_DIR, folder))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => parseGuide(f.replace(/\.md$/, ''), readFileSync(join(DATA_DIR, folder, f), 'utf8')));
