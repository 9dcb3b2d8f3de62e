import { describe, expect, it } from 'vitest';
import { displayTitle } from './chat-title.ts';

describe('displayTitle', () => {
  it('shows the part after the first colon, with the spec’s fallbacks', () => {
    expect(displayTitle('John 3: Why was the serpent lifted up?')).toBe('Why was the serpent lifted up?');
    expect(displayTitle('John 3: What does 3:16 mean?')).toBe('What does 3:16 mean?');
    expect(displayTitle('Plain title')).toBe('Plain title');
    expect(displayTitle('John 3:  ')).toBe('Untitled Chat');
    expect(displayTitle(null, 'Chat')).toBe('Chat');
  });
});
