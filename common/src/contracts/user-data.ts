import { z } from 'zod';

/** The word a reader types to confirm deleting their account and data (the profile's confirmation). */
export const DELETE_ACCOUNT_WORD = 'DELETE';

export const USER_EXPORT_FORMAT = 'emmaus-user-data';

/**
 * GET /api/user/export: one JSON document of everything Emmaus keeps about the reader (a reader's data
 * rights, issue 34). Besides `format` … `account`, every key is a section ("annotations", "chats",
 * "studies", "church_memberships"…): an array of that kind's rows, as each module exports them
 * (server/src/db/user-data.ts). The privacy page lists them.
 */
export const UserExport = z
  .object({
    format: z.literal(USER_EXPORT_FORMAT),
    version: z.literal(1),
    exported_at: z.string(),
    user: z.object({
      id: z.string(),
      role: z.string(),
      preferred_translation: z.string(),
      commentary: z.string().nullable(),
      profile_slug: z.string().nullable(),
      theology_slug: z.string().nullable(),
      created_at: z.string(),
    }),
    /** The sign-in account; null for an anonymous reader. */
    account: z
      .object({
        email: z.string(),
        name: z.string(),
        email_verified: z.boolean(),
        created_at: z.string(),
        sign_in_methods: z.array(z.object({ provider: z.string(), added_at: z.string() })),
        sessions: z.array(
          z.object({
            created_at: z.string(),
            expires_at: z.string(),
            ip_address: z.string().nullable(),
            user_agent: z.string().nullable(),
          }),
        ),
      })
      .nullable(),
  })
  .catchall(z.array(z.unknown()));
export type UserExport = z.infer<typeof UserExport>;
