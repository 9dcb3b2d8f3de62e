import type { TranscriptSource } from '../../../../common/src/contracts/sermons.ts';
import { type SpeechToText, SpeechToTextError } from '../../adapters/speech-to-text/speech-to-text.ts';
import { type VideoPlatform, VideoPlatformError } from '../../adapters/video-platform/video-platform.ts';
import { JobFailure } from '../../jobs/job-types.ts';
import { splitSentences } from './analysis/sentences.ts';
import { cuesToParagraphs } from './analysis/transcript.ts';
import type { AudioStore } from './sermons.audio.ts';
import type { AnalyzePayload } from './sermons.service.ts';
import type { SermonRecord, SermonStorePort } from './sermons.store.ts';
import { paragraphStarts, storedStarts } from './sermons.transcript-starts.ts';

export interface TranscriptDeps {
  store: SermonStorePort;
  platform: VideoPlatform;
  /** Both set when TRANSCRIBE_BASE_URL names a speech-to-text server. */
  audio?: { store: AudioStore; speech: SpeechToText } | undefined;
}

/** `starts`: each paragraph's second in the video, when the source had times (issue 30). */
type Found = { paragraphs: string[]; source: TranscriptSource; starts: (number | null)[] | null } | null;

const captions = async (deps: TranscriptDeps, row: SermonRecord): Promise<Found> => {
  if (!row.youtubeVideoId) return null;
  try {
    const segments = await deps.platform.transcript(row.youtubeVideoId);
    const cues = segments.map((s) => ({ start: s.start, text: s.text }));
    const paragraphs = cuesToParagraphs(cues).filter((p) => p.trim());
    return paragraphs.length
      ? { paragraphs, source: 'captions', starts: paragraphStarts(cues, paragraphs) }
      : null;
  } catch (err) {
    // A platform that is down is worth retrying; a video it does not know simply has no captions.
    if (err instanceof VideoPlatformError && err.kind === 'unavailable')
      throw new JobFailure('transcript_unavailable', err.message);
    if (!(err instanceof VideoPlatformError)) throw err;
    return null;
  }
};

/** The transcript stored on the sermon: the publisher's text, or an earlier run's transcription. */
const stored = (row: SermonRecord): Found => {
  const paragraphs = (row.transcript ?? '').split(/\n{2,}/).filter((p) => p.trim());
  if (!paragraphs.length) return null;
  return {
    paragraphs,
    source: row.transcriptSource === 'audio' ? 'audio' : 'upload',
    starts: storedStarts(row.transcriptStarts, paragraphs.length),
  };
};

/** Whisper's text in paragraphs: timed segments when given, else sentences in ~120-word groups. */
const toParagraphs = (text: string, segments: { start: number; text: string }[]) => {
  const cues = segments.length ? segments : splitSentences([text]).map((s) => ({ start: 0, text: s }));
  const paragraphs = cuesToParagraphs(cues).filter((p) => p.trim());
  return { paragraphs, starts: segments.length ? paragraphStarts(cues, paragraphs) : null };
};

const audio = async (
  deps: TranscriptDeps,
  row: SermonRecord,
  transcribing: () => Promise<void>,
  signal: AbortSignal,
): Promise<Found> => {
  const file = deps.audio ? await deps.audio.store.find(row.id) : null;
  if (!deps.audio || !file) return null;
  await transcribing();
  const result = await deps.audio.speech.transcribe(file, signal).catch((err: unknown) => {
    if (err instanceof SpeechToTextError)
      throw new JobFailure('transcript_unavailable', err.message, err.kind === 'unavailable');
    throw err;
  });
  const { paragraphs, starts } = toParagraphs(result.text, result.segments);
  if (!paragraphs.length) return null;
  // Kept on the sermon, so a retried or redone analysis does not transcribe again; the audio goes.
  await deps.store.update(row.id, {
    transcript: paragraphs.join('\n\n'),
    transcriptStarts: starts,
    transcriptSource: 'audio',
  });
  await deps.audio.store.remove(row.id);
  return { paragraphs, source: 'audio', starts };
};

/**
 * The sermon's transcript, from the first source that has one: captions, then the stored text, then
 * uploaded audio — or, when a publisher's upload started the run, that upload first.
 */
export const readTranscript = async (
  deps: TranscriptDeps,
  row: SermonRecord,
  prefer: AnalyzePayload['prefer'],
  ctx: { signal: AbortSignal; transcribing: () => Promise<void> },
): Promise<Found> => {
  const order =
    prefer === 'audio'
      ? (['audio', 'stored', 'captions'] as const)
      : prefer === 'upload'
        ? (['stored', 'captions', 'audio'] as const)
        : (['captions', 'stored', 'audio'] as const);
  for (const source of order) {
    ctx.signal.throwIfAborted();
    const found =
      source === 'captions'
        ? await captions(deps, row)
        : source === 'stored'
          ? stored(row)
          : await audio(deps, row, ctx.transcribing, ctx.signal);
    if (found) return found;
  }
  return null;
};
