import { z } from 'zod';

/** Every error response: `detail` is for people (the web client shows it), `code` is for programs. */
// Marked pure so that the web app, which imports only ErrorCode from here, loses this schema and with it
// the whole of zod (about 25 KB gzip) from the reader's first JavaScript (issues 17 and 18).
export const ErrorBody = /* @__PURE__ */ z.object({
  detail: /* @__PURE__ */ z.string(),
  code: /* @__PURE__ */ z.string(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Stable error codes. Changing one is a breaking change of the API. */
export const ErrorCode = {
  invalidRequest: 'request.invalid',
  malformedRequest: 'request.malformed',
  payloadTooLarge: 'request.too_large',
  unsupportedMediaType: 'request.unsupported_media_type',
  uriTooLong: 'request.uri_too_long',
  requestTimeout: 'request.timeout',
  routeNotFound: 'route.not_found',
  methodNotAllowed: 'route.method_not_allowed',
  bibleNotFound: 'bible.not_found',
  bookNotFound: 'bible.book_not_found',
  chapterNotFound: 'bible.chapter_not_found',
  /** Issue 32: word study asked of a translation whose words carry no Strong's numbers. */
  noWordTags: 'bible.no_word_tags',
  /** Issue 32: a Strong's number the lexicon does not have (or that is not one: `G0`, `X12`). */
  strongsNotFound: 'lexicon.not_found',
  /** Issue 32: a page of occurrences past the last. */
  occurrencesPageNotFound: 'lexicon.page_not_found',
  invalidUserId: 'user.invalid_id',
  tooManyNewUsers: 'user.too_many_new',
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
  planChurchSuspended: 'plan.church_suspended',
  noCurrentPlan: 'plan.no_current',
  planGenerating: 'plan.generating',
  planDayNotOpen: 'plan.day_not_open',
  planInvalidPassage: 'plan.invalid_passage',
  churchNotFound: 'church.not_found',
  sermonNotFound: 'sermon.not_found',
  invalidTranscript: 'sermon.invalid_transcript',
  transcriptLanguage: 'sermon.unsupported_language',
  sermonNotAnalysed: 'sermon.not_analysed',
  sermonHasPlan: 'sermon.has_plan',
  transcriptionNotConfigured: 'sermon.transcription_not_configured',
  audioEmpty: 'sermon.audio_empty',
  sermonQueueFull: 'sermon.queue_full',
  /** Issue 30: an edited reference that names no passage of the canon. */
  sermonInvalidPassage: 'sermon.invalid_passage',
  /** Issue 30: the notes or transcript edited while an analysis runs (it would overwrite the edit). */
  sermonAnalysisRunning: 'sermon.analysis_running',
  forbidden: 'auth.forbidden',
  unknownHint: 'user.unknown_hint',
  signInRequired: 'user.sign_in_required',
  notSignedIn: 'auth.not_signed_in',
  clerkIdNotLinked: 'auth.clerk_id_not_linked',
  partnerNotFound: 'partner.not_found',
  pageNotFound: 'site.page_not_found',
  featureDisabled: 'feature.disabled',
  aiTimeout: 'ai.timeout',
  annotationNotFound: 'annotation.not_found',
  annotationLimit: 'annotation.limit_reached',
  annotationInvalid: 'annotation.invalid',
  annotationBadVerse: 'annotation.verse_not_in_chapter',
  annotationIdTaken: 'annotation.id_taken',
  annotationStorageFull: 'annotation.storage_full',
  annotationTooManyWrites: 'annotation.too_many_writes',
  /** Issue 33: a time zone that is no IANA name the server knows. */
  readingInvalidTimezone: 'reading.invalid_timezone',
  /** Issue 33: a reading or review dated in the future, or too long ago. */
  readingInvalidTime: 'reading.invalid_time',
  readingUnknownChapter: 'reading.unknown_chapter',
  memoryVerseNotFound: 'memory.not_found',
  /** Issue 33: a memory verse's reference that names no verses of the translation. */
  memoryInvalidReference: 'memory.invalid_reference',
  memoryTooLong: 'memory.too_long',
  memoryInvalidGrade: 'memory.invalid_grade',
  invalidWebsite: 'church.invalid_website',
  joinRequestNotFound: 'church.join_request_not_found',
  memberNotFound: 'church.member_not_found',
  lastOwner: 'church.last_owner',
  alreadyMember: 'church.already_member',
  unknownTheologyForChurch: 'church.unknown_theology',
  invalidVideoUrl: 'video.invalid_url',
  videoNotFound: 'video.not_found',
  videoPlatformUnavailable: 'video.platform_unavailable',
  mediaNotFound: 'media.not_found',
  imageRefused: 'media.image_refused',
  /** Issue 33: a verse image of more than 6 verses or 600 characters. */
  verseImageTooLong: 'image.too_long',
  /** Issue 33: a verse image's `ref` that is no verse range of the translation (JHN.3.16, JHN.3.16-18). */
  verseImageInvalidRef: 'image.invalid_ref',
  verseImageInvalidStyle: 'image.invalid_style',
  verseImageInvalidSize: 'image.invalid_size',
  /** Issue 34: a reader's publisher request while another is still open. */
  publisherRequestOpen: 'publisher_request.open',
  publisherRequestNotFound: 'publisher_request.not_found',
  publisherRequestDecided: 'publisher_request.decided',
  /** Issue 34: the admin console. */
  adminUserNotFound: 'admin.user_not_found',
  lastAdmin: 'admin.last_admin',
  /** Issue 34: an account others still depend on is not deleted (DELETE /api/user). */
  deleteLastAdmin: 'user.last_admin',
  deleteSoleChurchOwner: 'user.sole_church_owner',
  adminPartnerExists: 'admin.partner_exists',
  jobNotFound: 'job.not_found',
  jobNotFailed: 'job.not_failed',
  /** Issue 33: a push subscription without `keys`, `keys.p256dh` or `keys.auth`. */
  pushMissingKeys: 'push.missing_keys',
  pushMissingP256dh: 'push.missing_p256dh',
  pushMissingAuth: 'push.missing_auth',
  /** Issue 33: an endpoint that is not https on a public address (the outbound address policy). */
  pushEndpointRefused: 'push.endpoint_refused',
  reminderInvalidTime: 'reminders.invalid_time',
  reminderInvalidDay: 'reminders.invalid_day',
  reminderInvalidTimezone: 'reminders.invalid_timezone',
  reminderInvalidChannel: 'reminders.invalid_channel',
  /** Issue 33: e-mail asked for where the server sends none, or the reader has no account address. */
  reminderChannelUnavailable: 'reminders.channel_unavailable',
  unsubscribeInvalid: 'reminders.invalid_unsubscribe_link',
  internal: 'server.internal',
  unavailable: 'server.unavailable',
  busy: 'server.busy',
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];
