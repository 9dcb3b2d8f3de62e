/**
 * The module rule for tables (docs/ARCHITECTURE.md): a server module reads and writes only its own
 * tables, those its <feature>.schema.ts files declare, and reaches another module's data through that
 * module's service. dependency-cruiser sees imports of another module's schema; it cannot see a table
 * named in raw SQL (sql`select … from verses`), which is how home search once read seven tables of the
 * bible and library modules. This finds both, for `npm run check` (check-sql-boundaries.ts).
 */

/** A source file: its path from the repository root and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** One table named outside its module. */
export interface Violation {
  path: string;
  line: number;
  table: string;
  owner: string;
  how: 'raw SQL' | 'import';
}

const MODULE = /^server\/src\/modules\/([^/]+)\//;
const TEST = /\.test\.ts$|\.fixture\.ts$/;

/** The module a file belongs to, or undefined outside server/src/modules. */
export const moduleOf = (path: string): string | undefined => MODULE.exec(path)?.[1];

/** SQL table name → owning module, from the modules' *.schema.ts files (`export const x = pgTable('x', …)`). */
export const tableOwners = (schemas: readonly SourceFile[]): Map<string, string> => {
  const owners = new Map<string, string>();
  for (const { path, text } of schemas) {
    const owner = moduleOf(path);
    if (!owner || !path.endsWith('.schema.ts')) continue;
    for (const m of text.matchAll(/\bpgTable\(\s*['"]([a-z_][a-z0-9_]*)['"]/g))
      if (m[1]) owners.set(m[1], owner);
  }
  return owners;
};

const lineAt = (text: string, index: number): number => text.slice(0, index).split('\n').length;

/**
 * The literal parts of every sql`…` template in a text, each with where it starts: the ${…}
 * expressions are left out (a nested sql`…` inside one is found on its own).
 */
export const sqlTemplates = (text: string): { sql: string; at: number }[] => {
  const out: { sql: string; at: number }[] = [];
  for (const m of text.matchAll(/\bsql`/g)) {
    const start = (m.index ?? 0) + m[0].length;
    let sql = '';
    let i = start;
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i];
      if (c === '\\') {
        if (depth === 0) sql += text.slice(i, i + 2);
        i++;
      } else if (depth === 0 && c === '`') break;
      else if (depth === 0 && c === '$' && text[i + 1] === '{') {
        depth = 1;
        sql += ' ';
        i++;
      } else if (depth > 0 && c === '{') depth++;
      else if (depth > 0 && c === '}') depth--;
      else if (depth > 0 && c === '`') {
        // A template inside an expression: skip to its end (its own sql`…` is matched separately).
        for (i++; i < text.length && text[i] !== '`'; i++) if (text[i] === '\\') i++;
      } else if (depth === 0) sql += c;
    }
    out.push({ sql, at: m.index ?? 0 });
  }
  return out;
};

/**
 * The table names a piece of SQL uses: every identifier that is a known table, unless it is a column
 * (`v.verses`), an alias (`as chapters`) or a function (`books(`) and not after from, join, into,
 * update, table or references; string literals and comments are not SQL names.
 */
export const tablesIn = (sql: string, tables: ReadonlySet<string>): string[] => {
  const code = sql
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/--[^\n]*/g, ' ')
    .replaceAll('"', '');
  const found: string[] = [];
  for (const m of code.matchAll(/[A-Za-z_][A-Za-z0-9_]*/g)) {
    const name = m[0].toLowerCase();
    if (!tables.has(name)) continue;
    const before = code.slice(0, m.index).trimEnd();
    const call = code[(m.index ?? 0) + m[0].length] === '(';
    const relation = /\b(?:from|join|into|update|table|references)$/i.test(before);
    if (!relation && (before.endsWith('.') || /\bas$/i.test(before) || call)) continue;
    found.push(name);
  }
  return found;
};

/** Where a relative import in a file points, as a path from the repository root. */
const resolveImport = (from: string, specifier: string): string => {
  const parts = from.split('/').slice(0, -1);
  for (const p of specifier.split('/')) {
    if (p === '..') parts.pop();
    else if (p !== '.') parts.push(p);
  }
  return parts.join('/');
};

/** Every table a module's non-test file names that another module owns, in raw SQL or by import. */
export const violations = (
  files: readonly SourceFile[],
  owners: ReadonlyMap<string, string>,
): Violation[] => {
  const tables = new Set(owners.keys());
  const out: Violation[] = [];
  for (const { path, text } of files) {
    const mine = moduleOf(path);
    if (!mine || TEST.test(path)) continue;
    for (const { sql, at } of sqlTemplates(text))
      for (const table of new Set(tablesIn(sql, tables))) {
        const owner: string = owners.get(table) ?? mine;
        if (owner !== mine) out.push({ path, line: lineAt(text, at), table, owner, how: 'raw SQL' });
      }
    for (const m of text.matchAll(/\bfrom\s+['"](\.[^'"]*\.schema\.ts)['"]/g)) {
      const owner: string | undefined = moduleOf(resolveImport(path, m[1] ?? ''));
      if (owner && owner !== mine)
        out.push({ path, line: lineAt(text, m.index ?? 0), table: m[1] ?? '', owner, how: 'import' });
    }
  }
  return out;
};
