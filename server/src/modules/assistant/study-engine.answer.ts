import { cite, excerpt, readLink, refLabel } from './citation.ts';
import { hash, rankByQuestion, sentences, termsOf } from './relevance.ts';
import type { StudyContext } from './study-engine.ts';

/** Tool results by tool name, as the tools returned them (JSON). */
export type StudyResults = Record<string, unknown[]>;

interface Passage {
  verses?: { verse: number; text: string }[];
}
interface Commentary {
  sections?: { reference: string; link: string; title: string; text: string }[];
}
interface CrossRefs {
  cross_references?: { from_verse: number; target: string }[];
  related_by_topic?: { markdown: string; shared_topics: string; text: string }[];
}
interface Topics {
  topics?: { name: string; heading?: string }[];
}
interface Words {
  entries?: {
    strongs: string;
    language: string;
    lemma: string;
    transliteration: string;
    definition: string;
    english: string[];
    verses: number[];
  }[];
}
interface Search {
  verses?: { reference: string; link: string; text: string }[];
}

export const OFFLINE_NOTICE =
  '*This answer comes from the Emmaus study engine, which works offline: no AI model is configured, so it gathers the passage and classic study helps for your question rather than writing its own prose.*';

type Intent = 'word' | 'related' | 'apply' | 'explain';

/** What kind of answer the question asks for; it decides what comes first. */
export const intentOf = (question: string): Intent => {
  const q = question.toLowerCase();
  if (/\b(word|greek|hebrew|original|translat\w*|define|definition|term)\b/.test(q)) return 'word';
  if (
    /\b(where else|other (passages|verses)|elsewhere|related|connect\w*|cross|compare|old testament|new testament)\b/.test(
      q,
    )
  )
    return 'related';
  if (
    /\b(apply|application|my life|today|practical|should i|can i|how do i|how should|how can|pray|comfort|help me|live)\b/.test(
      q,
    )
  )
    return 'apply';
  return 'explain';
};

const first = <T>(results: StudyResults, tool: string): T | undefined => results[tool]?.[0] as T | undefined;

const textSection = (ctx: StudyContext, passage: Passage | undefined, q: Set<string>): string | undefined => {
  const verses = passage?.verses ?? [];
  if (verses.length === 0) return undefined;
  let chosen = verses;
  if (ctx.verses.length === 0 || verses.length > 5) {
    const ranked = rankByQuestion(verses, (v) => v.text, q).sort(
      (a, b) => b.score - a.score || a.index - b.index,
    );
    chosen = (ranked[0]?.score ? ranked.filter((r) => r.score > 0) : ranked).slice(0, 3).map((r) => r.item);
    chosen = [...chosen].sort((a, b) => a.verse - b.verse);
  }
  const lines = chosen.map(
    (v) => `> **${v.verse}** ${v.text.trim()} — ${cite(ctx.bookId, ctx.chapter, v.verse)}`,
  );
  const heading = ctx.verses.length ? 'The verses you selected' : 'Where the chapter speaks to your question';
  return `#### ${heading}\n\n${lines.join('\n>\n')}`;
};

const commentarySection = (
  ctx: StudyContext,
  c: Commentary | undefined,
  q: Set<string>,
): string | undefined => {
  const candidates = (c?.sections ?? []).flatMap((s) =>
    sentences(s.text).map((text) => ({ text, section: s })),
  );
  if (candidates.length === 0) return undefined;
  const ranked = rankByQuestion(candidates, (x) => x.text, q);
  const best = [...ranked].sort((a, b) => b.score - a.score || a.index - b.index);
  // With nothing in common with the question, Henry's opening sentences summarise the section best.
  const picked = (best[0]?.score ? best.filter((r) => r.score > 0).slice(0, 4) : ranked.slice(0, 2)).sort(
    (a, b) => a.index - b.index,
  );
  const lines = picked.map((r) => `- ${r.item.text} ([${r.item.section.reference}](${r.item.section.link}))`);
  return `#### What Matthew Henry notes\n\n${lines.join('\n')}\n\n[Read his full comment on ${refLabel(ctx.bookId, ctx.chapter)}](${readLink(ctx.bookId, ctx.chapter)}) in the study panel’s Commentary.`;
};

/** "γεννάω gennáō ghen-nah'-o from …; to procreate …:--bear, beget" → meaning and renderings. */
const splitDefinition = (definition: string): { meaning: string; renderings: string } => {
  const [body = '', renderings = ''] = definition.split(':--');
  const afterOrigin = body.includes(';') ? body.slice(body.indexOf(';') + 1) : body;
  return {
    meaning: afterOrigin.trim().replace(/\s+/g, ' '),
    renderings: renderings.replace(/\.$/, '').trim(),
  };
};

