import { randomUUID } from 'node:crypto';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import { stepCountIs, streamText } from 'ai';
import type { FastifyBaseLogger } from 'fastify';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { formatVerseParam } from '../../../../common/src/verse-selection.ts';
import { refLabel } from '../../lib/citation.ts';
import { notFound } from '../../lib/errors.ts';
import { Lru } from '../../lib/lru.ts';
import { memoizeAsync } from '../../lib/memo.ts';
import type { Canon, CheckedAnswer } from '../../lib/reference-check.ts';
import type { AssistantService } from '../assistant/assistant.service.ts';
import { chapterNotFound } from '../bible/bible.errors.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { BibleStudyService } from '../bible/bible.study.service.ts';
import type { CareAssessment, CareService } from '../care/care.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { presentMessage } from './chat.presenter.ts';
import { failureOf, type PromptBuilder } from './chat.prompt.ts';
import type { ChatRepository, ChatRow } from './chat.repository.ts';
import type { ChatRequest } from './chat.request.ts';
import type { ChatService } from './chat.service.ts';
import type { EventSink } from './chat.sse.ts';

export interface PipelineDeps {
  chats: ChatRepository;
  chatService: ChatService;
  bible: BibleService;
  bibleStudy: BibleStudyService;
  assistant: AssistantService;
  prompts: PromptBuilder;
  model: LanguageModelV3;
  timeoutMs: number;
  log: FastifyBaseLogger;
  care: CareService;
  /** lib/reference-check.ts's checkReferences, off the event loop (the answers' worker lane). */
  checkReferences: (answer: string, canon: Canon) => Promise<CheckedAnswer>;
  /** METRICS=on: each answer's outcome and time, by the model's provider (lib/metrics.ts). */
  onAnswer?: (provider: string, outcome: 'answered' | 'failed' | 'abandoned', seconds: number) => void;
}

export interface PreparedQuestion {
  request: ChatRequest;
  chat: ChatRow | undefined;
  verses: { verse: number; text: string }[];
  translationName: string;
  /** Whether the question suggests the reader may be in danger (issue 29), and the lines to show. */
  assessed: CareAssessment;
}

const TITLE_LENGTH = 80;
/** Long enough for a thorough answer; set explicitly so no provider guesses its own limit. */
const MAX_ANSWER_TOKENS = 2048;
const titleFor = (r: ChatRequest): string => {
  const q = r.prompt.replace(/\s+/g, ' ');
  const short =
    q.length > TITLE_LENGTH ? `${q.slice(0, q.lastIndexOf(' ', TITLE_LENGTH) || TITLE_LENGTH)}…` : q;
  return `${refLabel(r.bookId, r.chapter)}: ${short}`;
};

