import type { CareKind, CareResource } from '../contracts/care.ts';

/**
 * The lines Emmaus points to when `CARE_RESOURCES` is not set (issue 29): the 988 Suicide & Crisis
 * Lifeline and the National Domestic Violence Hotline for the United States, Childhelp for a child
 * being hurt, and an international directory of helplines for everywhere else. The web app ships this
 * list too, so the card is there offline.
 */
export const DEFAULT_CARE_RESOURCES: CareResource[] = [
  {
    region: 'US',
    name: '988 Suicide & Crisis Lifeline',
    phone: '988',
    text: '988',
    url: 'https://988lifeline.org',
  },
  {
    region: 'US',
    name: 'National Domestic Violence Hotline',
    phone: '1-800-799-7233',
    text: 'Text START to 88788',
    url: 'https://www.thehotline.org',
    kinds: ['domestic', 'abuse'],
  },
  {
    region: 'US',
    name: 'Childhelp National Child Abuse Hotline',
    phone: '1-800-422-4453',
    url: 'https://www.childhelphotline.org',
    kinds: ['abuse'],
  },
  {
    region: '*',
    name: 'Find a Helpline (free, confidential lines in every country)',
    url: 'https://findahelpline.com',
  },
];

/**
 * The reader's country from their language tags ("en-US,en;q=0.9" → US), if one names it. Only a
 * hint: the card always keeps the lines for everywhere.
 */
export const regionOf = (languages: string | readonly string[] | undefined): string | undefined => {
  const tags = typeof languages === 'string' ? languages.split(',') : (languages ?? []);
  for (const tag of tags) {
    const region = tag
      .trim()
      .split(';')[0]
      ?.split('-')
      .slice(1)
      .find((part) => /^[a-z]{2}$/i.test(part));
    if (region) return region.toUpperCase();
  }
  return undefined;
};

/**
 * The lines to show for this kind and region: the region's own first, then those for everywhere. A
 * reader whose region is unknown sees every line for the kind (the US lines are the default's only
 * country); one whose region has no line of its own sees those for everywhere.
 */
export const resourcesFor = (
  all: readonly CareResource[],
  kind: CareKind | 'friend' | 'grief',
  region: string | undefined,
): CareResource[] => {
  // A friend at risk is helped by the same lines as the reader would be; grief by the general ones.
  const asKind: CareKind = kind === 'friend' || kind === 'grief' ? 'suicide' : kind;
  const fits = all.filter((r) => !r.kinds || r.kinds.includes(asKind));
  const everywhere = fits.filter((r) => r.region === '*');
  if (!region) return [...fits.filter((r) => r.region !== '*'), ...everywhere];
  return [...fits.filter((r) => r.region === region), ...everywhere];
};
