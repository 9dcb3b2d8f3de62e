import { careOf } from '../../../../common/src/care/care-detect.ts';
import { CARE_MODEL } from '../../../../common/src/care/care-model-data.ts';
import { COMFORT_VERSES } from '../../../../common/src/care/comfort.ts';
import type { CareKind } from '../../../../common/src/contracts/care.ts';
import type { StudyContext, StudyResults } from './study-engine.answer.ts';

// The study engine's answer to a reader who may be in danger (issue 29): care before study. It quotes
// only the verses of comfort and hope in common/src/care/comfort.ts (read through get_passage like any
// other verse), never the chapter's own verses (Psalm 34:21 is "Evil shall kill the wicked"), and gives no
// helps, exercises or "For reflection". The card with the crisis lines is shown by the app itself.

interface ToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

/** The reader's danger, if their question suggests one. */
export const careKindOf = (ctx: StudyContext): CareKind | undefined =>
  ctx.care !== undefined ? (ctx.care ?? undefined) : careOf(ctx.question, CARE_MODEL)?.kind;

/** The one step of reading: the comfort verses. */
export const careCalls = (): ToolCall[] =>
  COMFORT_VERSES.map(([book, chapter, from, to]) => ({
    toolName: 'get_passage',
    input: { book, chapter, start_verse: from, end_verse: to },
  }));

const OPENING: Record<CareKind, string> = {
  suicide:
    "I'm really glad you said this, and I'm so sorry you are hurting this much. You matter, and you do not have to carry this alone.",
  selfharm:
    'Thank you for telling me. The pain behind this is real, and you deserve care, not more hurt. You do not have to carry it alone.',
  abuse:
    'What you describe is wrong, and it is not your fault. You deserve to be safe, and there are people whose work is to help you be safe.',
  domestic:
    'What you describe is not your fault, and no one has the right to hurt or frighten you. You deserve to be safe.',
  medical:
    'This sounds like an emergency. Please call your local emergency number now (911 in the US, 112 in Europe).',
};

const HELP_NOW: Record<CareKind, string> = {
  suicide:
    '**Please reach someone now.** The lines shown above are free and confidential, and someone will listen at any hour. If you are in immediate danger, call your local emergency number. If you can, tell someone near you — a friend, a family member, your pastor — what you told me, and stay with them.',
  selfharm:
    '**Please reach someone now.** The lines shown above are free and confidential. If you are hurt or in danger, call your local emergency number. If you can, tell someone you trust what is happening.',
  abuse:
    '**Please reach someone now.** The lines shown above are free and confidential, and they can help you plan to be safe. If you are in immediate danger, call your local emergency number. A teacher, a pastor or another adult you trust can help too.',
  domestic:
    '**Please reach someone now.** The lines shown above are free and confidential, and they can help you plan to be safe. If you are in immediate danger, call your local emergency number. If you can, go to a safe place or to someone you trust.',
  medical:
    '**Call for help first**, then come back: stay with the person if someone else is hurt, and follow what the emergency operator tells you.',
};

interface PassageResult {
  reference?: string;
  verses?: { verse: number; text: string }[];
}

/** The answer: care, help now, then the comfort verses as the tools returned them. */
export const careAnswer = (kind: CareKind, results: StudyResults): string => {
  const passages = (results.get_passage ?? []) as PassageResult[];
  const quotes = passages
    .filter((p) => p.reference && p.verses?.length)
    .slice(0, kind === 'medical' ? 1 : 4)
    .map((p) => `> ${(p.verses ?? []).map((v) => v.text.trim()).join(' ')} (${p.reference})`);
  const scripture =
    kind === 'medical'
      ? 'God is with you in this moment:'
      : 'You are not alone in this, and Scripture says so again and again. God is near to the broken-hearted, and invites the weary to rest:';
  return [
    OPENING[kind],
    HELP_NOW[kind],
    ...(quotes.length ? [scripture, ...quotes] : []),
    '*Written by the Emmaus study engine, offline.*',
  ].join('\n\n');
};
