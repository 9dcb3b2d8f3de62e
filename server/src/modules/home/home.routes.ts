import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { HomeRequest, HomeResponse } from '../../../../common/src/contracts/home.ts';
import { notFound } from '../../lib/errors.ts';
import type { HeavyWork } from '../../lib/heavy-work.ts';
import type { HomeService } from './home.service.ts';

export const registerHomeRoutes = (app: FastifyInstance, home: HomeService, heavy: HeavyWork): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.post(
    '/api/home',
    {
      config: { access: 'public' },
      schema: {
        body: HomeRequest,
        response: {
          200: HomeResponse,
          400: ErrorBody,
          404: ErrorBody,
          429: ErrorBody,
          503: ErrorBody,
        },
      },
    },
    async (request) => {
      const { prompt } = request.body;
      const answer = await heavy.run('home', request.ip, () => home.find(prompt));
      if (!answer) throw notFound(ErrorCode.noPassage, 'No passage found for that question');
      return answer;
    },
  );
};
