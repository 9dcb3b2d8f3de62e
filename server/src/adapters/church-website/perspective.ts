// Denomination words on a church's pages → the closest of our perspectives (server/data/perspectives).
// 'default' unless one tradition clearly leads: many statements of faith mention others in passing.

const SIGNS: Record<string, RegExp[]> = {
  anglican: [
    /\banglican\b/,
    /\bepiscopal\b/,
    /\bchurch of england\b/,
    /\bbook of common prayer\b/,
    /\bevensong\b/,
  ],
  baptist: [/\bbaptists?\b/, /\bbeliever'?s baptism\b/, /\bsouthern baptist convention\b/],
  // "holy catholic church" is the Apostles' Creed, said by Protestants too.
  catholic: [
    /\broman catholic\b/,
    /(?<!holy |anglo-)\bcatholic (?:church|parish|community)\b/,
    /\bmass times\b/,
    /\bdiocese\b/,
    /\bholy mass\b/,
  ],
  charismatic: [
    /\bpentecostal\b/,
    /\bcharismatic\b/,
    /\bspirit-filled\b/,
    /\bassemblies of god\b/,
    /\bfoursquare\b/,
    /\bvineyard church\b/,
    /\bgifts of the (?:holy )?spirit\b/,
  ],
  eastern_orthodox: [
    /\b(?:eastern|greek|russian|antiochian|serbian|romanian) orthodox\b/,
    /\borthodox (?:church|parish|cathedral)\b/,
    /\bdivine liturgy\b/,
  ],
  lutheran: [/\blutheran\b/, /\belca\b/, /\bmissouri synod\b/, /\blcms\b/, /\baugsburg confession\b/],
  reformed: [
    /\breformed\b/,
    /\bpresbyterian\b/,
    /\bwestminster confession\b/,
    /\bheidelberg catechism\b/,
    /\bcalvinis[tm]\b/,
  ],
  wesleyan: [/\bmethodist\b/, /\bwesleyan\b/, /\bnazarene\b/, /\bsalvation army\b/],
};

export interface PerspectiveGuess {
  slug: string;
  /** The words that decided it, for the analysis record. */
  evidence: string[];
}

const count = (text: string, re: RegExp) => text.match(new RegExp(re.source, 'g'))?.length ?? 0;

/** `name` counts three times, `about` twice, the rest of the pages once. */
export const guessPerspective = (name: string, about: string, pages: string): PerspectiveGuess => {
  const weighted: [string, number][] = [
    [name.toLowerCase(), 3],
    [about.toLowerCase(), 2],
    [pages.toLowerCase(), 1],
  ];
  const scores = Object.entries(SIGNS).map(([slug, patterns]) => {
    const evidence = new Set<string>();
    let score = 0;
    for (const [text, weight] of weighted)
      for (const re of patterns) {
        const n = count(text, re);
        if (n) {
          score += Math.min(n, 3) * weight;
          evidence.add(text.match(re)?.[0] ?? re.source);
        }
      }
    return { slug, score, evidence: [...evidence] };
  });
  scores.sort((a, b) => b.score - a.score);
  const [best, second] = scores;
  if (!best || best.score < 2 || (second && second.score * 2 > best.score))
    return { slug: 'default', evidence: [] };
  return { slug: best.slug, evidence: best.evidence };
};
