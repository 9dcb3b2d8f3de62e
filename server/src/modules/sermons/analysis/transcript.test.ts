import { describe, expect, it } from 'vitest';
import { decodeEntities } from './entities.ts';
import { detectFormat, parseCues, transcriptToParagraphs } from './transcript.ts';

describe('transcript parsers', () => {
  it('decodes named, numeric, hex and double-encoded entities', () => {
    expect(decodeEntities('it&amp;#39;s &quot;grace&quot; &#8212; &#x2019;tis &lt;3 &nbsp;&amp;amp;')).toBe(
      'it\'s "grace" — ’tis <3  &',
    );
    expect(decodeEntities('&unknown; &#0; stays')).toBe('&unknown;  stays');
  });

  it('reads YouTube timed text (srv1 and srv3) with entities and tags removed', () => {
    const srv1 =
      '<?xml version="1.0"?><transcript><text start="0.5" dur="2">turn with me to John&amp;#39;s gospel</text>' +
      '<text start="3" dur="2">chapter fifteen &lt;i&gt;verse&lt;/i&gt; five</text></transcript>';
    expect(detectFormat(srv1)).toBe('timedtext');
    expect(parseCues(srv1).map((c) => c.text)).toEqual([
      "turn with me to John's gospel",
      'chapter fifteen verse five',
    ]);
    const srv3 = '<timedtext format="3"><body><p t="1200" d="900">Amen &amp; amen</p></body></timedtext>';
    expect(parseCues(srv3)).toEqual([{ start: 1.2, text: 'Amen & amen' }]);
  });

  it('reads WebVTT with settings and voice tags, and drops the repeated half of rolling auto captions', () => {
    const vtt = `WEBVTT\nKind: captions\n\n00:00:01.000 --> 00:00:03.000 align:start\n<v Pastor>Good morning church</v>\n\n00:00:03.000 --> 00:00:05.000\nGood morning church\nlet us pray`;
    expect(detectFormat(vtt)).toBe('vtt');
    expect(parseCues(vtt).map((c) => c.text)).toEqual(['Good morning church', 'let us pray']);
  });

  it('reads SRT and joins cues into paragraphs at long pauses', () => {
    const srt =
      '1\r\n00:00:01,000 --> 00:00:02,000\r\nFirst words.\r\n\r\n2\r\n00:00:02,500 --> 00:00:04,000\r\nStill the same thought.\r\n\r\n3\r\n00:00:30,000 --> 00:00:31,000\r\nAfter a long pause.\r\n';
    expect(detectFormat(srt)).toBe('srt');
    expect(transcriptToParagraphs(srt)).toEqual([
      'First words. Still the same thought.',
      'After a long pause.',
    ]);
  });

  it('keeps plain-text paragraphs as written', () => {
    expect(transcriptToParagraphs('One   paragraph\nwrapped.\n\nTwo.')).toEqual([
      'One paragraph wrapped.',
      'Two.',
    ]);
  });
});
