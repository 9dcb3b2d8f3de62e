import { useEffect, useState } from 'react';
import {
  IMAGE_SIZES,
  IMAGE_STYLES,
  type ImageSize,
  type ImageStyle,
  imageRef,
  MAX_IMAGE_VERSES,
  verseImagePath,
} from '../../../common/src/verse-image-ref.ts';
import { verseReference } from '../../../common/src/verse-text.ts';
import { ModalDialog } from './modal-dialog.tsx';
import './share-image.css';
import { errorMessage } from '../api/error-message.ts';

const STYLE_NAMES: Record<ImageStyle, string> = { light: 'Light', dark: 'Dark', parchment: 'Parchment' };
const SIZE_NAMES: Record<ImageSize, string> = { square: 'Square', story: 'Story' };

type Picture =
  | { state: 'loading' }
  | { state: 'ready'; file: File; url: string }
  | { state: 'failed'; message: string };

/**
 * The picture the server paints, as a file to share. The preview and the download use its address (the
 * page's CSP admits no blob: images), which the browser then answers from its HTTP cache.
 */
const usePicture = (path: string | undefined, name: string): Picture => {
  const [picture, setPicture] = useState<Picture>({ state: 'loading' });
  useEffect(() => {
    if (!path) return;
    const abort = new AbortController();
    setPicture({ state: 'loading' });
    fetch(path, { signal: abort.signal })
      .then(async (res) => {
        if (!res.ok) {
          const body = (await res.json().catch(() => null)) as { detail?: string } | null;
          throw new Error(body?.detail ?? 'The picture could not be made. Please try again.');
        }
        const file = new File([await res.blob()], name, { type: 'image/png' });
        setPicture({ state: 'ready', file, url: path });
      })
      .catch((err: Error) => {
        if (abort.signal.aborted) return;
        setPicture({
          state: 'failed',
          message: navigator.onLine
            ? errorMessage(err)
            : 'Pictures are made online. Please connect and try again.',
        });
      });
    return () => abort.abort();
  }, [path, name]);
  return picture;
};

/**
 * "Share as image" (issue 33): the selected verses as a picture (GET /api/bible/:id/image), a preview
 * with a choice of style and shape, then the phone's share sheet with the file (Web Share API level 2)
 * or a download. Loaded only when asked for.
 */
export const ShareImageDialog = (p: {
  bibleId: string;
  bookId: string;
  bookName: string;
  chapter: number;
  verses: readonly number[];
  onClose(): void;
}) => {
  const [style, setStyle] = useState<ImageStyle>('light');
  const [size, setSize] = useState<ImageSize>('square');
  const [status, setStatus] = useState('');
  const reference = verseReference(p.bookName, p.chapter, p.verses);
  const tooMany = p.verses.length > MAX_IMAGE_VERSES;
  const path = tooMany
    ? undefined
    : verseImagePath(p.bibleId, imageRef(p.bookId, p.chapter, p.verses), style, size);
  const name = `${reference.replace(/[^\w]+/g, '-').replace(/^-|-$/g, '')}-${style}.png`;
  const picture = usePicture(path, name);
  const canShareFile =
    picture.state === 'ready' &&
    typeof navigator.share === 'function' &&
    typeof navigator.canShare === 'function' &&
    navigator.canShare({ files: [picture.file] });

  const share = async () => {
    if (picture.state !== 'ready') return;
    try {
      await navigator.share({ files: [picture.file], title: reference });
      setStatus('Shared');
    } catch (err) {
      // Closing the share sheet is no failure.
      if ((err as Error).name !== 'AbortError') setStatus('Sharing did not work. Try Download instead.');
    }
  };

  return (
    <ModalDialog title={`Share ${reference} as an image`} onClose={p.onClose} className="share-image">
      {tooMany ? (
        <p role="alert">
          A picture holds up to {MAX_IMAGE_VERSES} verses. Choose fewer verses to share them as an image.
        </p>
      ) : (
        <>
          <div className={`share-image-preview ${size}`} aria-busy={picture.state === 'loading'}>
            {picture.state === 'ready' && (
              <img src={picture.url} alt={`${reference} in the ${STYLE_NAMES[style].toLowerCase()} style`} />
            )}
            {picture.state === 'loading' && <p className="muted">Making the picture…</p>}
            {picture.state === 'failed' && <p role="alert">{picture.message}</p>}
          </div>
          <div className="share-image-choices">
            <fieldset>
              <legend>Style</legend>
              {IMAGE_STYLES.map((s) => (
                <label key={s}>
                  <input
                    type="radio"
                    name="share-image-style"
                    value={s}
                    checked={style === s}
                    onChange={() => setStyle(s)}
                  />
                  {STYLE_NAMES[s]}
                </label>
              ))}
            </fieldset>
            <fieldset>
              <legend>Shape</legend>
              {IMAGE_SIZES.map((s) => (
                <label key={s}>
                  <input
                    type="radio"
                    name="share-image-size"
                    value={s}
                    checked={size === s}
                    onChange={() => setSize(s)}
                  />
                  {SIZE_NAMES[s]}
                </label>
              ))}
            </fieldset>
          </div>
          <div className="modal-actions">
            {canShareFile && (
              <button type="button" className="pill-button primary" onClick={share}>
                Share…
              </button>
            )}
            {picture.state === 'ready' ? (
              <a
                className={`pill-button${canShareFile ? '' : ' primary'}`}
                href={picture.url}
                download={picture.file.name}
                onClick={() => setStatus('Saved to your downloads')}
              >
                Download
              </a>
            ) : (
              <button type="button" className="pill-button" disabled>
                Download
              </button>
            )}
          </div>
          <p className="share-image-status" role="status">
            {status}
          </p>
        </>
      )}
    </ModalDialog>
  );
};
