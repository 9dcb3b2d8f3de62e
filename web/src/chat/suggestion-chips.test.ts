import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SuggestionChips } from './suggestion-chips.tsx';

// Spec §8 texts where suggestions load (issue 19 item 9).
const render = (status?: { loading: boolean; error: Error | null }) =>
  renderToStaticMarkup(
    createElement(SuggestionChips, {
      suggestions: [{ summary: 'Why', question: 'Why did Jesus come?' }] as never,
      disabled: false,
      onAsk: () => {},
      status,
    }),
  );

describe('suggestion chips', () => {
  it("says 'Loading suggestions...' while they load", () => {
    expect(render({ loading: true, error: null })).toContain('Loading suggestions...');
  });
  it("says 'Error loading suggestions: {message}' when they fail", () => {
    expect(render({ loading: false, error: new Error('Chapter not found') })).toContain(
      'Error loading suggestions: Chapter not found',
    );
  });
  it('shows the chips once loaded', () => {
    const html = render({ loading: false, error: null });
    expect(html).toContain('Why?');
    expect(html).not.toContain('Loading suggestions');
  });
});
