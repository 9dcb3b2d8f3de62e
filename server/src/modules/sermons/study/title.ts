import { parseReferences } from '../../../../../common/src/references.ts';

// Issue 30: a study is named after its sermon ("Abiding in the Vine"), not after the video's title
// ("Abiding in the Vine | John 15:1-11 | Pastor James Miller | Grace Church"). Video titles join their
// parts with bars, dashes and bullets; the sermon's own title is the first part that is not a passage,
// a preacher, a date, a series number or the service.

const SEPARATORS = /\s+[|•·–—-]\s+|\s*\|\s*|\s*\/\/\s*/;
const PREACHER =
  /^(?:(?:senior |lead |associate |guest )?(?:pastor|pr\.?|rev(?:erend|\.)?|dr\.?|elder|bishop|father|fr\.?|minister|preacher|apostle|evangelist)\b|(?:with|by|preached by|speaker:?)\s)/i;
const DATE =
  /^(?:(?:sun(?:day)?|mon|tue|wed|thu|fri|sat)[a-z]*,?\s*)?(?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s*\d{0,4}|\d{1,2}\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s*\d{0,4})$/i;
const SERVICE =
  /^(?:(?:sunday|sunday morning|sunday evening|morning|evening|midweek|wednesday night|live|full)\s+(?:service|worship|sermon|message|stream|gathering)s?|sermon|message|live(?:stream)?|full service|worship service|sermon series|part\s+\d+|week\s+\d+|\d+)$/i;

const isReference = (part: string): boolean => {
  const refs = parseReferences(part);
  if (!refs.length) return false;
  // Only a reference (and little else): "John 15:1-11", "Psalm 119", "Romans 8:31–39 (ESV)".
  const rest = refs.reduce((s, r) => s.replace(part.slice(r.indices[0], r.indices[1]), ' '), part);
  return rest.replace(/[\s(),.;:]|esv|niv|kjv|nkjv|web|nasb|csb/gi, '').length <= 3;
};

/** The sermon's own title inside a video's title; the title itself when nothing is left. */
export const cleanSermonTitle = (raw: string): string => {
  const trimmed = raw.replace(/\s+/g, ' ').trim();
  // "Series Name: Part 3 - Title" keeps the title; a leading "Sermon:" goes.
  const parts = trimmed
    .replace(/^(?:sermon|message|live)\s*:\s*/i, '')
    .split(SEPARATORS)
    .map((p) => p.replace(/^[\s"“'‘(]+|[\s"”'’)]+$/g, '').trim())
    .filter(Boolean);
  const kept = parts.filter((p) => !isReference(p) && !PREACHER.test(p) && !DATE.test(p) && !SERVICE.test(p));
  return kept[0] ?? parts[0] ?? trimmed;
};

/**
 * Whether a plan's name is one the publisher chose, not one Emmaus would give it: the video's title, its
 * clean title, or the names earlier versions gave ("…: a Sermon Study", "…: a 5-day study").
 */
export const isChosenName = (name: string | null | undefined, sermonTitle: string): boolean => {
  const n = (name ?? '').trim();
  if (!n) return false;
  const clean = cleanSermonTitle(sermonTitle);
  const defaults = [sermonTitle.trim(), clean, `${sermonTitle}: a Sermon Study`, `${clean}: a Sermon Study`];
  return !defaults.includes(n) && !/: a \d+-day study$/.test(n);
};
