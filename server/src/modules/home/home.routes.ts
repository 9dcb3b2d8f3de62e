import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { HomeRequest, HomeResponse } from '../../../../common/src/contracts/home.ts';
import { notFound } from '../../lib/errors.ts';
import type { HomeService } from './home.service.ts';

export const registerHomeRoutes = (app: FastifyInstance, home: HomeService): void => {
  app.post(
    '/api/home',
    { schema: { body: HomeRequest, response: { 200: HomeResponse, 400: ErrorBody, 404: ErrorBody } } },
    async (request) => {
      const { prompt } = request.body as z.infer<typeof HomeRequest>;
      const answer = await home.find(prompt);
      if (!answer) throw notFound(ErrorCode.noPassage, 'No passage found for that question');
      return answer;
    },
  );
};
