import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { authAccount, authSession, authUser, authVerification, signInFailures } from './auth.schema.ts';
import { signInFailureKey } from './sign-in-guard.ts';

/**
 * A reader's sign-in account for their data export (issue 34): the address and name, how they sign in
 * and their sessions (when, from where). Never a password hash, a token or a provider's keys.
 */
export const exportAccount = async (db: Db, authUserId: string) => {
  const [user] = await db.select().from(authUser).where(eq(authUser.id, authUserId));
  if (!user) return null;
  const [methods, sessions] = await Promise.all([
    db
      .select({ provider: authAccount.providerId, createdAt: authAccount.createdAt })
      .from(authAccount)
      .where(eq(authAccount.userId, authUserId))
      .orderBy(asc(authAccount.createdAt)),
    db
      .select({
        createdAt: authSession.createdAt,
        expiresAt: authSession.expiresAt,
        ipAddress: authSession.ipAddress,
        userAgent: authSession.userAgent,
      })
      .from(authSession)
      .where(eq(authSession.userId, authUserId))
      .orderBy(asc(authSession.createdAt)),
  ]);
  return {
    email: user.email,
    name: user.name,
    email_verified: user.emailVerified,
    created_at: user.createdAt.toISOString(),
    sign_in_methods: methods.map((m) => ({ provider: m.provider, added_at: m.createdAt.toISOString() })),
    sessions: sessions.map((s) => ({
      created_at: s.createdAt.toISOString(),
      expires_at: s.expiresAt.toISOString(),
      ip_address: s.ipAddress,
      user_agent: s.userAgent,
    })),
  };
};

/**
 * Deletes the sign-in account inside the caller's transaction (DELETE /api/user): its sessions (so
 * every device is signed out at once), its sign-in methods, pending e-mail verifications and the
 * record of failed sign-ins of its address; the address can then sign up again as someone new.
 */
export const deleteAccount = async (tx: Db, authUserId: string): Promise<void> => {
  const [user] = await tx.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, authUserId));
  await tx.delete(authSession).where(eq(authSession.userId, authUserId));
  await tx.delete(authAccount).where(eq(authAccount.userId, authUserId));
  if (user) {
    await tx.delete(authVerification).where(eq(authVerification.identifier, user.email));
    await tx.delete(signInFailures).where(eq(signInFailures.key, signInFailureKey(user.email)));
  }
  await tx.delete(authUser).where(eq(authUser.id, authUserId));
};
