// The church's perspective in an offline study day (issue 16: "each day's insight ties the passage to the
// sermon's point, in the church's perspective"): one sentence per tradition, in the vocabulary and with
// the emphasis its guide (server/data/perspectives/<slug>.md) gives the model, so the built-in engine
// reads the passage the way the church does. An unknown slug reads as the default (common) perspective.

interface Lens {
  name: string;
  /** The passage (and the sermon's point, when there is one) as this tradition would frame it. */
  sentence: (ref: string, point: string) => string;
}

const tied = (point: string, fallback: string) => (point ? `the sermon's point (“${point}”)` : fallback);

const LENSES: Record<string, Lens> = {
  default: {
    name: 'General Christian',
    sentence: (ref, point) =>
      `With Christians everywhere, read ${ref} as part of the one gospel of Christ's death and resurrection, and hear in it ${tied(point, 'the love of God and neighbour it calls for')}.`,
  },
  reformed: {
    name: 'Reformed',
    sentence: (ref, point) =>
      `In the Reformed tradition, ${ref} shows God's sovereign grace at work: ${tied(point, 'what he gives')} is received by grace alone, through faith alone.`,
  },
  catholic: {
    name: 'Catholic',
    sentence: (ref, point) =>
      `The Church reads ${ref} within her living Tradition: ${tied(point, 'its call')} is lived out in the sacraments, above all the Eucharist.`,
  },
  baptist: {
    name: 'Baptist',
    sentence: (ref, point) =>
      `Read as Baptists read it, ${ref} calls each hearer to personal faith and repentance, and ${tied(point, 'its word')} to the gathered congregation's witness.`,
  },
  anglican: {
    name: 'Anglican',
    sentence: (ref, point) =>
      `In the Anglican way, ${ref} is read with the creeds and the common prayer of the church, and ${tied(point, 'its word')} is prayed as well as learned.`,
  },
  lutheran: {
    name: 'Lutheran',
    sentence: (ref, point) =>
      `Read as Lutherans read it, ${ref} speaks law and gospel: ${tied(point, 'its word')} shows our need, and the promise of Christ for us meets it.`,
  },
  wesleyan: {
    name: 'Wesleyan / Methodist',
    sentence: (ref, point) =>
      `In the Wesleyan tradition, ${ref} invites growth in holiness by grace: ${tied(point, 'its word')} becomes perfect love of God and neighbour.`,
  },
  eastern_orthodox: {
    name: 'Eastern Orthodox',
    sentence: (ref, point) =>
      `The Orthodox Church reads ${ref} with the Fathers: ${tied(point, 'its word')} leads to union with God in Christ (theosis).`,
  },
  charismatic: {
    name: 'Charismatic / Pentecostal',
    sentence: (ref, point) =>
      `In the Pentecostal and charismatic tradition, ${ref} points to the Holy Spirit's present power to make ${tied(point, 'its word')} real in us today.`,
  },
};

/** The lens of a perspective slug (the default one for an unknown or missing slug). */
export const lensFor = (slug: string | undefined): Lens & { slug: string } => {
  const key = slug && slug in LENSES ? slug : 'default';
  return { slug: key, ...(LENSES[key] as Lens) };
};

/** The sentence tying `ref` to the sermon's point in this perspective (quoted, its closing stop dropped). */
export const perspectiveSentence = (slug: string | undefined, ref: string, point: string): string => {
  const p = point.trim().replace(/[.!?]+$/, '');
  return lensFor(slug).sentence(ref, p);
};
