// Sanity check for eval/sermons/truth.jsonl: verifies that every labelled span
// (reference or false friend) sits exactly where the truth says it does, that
// enums and OSIS strings are well-formed, and that spans do not overlap.
// It never looks for references itself, so it cannot leak a parser's view
// into the hand-made truth.  Usage: node eval/sermons/check-truth.mjs [truth file]
// (the file is relative to this folder; default truth.jsonl, e.g. truth2.jsonl).
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const dir = dirname(fileURLToPath(import.meta.url));
const FORMS = new Set([
  'full_name',
  'abbreviation',
  'list_item',
  'spelled_out',
  'verse_only',
  'chapter_only',
  'roman_numeral',
]);
const ROLES = new Set(['preached_on', 'mentioned']);
const OSIS = /^[1-4]?[A-Z][A-Za-z]+\.\d+(\.\d+)?(-[1-4]?[A-Z][A-Za-z]+\.\d+(\.\d+)?)?$/;

/** Parses WebVTT into Map<cue id, cue text>. */
function parseVtt(src) {
  const cues = new Map();
  const blocks = src.replace(/\r/g, '').split(/\n\n+/);
  if (!blocks[0].startsWith('WEBVTT')) throw new Error('missing WEBVTT header');
  for (const b of blocks.slice(1)) {
    const lines = b.split('\n').filter((l) => l.length > 0);
    if (lines.length === 0) continue;
    if (lines.length !== 3 || !/^\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}$/.test(lines[1])) {
      throw new Error(`bad cue block: ${JSON.stringify(b)}`);
    }
    cues.set(Number(lines[0]), lines[2]);
  }
  return cues;
}

let problems = 0;
const fail = (id, msg) => {
  problems++;
  process.stderr.write(`${id}: ${msg}\n`);
};
const totals = { docs: 0, refs: 0, falseFriends: 0 };
const truthFile = process.argv[2] ?? 'truth.jsonl';
const lines = readFileSync(join(dir, truthFile), 'utf8').split('\n').filter(Boolean);
for (const line of lines) {
  const doc = JSON.parse(line);
  totals.docs++;
  const src = readFileSync(join(dir, doc.file), 'utf8');
  const cues = doc.style === 'captions' ? parseVtt(src) : null;
  const spans = [];
  const at = (s) => {
    if (doc.style === 'manuscript') return [src.slice(s.offset, s.offset + s.text.length), 0, s.offset];
    const cueText = cues.get(s.cue);
    if (cueText === undefined) return [undefined, s.cue, 0];
    return [cueText.slice(s.cue_offset, s.cue_offset + s.text.length), s.cue, s.cue_offset];
  };
  for (const m of doc.main) if (!OSIS.test(m)) fail(doc.id, `bad main ${m}`);
  for (const [kind, list] of [
    ['ref', doc.references],
    ['ff', doc.false_friends],
  ]) {
    for (const s of list) {
      const [found, cue, off] = at(s);
      if (found !== s.text)
        fail(
          doc.id,
          `${kind} ${JSON.stringify(s.text)} not found at ${cue}:${off} (got ${JSON.stringify(found)})`,
        );
      spans.push([cue, off, off + s.text.length, s.text]);
      if (kind === 'ref') {
        if (!FORMS.has(s.form)) fail(doc.id, `bad form ${s.form}`);
        if (!ROLES.has(s.role)) fail(doc.id, `bad role ${s.role}`);
        if (!Array.isArray(s.osis) || s.osis.length === 0) fail(doc.id, `no osis for ${s.text}`);
        for (const o of s.osis) if (!OSIS.test(o)) fail(doc.id, `bad osis ${o}`);
      }
    }
  }
  spans.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  for (let i = 1; i < spans.length; i++) {
    const [c0, , e0, t0] = spans[i - 1];
    const [c1, s1, , t1] = spans[i];
    if (c0 === c1 && s1 < e0) fail(doc.id, `overlapping spans ${JSON.stringify(t0)} / ${JSON.stringify(t1)}`);
  }
  totals.refs += doc.references.length;
  totals.falseFriends += doc.false_friends.length;
}
process.stdout.write(
  `${totals.docs} documents, ${totals.refs} references, ${totals.falseFriends} false friends, ${problems} problems\n`,
);
process.exit(problems === 0 ? 0 : 1);
