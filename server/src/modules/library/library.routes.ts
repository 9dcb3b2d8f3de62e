import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ChapterParams, CommentaryResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { LibraryService } from './library.service.ts';

export const registerLibraryRoutes = (app: FastifyInstance, library: LibraryService): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/commentary',
    {
      config: { access: 'public' },
      schema: {
        params: ChapterParams,
        response: { 200: CommentaryResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { bibleId, bookId, chapter } = request.params;
      return library.commentaryForChapter(bibleId, bookId, chapter);
    },
  );
};
