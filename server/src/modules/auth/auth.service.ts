import type { AuthRepository } from './auth.repository.ts';

/** The sign-in accounts as other modules see them (app.ts wires it): their e-mail addresses, by id. */
export const createAuthService = (repo: AuthRepository) => ({
  /** One query for any number of accounts; an unknown id is simply absent from the map. */
  emailsOf: async (authUserIds: readonly string[]): Promise<Map<string, string>> =>
    new Map((await repo.emails([...new Set(authUserIds)])).map((r) => [r.id, r.email])),
  /** Up to `limit` accounts whose e-mail address contains `text` (issue 34: the admin console). */
  accountsMatching: (text: string, limit: number) => repo.matching(text, limit),
});

export type AuthService = ReturnType<typeof createAuthService>;
