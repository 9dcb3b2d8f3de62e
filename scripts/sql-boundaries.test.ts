import { describe, expect, it } from 'vitest';
import { sqlTemplates, tableOwners, tablesIn, violations } from './sql-boundaries.ts';

const schemas = [
  {
    path: 'server/src/modules/bible/bible.schema.ts',
    text: `export const verses = pgTable(\n  'verses',\n  {});\nexport const books = pgTable('books', {});`,
  },
  {
    path: 'server/src/modules/library/library.schema.ts',
    text: `export const topicRefs = pgTable('topic_refs', {});`,
  },
  { path: 'server/src/modules/home/home.schema.ts', text: `export const notes = pgTable('home_notes', {});` },
];
const owners = tableOwners(schemas);
const home = (text: string, name = 'home.repository.ts') => ({
  path: `server/src/modules/home/${name}`,
  text,
});
const bt = '`';

describe('tableOwners', () => {
  it("reads each module's tables from its schema files", () => {
    expect(Object.fromEntries(owners)).toEqual({
      verses: 'bible',
      books: 'bible',
      topic_refs: 'library',
      home_notes: 'home',
    });
  });
});

describe('sqlTemplates and tablesIn', () => {
  it("takes a template's literal parts, its expressions left out and nested templates found apart", () => {
    const text = `sql${bt}select * from a where x = \${id} and \${sql${bt}y in (select 1 from b)${bt}}${bt}`;
    expect(sqlTemplates(text).map((t) => t.sql.replace(/\s+/g, ' ').trim())).toEqual([
      'select * from a where x = and',
      'y in (select 1 from b)',
    ]);
  });

  it('finds tables, not columns, aliases, functions, strings or comments of the same name', () => {
    const tables = new Set(['verses', 'books']);
    expect(tablesIn('select v.text from verses v join "books" b on true', tables)).toEqual([
      'verses',
      'books',
    ]);
    expect(tablesIn('insert into verses (a) values (1)', tables)).toEqual(['verses']);
    expect(
      tablesIn("select x.verses, count(*) as books, books(1), 'verses' from t -- books\n", tables),
    ).toEqual([]);
  });
});

describe('violations', () => {
  it("fails on another module's table named in raw SQL (home reading the Bible's verses)", () => {
    const file = home(
      `const a = 1;\nexport const rows = () => db.execute(sql${bt}\n  select v.text from verses v\n  join books b on b.id = v.book_id${bt});`,
    );
    expect(violations([file], owners)).toEqual([
      { path: file.path, line: 2, table: 'verses', owner: 'bible', how: 'raw SQL' },
      { path: file.path, line: 2, table: 'books', owner: 'bible', how: 'raw SQL' },
    ]);
  });

  it("fails on another module's schema imported for its Drizzle tables", () => {
    const file = home(
      `import { and } from 'drizzle-orm';\nimport { topicRefs } from '../library/library.schema.ts';`,
    );
    expect(violations([file], owners)).toEqual([
      { path: file.path, line: 2, table: '../library/library.schema.ts', owner: 'library', how: 'import' },
    ]);
  });

  it("allows a module's own tables, tests, and files outside the modules", () => {
    const own = home(`import { notes } from './home.schema.ts';\nsql${bt}select * from home_notes${bt}`);
    const test = home(`sql${bt}select * from verses${bt}`, 'home.test.ts');
    const importer = { path: 'server/src/importer/import.ts', text: `sql${bt}delete from verses${bt}` };
    expect(violations([own, test, importer], owners)).toEqual([]);
  });
});
