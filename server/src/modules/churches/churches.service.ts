import type {
  Church,
  ChurchAnalysisRecord,
  ChurchCreateBody,
  ChurchMembersResponse,
  ChurchRole,
  ChurchUpdateBody,
  JoinResponse,
  UserChurchesResponse,
  UserChurchRole,
} from '../../../../common/src/contracts/churches.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import {
  canManageChurch,
  canReadInChurch,
  hasRole,
  normaliseChurchRole,
} from '../../../../common/src/roles.ts';
import type { Db } from '../../db/database.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { UserRow } from '../users/users.repository.ts';
import { type ChurchAccess, dashboardUser, signedIn } from './churches.access.ts';
import { churchNotFound, joinRequestNotFound, memberNotFound, ownersOnly } from './churches.errors.ts';
import { presentChurch, websiteKey } from './churches.presenter.ts';
import type { ChurchesRepository, ChurchRow, NewChurch } from './churches.repository.ts';

const iso = (d: Date) => d.toISOString();

/** What a church needs of the reading-plans module: its service's answers, wired in app.ts. */
export interface ChurchStudies {
  /** Public Sermon Studies of these churches, and private ones too in `withPrivate`. */
  summariesOfChurches: (churchIds: number[], withPrivate: number[]) => Promise<PlanSummary[]>;
  /** How many of these sermons have a study (a public one with `publicOnly`). */
  sermonsWithStudies: (sermonIds: number[], publicOnly: boolean) => Promise<number>;
  /** Deletes the church's studies inside the caller's transaction (a church's deletion is one). */
  deleteChurchStudies: (tx: Db, churchId: number) => Promise<void>;
}

/** What a church needs of the sermons module (its repository's answers, passed in). */
export interface ChurchSermons {
  /** Ids of the church's sermons. */
  idsOfChurch: (churchId: number) => Promise<number[]>;
  /** Deletes the church's sermons inside the caller's transaction; their notes as they were. */
  deleteOfChurch: (tx: Db, churchId: number) => Promise<readonly (string | null)[]>;
}

/**
 * What a church needs of the media module: its logo and about text's images copied (issue 37), and
 * those a change or its deletion stopped naming let go.
 */
export interface ChurchImages {
  /** The stored copy's /api/media URL, or a 422 AppError saying why the image cannot be copied. */
  copy(url: string): Promise<string>;
  /** Markdown whose remote images point at stored copies where they could be copied. */
  rewriteMarkdown(text: string): Promise<string>;
  /** The stored images these texts name that nothing names any more are removed (never throws). */
  release(texts: readonly (string | null | undefined)[]): Promise<void>;
}

export interface ChurchesServiceDeps {
  repo: ChurchesRepository;
  studies: ChurchStudies;
  sermons: ChurchSermons;
  /** E-mail addresses of users who signed in (users.service.ts createUserEmails). */
  emailsOf: (userIds: readonly string[]) => Promise<Map<string, string>>;
  guidance: GuidanceService;
  access: ChurchAccess;
  images: ChurchImages;
  /** Tells a church's owners of a new join request (e-mail when SMTP_URL and PUBLIC_URL are set). */
  tellOwners?: TellOwners;
}

export type TellOwners = (
  church: { id: number; name: string },
  ownerEmails: string[],
  requesterEmail: string | null,
) => Promise<void>;

