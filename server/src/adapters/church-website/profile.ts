import { z } from 'zod';

// What an analysis finds, in one schema: the offline rules fill it, and so does a configured model
// through structured output. Either way `cleanProfile` checks every field before anything is stored.

export const PERSPECTIVES = [
  'default',
  'anglican',
  'baptist',
  'catholic',
  'charismatic',
  'eastern_orthodox',
  'lutheran',
  'reformed',
  'wesleyan',
] as const;

export const ChurchProfile = z.object({
  not_a_church: z.boolean().describe('true when the website is not a church, parish or congregation'),
  reason: z.string().nullable().describe('why it is or is not a church, one sentence'),
  name: z.string().nullable().describe("the church's name, without slogans or page titles"),
  about: z.string().nullable().describe('one clean paragraph about the church, not menu text'),
  logo_url: z.string().nullable().describe('absolute URL of the logo image'),
  address: z.string().nullable(),
  service_times: z.string().nullable(),
  youtube_channel: z.string().nullable().describe('absolute URL of the video channel'),
  perspective: z.enum(PERSPECTIVES).describe("closest tradition; 'default' when unsure"),
});
export type ChurchProfile = z.infer<typeof ChurchProfile>;

const LIMITS = { name: 200, about: 2000, address: 300, service_times: 300, reason: 300 } as const;

const text = (value: string | null | undefined, max: number): string | null => {
  const clean = (value ?? '').replace(/\s+/g, ' ').trim();
  if (!clean) return null;
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2))}…`;
};

/** An absolute http(s) URL of at most 2048 characters, or null. */
export const httpUrl = (value: string | null | undefined, base?: string): string | null => {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    const s = url.toString();
    return s.length <= 2048 ? s : null;
  } catch {
    return null;
  }
};

/** Trims, bounds and checks every field; anything that fails becomes null ('default' perspective). */
export const cleanProfile = (raw: ChurchProfile): ChurchProfile => ({
  not_a_church: raw.not_a_church === true,
  reason: text(raw.reason, LIMITS.reason),
  name: text(raw.name, LIMITS.name),
  about: text(raw.about, LIMITS.about),
  logo_url: httpUrl(raw.logo_url),
  address: text(raw.address, LIMITS.address),
  service_times: text(raw.service_times, LIMITS.service_times),
  youtube_channel: httpUrl(raw.youtube_channel),
  perspective: (PERSPECTIVES as readonly string[]).includes(raw.perspective) ? raw.perspective : 'default',
});
