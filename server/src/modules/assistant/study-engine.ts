import type {
  JSONValue,
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { CareKind } from '../../../../common/src/contracts/care.ts';

import { contentWords, termsOf } from '../../lib/text/content-words.ts';
import { stem } from '../../lib/text/stem.ts';
import { words } from '../../lib/text/tokenise.ts';
import { wordList } from '../../lib/text/word-lists.ts';
import {
  allNaveHeadingsOf,
  alternatesOf,
  askedPhrase,
  composeAnswer,
  intentOf,
  lifeAsked,
  parallelOf,
  type StudyContext,
  type StudyResults,
  subjectOf,
} from './study-engine.answer.ts';
import { careAnswer, careCalls, careKindOf } from './study-engine.care.ts';
import { commentaryReferences } from './study-engine.commentary-refs.ts';

export const STUDY_ENGINE_PROVIDER = 'emmaus';
export const STUDY_ENGINE_MODEL = 'study-engine-1';

/** What the engine studies: handed over as provider options, which other models simply ignore. */
export const studyContextOptions = (ctx: StudyContext) => ({
  emmaus: { ...ctx } as unknown as Record<string, JSONValue>,
});

export interface ToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

const readContext = (opts: EngineStep): StudyContext | undefined => {
  const raw = opts.providerOptions?.emmaus as Partial<StudyContext> | undefined;
  if (!raw || typeof raw.bookId !== 'string' || typeof raw.chapter !== 'number') return undefined;
  return {
    bookId: raw.bookId,
    chapter: raw.chapter,
    verses: Array.isArray(raw.verses) ? raw.verses.filter((v) => typeof v === 'number') : [],
    question: typeof raw.question === 'string' ? raw.question : '',
    ...(raw.care === null ? { care: null } : {}),
    ...(CareKind.safeParse(raw.care).success ? { care: CareKind.parse(raw.care) } : {}),
  };
};

/**
 * Tool results so far, by tool name (a tool called twice keeps every result). The search for passages
 * worded like the selected verses is kept apart, as `search_parallels`: its hits are parallels, not
 * answers to the question's words.
 */
const readResults = (opts: EngineStep, ctx: StudyContext): StudyResults => {
  const results: StudyResults = {};
  const queries = new Map<string, unknown>();
  for (const message of opts.prompt) {
    if (message.role === 'assistant')
      for (const part of message.content)
        if (part.type === 'tool-call')
          queries.set(part.toolCallId, (part.input as { query?: unknown })?.query);
  }
  const parallels: string[] = [];
  for (const message of opts.prompt) {
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.output.type !== 'json') continue;
      const list = results[part.toolName] ?? [];
      list.push(part.output.value);
      results[part.toolName] = list;
      if (part.toolName === 'search_scripture') parallels.push(String(queries.get(part.toolCallId) ?? ''));
    }
  }
  const query = parallelOf(ctx, results);
  const at = query ? parallels.indexOf(query) : -1;
  if (at >= 0 && results.search_scripture) {
    results.search_parallels = results.search_scripture.splice(at, 1);
  }
  return results;
};

const span = (ctx: StudyContext) => {
  const first = ctx.verses[0];
  const last = ctx.verses.at(-1);
  return first === undefined
    ? { book: ctx.bookId, chapter: ctx.chapter }
    : { book: ctx.bookId, chapter: ctx.chapter, start_verse: first, end_verse: last };
};

