import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { Sermon } from '../../../../common/src/contracts/sermons.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';
import { type UploadProgress, uploadAudio } from '../../api/upload-audio.ts';
import { audioFileProblem, audioTypeOf, uploadedOf } from '../shared/upload-rules.ts';

/** The server's refusals the publisher can act on, by code; anything else shows the server's words. */
const messageOf = (error: Error, maxBytes: number): string => {
  if (error.name === 'AbortError') return 'Upload cancelled.';
  if (!(error instanceof ApiError)) return errorMessage(error);
  switch (error.code) {
    case ErrorCode.payloadTooLarge:
      return `The file is too large: an audio file may be at most ${Math.round(maxBytes / 1048576)} MB.`;
    case ErrorCode.unsupportedMediaType:
      return 'The server does not take this kind of file: choose an MP3, M4A, WAV, WebM, Ogg or FLAC file.';
    case ErrorCode.transcriptionNotConfigured:
      return 'Audio transcription is not set up on this server: paste or upload the transcript instead.';
    case ErrorCode.audioEmpty:
      return 'That file is empty: choose the recording again.';
    default:
      return errorMessage(error);
  }
};

/**
 * 'Upload audio' on 'No transcript yet', only where the server transcribes (`audio_upload_max_bytes`):
 * the file is checked here first (type, size), sent with its progress shown, then the sermon moves on to
 * transcribing and analysing, which the workflow screen follows.
 */
export const AudioUpload = ({ sermon, maxBytes }: { sermon: Sermon; maxBytes: number }) => {
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const abort = useRef<AbortController | null>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: (chosen: File) => {
      abort.current = new AbortController();
      setProgress({ loaded: 0, total: chosen.size });
      const type = audioTypeOf(chosen) ?? chosen.type;
      const typed = type === chosen.type ? chosen : new File([chosen], chosen.name, { type });
      return uploadAudio(sermon.id, typed, setProgress, abort.current.signal);
    },
    onSuccess: (s) => queryClient.setQueryData(['user', 'sermon', s.id], s),
    onSettled: () => setProgress(null),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (file && !problem) upload.mutate(file);
  };
  const share = progress && progress.total > 0 ? Math.round((progress.loaded / progress.total) * 100) : 0;
  return (
    <form className="dash-form dash-audio" onSubmit={submit} aria-labelledby="audio-title">
      <h3 id="audio-title">Or upload the sermon's audio</h3>
      <p className="muted">
        An audio recording (MP3, M4A, WAV, WebM, Ogg or FLAC, up to {Math.round(maxBytes / 1048576)} MB) is
        transcribed, then analysed.
      </p>
      <div>
        <label htmlFor="audio-file">Audio file</label>
        <input
          id="audio-file"
          type="file"
          accept="audio/*,video/mp4,video/webm,.mp3,.m4a,.wav,.ogg,.opus,.flac,.webm"
          disabled={upload.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? 'audio-file-error' : undefined}
          onChange={(e) => {
            const chosen = e.target.files?.[0] ?? null;
            upload.reset();
            setFile(chosen);
            setProblem(chosen ? audioFileProblem(chosen, maxBytes) : null);
          }}
        />
        {problem && (
          <p id="audio-file-error" className="error-text" role="alert">
            {problem}
          </p>
        )}
      </div>
      {progress && (
        <div className="dash-upload-progress">
          <label htmlFor="audio-progress">Uploading audio</label>
          <progress id="audio-progress" max={100} value={share}>
            {share}%
          </progress>
          <span className="muted" aria-live="polite">
            {share}% ({uploadedOf(progress.loaded, progress.total)})
          </span>
        </div>
      )}
      <div className="dash-actions">
        <button
          type="submit"
          className="pill-button primary"
          disabled={!file || problem !== null || upload.isPending}
        >
          {upload.isPending ? 'Uploading...' : 'Upload audio'}
        </button>
        {upload.isPending && (
          <button type="button" className="pill-button" onClick={() => abort.current?.abort()}>
            Cancel upload
          </button>
        )}
      </div>
      {upload.isError && (
        <p className="error-text" role="alert">
          {messageOf(upload.error, maxBytes)}
        </p>
      )}
    </form>
  );
};
