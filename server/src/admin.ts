import { randomBytes, randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { Role } from '../../common/src/contracts/user.ts';
import { parseAllowlist } from './adapters/web-fetch/address-policy.ts';
import { createSafeFetcher } from './adapters/web-fetch/web-fetch.ts';
import type { Db } from './db/database.ts';
import { AppError } from './lib/errors.ts';
import { authUser } from './modules/auth/auth.schema.ts';
import { createAuth } from './modules/auth/auth.ts';
import { createMediaRepository } from './modules/media/media.repository.ts';
import { createMediaService } from './modules/media/media.service.ts';
import { createPartnersRepository } from './modules/partners/partners.repository.ts';
import { createUsersRepository } from './modules/users/users.repository.ts';
import { users } from './modules/users/users.schema.ts';

/** Operator commands behind `npm run admin -- <command>`; each returns the lines it prints. */
export const runAdmin = async (
  db: Db,
  args: string[],
  readText: (file: string) => string,
  /** OUTBOUND_ALLOW_PRIVATE: private `address:port` pairs a partner's icon may be copied from (tests). */
  allowPrivate?: string,
): Promise<string[]> => {
  const [command, ...rest] = args;
  const flag = (name: string) => {
    const i = rest.indexOf(`--${name}`);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const positional = rest.filter((a, i) => !a.startsWith('--') && !rest[i - 1]?.startsWith('--'));
  const partners = createPartnersRepository(db);
  switch (command) {
    case 'add-partner': {
      const [slug, ...name] = positional;
      if (!slug || !/^[a-z0-9][a-z0-9-]{0,62}$/.test(slug) || name.length === 0) {
        throw new Error('usage: add-partner <slug> <name…> [--icon URL] [--about FILE.md]');
      }
      const about = flag('about');
      const icon = flag('icon');
      await partners.upsert({
        slug,
        name: name.join(' '),
        // Readers' browsers fetch images only from Emmaus (issue 37): the icon is copied in once, through
        // the outbound address policy, and served from /api/media.
        iconUrl: icon ? await copyImage(db, icon, allowPrivate) : null,
        aboutText: about ? readText(about) : null,
      });
      return [`partner ${slug} saved: ${slug}.<your host> now shows the ${name.join(' ')} Edition`];
    }
    case 'list-partners':
      return (await partners.list()).map((p) => `${p.slug}\t${p.name}\t${p.icon_url ?? ''}`);
    case 'list-users':
      return (
        await db
          .select({ id: users.id, role: users.role, createdAt: users.createdAt, email: authUser.email })
          .from(users)
          .leftJoin(authUser, eq(authUser.id, users.authUserId))
          .orderBy(asc(users.createdAt))
      ).map((u) => `${u.id}\t${u.role}\t${u.email ?? '(anonymous)'}\t${u.createdAt.toISOString()}`);
    case 'grant-role': {
      // Accounts (and their e-mail addresses) arrive with sign-in; until then a user is named by id.
      const [id, role] = positional;
      const parsed = Role.safeParse(role);
      if (!id || !parsed.success) throw new Error('usage: grant-role <email|user-id> <user|publisher|admin>');
      // An e-mail names an account; anything else is an Emmaus user id (signed or bare).
      const uuid = id.includes('@')
        ? ((
            await db
              .select({ id: users.id })
              .from(users)
              .innerJoin(authUser, eq(authUser.id, users.authUserId))
              .where(eq(authUser.email, id.toLowerCase()))
          )[0]?.id ?? '')
        : (id.split('.')[0] ?? '');
      if (!uuid) throw new Error(`no account with the e-mail ${id}`);
      // A reader's row is made by their first write (issue 19 item 5): an id the server issued may have
      // none yet, so granting a role to a well-formed id makes it.
      if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid)) {
        throw new Error(`no user ${uuid}`);
      }
      await db
        .insert(users)
        .values({ id: uuid, role: parsed.data })
        .onConflictDoUpdate({ target: users.id, set: { role: parsed.data } });
      return [`user ${uuid} is now ${parsed.data}`];
    }
    case 'add-account': {
      // The first publisher or admin of an instance: an e-mail account made ready to sign in with.
      const [email, role] = positional;
      const parsed = Role.safeParse(role);
      if (!email?.includes('@') || !parsed.success)
        throw new Error(
          'usage: add-account <email> <user|publisher|admin> [--name NAME] [--password-file FILE]',
        );
      const file = flag('password-file');
      const password = file ? readText(file).trim() : randomBytes(12).toString('base64url');
      const address = email.toLowerCase();
      let authId = (await db.select().from(authUser).where(eq(authUser.email, address)))[0]?.id;
      if (!authId) {
        // The library's own sign-up: its password rules and hashing. Its session is not kept.
        const auth = createAuth(db, { secret: randomBytes(32).toString('hex') });
        authId = (
          await auth.api.signUpEmail({ body: { email: address, password, name: flag('name') ?? address } })
        ).user.id;
      }
      const repo = createUsersRepository(db);
      const user =
        (await repo.findByAuthUser(authId)) ??
        (await repo.linkAuthUser((await repo.ensure(randomUUID())).id, authId));
      if (!user) throw new Error('could not create the account');
      await db.update(users).set({ role: parsed.data }).where(eq(users.id, user.id));
      return [
        `account ${address} (user ${user.id}) is ${parsed.data}`,
        ...(file ? [] : [`password: ${password} (sign in at /auth and keep it safe)`]),
      ];
    }
    default:
      throw new Error('commands: add-partner, list-partners, list-users, grant-role, add-account');
  }
};

/** A partner's icon copied into the media table (modules/media); its /api/media URL. */
const copyImage = async (db: Db, url: string, allowPrivate?: string): Promise<string> => {
  const media = createMediaService({
    repo: createMediaRepository(db),
    fetcher: createSafeFetcher({ allow: parseAllowlist(allowPrivate) }),
  });
  try {
    return await media.copy(url);
  } catch (err) {
    throw new Error(`the icon could not be copied: ${err instanceof AppError ? err.message : String(err)}`);
  }
};
