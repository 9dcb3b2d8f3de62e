import { deserialize } from 'node:v8';
import {
  createHomeRanker,
  type HomeData,
  type HomeRanker,
  type PreparedQuestion,
  type QueryTerms,
} from './home.ranker.ts';

/** Home search's data in shared memory (home.service.ts), named so a thread builds from it once. */
export interface HomeDataRef {
  id: string;
  /** Each part of the data, serialised (v8) on its own. */
  parts: Record<keyof HomeData, SharedArrayBuffer>;
}

// One ranker per thread: the latest data's (after an import the id changes and the old one is dropped).
let current: { id: string; ranker: HomeRanker } | undefined;

const rankerFor = (ref: HomeDataRef): HomeRanker => {
  if (current?.id !== ref.id) {
    current = undefined;
    // Copied out of shared memory first: deserialize reads a Buffer, not a view of a growable store.
    const part = (key: keyof HomeData) => deserialize(Buffer.from(new Uint8Array(ref.parts[key])));
    const data = {
      lexemeRows: part('lexemeRows'),
      verses: part('verses'),
      outlines: part('outlines'),
      sections: part('sections'),
      topicRefs: part('topicRefs'),
      englishWords: part('englishWords'),
    } as HomeData;
    current = { id: ref.id, ranker: createHomeRanker(data) };
  }
  return current.ranker;
};

/** Home search's tasks for the worker threads (workers/tasks.ts): the ranking's two steps. */
export const HOME_TASKS = {
  'home.warm': ({ data }: { data: HomeDataRef }): void => void rankerFor(data),
  'home.prepare': ({ data, question }: { data: HomeDataRef; question: string }): PreparedQuestion =>
    rankerFor(data).prepare(question),
  'home.answer': ({
    data,
    prepared,
    terms,
  }: {
    data: HomeDataRef;
    prepared: PreparedQuestion;
    terms: QueryTerms;
  }) => rankerFor(data).answer(prepared, terms),
};
