import { z } from 'zod';

/** Spec §7 sign-in sync; clerk_id and email are accepted for the spec's client and not trusted. */
export const SignInBody = z.object({
  clerk_id: z.string().max(200).optional(),
  email: z.string().max(320).optional(),
});
export const SignInResponse = z.object({ user_id: z.string() });

/** How readers may sign in here: e-mail and password, and a button per configured OIDC provider. */
export const AuthProvidersResponse = z.object({
  email_password: z.boolean(),
  providers: z.array(z.object({ id: z.string(), name: z.string() })),
});
export type AuthProvidersResponse = z.infer<typeof AuthProvidersResponse>;