export const createChurchesService = ({
  repo,
  studies,
  sermons,
  emailsOf,
  guidance,
  access,
  images,
  tellOwners,
}: ChurchesServiceDeps) => {
  /** The reader's relation to a church: church role, pending request, or site admin. */
  const relation = async (user: UserRow, churchId: number): Promise<UserChurchRole | null> => {
    const role = await access.roleIn(user, churchId);
    if (role) return role;
    const pending = await repo.joinRequests(churchId, 'pending');
    if (pending.some((r) => r.request.userId === user.id)) return 'pending';
    return hasRole(user.role, ['admin']) ? 'admin' : null;
  };

  /**
   * A church as its reader sees it: private studies for its members (any church role) and site admins,
   * never for a pending requester or anyone else (docs/decisions/0009-private-study-readers.md).
   */
  const present = async (user: UserRow, row: ChurchRow): Promise<Church> => {
    const role = await relation(user, row.id);
    // The same rule as the church's sermon routes, so the count is of the sermons this reader may open.
    const publishes = role === 'admin' || canManageChurch(user, role);
    const reads = role === 'admin' || canReadInChurch(role);
    // The sermons this reader may open (issue 19 item 3): every one for its publishers, those with a
    // study for its members, those with a published study for everyone else.
    const countSermons = async () => {
      const ids = await sermons.idsOfChurch(row.id);
      return publishes ? ids.length : studies.sermonsWithStudies(ids, !reads);
    };
    const [plans, sermonCount] = await Promise.all([
      studies.summariesOfChurches([row.id], reads ? [row.id] : []),
      countSermons(),
    ]);
    return presentChurch(guidance, row, { plans, sermonCount, role });
  };

  /** Who changes a member, checked again inside the change's transaction: null for a site admin. */
  const actorOf = (user: UserRow) => (hasRole(user.role, ['admin']) ? null : user.id);
  const changed = (outcome: Awaited<ReturnType<ChurchesRepository['changeMember']>>) => {
    if (outcome === 'not_member') throw memberNotFound();
    if (outcome === 'last_owner')
      throw new AppError(409, ErrorCode.lastOwner, 'A church needs an owner: make someone else owner first.');
    // The caller stopped being an owner meanwhile (another owner's change came first).
    if (outcome === 'not_owner') throw ownersOnly();
  };

  /** A church under review is seen by its owner and site admins only; anyone else is told it is not there. */
  const visible = async (user: UserRow, id: number) => {
    const row = await access.church(id);
    if (row.setupPendingAt && !(await relation(user, id))) throw churchNotFound();
    return row;
  };

  /** Deletes a church with its sermons and studies in one transaction, then the images only it named. */
  const removeCascade = async (church: ChurchRow) => {
    const notes: (string | null)[] = [];
    await repo.deleteCascade(church.id, async (tx, churchId) => {
      await studies.deleteChurchStudies(tx, churchId);
      notes.push(...(await sermons.deleteOfChurch(tx, churchId)));
    });
    // Its logo and the pictures of its about text and sermon notes, where nothing else names them.
    await images.release([church.logoUrl, church.about, ...notes]);
  };

  const theologyOk = (slug: string) => guidance.theologies().some((t) => t.slug === slug);

  const websiteTaken = (name = 'another church') =>
    new AppError(409, ErrorCode.invalidWebsite, `This website is already registered by ${name}.`);

  /**
   * The row values of a profile body, for an update of church `id` or a new church (null): the
   * perspective must be known, the website no other church's, and the logo and about text's images
   * are copied to Emmaus (issue 37; a logo that cannot be copied is the publisher's 422).
   */
  const valuesOf = async (body: ChurchUpdateBody, id: number | null): Promise<Partial<NewChurch>> => {
    if (body.theology !== undefined && !theologyOk(body.theology))
      throw badRequest(
        ErrorCode.unknownTheologyForChurch,
        `Unknown theological perspective '${body.theology}'`,
      );
    const values: Partial<NewChurch> = {};
    if (body.name !== undefined) values.name = body.name;
    if (body.website !== undefined) {
      const key = body.website ? websiteKey(body.website) : null;
      const other = key ? await repo.findByWebsiteKey(key) : undefined;
      if (other && other.id !== id) throw websiteTaken(other.name);
      values.website = body.website;
      values.websiteKey = key;
    }
    if (body.youtube_channel !== undefined) values.youtubeChannel = body.youtube_channel;
    if (body.theology !== undefined) values.theologySlug = body.theology;
    // Readers' browsers load images only from Emmaus; an about text's image that cannot be copied is
    // left out.
    if (body.about !== undefined) values.about = body.about && (await images.rewriteMarkdown(body.about));
    if (body.logo_url !== undefined) values.logoUrl = body.logo_url && (await images.copy(body.logo_url));
    return values;
  };

  return {
    present,

    /**
     * Manual setup (issue 36): a church from the profile form, for a site analysis could not read or
     * a church with no website. The caller (a dashboard user) becomes its owner, as after an analysis.
     */
    create: async (user: UserRow, body: ChurchCreateBody): Promise<Church> => {
      dashboardUser(user);
      const { name, ...rest } = await valuesOf(body, null);
      const row = await repo.createOwned({ ...rest, name: name ?? body.name, analysis: null }, user.id);
      // Another church took the website between the check and the insert: its copied images go.
      if (!row) {
        await images.release([rest.logoUrl, rest.about]);
        throw websiteTaken();
      }
      return present(user, row);
    },

    get: async (user: UserRow, id: number) => present(user, await visible(user, id)),

    /**
     * "Continue" on the review of a church found by a website analysis (issue 36): from now on it is
     * a church like any other. Its owner (or a site admin) only; a confirmed church answers as it is.
     */
    confirmSetup: async (user: UserRow, id: number): Promise<Church> => {
      signedIn(user);
      await visible(user, id);
      const row = await access.own(user, id);
      const confirmed = row.setupPendingAt ? await repo.update(id, { setupPendingAt: null }) : row;
      if (!confirmed || confirmed === 'website_taken') throw churchNotFound();
      return present(user, confirmed);
    },

    /** Removes a church left under review (its owner never confirmed it), with what it named. */
    removeAbandoned: async (id: number) => removeCascade(await access.church(id)),

    /** The daily sweep: churches left under review since before `before` are removed. */
    sweepAbandoned: async (before: Date): Promise<{ removed: number }> => {
      const ids = await repo.pendingSetupsBefore(before);
      for (const id of ids) await removeCascade(await access.church(id));
      return { removed: ids.length };
    },

    /**
     * The churches a reader belongs to or asked to join; a site admin sees every church. Private
     * Sermon Studies are listed where the reader is a member (any church role) and for site admins,
     * never where the request to join is still pending.
     */
    userChurches: async (user: UserRow): Promise<UserChurchesResponse> => {
      const siteAdmin = hasRole(user.role, ['admin']);
      const own = (await repo.churchesOfUser(user.id)).map((r) => ({
        church: r.church,
        role: (normaliseChurchRole(r.role) ?? 'member') as UserChurchRole,
      }));
      const pending = (await repo.pendingOfUser(user.id))
        .filter((p) => !own.some((o) => o.church.id === p.church.id))
        .map((p) => ({ church: p.church, role: 'pending' as UserChurchRole }));
      const others = siteAdmin
        ? (await repo.allChurches())
            // Another publisher's church still under review is theirs alone (issue 36).
            .filter((c) => !own.some((o) => o.church.id === c.id) && c.setupPendingAt === null)
            .map((church) => ({ church, role: 'admin' as UserChurchRole }))
        : [];
      const rows = [...own, ...others, ...(siteAdmin ? [] : pending)].sort(
        (a, b) => a.church.name.localeCompare(b.church.name) || a.church.id - b.church.id,
      );
      const listed = rows.filter((r) => r.role !== 'pending').map((r) => r.church.id);
      const plans = await studies.summariesOfChurches(listed, listed);
      return {
        churches: rows.map(({ church, role }) => ({
          id: church.id,
          name: church.name,
          logo_url: church.logoUrl,
          user_role: role,
          reading_plans: plans.filter((p) => p.church_id === church.id),
          setup_pending: church.setupPendingAt !== null,
        })),
      };
    },

    /** PUT: only the fields sent change; website stays unique across churches (compared normalised). */
    update: async (user: UserRow, id: number, body: ChurchUpdateBody): Promise<Church> => {
      const before = await access.manage(user, id);
      const values = await valuesOf(body, id);
      const row = Object.keys(values).length ? await repo.update(id, values) : await repo.find(id);
      if (row === 'website_taken') throw websiteTaken();
      if (!row) throw churchNotFound();
      // The logo and pictures it no longer shows go, where no other church or sermon shows them.
      if (body.about !== undefined || body.logo_url !== undefined)
        await images.release([before.logoUrl, before.about]);
      return present(user, row);
    },

    /** Owner or site admin; the church's sermons and studies go with it, in one transaction. */
    remove: async (user: UserRow, id: number) => removeCascade(await access.own(user, id)),

    analysis: async (user: UserRow, id: number): Promise<ChurchAnalysisRecord> => {
      const row = await access.manage(user, id);
      if (!row.analysis)
        throw notFound(ErrorCode.churchNotFound, 'This church was not set up from a website analysis');
      return row.analysis as ChurchAnalysisRecord;
    },

    /**
     * 202: a pending request; asking again answers the same request. A member (any church role, the
     * owner too) has nothing to ask: 409 `church.already_member`, and no request is stored (issue 35).
     */
    join: async (user: UserRow, id: number): Promise<JoinResponse> => {
      signedIn(user);
      const church = await visible(user, id);
      const role = await access.roleIn(user, id);
      if (role)
        throw new AppError(
          409,
          ErrorCode.alreadyMember,
          `You are already ${role === 'owner' ? 'the owner' : `a ${role}`} of ${church.name}.`,
        );
      const request = await repo.requestJoin(id, user.id);
      if (!request) throw new Error('join request not stored');
      // Its owners hear of a new request by e-mail when mail is set up (issue 36); never of a repeat.
      if (request.created && tellOwners) {
        const owners = (await repo.members(id))
          .filter((m) => normaliseChurchRole(m.role) === 'owner')
          .map((m) => m.userId);
        const emails = await emailsOf([...owners, user.id]);
        const to = owners.flatMap((o) => emails.get(o) ?? []);
        // A request is stored whatever the mail server says: the Community page shows it anyway.
        if (to.length)
          await tellOwners({ id, name: church.name }, to, emails.get(user.id) ?? null).catch(() => undefined);
      }
      return {
        request: {
          church_id: id,
          church_name: church.name,
          user_id: user.id,
          email: null,
          status: request.status as 'pending' | 'approved' | 'declined',
          requested_at: iso(request.requestedAt),
        },
        user_role: 'pending',
      };
    },

    members: async (user: UserRow, id: number): Promise<ChurchMembersResponse> => {
      const church = await access.manage(user, id);
      const [members, requests] = await Promise.all([repo.members(id), repo.joinRequests(id, 'pending')]);
      const emails = await emailsOf([
        ...members.map((m) => m.userId),
        ...requests.map((r) => r.request.userId),
      ]);
      return {
        members: members.map((m) => ({
          user_id: m.userId,
          email: emails.get(m.userId) ?? null,
          role: normaliseChurchRole(m.role) ?? 'member',
          joined_at: iso(m.joinedAt),
        })),
        requests: requests.map((r) => ({
          church_id: id,
          church_name: church.name,
          user_id: r.request.userId,
          email: emails.get(r.request.userId) ?? null,
          status: 'pending',
          requested_at: iso(r.request.requestedAt),
        })),
      };
    },

    /**
     * Approves (as a member, or as a publisher: issue 36) or declines a pending request. Its publishers
     * approve members; making someone a publisher is the owner's, as every role change is.
     */
    decide: async (
      user: UserRow,
      id: number,
      userId: string,
      approve: boolean,
      role: 'member' | 'publisher' = 'member',
    ) => {
      await (approve && role === 'publisher' ? access.own(user, id) : access.manage(user, id));
      const request = await repo.decide(id, userId, approve, role);
      if (!request) throw joinRequestNotFound();
    },

    /** Owner or site admin; a church always keeps one owner. */
    setRole: async (user: UserRow, id: number, userId: string, role: ChurchRole) => {
      await access.own(user, id);
      changed(await repo.changeMember(id, userId, role, actorOf(user)));
    },

    removeMember: async (user: UserRow, id: number, userId: string) => {
      await access.own(user, id);
      changed(await repo.changeMember(id, userId, null, actorOf(user)));
    },
  };
};

export type ChurchesService = ReturnType<typeof createChurchesService>;
