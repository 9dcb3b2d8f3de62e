// A model's answers for the True Vine fixture (test/fixtures/sermons/true-vine.txt), part by part: right
// in most things, inventing in some (Jeremiah 29:11, John 15:99, a "quote" the preacher never said), so
// tests see the check drop exactly what the transcript does not say.

export const VERBATIM =
  'We are going to spend our whole time this morning in these eight verses, and I want you to keep your Bible open in front of you, because we shall come back to them again and again.';
const passage = (
  reference: string,
  book_id: string,
  chapter: number,
  start_verse: number,
  end_verse: number,
) => ({
  reference,
  book_id,
  chapter,
  start_verse,
  end_verse,
});
const VINE = passage('John 15:1-8', 'JHN', 15, 1, 8);

/** What a model might answer for part `part`: right in most things, inventing in some. */
export const answerFor = (part: number) => ({
  is_sermon: true,
  reason: 'A preacher expounds John 15 to a congregation.',
  title: 'The True Vine',
  summary:
    part === 1
      ? 'Christ is the vine and we are the branches. God has good plans for you, as Jeremiah 29:11 promises.'
      : `Part ${part} presses the call to abide.`,
  big_idea: part === 1 ? 'Fruit comes only from abiding in Christ.' : '',
  main_text: VINE,
  passages:
    part === 1
      ? [
          VINE,
          passage('Isaiah 5', 'ISA', 5, 1, 30),
          passage('Jeremiah 29:11', 'JER', 29, 11, 11),
          passage('John 15:99', 'JHN', 15, 99, 99),
        ]
      : [passage('Philippians 4:13', 'PHP', 4, 13, 13)],
  key_sentences: part === 1 ? [VERBATIM, 'Abiding is the secret of a happy life, said the preacher.'] : [],
  outline:
    part === 1
      ? [
          { point: 'Christ is the true vine.', passages: [VINE] },
          {
            point: 'God plans to prosper you (Jeremiah 29:11).',
            passages: [passage('Jeremiah 29:11', 'JER', 29, 11, 11)],
          },
        ]
      : [
          {
            point: `Point ${part}: without him we can do nothing.`,
            passages: [passage('John 15:5', 'JHN', 15, 5, 5)],
          },
        ],
  themes: ['Abiding in Christ', 'Fruitfulness'],
  illustrations: part === 1 ? ['The vine and the husbandman.'] : [],
  applications: ['Stay close to Christ in prayer and the word.'],
  discussion_questions: ['What does it look like for you to abide in Christ this week?'],
});
export const partOf = (body: Record<string, unknown>) => {
  const user = (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content);
  return Number(text.match(/part (\d+) of (\d+)/)?.[1] ?? 0);
};

/**
 * What a model might answer when asked to write a Sermon Study (study/model-writer.ts) for the days its
 * prompt lists; `invent` adds a passage the sermon never used, a question without a question mark and
 * a day's insight that only cites the invented passage.
 */
export const studyAnswer = (body: Record<string, unknown>, opts: { invent?: boolean } = {}) => {
  const user = (body.messages as { role: string; content: unknown }[]).find((m) => m.role === 'user');
  const text = typeof user?.content === 'string' ? user.content : JSON.stringify(user?.content);
  const count = Number(text.match(/The days \((\d+)\)/)?.[1] ?? 0);
  return {
    name: 'Abide: a week in John 15',
    description: 'Seven readings on abiding in Christ, the true vine.',
    days: Array.from({ length: count }, (_, i) => ({
      day: i + 1,
      name: `Day ${i + 1}: abide`,
      insight:
        opts.invent && i === 1
          ? 'God has plans to prosper you (Jeremiah 29:11).'
          : `Fruit comes from staying joined to Christ.${opts.invent ? ' As Jeremiah 29:11 promises, all will go well.' : ''}`,
      question:
        opts.invent && i === 0
          ? 'Discuss abiding'
          : `Where do you need to abide in Christ this week (day ${i + 1})?`,
    })),
  };
};
