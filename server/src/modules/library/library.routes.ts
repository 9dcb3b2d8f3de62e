import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ChapterParams, CommentaryResponse } from '../../../../common/src/contracts/bible.ts';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import type { LibraryService } from './library.service.ts';

export const registerLibraryRoutes = (app: FastifyInstance, library: LibraryService): void => {
  app.get(
    '/api/bible/:bibleId/book/:bookId/chapters/:chapter/commentary',
    {
      schema: {
        params: ChapterParams,
        response: { 200: CommentaryResponse, 400: ErrorBody, 404: ErrorBody },
      },
    },
    async (request) => {
      const { bibleId, bookId, chapter } = request.params as z.infer<typeof ChapterParams>;
      return library.commentaryForChapter(bibleId, bookId, chapter);
    },
  );
};
