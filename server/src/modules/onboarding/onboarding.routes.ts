import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { userOf } from '../users/user-context.ts';
import { dismissedHints } from './onboarding.schema.ts';

/** GET the hints still to show (by priority); POST dismisses one for good (spec §4 Onboarding hints). */
export const registerOnboardingRoutes = (app: FastifyInstance, db: Db) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
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

  // Spec §7 names them under /api/users/; the /api/user/ paths came first and stay as aliases.
  for (const base of ['/api/users/onboarding_hints', '/api/user/onboarding_hints']) {
    api.get(
      base,
      {
        config: { access: 'reader' },
        schema: { response: { 200: OnboardingHintsResponse, 401: ErrorBody } },
      },
      async (request) => active(userOf(request).id),
    );

    api.post(
      `${base}/dismiss`,
      {
        config: { access: 'reader' },
        schema: {
          body: DismissHintBody,
          response: { 200: OnboardingHintsResponse, 400: ErrorBody, 401: ErrorBody },
        },
      },
      async (request) => {
        const user = userOf(request);
        const { hint_name } = request.body;
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
  }
};
