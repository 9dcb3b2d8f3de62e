import type { SermonAnalysis, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { readerLink } from './passages.ts';

// The sermon notes readers see beside the study (spec §8): markdown, every reference a link to the
// reader, and only passages the preacher cited.

const link = (p: SermonPassage) => `[${p.reference}](${readerLink(p)})`;

/**
 * Everything the publisher or the transcript supplies is text (issue 30): markup in a title or a
 * sentence ("<script>", "**", "[x](y)") is escaped, so it reads as written and never as HTML, a link
 * or emphasis. Only what the notes add (headings, reference links) is markdown.
 */
const ENTITY: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };
export const escapeMarkdown = (s: string): string =>
  s
    .replace(/[&<>\\`*_[\]#|~]/g, (c) => ENTITY[c] ?? `\\${c}`)
    .replace(/^(\s*)(\d+)\.(\s)/, '$1$2\\.$3')
    .replace(/^(\s*)([-+])(\s)/, '$1\\$2$3');
const md = escapeMarkdown;

export const buildNotes = (a: Omit<SermonAnalysis, 'content'>): string => {
  const out: string[] = [`# ${md(a.title)}`, ''];
  if (a.main_text) out.push(`**Main text:** ${link(a.main_text)}`, '');
  if (a.big_idea) out.push('## Big idea', '', md(a.big_idea), '');
  if (a.summary) out.push('## Summary', '', md(a.summary), '');
  if (a.outline.length) {
    out.push('## Outline', '');
    a.outline.forEach((o, i) => {
      const refs = o.passages.length ? ` (${o.passages.map(link).join('; ')})` : '';
      out.push(`${i + 1}. ${md(o.point)}${refs}`);
    });
    out.push('');
  }
  if (a.passages.length) {
    out.push('## Scripture cited', '');
    for (const p of a.passages)
      out.push(`- ${link(p)}${p.mentions > 1 ? ` — named ${p.mentions} times` : ''}`);
    out.push('');
  }
  if (a.themes.length) out.push('## Themes', '', md(a.themes.join(' · ')), '');
  if (a.illustrations.length)
    out.push('## Illustrations', '', ...a.illustrations.map((s) => `- ${md(s)}`), '');
  if (a.applications.length) out.push('## Applications', '', ...a.applications.map((s) => `- ${md(s)}`), '');
  if (a.discussion_questions.length)
    out.push(
      '## Discussion questions',
      '',
      ...a.discussion_questions.map((q, i) => `${i + 1}. ${md(q)}`),
      '',
    );
  return out.join('\n').trim();
};
