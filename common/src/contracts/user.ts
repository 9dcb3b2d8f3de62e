import { z } from 'zod';

export const Role = z.enum(['user', 'publisher', 'admin']);
export type Role = z.infer<typeof Role>;

export const UserResponse = z.object({
  id: z.string(),
  role: Role,
  preferred_translation: z.string(),
  commentary: z.enum(['mhc']).nullable(),
});
export type UserResponse = z.infer<typeof UserResponse>;

export const UpdateTranslationBody = z.object({
  translation_id: z.string().min(1, 'is required').max(40, 'must be at most 40 characters'),
});
