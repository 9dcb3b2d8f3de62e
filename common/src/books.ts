/**
 * The canon as Emmaus knows it: USFM book ids (the ids every API path and URL uses), English names,
 * OSIS ids (what SWORD modules and Nave's references use) and the book names SWORD's `mod2imp` prints.
 * Order is canonical order; deuterocanonical books follow the Protestant canon's Old Testament in the
 * order of the WEB's NRSVA versification and are listed in tables of contents only with `?canon=full`.
 */
export type Testament = 'OT' | 'NT' | 'DC';

export interface BookInfo {
  id: string;
  name: string;
  osis: string;
  sword: string;
  testament: Testament;
}

const row = (id: string, name: string, osis: string, testament: Testament, sword = name): BookInfo => ({
  id,
  name,
  osis,
  sword,
  testament,
});

export const BOOKS: readonly BookInfo[] = [
  row('GEN', 'Genesis', 'Gen', 'OT'),
  row('EXO', 'Exodus', 'Exod', 'OT'),
  row('LEV', 'Leviticus', 'Lev', 'OT'),
  row('NUM', 'Numbers', 'Num', 'OT'),
  row('DEU', 'Deuteronomy', 'Deut', 'OT'),
  row('JOS', 'Joshua', 'Josh', 'OT'),
  row('JDG', 'Judges', 'Judg', 'OT'),
  row('RUT', 'Ruth', 'Ruth', 'OT'),
  row('1SA', '1 Samuel', '1Sam', 'OT', 'I Samuel'),
  row('2SA', '2 Samuel', '2Sam', 'OT', 'II Samuel'),
  row('1KI', '1 Kings', '1Kgs', 'OT', 'I Kings'),
  row('2KI', '2 Kings', '2Kgs', 'OT', 'II Kings'),
  row('1CH', '1 Chronicles', '1Chr', 'OT', 'I Chronicles'),
  row('2CH', '2 Chronicles', '2Chr', 'OT', 'II Chronicles'),
  row('EZR', 'Ezra', 'Ezra', 'OT'),
  row('NEH', 'Nehemiah', 'Neh', 'OT'),
  row('EST', 'Esther', 'Esth', 'OT'),
  row('JOB', 'Job', 'Job', 'OT'),
  row('PSA', 'Psalms', 'Ps', 'OT'),
  row('PRO', 'Proverbs', 'Prov', 'OT'),
  row('ECC', 'Ecclesiastes', 'Eccl', 'OT'),
  row('SNG', 'Song of Solomon', 'Song', 'OT'),
  row('ISA', 'Isaiah', 'Isa', 'OT'),
  row('JER', 'Jeremiah', 'Jer', 'OT'),
  row('LAM', 'Lamentations', 'Lam', 'OT'),
  row('EZK', 'Ezekiel', 'Ezek', 'OT'),
  row('DAN', 'Daniel', 'Dan', 'OT'),
  row('HOS', 'Hosea', 'Hos', 'OT'),
  row('JOL', 'Joel', 'Joel', 'OT'),
  row('AMO', 'Amos', 'Amos', 'OT'),
  row('OBA', 'Obadiah', 'Obad', 'OT'),
  row('JON', 'Jonah', 'Jonah', 'OT'),
  row('MIC', 'Micah', 'Mic', 'OT'),
  row('NAM', 'Nahum', 'Nah', 'OT'),
  row('HAB', 'Habakkuk', 'Hab', 'OT'),
  row('ZEP', 'Zephaniah', 'Zeph', 'OT'),
  row('HAG', 'Haggai', 'Hag', 'OT'),
  row('ZEC', 'Zechariah', 'Zech', 'OT'),
  row('MAL', 'Malachi', 'Mal', 'OT'),
  row('TOB', 'Tobit', 'Tob', 'DC'),
  row('JDT', 'Judith', 'Jdt', 'DC'),
  row('ESG', 'Esther (Greek)', 'EsthGr', 'DC', 'Esther (Greek)'),
  row('WIS', 'Wisdom of Solomon', 'Wis', 'DC', 'Wisdom'),
  row('SIR', 'Sirach', 'Sir', 'DC'),
  row('BAR', 'Baruch', 'Bar', 'DC'),
  row('S3Y', 'Prayer of Azariah', 'PrAzar', 'DC'),
  row('SUS', 'Susanna', 'Sus', 'DC'),
  row('BEL', 'Bel and the Dragon', 'Bel', 'DC'),
  row('1MA', '1 Maccabees', '1Macc', 'DC', 'I Maccabees'),
  row('2MA', '2 Maccabees', '2Macc', 'DC', 'II Maccabees'),
  row('1ES', '1 Esdras', '1Esd', 'DC', 'I Esdras'),
  row('MAN', 'Prayer of Manasseh', 'PrMan', 'DC', 'Prayer of Manasses'),
  row('PS2', 'Psalm 151', 'AddPs', 'DC', 'Additional Psalm'),
  row('3MA', '3 Maccabees', '3Macc', 'DC', 'III Maccabees'),
  row('2ES', '2 Esdras', '2Esd', 'DC', 'II Esdras'),
  row('4MA', '4 Maccabees', '4Macc', 'DC', 'IV Maccabees'),
  row('MAT', 'Matthew', 'Matt', 'NT'),
  row('MRK', 'Mark', 'Mark', 'NT'),
  row('LUK', 'Luke', 'Luke', 'NT'),
  row('JHN', 'John', 'John', 'NT'),
  row('ACT', 'Acts', 'Acts', 'NT'),
  row('ROM', 'Romans', 'Rom', 'NT'),
  row('1CO', '1 Corinthians', '1Cor', 'NT', 'I Corinthians'),
  row('2CO', '2 Corinthians', '2Cor', 'NT', 'II Corinthians'),
  row('GAL', 'Galatians', 'Gal', 'NT'),
  row('EPH', 'Ephesians', 'Eph', 'NT'),
  row('PHP', 'Philippians', 'Phil', 'NT'),
  row('COL', 'Colossians', 'Col', 'NT'),
  row('1TH', '1 Thessalonians', '1Thess', 'NT', 'I Thessalonians'),
  row('2TH', '2 Thessalonians', '2Thess', 'NT', 'II Thessalonians'),
  row('1TI', '1 Timothy', '1Tim', 'NT', 'I Timothy'),
  row('2TI', '2 Timothy', '2Tim', 'NT', 'II Timothy'),
  row('TIT', 'Titus', 'Titus', 'NT'),
  row('PHM', 'Philemon', 'Phlm', 'NT'),
  row('HEB', 'Hebrews', 'Heb', 'NT'),
  row('JAS', 'James', 'Jas', 'NT'),
  row('1PE', '1 Peter', '1Pet', 'NT', 'I Peter'),
  row('2PE', '2 Peter', '2Pet', 'NT', 'II Peter'),
  row('1JN', '1 John', '1John', 'NT', 'I John'),
  row('2JN', '2 John', '2John', 'NT', 'II John'),
  row('3JN', '3 John', '3John', 'NT', 'III John'),
  row('JUD', 'Jude', 'Jude', 'NT'),
  row('REV', 'Revelation', 'Rev', 'NT', 'Revelation of John'),
];

export const BOOK_IDS: readonly string[] = BOOKS.map((b) => b.id);

const byId = new Map(BOOKS.map((b) => [b.id, b]));
const byOsis = new Map(BOOKS.map((b) => [b.osis, b]));
const bySword = new Map(BOOKS.map((b) => [b.sword, b]));

export const bookById = (id: string): BookInfo | undefined => byId.get(id.toUpperCase());
export const bookByOsis = (osis: string): BookInfo | undefined => byOsis.get(osis);
export const bookBySwordName = (name: string): BookInfo | undefined => bySword.get(name);

/** Canonical position (0-based) used to order books; unknown ids sort last. */
export const bookOrder = (id: string): number => {
  const i = BOOK_IDS.indexOf(id.toUpperCase());
  return i < 0 ? Number.MAX_SAFE_INTEGER : i;
};

/** The first New Testament book: the navigator's NT heading starts here. */
export const FIRST_NT_BOOK = 'MAT';
