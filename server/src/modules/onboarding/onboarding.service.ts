import {
  deleteDismissedHints,
  moveDismissedHints,
  type OnboardingRepository,
} from './onboarding.repository.ts';

/** What other modules may ask of onboarding (wired in app.ts); its routes read their own table. */
export const createOnboardingService = (repo: OnboardingRepository) => ({
  /** For the expiry of empty anonymous users (users.expiry.ts): who dismissed hints. */
  usersWithData: repo.usersWithDismissedHints,
  moveUserData: moveDismissedHints,
  /** The reader's data export (issue 34): the hints they dismissed (a few rows at most). */
  exportUserData: async function* (userId: string) {
    yield { section: 'dismissed_hints', rows: await repo.dismissedHintsOf(userId) };
  },
  deleteUserData: deleteDismissedHints,
});

export type OnboardingService = ReturnType<typeof createOnboardingService>;
