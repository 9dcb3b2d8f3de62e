import { useState } from 'react';
import type { StudyShare } from '../../../common/src/contracts/reading-plans.ts';

/**
 * A Sermon Study's share link and QR code for a slide or a bulletin (issue 30): the about page's address
 * with Copy, the code drawn by the server as SVG (shown as an image, so nothing in it runs), and a
 * download of the SVG file.
 */
export const ShareQr = ({ share, name, planId }: { share: StudyShare; name: string; planId: number }) => {
  const [copied, setCopied] = useState(false);
  const src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(share.qr_svg)}`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(share.url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="share-qr">
      <img className="share-qr-code" src={src} alt={`QR code for ${name}`} width={136} height={136} />
      <div className="share-qr-text">
        <p className="share-qr-label">Scan or visit to join the study</p>
        <a className="share-qr-url" href={share.url}>
          {share.url}
        </a>
        <div className="share-qr-actions">
          <button type="button" className="pill-button" onClick={() => void copy()}>
            {copied ? 'Link copied' : 'Copy link'}
          </button>
          <a className="pill-button" href={src} download={`sermon-study-${planId}-qr.svg`}>
            Download QR code
          </a>
        </div>
      </div>
    </div>
  );
};
