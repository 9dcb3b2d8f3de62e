// `npm run eval:care [-- set.jsonl …] [--quiet]`: how the care recognition (common/src/care) does on
// labelled sets: recall on crisis lines, false positives on the rest, and the friend/grief pointer.
// Defaults to eval/care-dev.jsonl (tuned on) and eval/care-heldout.jsonl (untouched: read its totals only).
import { careOf as careByPatterns, supportOf } from '../common/src/care/care-detect.ts';
import { classOfKind } from '../common/src/care/care-model.ts';
import { CARE_MODEL } from '../common/src/care/care-model-data.ts';
import { readJsonl } from './eval-sets.ts';

interface Line {
  q: string;
  label: 'crisis' | 'none' | 'friend';
  kind: string;
}

const args = process.argv.slice(2);
const quiet = args.includes('--quiet');
const files = args.filter((a) => !a.startsWith('--'));
// --patterns: the patterns alone, as the web app has them before the model is loaded.
const careOf = (q: string) => careByPatterns(q, args.includes('--patterns') ? undefined : CARE_MODEL);
const sets = files.length ? files : ['eval/care-dev.jsonl', 'eval/care-heldout.jsonl'];

export const scoreCare = (lines: Line[]) => {
  const crisis = lines.filter((l) => l.label === 'crisis');
  const rest = lines.filter((l) => l.label !== 'crisis');
  const friends = lines.filter((l) => l.label === 'friend');
  const missed = crisis.filter((l) => !careOf(l.q));
  const falseAlarms = rest.filter((l) => careOf(l.q));
  const wrongKind = crisis.filter((l) => {
    const found = careOf(l.q);
    return found && found.kind !== classOfKind(l.kind);
  });
  const friendsSeen = friends.filter((l) => !careOf(l.q) && supportOf(l.q, CARE_MODEL) === 'friend');
  return { crisis, rest, friends, missed, falseAlarms, wrongKind, friendsSeen };
};

const pct = (n: number, d: number) => `${((100 * n) / Math.max(1, d)).toFixed(1)}% (${n}/${d})`;
for (const file of sets) {
  const lines = readJsonl<Line>(file);
  const s = scoreCare(lines);
  console.log(`${file}`);
  console.log(
    `  recall (card shown on crisis lines): ${pct(s.crisis.length - s.missed.length, s.crisis.length)}`,
  );
  console.log(`  false positives (card on the others): ${pct(s.falseAlarms.length, s.rest.length)}`);
  // The two kinds of "others" apart: near misses (no one in danger) and someone close at risk, where an
  // emergency happening now to the person beside the reader shows the card by design (care-detect.ts).
  const nearMisses = s.rest.filter((l) => l.label === 'none');
  console.log(
    `    of which on near misses: ${pct(s.falseAlarms.filter((l) => l.label === 'none').length, nearMisses.length)}; on someone close: ${pct(s.falseAlarms.filter((l) => l.label === 'friend').length, s.friends.length)}`,
  );
  console.log(
    `  kind as labelled: ${pct(s.crisis.length - s.missed.length - s.wrongKind.length, s.crisis.length - s.missed.length)}`,
  );
  console.log(`  friend pointer on friend lines: ${pct(s.friendsSeen.length, s.friends.length)}`);
  if (quiet || file.includes('heldout')) continue;
  for (const l of s.missed) console.log(`  missed [${l.kind}] ${l.q}`);
  for (const l of s.falseAlarms)
    console.log(`  false alarm [${l.label}/${l.kind}] ${l.q} → ${careOf(l.q)?.kind}`);
  for (const l of s.wrongKind) console.log(`  kind ${careOf(l.q)?.kind} for [${l.kind}] ${l.q}`);
  for (const l of s.friends.filter((f) => !s.friendsSeen.includes(f)))
    console.log(`  friend not pointed: ${l.q}`);
}
