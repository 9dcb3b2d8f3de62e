import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { youTubeVideoId } from '../../../../common/src/youtube.ts';
import { addVideoByLink } from '../../api/church-queries.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';
import { NOT_A_VIDEO_LINK, videoLinkProblem } from '../shared/upload-rules.ts';

type Added = { videoId: string };

/**
 * 'Add a video by link' (issue 15: when the channel is not found, or a sermon is not on it): a YouTube
 * link (spec §5) and an optional title; the sermon is added and its workflow screen opens.
 */
export const AddVideoForm = ({ churchId, prominent = false }: { churchId: number; prominent?: boolean }) => {
  const id = useId();
  const [link, setLink] = useState('');
  const [title, setTitle] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const add = useMutation({
    mutationFn: async (): Promise<Added> => {
      const sermon = await addVideoByLink(churchId, {
        youtube_url: link.trim(),
        ...(title.trim() ? { title: title.trim() } : {}),
      });
      // The server answers the video's canonical watch link, whatever form of link was pasted.
      const videoId = youTubeVideoId(sermon?.youtube_url ?? '') ?? youTubeVideoId(link);
      if (!videoId) throw new ApiError(NOT_A_VIDEO_LINK, 400, ErrorCode.invalidVideoUrl);
      return { videoId };
    },
    onSuccess: ({ videoId }) => {
      // The church's lists (videos, sermons) learn of it in the background; the workflow opens at once.
      void queryClient.invalidateQueries({ queryKey: ['user', 'church', churchId] });
      navigate(`/dashboard/${churchId}/videos/${videoId}`);
    },
    onError: (error) => {
      // The link is what the server refused: say so on its field, and take the publisher back to it.
      if (error instanceof ApiError && error.code === ErrorCode.invalidVideoUrl) {
        setProblem(NOT_A_VIDEO_LINK);
        linkInput.current?.focus();
      }
    },
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const wrong = videoLinkProblem(link);
    setProblem(wrong);
    if (wrong) {
      linkInput.current?.focus();
      return;
    }
    add.mutate();
  };
  const otherError =
    add.isError && !(add.error instanceof ApiError && add.error.code === ErrorCode.invalidVideoUrl)
      ? errorMessage(add.error)
      : null;
  return (
    <section
      className={`dash-card dash-add-video${prominent ? ' prominent' : ''}`}
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`}>Add a video by link</h2>
      <p className="muted">
        A sermon that is not on your channel's latest videos: paste its YouTube link to turn it into a Sermon
        Study.
      </p>
      <form className="dash-form" onSubmit={submit} noValidate>
        <div>
          <label htmlFor={`${id}-link`}>YouTube video link</label>
          <input
            ref={linkInput}
            id={`${id}-link`}
            type="url"
            inputMode="url"
            placeholder="https://www.youtube.com/watch?v=…"
            value={link}
            onChange={(e) => {
              setLink(e.target.value);
              if (problem) setProblem(null);
            }}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-link-error` : undefined}
            required
          />
          {problem && (
            <p id={`${id}-link-error`} className="error-text" role="alert">
              {problem}
            </p>
          )}
        </div>
        <div>
          <label htmlFor={`${id}-title-input`}>
            Title <span className="muted">(optional)</span>
          </label>
          <input
            id={`${id}-title-input`}
            type="text"
            maxLength={300}
            placeholder="The video's own title when left empty"
            value={title}
            onChange={(e) => setTitle(e.target.value)}
          />
        </div>
        <div className="dash-actions">
          <button type="submit" className="pill-button primary" disabled={!link.trim() || add.isPending}>
            {add.isPending ? 'Adding...' : 'Add Video'}
          </button>
        </div>
        {otherError && (
          <p className="error-text" role="alert">
            {otherError}
          </p>
        )}
      </form>
    </section>
  );
};