const wordSection = (ctx: StudyContext, results: StudyResults): string | undefined => {
  const entries = (results.lookup_word ?? []).flatMap((r) => (r as Words).entries ?? []);
  if (entries.length === 0) return undefined;
  const lines = entries.slice(0, 4).map((e) => {
    const { meaning, renderings } = splitDefinition(e.definition);
    const english = e.english.length ? `**${e.english.join(', ')}** — ` : '';
    const where = e.verses.length ? ` (in ${cite(ctx.bookId, ctx.chapter, Math.min(...e.verses))})` : '';
    const also = renderings ? ` Also rendered: ${excerpt(renderings, 100)}.` : '';
    const language = e.language.charAt(0).toUpperCase() + e.language.slice(1);
    return `- ${english}${language} *${e.lemma}* (${e.transliteration}, Strong’s ${e.strongs}): ${excerpt(meaning, 220)}${where}.${also}`;
  });
  return `#### The words behind the text\n\n${lines.join('\n')}`;
};

const relatedSection = (
  ctx: StudyContext,
  x: CrossRefs | undefined,
  s: Search | undefined,
  q: Set<string>,
) => {
  const lines: string[] = [];
  for (const r of x?.cross_references ?? []) {
    const [b, c, v] = r.target.split('-')[0]?.split('.') ?? [];
    if (b && c)
      lines.push(`- ${cite(b, Number(c), v ? Number(v) : undefined)} (noted at verse ${r.from_verse})`);
  }
  const related = rankByQuestion(x?.related_by_topic ?? [], (r) => `${r.text} ${r.shared_topics}`, q)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 4);
  for (const { item } of related) lines.push(`- ${item.markdown} — “${excerpt(item.text, 140)}”`);
  const here = `/read/${ctx.bookId}/${ctx.chapter}?`;
  for (const v of (s?.verses ?? []).filter((v) => !v.link.startsWith(here)).slice(0, 3)) {
    lines.push(`- [${v.reference}](${v.link}) — “${excerpt(v.text, 140)}”`);
  }
  if (lines.length === 0) return undefined;
  return `#### Where else Scripture speaks to this\n\n${[...new Set(lines)].slice(0, 8).join('\n')}`;
};

// Nave's writes topic names in capitals ("JESUS, THE CHRIST").
const titleCase = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b([a-z])/g, (c) => c.toUpperCase())
    .replace(/\b(Of|The|And|In|To)\b/g, (w) => w.toLowerCase());

const topicSection = (t: Topics | undefined, q: Set<string>): string | undefined => {
  const topics = t?.topics ?? [];
  if (topics.length === 0) return undefined;
  const ranked = rankByQuestion(topics, (x) => `${x.name} ${x.heading ?? ''}`, q)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, 6)
    .map(({ item }) =>
      item.heading ? `${titleCase(item.name)} (${item.heading.toLowerCase()})` : titleCase(item.name),
    );
  return `#### Topics\n\nNave’s Topical Bible files this passage under: ${ranked.join('; ')}.`;
};

const REFLECTIONS: Record<Intent, string[]> = {
  apply: [
    'Which phrase here meets you where you are today, and what would it look like to act on it this week?',
    'What does this passage invite you to trust, and what to do?',
  ],
  word: [
    'Read the verse again with the original word’s meaning in mind: what does it add?',
    'Where else does this word change how you hear a familiar verse?',
  ],
  related: [
    'Read the passages side by side: what does each add to the other?',
    'What thread runs through these passages, from the Old Testament to the New?',
  ],
  explain: [
    'What does this passage show about God, and what about us?',
    'How would you say the heart of this passage in one sentence?',
  ],
};

/** The study engine's answer: the passage, then the helps, ordered by what the question asks for. */
export const composeAnswer = (ctx: StudyContext, results: StudyResults): string => {
  const q = termsOf(ctx.question);
  const intent = intentOf(ctx.question);
  const sections = {
    text: textSection(ctx, first<Passage>(results, 'get_passage'), q),
    commentary: commentarySection(ctx, first<Commentary>(results, 'get_commentary'), q),
    words: wordSection(ctx, results),
    related: relatedSection(
      ctx,
      first<CrossRefs>(results, 'get_cross_references'),
      first<Search>(results, 'search_scripture'),
      q,
    ),
    topics: topicSection(first<Topics>(results, 'lookup_topic'), q),
  };
  const order: readonly (keyof typeof sections)[] = {
    word: ['text', 'words', 'commentary', 'related', 'topics'] as const,
    related: ['text', 'related', 'commentary', 'words', 'topics'] as const,
    apply: ['text', 'commentary', 'related', 'words', 'topics'] as const,
    explain: ['text', 'commentary', 'words', 'related', 'topics'] as const,
  }[intent];
  const body = order.map((k) => sections[k]).filter(Boolean);
  if (body.length === 0) {
    return `${OFFLINE_NOTICE}\n\nI could not find ${refLabel(ctx.bookId, ctx.chapter)} in this translation, so there is nothing to study yet.`;
  }
  const options = REFLECTIONS[intent];
  const reflection = options[hash(ctx.question) % options.length];
  return `${OFFLINE_NOTICE}\n\n${body.join('\n\n')}\n\n**For reflection:** ${reflection}`;
};
