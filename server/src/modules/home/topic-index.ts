import type { ChapterHit, TopicRef } from './home.repository.ts';
import { cutKeepingTies } from './lexeme-index.ts';

/**
 * Nave's topics in memory (a few thousand topics, ~78,000 references), built once: the SQL this replaces
 * took about a second on the embedded database, holding its only thread. A topic the question names
 * (its name, lower-cased, is one of the question's word forms) gives each chapter it cites 1/n, n being
 * the topic's number of references: a narrow topic speaks louder than a sprawling one.
 */
export const createTopicIndex = (refs: TopicRef[]) => {
  const byName = new Map<string, Map<number, TopicRef[]>>();
  for (const r of refs) {
    const name = r.name.toLowerCase();
    const topics = byName.get(name) ?? new Map<number, TopicRef[]>();
    byName.set(name, topics);
    const list = topics.get(r.topic_id);
    if (list) list.push(r);
    else topics.set(r.topic_id, [r]);
  }
  return (forms: string[], limit = 30): ChapterHit[] => {
    const scores = new Map<string, ChapterHit>();
    for (const form of new Set(forms))
      for (const list of byName.get(form)?.values() ?? [])
        for (const r of list) {
          const key = `${r.book_id} ${r.chapter}`;
          const hit = scores.get(key) ?? { book_id: r.book_id, chapter: Number(r.chapter), score: 0 };
          hit.score += 1 / Math.max(list.length, 1);
          scores.set(key, hit);
        }
    return cutKeepingTies(
      [...scores.values()].sort((a, b) => b.score - a.score),
      limit,
    );
  };
};

export type TopicIndex = ReturnType<typeof createTopicIndex>;
