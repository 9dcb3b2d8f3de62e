import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { COMFORT_PASSAGE, passageForAFriend } from '../../../../common/src/care/comfort.ts';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { HomeRequest, HomeResponse } from '../../../../common/src/contracts/home.ts';
import { notFound } from '../../lib/errors.ts';
import type { HeavyWork } from '../../lib/heavy-work.ts';
import type { CareService } from '../care/care.service.ts';
import type { HomeService } from './home.service.ts';

export const registerHomeRoutes = (
  app: FastifyInstance,
  home: HomeService,
  heavy: HeavyWork,
  care: CareService,
): void => {
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
      // A reader who may be in danger is answered first and at once, with a passage of comfort (never
      // one the ranking might find for "kill"), the card and the question for the assistant (issue 29).
      const assessed = care.assess(prompt, request.headers['accept-language']);
      const comfort = (found: NonNullable<typeof assessed.care>) => ({
        ask_question: true,
        ...COMFORT_PASSAGE[found.kind],
        care: found,
      });
      if (assessed.care && !assessed.byModel) return comfort(assessed.care);
      // Busy or failing, the search never costs a reader the card.
      const found = await heavy
        .run('home', request.ip, () => home.find(prompt))
        .catch((error: unknown) => {
          if (assessed.care) return null;
          throw error;
        });
      // Read by the model alone, a verse of Scripture quoted ("where you go I will go…", "a cord of three
      // strands is not quickly broken") is that verse, not danger; anything else keeps the card.
      if (assessed.care && !found?.quotation) return comfort(assessed.care);
      if (!found) throw notFound(ErrorCode.noPassage, 'No passage found for that question');
      const { quotation: _quoted, ...answer } = found;
      if (!assessed.support) return answer;
      // Someone close in danger: the passage found, when it comforts; else one for those who comfort.
      const passage = assessed.support.kind === 'friend' ? passageForAFriend(answer) : answer;
      return { ...passage, support: assessed.support };
    },
  );
};
