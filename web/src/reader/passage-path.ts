import { isBareReference, parseReference } from '../../../common/src/references.ts';

/** Where a typed passage opens: its chapter, with the named verses selected; undefined for a question. */
export const readerPathFor = (input: string): string | undefined => {
  if (!isBareReference(input)) return undefined;
  const ref = parseReference(input);
  if (!ref) return undefined;
  // A passage running into the next chapter selects its verses in the first chapter.
  const end = ref.endChapter && ref.endChapter !== ref.chapter ? undefined : ref.verses?.end;
  const verse = ref.verses
    ? end === undefined || end === ref.verses.start
      ? `${ref.verses.start}`
      : `${ref.verses.start}-${end}`
    : undefined;
  return `/read/${ref.book}/${ref.chapter}${verse ? `?verse=${verse}` : ''}`;
};
