import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ChapterParams,
  SuggestionsQuery,
  SuggestionsResponse,
} from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { UserSettingsService } from '../user-settings/user-settings.service.ts';
import { userOf } from '../users/user-context.ts';
import type { UserRow } from '../users/users.repository.ts';
import type { SuggestionsService } from './suggestions.service.ts';

// The reader's profile decides the kind of questions offered: devotional for a Christian profile,
// background for the others (and for the default, a universal explorer).
export const registerSuggestionsRoutes = (
  app: FastifyInstance,
  suggestions: SuggestionsService,
  settings: UserSettingsService,
  /** A Sermon Study step: its reflection question leads the suggestions in plan mode. */
  planStep: (
    user: UserRow,
    stepId: string | undefined,
  ) => Promise<{ passage: { question: string; name: string } } | undefined>,
): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/suggestions',
    {
      config: { access: 'reader' },
      schema: {
        params: ChapterParams,
        querystring: SuggestionsQuery,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { bibleId, bookId, chapter } = request.params;
      const { planStepId } = request.query;
      const user = userOf(request);
      const christian = settings.isChristian(user);
      const [list, step] = await Promise.all([
        suggestions.forChapter(bibleId, bookId, chapter, christian),
        planStep(user, planStepId === undefined ? undefined : String(planStepId)),
      ]);
      if (!step) return { suggestions: list };
      // Shown as '{summary}?': the reflection question itself, without its question mark.
      const own = { question: step.passage.question, summary: step.passage.question.replace(/\?\s*$/, '') };
      return { suggestions: [own, ...list.filter((s) => s.question !== own.question)].slice(0, 3) };
    },
  );
};
