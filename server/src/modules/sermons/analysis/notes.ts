import type { SermonAnalysis, SermonPassage } from '../../../../../common/src/contracts/sermons.ts';
import { readerLink } from './passages.ts';

// The sermon notes readers see beside the study (spec §8): markdown, every reference a link to the
// reader, and only passages the preacher cited.

const link = (p: SermonPassage) => `[${p.reference}](${readerLink(p)})`;

export const buildNotes = (a: Omit<SermonAnalysis, 'content'>): string => {
  const out: string[] = [`# ${a.title}`, ''];
  if (a.main_text) out.push(`**Main text:** ${link(a.main_text)}`, '');
  if (a.big_idea) out.push('## Big idea', '', a.big_idea, '');
  if (a.summary) out.push('## Summary', '', a.summary, '');
  if (a.outline.length) {
    out.push('## Outline', '');
    a.outline.forEach((o, i) => {
      const refs = o.passages.length ? ` (${o.passages.map(link).join('; ')})` : '';
      out.push(`${i + 1}. ${o.point}${refs}`);
    });
    out.push('');
  }
  if (a.passages.length) {
    out.push('## Scripture cited', '');
    for (const p of a.passages)
      out.push(`- ${link(p)}${p.mentions > 1 ? ` — named ${p.mentions} times` : ''}`);
    out.push('');
  }
  if (a.themes.length) out.push('## Themes', '', a.themes.join(' · '), '');
  if (a.illustrations.length) out.push('## Illustrations', '', ...a.illustrations.map((s) => `- ${s}`), '');
  if (a.applications.length) out.push('## Applications', '', ...a.applications.map((s) => `- ${s}`), '');
  if (a.discussion_questions.length)
    out.push('## Discussion questions', '', ...a.discussion_questions.map((q, i) => `${i + 1}. ${q}`), '');
  return out.join('\n').trim();
};
