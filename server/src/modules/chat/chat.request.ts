import type { ChatRequestBody } from '../../../../common/src/contracts/chat.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { badRequest } from '../../lib/errors.ts';

export interface ChatRequest {
  bibleId: string;
  bookId: string;
  chapter: number;
  verses: number[];
  prompt: string;
  chatId: string | undefined;
  planStepId: string | undefined;
}

const toInt = (value: number | string): number | undefined => {
  const n = typeof value === 'number' ? value : /^\s*-?\d+\s*$/.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(n) ? n : undefined;
};

/**
 * Spec §5: bible_id, bookId, chapter and prompt are required ('Missing required fields: {list}'); chapter
 * is an integer; verses an array of integers. A blank chapter is left for the chapter lookup to find
 * missing (404), as the spec treats a blank chapter as not found.
 */
export const parseChatRequest = (body: ChatRequestBody): ChatRequest | { blankChapter: true } => {
  const missing = (['bible_id', 'bookId', 'chapter', 'prompt'] as const).filter((f) => {
    const v = body[f];
    return v === undefined || (typeof v === 'string' && v.trim() === '' && f !== 'chapter');
  });
  if (missing.length)
    throw badRequest(ErrorCode.missingFields, `Missing required fields: ${missing.join(', ')}`);
  if (typeof body.chapter === 'string' && body.chapter.trim() === '') return { blankChapter: true };
  const chapter = toInt(body.chapter as number | string);
  if (chapter === undefined) throw badRequest(ErrorCode.invalidRequest, 'chapter must be an integer');
  const verses: number[] = [];
  for (const v of body.verses ?? []) {
    const n = toInt(v);
    if (n === undefined || n < 1)
      throw badRequest(ErrorCode.invalidRequest, 'verses must be an array of verse numbers');
    verses.push(n);
  }
  return {
    bibleId: (body.bible_id ?? '').trim(),
    bookId: (body.bookId ?? '').trim().toUpperCase(),
    chapter,
    verses: [...new Set(verses)].sort((a, b) => a - b),
    prompt: (body.prompt ?? '').trim(),
    chatId: body.chat_id ?? undefined,
    planStepId:
      body.plan_step_id === null || body.plan_step_id === undefined ? undefined : String(body.plan_step_id),
  };
};
