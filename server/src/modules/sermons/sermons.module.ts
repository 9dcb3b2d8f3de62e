import type { LanguageModelV3 } from '@ai-sdk/provider';
import { AUDIO_MAX_BYTES } from '../../../../common/src/contracts/sermons.ts';
import { createOpenAiSpeechToText } from '../../adapters/speech-to-text/speech-to-text.ts';
import type { VideoPlatform } from '../../adapters/video-platform/video-platform.ts';
import type { MediaReferrer } from '../../db/media-references.ts';
import type { BibleService } from '../bible/bible.service.ts';
import type { LibraryService } from '../library/library.service.ts';
import type { ModuleContext } from '../module-context.ts';
import type { UserRow } from '../users/users.repository.ts';
import { createSermonAnalyzer } from './sermons.analyzer.ts';
import { createAudioStore } from './sermons.audio.ts';
import { createAudioSweep, registerAudioSweep } from './sermons.audio-sweep.ts';
import { createExpoundedFinder } from './sermons.expounded.ts';
import { registerSermonJobs, type StudyPlans } from './sermons.jobs.ts';
import { createSermonsRepository, type SermonsRepository } from './sermons.repository.ts';
import { registerSermonRoutes } from './sermons.routes.ts';
import { createSermonsService, type SermonPlans, type SermonsDeps } from './sermons.service.ts';
import { createSermonStore, type StudiesOfSermons } from './sermons.store.ts';
import { createSermonVideoLookup } from './sermons.video-lookup.ts';
import { createStudySources } from './study/library-sources.ts';
import { createModelStudyWriter } from './study/model-writer.ts';
import { createOfflineStudyWriter } from './study/writer.ts';

/**
 * The sermons table, built before the modules that read it: the reading plans (a study's sermon) and
 * the churches (a church's sermons, deleted with it). The pipeline is wired after them (wireSermons).
 */
export const wireSermonRecords = (ctx: ModuleContext) => ({ records: createSermonsRepository(ctx.db) });

/**
 * The sermon pipeline (issue 16): sermons from videos, transcripts and audio, their analysis and the
 * Sermon Studies written from it, as durable jobs. Returns the church videos' sermon lookup.
 */
export const wireSermons = (
  ctx: ModuleContext,
  deps: {
    records: SermonsRepository;
    plans: SermonPlans & StudyPlans & { studiesOfSermons: StudiesOfSermons };
    /** The churches module's access rules (churches.access.ts). */
    access: {
      manage: (user: UserRow, churchId: number) => Promise<unknown>;
      reads: (user: UserRow, churchId: number) => Promise<boolean>;
    };
    platform: VideoPlatform;
    bible: BibleService;
    library: LibraryService;
    versesIn: (bibleId: string, bookId: string, chapter: number) => Promise<number>;
    /** A configured provider's model for structured output; the offline engines without one. */
    structured: { model: LanguageModelV3; timeoutMs: number } | undefined;
    /**
     * The media module's: images in notes a publisher saves are copied (issue 37), and those the notes
     * name are kept (an image nothing names is removed).
     */
    images: SermonsDeps['images'] & {
      registerReferrer(referrer: MediaReferrer): void;
      copiesOf(urls: readonly string[]): Promise<Map<string, string | null>>;
    };
  },
) => {
  const { config } = ctx;
  deps.images.registerReferrer(deps.records.mediaNamed);
  const store = createSermonStore(deps.records, deps.plans.studiesOfSermons);
  const audioStore = config.transcribe ? createAudioStore(config.transcribe.audioDir) : undefined;
  const sermons = createSermonsService({
    audio: audioStore && { store: audioStore, maxBytes: config.audioMaxBytes ?? AUDIO_MAX_BYTES },
    store,
    manage: deps.access.manage,
    reads: deps.access.reads,
    platform: deps.platform,
    queue: ctx.jobs.queue,
    jobsPerChurch: config.jobsPerChurch,
    plans: deps.plans,
    images: deps.images,
  });
  registerSermonRoutes(ctx.app, sermons);
  // The days are chosen by the deterministic generator over the translation's verses, cross-references,
  // Nave's topics and Matthew Henry (read through the bible and library services); with a provider the
  // model writes their words by structured output, checked, else the generator writes them too.
  const sources = createStudySources(deps.bible, deps.library, deps.versesIn);
  registerSermonJobs(ctx.jobs.worker, {
    store,
    audio: audioStore &&
      config.transcribe && { store: audioStore, speech: createOpenAiSpeechToText(config.transcribe) },
    platform: deps.platform,
    plans: deps.plans,
    // As websites: the offline study engine is no sermon reader, so without a provider the offline analysis.
    analyze: createSermonAnalyzer(deps.structured, ctx.workers.background),
    expounded: createExpoundedFinder(deps.bible.search, deps.bible.chapterVerses),
    writer: deps.structured
      ? createModelStudyWriter(deps.structured, sources)
      : createOfflineStudyWriter(sources),
    copyImage: async (url) => (await deps.images.copiesOf([url])).get(url) ?? null,
  });
  // Audio no sermon owns (a crash after a deletion, a church's deletion) goes once a day.
  if (audioStore) registerAudioSweep(ctx.jobs.worker, createAudioSweep(audioStore, deps.records.existingIds));
  return { lookup: createSermonVideoLookup(deps.records, deps.plans.studiesOfSermons) };
};
