import type { AdminChurch } from '../../../../common/src/contracts/admin.ts';
import type { ChurchesAdminRepository } from './churches.admin.repository.ts';
import { churchNotFound } from './churches.errors.ts';
import type { ChurchRow } from './churches.repository.ts';
import type { ChurchSermons, ChurchStudies } from './churches.service.ts';

/**
 * The churches as the admin console sees them (issue 34): every church with its owner, members,
 * sermons and published studies, suspended and restored. A suspended church's studies leave Discover
 * (the reading plans ask `suspendedIds`) and its page says so.
 */
export const createChurchesAdmin = (deps: {
  repo: ChurchesAdminRepository;
  studies: Pick<ChurchStudies, 'summariesOfChurches'>;
  sermons: Pick<ChurchSermons, 'idsOfChurch'>;
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
}) => {
  const { repo } = deps;
  const summary = (row: ChurchRow) => ({
    id: row.id,
    name: row.name,
    suspended: row.suspendedAt !== null,
  });
  return {
    list: async (): Promise<AdminChurch[]> => {
      const rows = await repo.all();
      const ids = rows.map((r) => r.id);
      const [memberships, published, sermonCounts] = await Promise.all([
        repo.memberships(),
        ids.length ? deps.studies.summariesOfChurches(ids, []) : Promise.resolve([]),
        Promise.all(rows.map(async (r) => (await deps.sermons.idsOfChurch(r.id)).length)),
      ]);
      const byChurch = new Map(memberships.map((m) => [m.churchId, m]));
      const owners = rows.flatMap((r) => byChurch.get(r.id)?.owners.slice(0, 1) ?? []);
      const emails = await deps.emailsOf(owners);
      return rows.map((r, i) => {
        const owner = byChurch.get(r.id)?.owners[0];
        return {
          id: r.id,
          name: r.name,
          website: r.website,
          owner_email: (owner && emails.get(owner)) || null,
          members: Number(byChurch.get(r.id)?.members ?? 0),
          sermons: sermonCounts[i] ?? 0,
          published_studies: published.filter((p) => p.church_id === r.id).length,
          suspended: r.suspendedAt !== null,
          created_at: r.createdAt.toISOString(),
        };
      });
    },

    /** The church's name and state before and after; 404 for an unknown church. */
    setSuspended: async (id: number, suspended: boolean) => {
      const changed = await repo.setSuspended(id, suspended);
      if (!changed) throw churchNotFound();
      return { before: summary(changed.before), after: summary(changed.after) };
    },

    suspendedIds: repo.suspendedIds,
  };
};

export type ChurchesAdmin = ReturnType<typeof createChurchesAdmin>;
