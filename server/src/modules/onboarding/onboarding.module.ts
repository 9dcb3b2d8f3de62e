import type { ModuleContext } from '../module-context.ts';
import { createOnboardingRepository } from './onboarding.repository.ts';
import { registerOnboardingRoutes } from './onboarding.routes.ts';
import { createOnboardingService } from './onboarding.service.ts';

/** Onboarding hints a reader dismissed (moved on sign-in, kept from the anonymous-user expiry). */
export const wireOnboarding = (ctx: ModuleContext) => {
  registerOnboardingRoutes(ctx.app, ctx.db);
  ctx.userData.register(createOnboardingService(createOnboardingRepository(ctx.db)));
};
