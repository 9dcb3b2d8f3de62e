import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ChapterParams, SuggestionsResponse } from '../../../../common/src/contracts/bible.ts';
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
): void => {
  app.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/suggestions',
    {
      schema: {
        params: ChapterParams,
        response: { 200: SuggestionsResponse, 400: ErrorBody, 401: ErrorBody, 404: ErrorBody },
      },
    },
    async (request, reply) => {
      const { bibleId, bookId, chapter } = request.params as z.infer<typeof ChapterParams>;
      const christian = settings.isChristian(await users.resolve(request, reply));
      return { suggestions: await suggestions.forChapter(bibleId, bookId, chapter, christian) };
    },
  );
};
