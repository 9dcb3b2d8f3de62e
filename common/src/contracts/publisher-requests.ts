import { z } from 'zod';

/** Issue 34: a reader asks for publisher access; an admin approves or declines it. */
export const PublisherRequestStatus = z.enum(['pending', 'approved', 'declined']);
export type PublisherRequestStatus = z.infer<typeof PublisherRequestStatus>;

const Text = (max: number) =>
  z.string().trim().min(1, 'is required').max(max, `must be at most ${max} characters`);

export const PublisherRequestBody = z.object({
  name: Text(120),
  church_name: Text(200),
  church_website: z
    .string()
    .trim()
    .max(300, 'must be at most 300 characters')
    .refine((v) => v === '' || /^(https?:\/\/)?[^\s/]+\.[^\s]+$/i.test(v), 'must be a website address')
    .default(''),
  church_role: Text(120),
  note: z.string().trim().max(2000, 'must be at most 2000 characters').default(''),
});
export type PublisherRequestBody = z.infer<typeof PublisherRequestBody>;

export const PublisherRequest = z.object({
  id: z.number().int(),
  user_id: z.string(),
  /** The account's e-mail address (admins' list); null where the account has none. */
  email: z.string().nullable(),
  name: z.string(),
  church_name: z.string(),
  church_website: z.string(),
  church_role: z.string(),
  note: z.string(),
  status: PublisherRequestStatus,
  /** Why it was declined (or a word with the approval); null when none was given. */
  reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** The reader has seen the decision (told once, on their next visit). */
  seen: z.boolean(),
});
export type PublisherRequest = z.infer<typeof PublisherRequest>;

/** GET /api/user/publisher-request: the reader's latest request, or null. */
export const MyPublisherRequestResponse = z.object({ request: PublisherRequest.nullable() });
export type MyPublisherRequestResponse = z.infer<typeof MyPublisherRequestResponse>;
