import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ChapterParams,
  SuggestionsQuery,
  SuggestionsResponse,
} from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { UserSettingsService } from '../user-settings/user-settings.service.ts';
import type { UsersService } from '../users/users.service.ts';
import type { SuggestionsService } from './suggestions.service.ts';

// The reader's profile decides the kind of questions offered: devotional for a Christian profile,
// background for the others (and for the default, a universal explorer).
export const registerSuggestionsRoutes = (
  app: FastifyInstance,
  suggestions: SuggestionsService,
  users: UsersService,
  settings: UserSettingsService,
  /** A Sermon Study step: its reflection question leads the suggestions in plan mode. */
  planStep: (
    stepId: string | undefined,
  ) => Promise<{ passage: { question: string; name: string } } | undefined>,
): void => {
  app.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/suggestions',
    {
      schema: {
        params: ChapterParams,
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { bibleId, bookId, chapter } = request.params as z.infer<typeof ChapterParams>;
      const { planStepId } = request.query as z.infer<typeof SuggestionsQuery>;
      const christian = settings.isChristian(await users.resolve(request, reply));
      const [list, step] = await Promise.all([
        suggestions.forChapter(bibleId, bookId, chapter, christian),
        planStep(planStepId === undefined ? undefined : String(planStepId)),
      ]);
      if (!step) return { suggestions: list };
      // Shown as '{summary}?': the reflection question itself, without its question mark.
      const own = { question: step.passage.question, summary: step.passage.question.replace(/\?\s*$/, '') };
      return { suggestions: [own, ...list.filter((s) => s.question !== own.question)].slice(0, 3) };
    },
  );
};
