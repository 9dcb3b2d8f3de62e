import { writeFileSync } from 'node:fs';

/**
 * Records each response as wrk will get it (no compression asked), headers included, into `file`: what
 * bench/baseline-server.ts serves, so the bare node:http baseline sends exactly the same bytes.
 */
export const recordBodies = async (base: string, paths: readonly string[], file: string) => {
  const recorded: Record<string, { headers: Record<string, string>; body: string }> = {};
  for (const p of paths) {
    const res = await fetch(base + p, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries(
      [...res.headers].filter(([k]) => !['date', 'connection', 'keep-alive', 'content-length'].includes(k)),
    );
    recorded[p] = { headers, body: await res.text() };
  }
  writeFileSync(file, JSON.stringify(recorded));
};
