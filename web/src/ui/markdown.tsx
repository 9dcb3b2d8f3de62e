import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';
import { isMediaUrl } from '../../../common/src/media.ts';

// Links to the reader stay in the app; anything else opens in a new tab without opener or referrer.
const MarkdownLink = ({ href = '', children }: ComponentProps<'a'>) =>
  href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );

/**
 * An image only when Emmaus serves it (a publisher's picture the server copied, /api/media/{id}):
 * a reader's browser never asks another host (issue 37). Any other image is a link the reader may
 * choose to follow, named by its alt text.
 */
export const MarkdownImage = ({ src, alt, title }: ComponentProps<'img'>) => {
  const url = typeof src === 'string' ? src : '';
  if (isMediaUrl(url)) return <img src={url} alt={alt ?? ''} title={title} loading="lazy" />;
  if (!/^https?:\/\//i.test(url)) return null;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer">
      {alt || 'Image'}
    </a>
  );
};

const SAFE_URL = /^(\/(?!\/)|https?:|mailto:)/i;

/**
 * Renders markdown safely: raw HTML in it is dropped, not rendered, only relative, http(s) and mailto
 * links survive (no javascript: or data: URLs), and images show only when Emmaus serves them.
 */
export const Markdown = ({ text }: { text: string }) => (
  <ReactMarkdown
    skipHtml
    urlTransform={(url) => (SAFE_URL.test(url) ? url : '')}
    components={{ a: MarkdownLink, img: MarkdownImage }}
  >
    {text}
  </ReactMarkdown>
);
