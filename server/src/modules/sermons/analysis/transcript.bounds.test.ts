import { describe, expect, it } from 'vitest';
import { TRANSCRIPT_MAX_BYTES } from '../../../../../common/src/contracts/sermons.ts';
import { MAX_CUES, parseCues, transcriptToParagraphs } from './transcript.ts';

// An uploaded transcript is at most 1 MB, and read in linear time (issue 37): the regexes this reading
// used scanned the rest of the text from every unclosed '<text>' or '<a' (1 MB: minutes to hours, on
// the request's own thread). CPU time is the bound here, not a benchmark.

/** The paragraphs of `text` and the CPU milliseconds reading it took. */
const timed = (text: string) => {
  const before = process.cpuUsage();
  const paragraphs = transcriptToParagraphs(text);
  const { user, system } = process.cpuUsage(before);
  return { paragraphs, cpuMs: (user + system) / 1000 };
};

/** `unit` repeated to about 1 MB after `head`. */
const megabyte = (head: string, unit: string) =>
  head + unit.repeat(Math.floor((TRANSCRIPT_MAX_BYTES - head.length) / unit.length));

describe('transcript bounds', () => {
  it.each([
    ['1 MB of unclosed <text> cues', megabyte('<transcript>', '<text start="1">amen ')],
    ['1 MB of unclosed <p> cues', megabyte('<timedtext>', '<p t="1000">amen ')],
    [
      'a WebVTT cue of 1 MB of "<a" (a tag never closed)',
      megabyte('WEBVTT\n\n00:00.000 --> 00:01.000\n', '<a'),
    ],
  ])('reads %s in linear time', (_what, text) => {
    const { cpuMs } = timed(text);
    expect(cpuMs).toBeLessThan(1_000);
  });

  it('still reads closed cues around unclosed ones, and tags up to the next "<"', () => {
    expect(
      parseCues('<transcript><text start="1">Grace</text><text start="2">un<text start="3">peace</text>'),
    ).toEqual([
      { start: 1, text: 'Grace' },
      { start: 2, text: 'unpeace' },
    ]);
    expect(
      parseCues('WEBVTT\n\n00:01.000 --> 00:02.000\n<v Pastor>In the <b>beginning</b> <a<i>was'),
    ).toEqual([{ start: 1, text: 'In the beginning <awas' }]);
  });

  it(`reads at most ${MAX_CUES} cues`, () => {
    const srt = Array.from(
      { length: MAX_CUES + 100 },
      (_, i) => `${i + 1}\n00:00:01,000 --> 00:00:02,000\nw${i}.`,
    ).join('\n\n');
    const cues = parseCues(srt);
    expect(cues).toHaveLength(MAX_CUES);
    expect(cues.at(-1)?.text).toBe(`w${MAX_CUES - 1}.`);
  });
});
