import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ChapterParams, SuggestionsResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { SuggestionsService } from './suggestions.service.ts';

// The reader's own profile arrives with accounts and settings; until then the default profile (a
// universal explorer, not assumed Christian) decides the kind of questions offered.
export const registerSuggestionsRoutes = (app: FastifyInstance, suggestions: SuggestionsService): void => {
  app.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/suggestions',
    {
      schema: {
        params: ChapterParams,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { bibleId, bookId, chapter } = request.params as z.infer<typeof ChapterParams>;
      return { suggestions: await suggestions.forChapter(bibleId, bookId, chapter) };
    },
  );
};
