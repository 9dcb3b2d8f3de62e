import { APICallError } from '@ai-sdk/provider';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { refLabel } from '../../lib/citation.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import { DEFAULT_COMMENTARY } from '../library/library.service.ts';
import type { LibraryStudyService } from '../library/library.study.service.ts';
import type { UserSettingsService } from '../user-settings/user-settings.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { careInstructions, inputPrompt, instructionsPrompt } from './chat.prompt-files.ts';
import type { MessageRow } from './chat.repository.ts';

const TRANSCRIPT_MESSAGES = 10;
const TRANSCRIPT_MESSAGE_CHARS = 1500;
const COMMENTARY_CHARS = 8000;

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Builds the two prompts from the files in server/prompts and the reader's settings. */
export const createPromptBuilder = (
  guidance: GuidanceService,
  settings: UserSettingsService,
  library: Pick<LibraryStudyService, 'sectionsForChapter'>,
  /** The Sermon Study step a question was asked from, as text for the input prompt. */
  planStep: (user: UserRow, stepId: string | undefined) => Promise<{ text: string } | undefined>,
) => ({
  build: async (
    user: UserRow,
    q: {
      request: {
        bookId: string;
        chapter: number;
        verses: number[];
        prompt: string;
        planStepId?: string | undefined;
      };
      verses: { verse: number; text: string }[];
      translationName: string;
    },
    history: MessageRow[],
    /** The reader may be in danger: our care instruction comes first (server/prompts/care.v1.md). */
    care = false,
  ) => {
    const { request } = q;
    const perspective = guidance.theology(settings.theology(user).theology_slug);
    const profileSlug = user.profileSlug ?? guidance.profiles().find((p) => p.is_default)?.slug ?? '';
    const profile = {
      name: guidance.profile(profileSlug).name,
      instructions: guidance.profileInstructions(profileSlug),
    };
    const selected = new Set(request.verses);
    const commentary =
      user.commentary === DEFAULT_COMMENTARY
        ? (await library.sectionsForChapter(DEFAULT_COMMENTARY, request.bookId, request.chapter))
            .map((s) => `${s.title}\n${s.text}`)
            .join('\n\n')
        : '';
    return {
      instructions: care
        ? `${careInstructions}\n\n${instructionsPrompt(perspective, profile)}`
        : instructionsPrompt(perspective, profile),
      input: inputPrompt({
        translation: q.translationName,
        passage: refLabel(request.bookId, request.chapter),
        selected: request.verses.length
          ? request.verses.map((v) => refLabel(request.bookId, request.chapter, v)).join(', ')
          : '',
        chapter_text: q.verses
          .map(
            (v) =>
              `${selected.has(v.verse) ? '**' : ''}[${v.verse}] ${v.text.trim()}${selected.has(v.verse) ? '**' : ''}`,
          )
          .join('\n'),
        commentary: clip(commentary, COMMENTARY_CHARS),
        plan_step: (await planStep(user, request.planStepId))?.text ?? '',
        transcript: history
          .slice(-TRANSCRIPT_MESSAGES)
          .map(
            (m) =>
              `${m.role === 'user' ? 'Reader' : 'Assistant'}: ${clip(m.content, TRANSCRIPT_MESSAGE_CHARS)}`,
          )
          .join('\n\n'),
        question: request.prompt,
      }),
    };
  },
});

export type PromptBuilder = ReturnType<typeof createPromptBuilder>;

/** What the reader is told when the model fails; the cause goes to the log, never to the client. */
export const failureOf = (error: unknown, timedOut: boolean): { detail: string; code: string } => {
  if (timedOut || (error instanceof Error && error.name === 'TimeoutError')) {
    return { code: ErrorCode.aiTimeout, detail: 'The AI model took too long to answer. Please try again.' };
  }
  if (APICallError.isInstance(error) && (error.statusCode === 401 || error.statusCode === 403)) {
    return {
      code: ErrorCode.aiFailed,
      detail: 'The AI model refused the request (its API key was rejected). Please tell the site’s operator.',
    };
  }
  return {
    code: ErrorCode.aiFailed,
    detail: 'The AI model could not answer right now. Please try again in a moment.',
  };
};
