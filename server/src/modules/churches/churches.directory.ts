import type { ChurchesRepository } from './churches.repository.ts';

/**
 * What other modules read of the churches: names, a user's church roles, whether a church exists. It
 * needs only the churches' own tables, so it is built before the reading plans, sermons and analytics
 * that read it (churches.module.ts wireChurchDirectory), and the churches' service after them.
 */
export const createChurchDirectory = (repo: ChurchesRepository) => ({
  churchNames: async (ids: readonly number[]) =>
    new Map((await repo.names([...new Set(ids)])).map((r) => [r.id, r.name])),
  /** The user's role in the church; undefined when not a member. */
  memberRole: repo.role,
  memberships: async (userId: string) =>
    (await repo.churchesOfUser(userId)).map((r) => ({ churchId: r.church.id, role: r.role })),
  exists: async (id: number) => Boolean(await repo.find(id)),
});

export type ChurchDirectory = ReturnType<typeof createChurchDirectory>;
