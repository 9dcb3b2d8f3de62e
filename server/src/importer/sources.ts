/** What `npm run import` brings in, from which Debian-packaged SWORD module. */
export interface TranslationSource {
  id: string;
  module: string;
  conf: string;
  name: string;
  abbreviation: string;
  position: number;
}

export const TRANSLATIONS: readonly TranslationSource[] = [
  {
    id: 'eng-web',
    module: 'engWEB2015eb',
    conf: 'engWEB2015eb.conf',
    name: 'World English Bible',
    abbreviation: 'WEB',
    position: 0,
  },
  {
    id: 'eng-kjv',
    module: 'engKJV2006eb',
    conf: 'engKJV2006eb.conf',
    name: 'King James Version',
    abbreviation: 'KJV',
    position: 1,
  },
];

export const COMMENTARY = { id: 'mhc', module: 'MHCC', conf: 'mhcc.conf' } as const;
export const STRONGS = [
  { module: 'StrongsGreek', conf: 'strongsgreek.conf', language: 'greek' },
  { module: 'StrongsHebrew', conf: 'strongshebrew.conf', language: 'hebrew' },
] as const;
export const NAVES = { module: 'Nave', conf: 'nave.conf' } as const;

/**
 * Word study's index of Strong's numbers. Each translation's import writes its own; this source builds
 * it from the stored verses of a library imported before word study existed (no SWORD module read).
 */
export const WORD_INDEX = 'word-index';

/**
 * Common English words, from Debian's `wamerican` (SCOWL): home search's speller leaves a word alone that
 * is one ("lunch" is no misspelt "launch"). Read from ENGLISH_WORDS_PATH; a missing file stores none.
 */
export const ENGLISH_WORDS = { id: 'english-words', path: '/usr/share/dict/american-english' } as const;

/** Every source key recorded in the imports table, in the order they are imported. */
export const SOURCE_KEYS = [
  ...TRANSLATIONS.map((t) => t.id),
  COMMENTARY.id,
  'strongs',
  'naves',
  WORD_INDEX,
  ENGLISH_WORDS.id,
] as const;

/**
 * Bump when the importer's output changes (markup, parsing): `npm start` re-imports when the version
 * recorded in the database differs.
 */
export const IMPORTER_VERSION = '6';
