import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { ErrorBody, ErrorCode } from '../../../../common/src/contracts/errors.ts';
import {
  DismissHintBody,
  HINT_NAMES,
  HINT_PRIORITIES,
  type HintName,
  OnboardingHintsResponse,
} from '../../../../common/src/contracts/user.ts';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UsersService } from '../users/users.service.ts';
import { dismissedHints } from './onboarding.schema.ts';

/** GET the hints still to show (by priority); POST dismisses one for good (spec §4 Onboarding hints). */
export const registerOnboardingRoutes = (app: FastifyInstance, users: UsersService, db: Db) => {
  const active = async (userId: string) => {
    const gone = new Set(
      (
        await db
          .select({ name: dismissedHints.hintName })
          .from(dismissedHints)
          .where(eq(dismissedHints.userId, userId))
      ).map((r) => r.name),
    );
    return {
      hints: HINT_NAMES.filter((h) => !gone.has(h))
        .map((h) => ({ hint_name: h, priority: HINT_PRIORITIES[h] }))
        .sort((a, b) => a.priority - b.priority),
    };
  };

  app.get(
    '/api/user/onboarding_hints',
    { schema: { response: { 200: OnboardingHintsResponse, 401: ErrorBody } } },
    async (request, reply) => active((await users.resolve(request, reply)).id),
  );

  app.post(
    '/api/user/onboarding_hints/dismiss',
    {
      schema: {
        body: DismissHintBody,
        response: { 200: OnboardingHintsResponse, 400: ErrorBody, 401: ErrorBody },
      },
    },
    async (request, reply) => {
      const user = await users.resolve(request, reply);
      const { hint_name } = request.body as z.infer<typeof DismissHintBody>;
      if (!(HINT_NAMES as string[]).includes(hint_name)) {
        throw badRequest(
          ErrorCode.unknownHint,
          `Unknown hint: ${hint_name}. Known hints: ${HINT_NAMES.join(', ')}`,
        );
      }
      await db
        .insert(dismissedHints)
        .values({ userId: user.id, hintName: hint_name as HintName })
        .onConflictDoNothing();
      return active(user.id);
    },
  );
};