/** The assistant's pipeline: one path for every model, from the question to the stored, checked answer. */
export const createChatPipeline = (deps: PipelineDeps) => {
  // The AI SDK prints its warnings to the console by default; they belong in the server's log.
  globalThis.AI_SDK_LOG_WARNINGS = ({ warnings, provider, model }) =>
    deps.log.warn({ warnings, provider, model }, 'ai: provider warnings');
  // Bible text and tool definitions do not change between questions: keep them (no per-user state).
  const chapterTexts = new Lru<{ verse: number; text: string; osis: string }[]>(200, 10 * 60_000);
  const toolSets = new Map<string, ReturnType<AssistantService['tools']>>();
  const toolsFor = (translation: string) => {
    let tools = toolSets.get(translation);
    if (!tools) {
      tools = deps.assistant.tools(translation);
      toolSets.set(translation, tools);
    }
    return tools;
  };
  // Per translation, loaded once; a failed load is retried on the next answer, never cached (lib/memo.ts).
  const canonFor = memoizeAsync(
    (translation: string): Promise<Canon> =>
      deps.bibleStudy
        .canon(translation)
        .then((rows) => new Map(rows.map((r) => [`${r.bookId} ${r.chapter}`, r.verseCount]))),
  );

  // A re-import of the library (here or on another instance) changes the text, the canon and the tools' data.
  deps.bible.onForget(() => {
    chapterTexts.clear();
    toolSets.clear();
    canonFor.clear();
  });

  /** Everything that can fail as a plain HTTP error happens here, before the stream opens. */
  const prepare = async (
    user: UserRow,
    request: ChatRequest,
    languages?: string,
  ): Promise<PreparedQuestion> => {
    const translation = (await deps.bible.listTranslations()).find((t) => t.id === request.bibleId);
    if (!translation) throw notFound(ErrorCode.bibleNotFound, 'Bible not found');
    const chat = request.chatId ? await deps.chatService.owned(user, request.chatId) : undefined;
    const key = `${request.bibleId}/${request.bookId}/${request.chapter}`;
    let verses = chapterTexts.get(key);
    if (!verses) {
      verses = await deps.bibleStudy.verses(request.bibleId, {
        bookId: request.bookId,
        chapter: request.chapter,
        from: 1,
        to: 999,
      });
      chapterTexts.set(key, verses);
    }
    if (verses.length === 0 || verses.every((v) => !v.text.trim())) {
      throw chapterNotFound();
    }
    return {
      request,
      chat,
      verses,
      translationName: `${translation.name} (${translation.abbreviation})`,
      assessed: deps.care.assess(
        request.prompt,
        languages,
        verses.map((v) => v.text),
      ),
    };
  };

  const run = async (user: UserRow, q: PreparedQuestion, emit: EventSink, clientGone: AbortSignal) => {
    const { request } = q;
    const started = new Date();
    const existing = q.chat;
    const chatId = existing?.id ?? randomUUID();
    const history = existing ? await deps.chats.messages(chatId) : [];
    // The question is stored once the model has answered its first part: the embedded database runs on
    // this thread, so writing before the model's request would delay it. The answer waits for both.
    const storeQuestion = async () => {
      if (!existing) {
        await deps.chats.create({
          id: chatId,
          userId: user.id,
          title: titleFor(request),
          translationId: request.bibleId,
          bookId: request.bookId,
          chapter: request.chapter,
          verses: request.verses.length ? formatVerseParam(request.verses) : null,
        });
      }
      await deps.chats.addMessage(
        {
          id: randomUUID(),
          chatId,
          role: 'user',
          content: request.prompt,
          modelName: null,
          modelProvider: null,
        },
        started,
      );
    };
    let storing: Promise<void> | undefined;
    const storedQuestion = () => {
      storing ??= storeQuestion();
      // Nothing may go unhandled while the model runs; failures are reported when the answer is stored.
      storing.catch(() => undefined);
      return storing;
    };
    // The care card comes before anything else, whatever the model then says (issue 29).
    if (q.assessed.care) emit({ event: 'care', data: q.assessed.care });
    else if (q.assessed.support) emit({ event: 'support', data: q.assessed.support });
    if (!existing) {
      emit({
        event: 'chat_info',
        data: { chat_id: chatId, title: titleFor(request), is_owner: true, is_public: false },
      });
    }
    emit({ event: 'status', data: { state: 'searching' } });

    const { instructions, input } = await deps.prompts.build(user, q, history, Boolean(q.assessed.care));
    const toolCalls: { tool_name: string; arguments: unknown }[] = [];
    const toolResults: { tool_name: string; result: unknown }[] = [];
    const timeout = AbortSignal.timeout(deps.timeoutMs);
    let raw = '';
    try {
      const result = streamText({
        model: deps.model,
        system: instructions,
        prompt: input,
        tools: toolsFor(request.bibleId),
        stopWhen: stepCountIs(deps.assistant.maxToolSteps),
        abortSignal: AbortSignal.any([clientGone, timeout]),
        maxRetries: 0,
        maxOutputTokens: MAX_ANSWER_TOKENS,
        // Failures arrive as `error` parts below and are logged there, once, with the chat id.
        onError: () => {},
        providerOptions: deps.assistant.contextOptions({
          bookId: request.bookId,
          chapter: request.chapter,
          verses: request.verses,
          question: request.prompt,
          care: q.assessed.care?.kind ?? null,
        }),
      });
      let announcedThinking = false;
      for await (const part of result.fullStream) {
        if (part.type === 'text-delta' || part.type === 'tool-call') setImmediate(storedQuestion);
        if (part.type === 'text-delta') {
          raw += part.text;
          emit({ event: 'content', data: part.text });
        } else if (part.type === 'tool-call') {
          toolCalls.push({ tool_name: part.toolName, arguments: part.input });
        } else if (part.type === 'tool-result') {
          toolResults.push({ tool_name: part.toolName, result: part.output });
          if (!announcedThinking) emit({ event: 'status', data: { state: 'thinking' } });
          announcedThinking = true;
        } else if (part.type === 'tool-error') {
          toolResults.push({
            tool_name: part.toolName,
            result: { error: String((part.error as Error)?.message ?? part.error) },
          });
        } else if (part.type === 'error') {
          throw part.error;
        } else if (part.type === 'abort') {
          throw timeout.aborted
            ? new DOMException('timeout', 'TimeoutError')
            : new DOMException('aborted', 'AbortError');
        }
      }
      if (!raw.trim()) throw new Error('The model returned an empty answer');
    } catch (error) {
      // The question is kept even when the answer fails: the reader sees what they asked.
      await storedQuestion().catch((err) =>
        deps.log.error({ err, chatId }, 'chat: the question was not stored'),
      );
      const seconds = (Date.now() - started.getTime()) / 1000;
      if (clientGone.aborted && !timeout.aborted) {
        deps.onAnswer?.(deps.model.provider, 'abandoned', seconds);
        deps.log.info({ chatId }, 'chat: the reader left before the answer finished');
        return;
      }
      const failure = failureOf(error, timeout.aborted);
      deps.onAnswer?.(deps.model.provider, 'failed', seconds);
      deps.log.warn({ err: error, chatId, provider: deps.model.provider }, `chat: ${failure.detail}`);
      emit({ event: 'error', data: failure });
      return;
    }

    await storedQuestion();
    const checked = await deps.checkReferences(raw, await canonFor(request.bibleId));
    emit({ event: 'final_content', data: checked.text });
    const messageId = randomUUID();
    const answer = await deps.chats.addAnswer(
      {
        id: messageId,
        chatId,
        role: 'assistant',
        content: checked.text,
        modelName: deps.model.modelId,
        modelProvider: deps.model.provider,
      },
      {
        messageId,
        instructionsPrompt: instructions,
        inputPrompt: input,
        toolCalls,
        toolResults,
        rawResponse: raw,
        modelProvider: deps.model.provider,
        modelName: deps.model.modelId,
        unresolvedReferences: checked.unresolved,
      },
      // After the question, even when the clock did not move between the two inserts.
      new Date(Math.max(Date.now(), started.getTime() + 1)),
    );
    deps.onAnswer?.(deps.model.provider, 'answered', (Date.now() - started.getTime()) / 1000);
    emit({ event: 'stream_end', data: presentMessage(answer, true) });
  };

  return { prepare, run };
};

export type ChatPipeline = ReturnType<typeof createChatPipeline>;
