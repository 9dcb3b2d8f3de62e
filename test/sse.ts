import { StreamEvent } from '../common/src/contracts/chat.ts';

/**
 * Reads a text/event-stream body the strict way the spec describes it: every event is exactly one
 * `data: {json}` line followed by a blank line, and every event matches the StreamEvent contract.
 */
export const parseEventStream = (body: string): StreamEvent[] => {
  if (body === '') return [];
  if (!body.endsWith('\n\n'))
    throw new Error(`stream does not end with a blank line: ${JSON.stringify(body.slice(-40))}`);
  return body
    .slice(0, -2)
    .split('\n\n')
    .map((block) => {
      if (!block.startsWith('data: ') || block.includes('\n')) throw new Error(`malformed event: ${block}`);
      return StreamEvent.parse(JSON.parse(block.slice('data: '.length)));
    });
};