/** The first step: read the passage and every help on it, and search for what the question names. */
const firstCalls = (ctx: StudyContext): ToolCall[] => {
  const calls: ToolCall[] = [
    { toolName: 'get_passage', input: span(ctx) },
    { toolName: 'get_commentary', input: span(ctx) },
    { toolName: 'get_cross_references', input: span(ctx) },
    { toolName: 'lookup_topic', input: span(ctx) },
  ];
  // "What happens next?" is answered by the verses that follow the selection.
  const last = ctx.verses.at(-1);
  if (intentOf(ctx.question) === 'next' && last !== undefined) {
    calls.push({
      toolName: 'get_passage',
      input: { book: ctx.bookId, chapter: ctx.chapter, start_verse: last + 1, end_verse: last + 6 },
    });
  }
  // A question about the asker's own life is answered from the verses of the whole chapter that speak to it.
  if (lifeAsked(ctx.question) && ctx.verses.length)
    calls.push({ toolName: 'get_passage', input: { book: ctx.bookId, chapter: ctx.chapter } });
  const strongs = ctx.question.match(/\b[GH]\d{1,5}\b/);
  if (strongs) calls.push({ toolName: 'lookup_word', input: { strongs: strongs[0], ...span(ctx) } });
  // A topic question ("What does the Bible say about forgiveness?") reads Nave's topic by that name.
  const subject = subjectOf(ctx.question);
  if (intentOf(ctx.question) === 'topic' && subject) {
    calls.push({ toolName: 'lookup_topic', input: { topic: subject } });
  }
  const phrase = askedPhrase(ctx.question);
  const keywords = (phrase ? [phrase] : contentWords(ctx.question).slice(0, 6)).join(' ');
  if (keywords) calls.push({ toolName: 'search_scripture', input: { query: keywords, limit: 20 } });
  return calls;
};

// Words whose Strong's entry tells a reader nothing new.
const COMMON_NAMES = wordList('strongs-uninformative');
// Words of an asked phrase that no original word stands behind on its own ("is", "your" in "the joy of
// the Lord is your strength"); "only" in "only born" does, so the list is short and explicit.
const ARTICLES = wordList('phrase-articles');

/**
 * The second step: the original words behind the question's words that occur in the passage, and the
 * passages the commentary cites.
 */
const wordCalls = (ctx: StudyContext, results: StudyResults): ToolCall[] => {
  const calls: ToolCall[] = [];
  const passage = results.get_passage?.[0] as { verses?: { text: string }[] } | undefined;
  const text = (passage?.verses ?? []).map((v) => v.text).join(' ');
  const inPassage = new Set(words(text).map(stem));
  // A quoted phrase is looked up word by word, short words included ("only" in "only born").
  const phrase = askedPhrase(ctx.question);
  const candidates = phrase ? words(phrase).filter((w) => !ARTICLES.has(w)) : contentWords(ctx.question);
  const looked = [...new Set(candidates)]
    .filter((w) => !COMMON_NAMES.has(w) && inPassage.has(stem(w)))
    .slice(0, 3);
  // A Strong's number asked for was looked up in the first step.
  if (!results.lookup_word)
    for (const word of looked) calls.push({ toolName: 'lookup_word', input: { word, ...span(ctx) } });
  // The translators' other renderings of the phrase find the places the same word stands in other words.
  const footnotes = (results.get_passage?.[0] as { footnotes?: { text: string }[] } | undefined)?.footnotes;
  for (const alt of alternatesOf(footnotes, phrase)) {
    calls.push({ toolName: 'search_scripture', input: { query: `"${alt}"`, limit: 8 } });
  }
  // Passages worded like the selected verses (parallel accounts, quotations); searched last, so the
  // answer can tell these results from the others.
  const query = parallelOf(ctx, results);
  if (query) calls.push({ toolName: 'search_scripture', input: { query, limit: 20 } });
  // The other passages Nave's files under the selected passage's headings (those bearing on the question first).
  for (const h of allNaveHeadingsOf(ctx, results)) {
    calls.push({ toolName: 'lookup_topic', input: { topic: h.topic, heading: h.heading } });
  }
  // The passages the commentary on these verses cites are read, so the answer can weigh their words.
  const commentary = results.get_commentary?.[0] as { sections?: { text: string }[] } | undefined;
  for (const ref of commentaryReferences(commentary?.sections ?? [], termsOf(ctx.question), ctx)) {
    const { score: _score, ...input } = ref;
    calls.push({ toolName: 'get_passage', input });
  }
  return calls;
};

const usage = (): LanguageModelV3Usage => ({
  inputTokens: { total: undefined, noCache: undefined, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: undefined, text: undefined, reasoning: undefined },
});

