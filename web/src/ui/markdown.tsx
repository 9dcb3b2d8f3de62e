import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { Link } from 'react-router';

// Links to the reader stay in the app; anything else opens in a new tab without opener or referrer.
const MarkdownLink = ({ href = '', children }: ComponentProps<'a'>) =>
  href.startsWith('/') ? (
    <Link to={href}>{children}</Link>
  ) : (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );

const SAFE_URL = /^(\/(?!\/)|https?:|mailto:)/i;

/**
 * Renders an answer's markdown safely: raw HTML in it is dropped, not rendered, and only relative,
 * http(s) and mailto links survive (no javascript: or data: URLs).
 */
export const Markdown = ({ text }: { text: string }) => (
  <ReactMarkdown
    skipHtml
    urlTransform={(url) => (SAFE_URL.test(url) ? url : '')}
    components={{ a: MarkdownLink, img: () => null }}
  >
    {text}
  </ReactMarkdown>
);
