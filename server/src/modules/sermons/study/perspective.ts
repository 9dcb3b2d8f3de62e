// The church's perspective in an offline study day (issue 16: "each day's insight ties the passage to the
// sermon's point, in the church's perspective"): one sentence per tradition, in the vocabulary and with
// the emphasis its guide (server/data/perspectives/<slug>.md) gives the model, so the built-in engine
// reads the passage the way the church does. An unknown slug reads as the default (common) perspective.

interface Lens {
  name: string;
  /** The passage (and the sermon's point, when there is one) as this tradition would frame it. */
  sentence: (ref: string, point: string) => string;
  /** Shorter colourings in the tradition's own vocabulary (issue 30: no stock sentence on every day). */
  accents: ((ref: string) => string)[];
}

const tied = (point: string, fallback: string) => (point ? `the sermon's point (“${point}”)` : fallback);

const LENSES: Record<string, Lens> = {
  default: {
    name: 'General Christian',
    sentence: (ref, point) =>
      `With Christians everywhere, read ${ref} as part of the one gospel of Christ's death and resurrection, and hear in it ${tied(point, 'the love of God and neighbour it calls for')}.`,
    accents: [
      (ref) =>
        `Christians of every church can pray ${ref} together as a word about loving God and neighbour.`,
      (ref) => `Read ${ref} as part of the one story of Christ's death and resurrection.`,
    ],
  },
  reformed: {
    name: 'Reformed',
    sentence: (ref, point) =>
      `In the Reformed tradition, ${ref} shows God's sovereign grace at work: ${tied(point, 'what he gives')} is received by grace alone, through faith alone.`,
    accents: [
      (ref) => `The Reformers heard in ${ref} the God who keeps his covenant promises, not our own strength.`,
      (ref) => `${ref} gives the glory to God alone: what grows in us is his work before it is ours.`,
    ],
  },
  catholic: {
    name: 'Catholic',
    sentence: (ref, point) =>
      `The Church reads ${ref} within her living Tradition: ${tied(point, 'its call')} is lived out in the sacraments, above all the Eucharist.`,
    accents: [
      (ref) => `The Fathers and the saints prayed ${ref}; the Church hears it anew at every Mass.`,
      (ref) => `${ref} invites the faithful to receive this word in the sacraments and in prayer.`,
    ],
  },
  baptist: {
    name: 'Baptist',
    sentence: (ref, point) =>
      `Read as Baptists read it, ${ref} calls each hearer to personal faith and repentance, and ${tied(point, 'its word')} to the gathered congregation's witness.`,
    accents: [
      (ref) =>
        `${ref} is for each believer to hear personally, and for the congregation to live out together.`,
      (ref) => `In a believers' church, ${ref} is a word to obey as well as to trust.`,
    ],
  },
  anglican: {
    name: 'Anglican',
    sentence: (ref, point) =>
      `In the Anglican way, ${ref} is read with the creeds and the common prayer of the church, and ${tied(point, 'its word')} is prayed as well as learned.`,
    accents: [
      (ref) => `${ref} is one to carry into the daily office: read, marked, learned and inwardly digested.`,
      (ref) => `The Book of Common Prayer teaches us to pray ${ref} before we explain it.`,
    ],
  },
  lutheran: {
    name: 'Lutheran',
    sentence: (ref, point) =>
      `Read as Lutherans read it, ${ref} speaks law and gospel: ${tied(point, 'its word')} shows our need, and the promise of Christ for us meets it.`,
    accents: [
      (ref) => `In ${ref}, hear where the law accuses and where the gospel gives Christ for you.`,
      (ref) => `${ref} is promise before it is command: Christ's gift comes first.`,
    ],
  },
  wesleyan: {
    name: 'Wesleyan / Methodist',
    sentence: (ref, point) =>
      `In the Wesleyan tradition, ${ref} invites growth in holiness by grace: ${tied(point, 'its word')} becomes perfect love of God and neighbour.`,
    accents: [
      (ref) => `${ref} is grace that goes before us and grace that makes us holy in love.`,
      (ref) => `Wesley would ask how ${ref} grows the love of God and neighbour in your heart.`,
    ],
  },
  eastern_orthodox: {
    name: 'Eastern Orthodox',
    sentence: (ref, point) =>
      `The Orthodox Church reads ${ref} with the Fathers: ${tied(point, 'its word')} leads to union with God in Christ (theosis).`,
    accents: [
      (ref) => `The Fathers read ${ref} as a step on the way of union with God.`,
      (ref) => `${ref} is read in the Church's worship, where the word is prayed before it is studied.`,
    ],
  },
  charismatic: {
    name: 'Charismatic / Pentecostal',
    sentence: (ref, point) =>
      `In the Pentecostal and charismatic tradition, ${ref} points to the Holy Spirit's present power to make ${tied(point, 'its word')} real in us today.`,
    accents: [
      (ref) => `Ask the Holy Spirit to make ${ref} living and present in you today.`,
      (ref) => `${ref} is not only history: the same Spirit is at work in the church now.`,
    ],
  },
};

/** The lens of a perspective slug (the default one for an unknown or missing slug). */
export const lensFor = (slug: string | undefined): Lens & { slug: string } => {
  const key = slug && slug in LENSES ? slug : 'default';
  return { slug: key, ...(LENSES[key] as Lens) };
};

/**
 * The perspective's colouring of a day (issue 30): its full sentence on the first day, a shorter accent on
 * some later days, nothing on the rest, so no day opens or closes with the same stock sentence.
 */
export const perspectiveNote = (
  slug: string | undefined,
  day: number,
  ref: string,
  point: string,
): string => {
  const lens = lensFor(slug);
  if (day === 0) return perspectiveSentence(slug, ref, point);
  if (day % 2 === 1) return '';
  const accent = lens.accents[(day / 2 - 1) % lens.accents.length];
  const text = accent ? accent(ref) : '';
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/** The sentence tying `ref` to the sermon's point in this perspective (quoted, its closing stop dropped). */
export const perspectiveSentence = (slug: string | undefined, ref: string, point: string): string => {
  const p = point.trim().replace(/[.!?]+$/, '');
  return lensFor(slug).sentence(ref, p);
};
