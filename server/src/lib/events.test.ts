import { describe, expect, it } from 'vitest';
import { createEventBus } from './events.ts';

describe('event bus', () => {
  it('runs every listener of the event with its payload, in the order they listened', async () => {
    const bus = createEventBus<{ counted: number; other: string }>();
    const seen: string[] = [];
    bus.on('counted', (n) => seen.push(`a${n}`));
    bus.on('counted', async (n) => seen.push(`b${n}`));
    bus.on('other', (s) => seen.push(s));
    await bus.emit('counted', 1);
    expect(seen).toEqual(['a1', 'b1']);
  });

  it('settles with nothing to do when no one listens, and rejects when a listener fails', async () => {
    const bus = createEventBus<{ e: null }>();
    await expect(bus.emit('e', null)).resolves.toBeUndefined();
    bus.on('e', async () => {
      throw new Error('listener failed');
    });
    await expect(bus.emit('e', null)).rejects.toThrow('listener failed');
  });
});
