import { moveDismissedHints, type OnboardingRepository } from './onboarding.repository.ts';

/** What other modules may ask of onboarding (wired in app.ts); its routes read their own table. */
export const createOnboardingService = (repo: OnboardingRepository) => ({
  /** For the expiry of empty anonymous users (users.expiry.ts): who dismissed hints. */
  usersWithData: repo.usersWithDismissedHints,
  moveUserData: moveDismissedHints,
});

export type OnboardingService = ReturnType<typeof createOnboardingService>;
