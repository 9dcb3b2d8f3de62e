import { z } from 'zod';
import { bookById } from '../../../../common/src/books.ts';
import { readJsonLines } from '../../lib/json-lines.ts';
import { serverPath } from '../../paths.ts';

/**
 * The home search's hand-written tables live as data in data/ (JSON Lines, one entry a line:
 * docs/decisions/0013-data-as-data.md); each table's module reads its file once, when first imported,
 * through its own schema. Found through paths.ts, so the bundled server (server/.build/main.mjs) reads
 * the same files as the sources do.
 */
export const HOME_DATA_DIR = serverPath('src', 'modules', 'home', 'data');

/** Reads one of the home tables from data/, each entry checked against the table's schema. */
export const readHomeData = <T>(file: string, schema: z.ZodType<T>): T[] =>
  readJsonLines(`${HOME_DATA_DIR}/${file}`, schema);

/**
 * A chapter as the tables name it: a book id of common/src/books.ts and a chapter ("PSA 23"). Whether
 * the chapter is in the Bible is checked against the imported text by home-data.test.ts.
 */
export const chapterRef = z
  .string()
  .regex(/^[1-4A-Z][A-Z0-9]{2} [1-9]\d*$/, 'a book id and a chapter, such as "PSA 23"')
  .refine((ref) => bookById(ref.split(' ')[0] ?? '') !== undefined, 'an unknown book id');

/** Alternative wordings of one entry, none empty, none with "|" or spaces at its ends. */
export const alternatives = z
  .array(z.string().regex(/^[^|\s](?:[^|]*[^|\s])?$/, 'words without "|" or spaces at the ends'))
  .min(1);

/** The alternatives as the code that matches them reads them: one string, separated by " | ". */
export const joined = (list: readonly string[]): string => list.join(' | ');
