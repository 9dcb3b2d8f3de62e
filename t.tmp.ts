import { PGlite } from '@electric-sql/pglite';
const db = await PGlite.create('/tmp/emmaus-full/pglite');
const q = async (s: string) => console.log(JSON.stringify((await db.query(s)).rows).slice(0, 600));
await q(`select book_id, start_chapter, start_verse, end_chapter, end_verse, title from commentary_sections where book_id='PSA' and start_chapter between 20 and 25`);
await q(`select count(*) from commentary_sections where start_verse=0 or end_verse=0`);
await db.close();
