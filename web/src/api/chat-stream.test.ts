import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../../common/src/contracts/chat.ts';
import { takeEvents } from './chat-stream.ts';

const line = (e: unknown) => `data: ${JSON.stringify(e)}\n\n`;

describe('takeEvents', () => {
  it('passes on the care and support events, which come before anything else', () => {
    const got: StreamEvent[] = [];
    const care = {
      kind: 'suicide',
      resources: [{ region: '*', name: 'Line', phone: '1', url: 'https://x' }],
    };
    const support = { kind: 'friend', resources: [] };
    const rest = takeEvents(
      line({ event: 'care', data: care }) +
        line({ event: 'support', data: support }) +
        line({ event: 'status', data: { state: 'thinking' } }) +
        'data: {"event":"con',
      (e) => got.push(e),
    );
    expect(got.map((e) => e.event)).toEqual(['care', 'support', 'status']);
    expect(got[0]).toEqual({ event: 'care', data: care });
    expect(rest).toBe('data: {"event":"con');
  });
});
