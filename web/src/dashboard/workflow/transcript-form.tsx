import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { type Sermon, TRANSCRIPT_MAX_BYTES } from '../../../../common/src/contracts/sermons.ts';
import { errorMessage } from '../../api/error-message.ts';
import { uploadTranscript } from '../../api/sermon-queries.ts';
import { AudioUpload } from './audio-upload.tsx';

/**
 * 'No transcript yet': paste the transcript or choose a file (plain text, WebVTT or SRT, up to 1 MB);
 * where the server transcribes audio, upload the sermon's audio instead.
 */
export const TranscriptForm = ({ sermon }: { sermon: Sermon }) => {
  const [text, setText] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const upload = useMutation({
    mutationFn: () => uploadTranscript(sermon.id, text),
    onSuccess: (s) => {
      if (s) queryClient.setQueryData(['user', 'sermon', s.id], s);
      else void queryClient.invalidateQueries({ queryKey: ['user', 'sermon', sermon.id] });
    },
  });
  const tooBig = new Blob([text]).size > TRANSCRIPT_MAX_BYTES;
  const audioMax = sermon.audio_upload_max_bytes ?? null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    upload.mutate();
  };
  return (
    <section className="dash-card" aria-labelledby="no-transcript">
      <h2 id="no-transcript">No transcript yet</h2>
      <p>
        This video has no captions we can read. Paste the sermon's transcript below, or choose a transcript
        file (plain text, WebVTT or SRT, up to 1 MB){audioMax !== null && ', or upload its audio'}; the
        analysis starts as soon as it arrives.
      </p>
      <form className="dash-form" onSubmit={submit}>
        <div>
          <label htmlFor="transcript-file">Transcript file</label>
          <input
            id="transcript-file"
            type="file"
            accept=".txt,.vtt,.srt,text/plain,text/vtt"
            onChange={async (e) => {
              const file = e.target.files?.[0];
              setFileError(null);
              if (!file) return;
              if (file.size > TRANSCRIPT_MAX_BYTES) {
                setFileError('That file is larger than 1 MB.');
                return;
              }
              setText(await file.text());
            }}
          />
          {fileError && (
            <p className="error-text" role="alert">
              {fileError}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="transcript-text">Or paste the transcript</label>
          <textarea id="transcript-text" value={text} onChange={(e) => setText(e.target.value)} />
        </div>
        <div className="dash-actions">
          <button
            type="submit"
            className="pill-button primary"
            disabled={text.trim() === '' || tooBig || upload.isPending}
          >
            {upload.isPending ? 'Uploading...' : 'Analyze Transcript'}
          </button>
          {tooBig && <span className="error-text">The transcript is larger than 1 MB.</span>}
        </div>
        {upload.isError && (
          <p className="error-text" role="alert">
            {errorMessage(upload.error)}
          </p>
        )}
      </form>
      {audioMax !== null && <AudioUpload sermon={sermon} maxBytes={audioMax} />}
    </section>
  );
};
