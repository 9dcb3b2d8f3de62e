import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type SourceFile, tableOwners, violations } from './sql-boundaries.ts';

// `npm run check` (part of it): fails when a server module names another module's table in raw SQL or
// imports another module's schema (scripts/sql-boundaries.ts says why).
const ROOT = 'server/src/modules';
const files: SourceFile[] = readdirSync(ROOT, { recursive: true, encoding: 'utf8' })
  .filter((f) => f.endsWith('.ts'))
  .sort()
  .map((f) => {
    const path = join(ROOT, f).replaceAll('\\', '/');
    return { path, text: readFileSync(path, 'utf8') };
  });
const owners = tableOwners(files);
const found = violations(files, owners);
for (const v of found)
  console.error(`${v.path}:${v.line}: ${v.how} names ${v.table}, a table of the ${v.owner} module`);
if (found.length > 0) {
  console.error(
    `check-sql-boundaries: ${found.length} cross-module table use(s); read another module's data through its service`,
  );
  process.exit(1);
}
console.log(
  `check-sql-boundaries: ${files.length} files, ${owners.size} tables, each used by its own module only`,
);
