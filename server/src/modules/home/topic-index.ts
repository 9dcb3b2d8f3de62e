import { wordList } from '../../lib/text/word-lists.ts';
import { indexTerms } from '../../lib/text/wording.ts';
import type { ChapterHit, TopicRef } from './home.repository.ts';
import { cutKeepingTies } from './lexeme-index.ts';

// Words of a topic's name or sub-heading that say nothing of what it is about.
const PLAIN = new Set([...wordList('topic-heading')].flatMap(indexTerms));

const content = (text: string) => [...new Set(indexTerms(text))].filter((t) => !PLAIN.has(t));

interface Topic {
  /** The name as one lower-cased word form ("tithes"), matched against the question's forms. */
  name: string;
  /** The name's index terms ("holy spirit" → holi, spirit), for names of several words. */
  terms: string[];
  refs: TopicRef[];
  /** The references under each sub-heading, with that sub-heading's index terms. */
  labels: { terms: string[]; refs: TopicRef[] }[];
}

/**
 * Nave's topics in memory (a few thousand topics, ~78,000 references), built once: the SQL this replaces
 * took about a second on the embedded database, holding its only thread. A topic the question names
 * (its one-word name is one of the question's word forms, or every word of a longer name, "holy
 * spirit", "high priest", is in the question) gives each chapter it cites 1/n, n being the topic's
 * number of references: a narrow topic speaks louder than a sprawling one. A name of several words
 * counts as many times, being that much more specific, and a sub-heading whose words the question also
 * uses ("church discipline": CHURCH, "rules of discipline") counts its own references again, over that
 * sub-heading's size and by the share of its words the question holds.
 */
export const createTopicIndex = (refs: TopicRef[]) => {
  const byId = new Map<number, Topic>();
  for (const r of refs) {
    let topic = byId.get(r.topic_id);
    if (!topic) {
      const name = r.name.toLowerCase();
      topic = { name, terms: content(name), refs: [], labels: [] };
      byId.set(r.topic_id, topic);
    }
    topic.refs.push(r);
  }
  const byName = new Map<string, Topic[]>();
  const byFirstTerm = new Map<string, Topic[]>();
  for (const topic of byId.values()) {
    const groups = new Map<string, TopicRef[]>();
    for (const r of topic.refs) {
      // Nave's sub-topics are in capitals ("SIN AGAINST"); other labels name people or instances
      // ("Saul", "The disciples"), which a question naming that person does not ask about.
      const label = r.label && r.label === r.label.toUpperCase() ? r.label.toLowerCase() : '';
      const list = groups.get(label);
      if (list) list.push(r);
      else groups.set(label, [r]);
    }
    for (const [label, list] of groups) {
      const terms = content(label).filter((t) => !topic.terms.includes(t));
      if (terms.length) topic.labels.push({ terms, refs: list });
    }
    byName.set(topic.name, [...(byName.get(topic.name) ?? []), topic]);
    const first = topic.terms[0];
    if (topic.terms.length > 1 && first) byFirstTerm.set(first, [...(byFirstTerm.get(first) ?? []), topic]);
  }
  const rank = (forms: string[], question = '', limit = 30): ChapterHit[] => {
    const asked = new Set(content(question));
    const matched = new Set<Topic>();
    for (const form of new Set(forms)) for (const t of byName.get(form) ?? []) matched.add(t);
    for (const term of asked)
      for (const t of byFirstTerm.get(term) ?? []) if (t.terms.every((w) => asked.has(w))) matched.add(t);
    const scores = new Map<string, ChapterHit>();
    const add = (r: TopicRef, value: number) => {
      const key = `${r.book_id} ${r.chapter}`;
      const hit = scores.get(key) ?? { book_id: r.book_id, chapter: Number(r.chapter), score: 0 };
      hit.score += value;
      scores.set(key, hit);
    };
    for (const topic of matched) {
      const words = Math.max(1, topic.terms.length);
      for (const r of topic.refs) add(r, words / topic.refs.length);
      for (const label of topic.labels) {
        const held = label.terms.filter((w) => asked.has(w)).length;
        if (held === 0) continue;
        const share = held / label.terms.length;
        for (const r of label.refs) add(r, (share * (words + held)) / label.refs.length);
      }
    }
    return cutKeepingTies(
      [...scores.values()].sort((a, b) => b.score - a.score),
      limit,
    );
  };
  /**
   * Where the Bible introduces the person or place of that name: the chapter of the first reference of
   * the topic so named, Nave's order being the order of a life ("ISHMAEL: 1. Son of Abraham, Gen
   * 16:11…", "ELISHA: Elijah instructed to anoint, 1 Kings 19:16…"); its first sense is the best known.
   */
  const introduced = (name: string): ChapterHit | undefined => {
    const first = byName.get(name.toLowerCase())?.[0]?.refs[0];
    return first && { book_id: first.book_id, chapter: Number(first.chapter), score: 1 };
  };
  // Every sub-heading as a short text of its own, with its topic's name: Nave's describes each person
  // and event in a line ("DEBORAH: The prophetess a judge of Israel", "EUTYCHUS: A young man from Troas
  // restored to life by Paul"), which is how people describe one whose name they forgot.
  const docs: { terms: string[]; chapters: Set<string>; hits: ChapterHit[] }[] = [];
  for (const topic of byId.values()) {
    const groups = new Map<string, TopicRef[]>();
    for (const r of topic.refs) {
      const list = groups.get(r.label ?? '');
      if (list) list.push(r);
      else groups.set(r.label ?? '', [r]);
    }
    for (const [label, list] of groups) {
      const terms = [...new Set([...topic.terms, ...content(label)])];
      const hits = new Map<string, ChapterHit>();
      for (const r of list)
        hits.set(`${r.book_id} ${r.chapter}`, { book_id: r.book_id, chapter: Number(r.chapter), score: 0 });
      docs.push({ terms, chapters: new Set(hits.keys()), hits: [...hits.values()] });
    }
  }
  const postings = new Map<string, number[]>();
  for (const [i, d] of docs.entries())
    for (const t of d.terms) {
      const list = postings.get(t);
      if (list) list.push(i);
      else postings.set(t, [i]);
    }
  const avgLength = docs.reduce((s, d) => s + d.terms.length, 0) / Math.max(1, docs.length);
  /** Chapters by the Nave's lines that describe what the question describes (BM25 over the lines). */
  const described = (question: string, limit = 30): ChapterHit[] => {
    const score = new Map<number, number>();
    for (const t of new Set(content(question))) {
      const list = postings.get(t);
      if (!list || list.length > docs.length / 20) continue;
      const idf = Math.log(1 + (docs.length - list.length + 0.5) / (list.length + 0.5));
      for (const i of list) {
        const len = docs[i]?.terms.length ?? 1;
        score.set(i, (score.get(i) ?? 0) + (idf * 2.2) / (1 + 1.2 * (0.25 + (0.75 * len) / avgLength)));
      }
    }
    const chapters = new Map<string, ChapterHit>();
    for (const [i, sc] of score) {
      for (const h of docs[i]?.hits ?? []) {
        const key = `${h.book_id} ${h.chapter}`;
        const prev = chapters.get(key);
        if (!prev || prev.score < sc) chapters.set(key, { ...h, score: sc });
      }
    }
    return cutKeepingTies(
      [...chapters.values()].sort((a, b) => b.score - a.score),
      limit,
    );
  };
  return Object.assign(rank, { introduced, described });
};

export type TopicIndex = ReturnType<typeof createTopicIndex>;