/** What one step of the engine reads of the call: plain data, so a worker thread can take it. */
export type EngineStep = Pick<LanguageModelV3CallOptions, 'prompt' | 'providerOptions'> & {
  tools?: { name: string }[];
};
export type EngineDecision = { calls: ToolCall[] } | { text: string };

/** Decides this step's output: tool calls while there is more to read, then the answer. */
export const decide = (opts: EngineStep): EngineDecision => {
  const ctx = readContext(opts);
  if (!ctx) {
    return {
      text: 'The Emmaus study engine answers questions asked from the reader, about a chapter or verses.',
    };
  }
  const offered = new Set((opts.tools ?? []).map((t) => t.name));
  const results = readResults(opts, ctx);
  const steps = opts.prompt.filter((m) => m.role === 'assistant').length;
  const pick = (calls: ToolCall[]) => calls.filter((c) => offered.has(c.toolName));
  // A reader who may be in danger gets care first: comfort verses only, no study (study-engine.care.ts).
  const care = careKindOf(ctx);
  if (care) {
    const calls = steps === 0 ? pick(careCalls()) : [];
    return calls.length ? { calls } : { text: careAnswer(care, results) };
  }
  if (steps === 0) {
    const calls = pick(firstCalls(ctx));
    if (calls.length) return { calls };
  }
  if (steps === 1) {
    const calls = pick(wordCalls(ctx, results));
    if (calls.length) return { calls };
  }
  return { text: composeAnswer(ctx, results) };
};

let callCounter = 0;
const toContent = (d: EngineDecision): LanguageModelV3Content[] =>
  'calls' in d
    ? d.calls.map((c) => ({
        type: 'tool-call',
        toolCallId: `emmaus-${++callCounter}`,
        toolName: c.toolName,
        input: JSON.stringify(c.input),
      }))
    : [{ type: 'text', text: d.text }];

/** Splits the answer into small pieces so it streams the way a model's answer does. */
const pieces = (text: string): string[] =>
  text.match(/[^\n]*?(?:[.!?:;,]\s+|\n+|$)/g)?.filter(Boolean) ?? [text];

/** Only the data a step reads (no abort signal, no tool functions): what crosses to a worker thread. */
const stepOf = (opts: LanguageModelV3CallOptions): EngineStep => ({
  prompt: opts.prompt,
  ...(opts.providerOptions ? { providerOptions: opts.providerOptions } : {}),
  tools: (opts.tools ?? []).map((t) => ({ name: t.name })),
});

/**
 * The Emmaus study engine: an offline, deterministic model behind the same LanguageModelV3 interface as
 * any cloud model. It asks for the passage and study helps through the tools, then writes an answer
 * from what they returned, so the pipeline, storage and audit are the same with or without a model.
 * Each step is `decide`, run where `step` says: on this thread by default, in a worker thread where the
 * server passes the pool's (assistant.module.ts), so composing an answer never holds the event loop.
 */
export const createStudyEngine = (
  step: (opts: EngineStep) => Promise<EngineDecision> = async (opts) => decide(opts),
): LanguageModelV3 => ({
  specificationVersion: 'v3',
  provider: STUDY_ENGINE_PROVIDER,
  modelId: STUDY_ENGINE_MODEL,
  supportedUrls: {},
  doGenerate: async (opts) => {
    const d = await step(stepOf(opts));
    return {
      content: toContent(d),
      finishReason: { unified: 'calls' in d ? 'tool-calls' : 'stop', raw: undefined },
      usage: usage(),
      warnings: [],
    };
  },
  doStream: async (opts) => {
    const d = await step(stepOf(opts));
    const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
    if ('calls' in d) parts.push(...(toContent(d) as LanguageModelV3StreamPart[]));
    else {
      parts.push({ type: 'text-start', id: 't' });
      for (const delta of pieces(d.text)) parts.push({ type: 'text-delta', id: 't', delta });
      parts.push({ type: 'text-end', id: 't' });
    }
    parts.push({
      type: 'finish',
      usage: usage(),
      finishReason: { unified: 'calls' in d ? 'tool-calls' : 'stop', raw: undefined },
    });
    return {
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          for (const p of parts) controller.enqueue(p);
          controller.close();
        },
      }),
    };
  },
});
