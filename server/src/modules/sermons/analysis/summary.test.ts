import { describe, expect, it } from 'vitest';
import { analyzeTranscript } from './analyze.ts';
import { keySentences } from './sections.ts';
import { sentenceUnits } from './sentences.ts';
import { textRank } from './textrank.ts';

// Issue 30: the offline summary is the preacher's best sentences in the order preached, and its first
// sentence must make sense on its own: never one that only follows another ("That is what…", "But…").

const SERMON = [
  'Good morning, church. Turn with me to Ephesians chapter two, verses eight and nine.',
  'That is what grace means: God gives his love to sinners who have done nothing to earn his love. Paul wrote to the church at Ephesus about a gift. For by grace you have been saved through faith. We did not earn the gift of grace, and we cannot lose the gift of grace by failing.',
  'Many of us live as if God keeps a ledger of our failures. We think his love rises and falls with our obedience. We try harder every week to earn what God has already given as a gift.',
  'Grace is the love of God given to sinners who deserve nothing from God. The gift of grace comes before our obedience, never after it. Our obedience is the fruit of grace, not the root of grace.',
  'Think of the thief on the cross beside Jesus. He had nothing to give and no time left to earn anything. Yet Jesus promised him paradise that very day.',
  'So this week, stop trying to earn the love God already gives you. Rest in the gift of grace. Let your obedience grow out of gratitude for grace.',
];
const LEANING =
  'That is what grace means: God gives his love to sinners who have done nothing to earn his love.';

/** The summary of sentences ranked in the order given (the first ranks highest). */
const summaryOf = (sentences: string[]) => {
  const units = sentenceUnits([sentences.join(' ')]);
  expect(units).toHaveLength(sentences.length);
  return keySentences(
    units,
    units.map((_, i) => 1 - i / 100),
    4,
    { summary: true },
  );
};
const OTHERS = [
  'God gives his grace freely to all who come to him with empty hands.',
  'The cross shows how far the love of God will go for his people.',
  'Every one of us needs the same mercy that the thief on the cross received.',
  'Our obedience grows out of gratitude and never out of fear of God.',
  'The church is a family of forgiven people who forgive one another.',
];

describe('the offline summary’s first sentence (issue 30)', () => {
  it('in a sermon whose best-scoring sentence opens "That is what…", the summary starts past it', async () => {
    const units = sentenceUnits(SERMON);
    const rank = textRank(units.map((u) => u.text));
    const best = units[rank.indexOf(Math.max(...rank))]?.text;
    expect(best).toBe(LEANING);
    const a = await analyzeTranscript({ paragraphs: SERMON, title: 'Saved by Grace' });
    expect(a.summary).not.toMatch(/^That is what/);
    expect(a.summary.startsWith('We did not earn the gift of grace')).toBe(true);
    expect(a.summary).toContain('Grace is the love of God given to sinners who deserve nothing from God.');
  });

  it.each([
    'That is what the apostle meant when he wrote about the riches of grace.',
    'This is why the apostle could say that nothing separates us from his love.',
    "That's the reason the early church sang about grace in every prison cell.",
    'It is the free gift of God to sinners who could never pay for it.',
    'These are the words of a man who once hunted down the followers of Jesus.',
    'Such love does not wait for us to become lovely before it comes to us.',
    'But grace is never cheap, because it cost the Son of God his own life.',
    'And the same grace that saved us will keep us to the very end of our lives.',
    'So the gospel is not good advice for us but good news about what God did.',
    'Therefore we come to the table with empty hands and open hearts this morning.',
  ])('"%s" ranked first is never the summary’s first sentence', (leaning) => {
    const summary = summaryOf([leaning, ...OTHERS]);
    expect(summary[0]).toBe(OTHERS[0]);
    expect(summary).toHaveLength(4);
    expect(summary).not.toContain(leaning);
  });

  it('a leaning sentence after the first keeps its place; one naming what it points at may open', () => {
    const later = 'But grace is never cheap, because it cost the Son of God his own life.';
    expect(summaryOf([OTHERS[0] as string, later, ...OTHERS.slice(1)])).toEqual([
      OTHERS[0],
      later,
      OTHERS[1],
      OTHERS[2],
    ]);
    for (const opener of [
      'This psalm teaches us that the Lord is our shepherd in every dark valley.',
      'That God would love sinners like us is the wonder of the whole gospel.',
      'Itinerant preachers carried this message of grace across the whole country.',
      'Those who love the ways of God are blessed wherever the road takes them.',
    ])
      expect(summaryOf([opener, ...OTHERS])[0]).toBe(opener);
  });

  it('several leaning sentences in a row give way, each to the next best, in the order preached', () => {
    const summary = summaryOf([
      'That is what grace means for sinners who have nothing to bring to God.',
      'It is the gift that God gives to those who cannot earn his favour at all.',
      'But grace is never cheap, because it cost the Son of God his own life.',
      ...OTHERS,
    ]);
    expect(summary).toEqual(OTHERS.slice(0, 4));
  });
});
