import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Markdown } from './markdown.tsx';

// Issue 37: a reader's browser loads images from Emmaus only. Markdown (about texts, sermon notes, answers)
// shows an image only at a stored copy's address, whether written inline or by reference; any other
// image is a link the reader may choose to follow, never an <img> the browser fetches by itself.

const stored = `/api/media/${'a'.repeat(64)}`;
const html = (text: string) => renderToStaticMarkup(createElement(Markdown, { text }));
const images = (markup: string) => [...markup.matchAll(/<img [^>]*src="([^"]*)"/g)].map((m) => m[1]);

describe('images in markdown', () => {
  it('shows stored copies, inline and by reference', () => {
    const out = html(`![Inline](${stored}) ![Ref][pic] ![Pic]\n\n[pic]: ${stored} "Title"`);
    expect(images(out)).toEqual([stored, stored, stored]);
  });

  it('never shows a remote image, inline, by reference, by a shortcut or as HTML', () => {
    const out = html(
      [
        '![Inline](https://tracker.example/a.png)',
        '![Ref][remote] ![Collapsed][] ![Remote]',
        '<img src="https://tracker.example/html.png">',
        '',
        '[remote]: https://tracker.example/b.png',
        '[collapsed]: <https://tracker.example/c.png> "Title"',
      ].join('\n'),
    );
    expect(images(out)).toEqual([]);
    expect(out).not.toContain('html.png');
    // Each remote image is a link named by its alt text instead.
    expect(out).toContain(
      '<a href="https://tracker.example/a.png" target="_blank" rel="noopener noreferrer">Inline</a>',
    );
    expect(out).toContain(
      '<a href="https://tracker.example/b.png" target="_blank" rel="noopener noreferrer">Ref</a>',
    );
    expect(out).toContain(
      '<a href="https://tracker.example/c.png" target="_blank" rel="noopener noreferrer">Collapsed</a>',
    );
  });

  it('drops an image at any other address (protocol-relative, data, another path)', () => {
    const out = html('![A](//tracker.example/a.png) ![B](data:image/png;base64,AAAA) ![C](/logo.svg)');
    expect(images(out)).toEqual([]);
    expect(out).not.toContain('tracker.example');
  });
});
