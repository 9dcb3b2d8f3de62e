import { z } from 'zod';

/** Every error response: `detail` is for people (the web client shows it), `code` is for programs. */
export const ErrorBody = z.object({
  detail: z.string(),
  code: z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error codes. Changing one is a breaking change of the API. */
export const ErrorCode = {
  invalidRequest: 'request.invalid',
  malformedRequest: 'request.malformed',
  payloadTooLarge: 'request.too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  routeNotFound: 'route.not_found',
  methodNotAllowed: 'route.method_not_allowed',
  bibleNotFound: 'bible.not_found',
  bookNotFound: 'bible.book_not_found',
  chapterNotFound: 'bible.chapter_not_found',
  invalidUserId: 'user.invalid_id',
  unknownTranslation: 'user.unknown_translation',
  unknownProfile: 'user.unknown_profile',
  unknownTheology: 'user.unknown_theology',
  noPassage: 'home.no_passage',
  profileNotFound: 'guidance.profile_not_found',
  theologyNotFound: 'guidance.theology_not_found',
  rateLimited: 'request.rate_limited',
  missingFields: 'chat.missing_fields',
  chatNotFound: 'chat.not_found',
  messageNotFound: 'chat.message_not_found',
  notChatOwner: 'chat.not_owner',
  aiFailed: 'ai.failed',
  planNotFound: 'plan.not_found',
  noCurrentPlan: 'plan.no_current',
  churchNotFound: 'church.not_found',
  sermonNotFound: 'sermon.not_found',
  forbidden: 'auth.forbidden',
  unknownHint: 'user.unknown_hint',
  signInRequired: 'user.sign_in_required',
  notSignedIn: 'auth.not_signed_in',
  partnerNotFound: 'partner.not_found',
  pageNotFound: 'site.page_not_found',
  featureDisabled: 'feature.disabled',
  aiTimeout: 'ai.timeout',
  internal: 'server.internal',
  unavailable: 'server.unavailable',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
