import { transcriptWords } from '../../../lib/text/tokenise.ts';

// Spec §8 / issue 16: music, announcements and livestream waiting screens are not sermons. The
// reason names the evidence so a publisher can judge it.

export interface Classification {
  isSermon: boolean;
  reason: string;
}

const SOUND_CUES = /\[(?:music|singing|applause)[^\]]*\]|[♪♫]/gi;
const WAITING =
  /\b(?:(?:stream|service|broadcast|we)\s+will\s+(?:begin|start)\s+(?:shortly|soon|in)|starting\s+soon|please\s+stand\s+by|we(?:'ll| will)\s+be\s+(?:right\s+)?back|thanks?\s+for\s+(?:joining|tuning\s+in).{0,40}\b(?:begin|start))/gi;
const ANNOUNCEMENT =
  /\b(?:announcements?|sign[\s-]?up|register|registration|potluck|bulletin|volunteers?|parking|nursery|youth\s+group|tithe|giving\s+online|website|email|calendar|fundraiser|bake\s+sale|schedule)\b/gi;
const FAITH_WORDS =
  /\b(?:god|jesus|christ|lord|spirit|gospel|scripture|bible|sin|sins|grace|faith|pray|prayer|heaven|salvation|cross|holy|saviour|savior|righteous|righteousness|repent|mercy)\b/gi;

const count = (text: string, re: RegExp): number => text.match(re)?.length ?? 0;

/** Share of short lines that repeat an earlier line: choruses. */
const repetition = (lines: string[]): number => {
  const seen = new Set<string>();
  let repeats = 0;
  let total = 0;
  for (const l of lines) {
    const key = l
      .toLowerCase()
      .replace(/[^a-z ]/g, '')
      .trim();
    const n = key.split(/\s+/).length;
    // Sung lines are short; a repeated long sentence is not a chorus.
    if (n < 3 || n > 14) continue;
    total++;
    if (seen.has(key)) repeats++;
    seen.add(key);
  }
  return total ? repeats / total : 0;
};

export const classify = (rawLines: string[], speechWords: number, citations: number): Classification => {
  const raw = rawLines.join('\n');
  const cues = count(raw, SOUND_CUES);
  const cueShare = rawLines.length
    ? rawLines.filter((l) => /\[(?:music|singing)|[♪♫]/i.test(l)).length / rawLines.length
    : 0;
  const lyricRepeat = repetition(rawLines.flatMap((l) => l.split(/\n|(?<=[.!?])\s+/)));
  const waiting = count(raw, WAITING);
  const announcements = count(raw, ANNOUNCEMENT);
  const faith = count(raw, FAITH_WORDS);
  const perThousand = (n: number) => (n * 1000) / Math.max(speechWords, 1);

  if (waiting > 0 && speechWords < 800)
    return {
      isSermon: false,
      reason: `This looks like a livestream waiting screen ("${raw.match(WAITING)?.[0] ?? ''}"), with only ${speechWords} words of speech.`,
    };
  if ((cueShare > 0.3 || cues > 10 || lyricRepeat > 0.3) && citations < 3 && speechWords < 2500)
    return {
      isSermon: false,
      reason: `The transcript is mostly music or song lyrics (${cues} music cues, ${Math.round(lyricRepeat * 100)}% of lines repeated) with ${citations} Scripture citations.`,
    };
  if (speechWords < 300)
    return {
      isSermon: false,
      reason: `The transcript has only ${speechWords} words, too short for a sermon.`,
    };
  if (perThousand(announcements) > 6 && citations < 2 && speechWords < 3000)
    return {
      isSermon: false,
      reason: `The transcript reads as church announcements (${announcements} mentions of events, sign-ups and schedules) with no Scripture exposition.`,
    };
  if (citations === 0 && perThousand(faith) < 4)
    return {
      isSermon: false,
      reason: 'The transcript cites no Scripture and hardly speaks of God, Christ or the gospel.',
    };
  return {
    isSermon: true,
    reason: `A ${speechWords}-word message citing Scripture ${citations} time${citations === 1 ? '' : 's'}.`,
  };
};

export const wordCount = (text: string): number => transcriptWords(text).length;
