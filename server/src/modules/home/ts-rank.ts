/**
 * PostgreSQL's full-text matching and `ts_rank_cd` in JavaScript, over lexemes the database produced
 * (`to_tsvector`/`websearch_to_tsquery` text), so home search ranks in memory instead of holding the
 * embedded database's only thread for hundreds of milliseconds (issue 19 item 7).
 */

/** A parsed tsquery; operands are numbered in reading order, as PostgreSQL numbers its query items. */
export type TsQuery =
  | { op: 'lex'; lexeme: string; item: number }
  | { op: 'and' | 'or'; left: TsQuery; right: TsQuery }
  | { op: 'not'; arg: TsQuery };

/** The lexemes of a tsvector's text output (`'love':3,9 'world':5`) with their positions. */
export const parseTsVector = (text: string): Map<string, number[]> => {
  const out = new Map<string, number[]>();
  for (const m of text.matchAll(/'((?:[^'\\]|''|\\.)*)'(?::([0-9A-D,]+))?/g)) {
    const lexeme = (m[1] ?? '').replace(/''/g, "'").replace(/\\(.)/g, '$1');
    out.set(
      lexeme,
      (m[2] ?? '')
        .split(',')
        .filter(Boolean)
        .map((p) => Number.parseInt(p, 10)),
    );
  }
  return out;
};

/**
 * Parses a tsquery's text output (`'deal' & ( 'anxieti' | 'worri' ) & !'die'`). A phrase (`<->`,
 * `<N>`, from a quoted phrase in websearch syntax) counts as AND: the words must all be in the verse,
 * not necessarily adjacent. Precedence as in PostgreSQL: ! over <-> over & over |.
 */
export const parseTsQuery = (text: string): TsQuery | null => {
  const tokens = text.match(/'(?:[^'\\]|''|\\.)*'(?::\*?[A-D]*)?|<\d*-?>|[&|!()]/g) ?? [];
  let at = 0;
  let items = 0;
  const primary = (): TsQuery | null => {
    const t = tokens[at++];
    if (t === undefined) return null;
    if (t === '!') {
      const arg = primary();
      return arg && { op: 'not', arg };
    }
    if (t === '(') {
      const inner = or();
      at++; // ')'
      return inner;
    }
    if (t.startsWith("'")) {
      const lexeme = t.slice(1, t.lastIndexOf("'")).replace(/''/g, "'").replace(/\\(.)/g, '$1');
      return { op: 'lex', lexeme, item: items++ };
    }
    return null;
  };
  const binary =
    (next: () => TsQuery | null, isOp: (t: string) => boolean, op: 'and' | 'or') => (): TsQuery | null => {
      let left = next();
      while (left && tokens[at] !== undefined && isOp(tokens[at] ?? '')) {
        at++;
        const right = next();
        if (!right) return left;
        left = { op, left, right };
      }
      return left;
    };
  const phrase = binary(primary, (t) => t.startsWith('<'), 'and');
  const and = binary(phrase, (t) => t === '&', 'and');
  const or = binary(and, (t) => t === '|', 'or');
  return or();
};

/** Whether the query holds for a document, given which operands it contains. */
export const evaluate = (q: TsQuery, has: (q: { lexeme: string; item: number }) => boolean): boolean => {
  switch (q.op) {
    case 'lex':
      return has(q);
    case 'and':
      return evaluate(q.left, has) && evaluate(q.right, has);
    case 'or':
      return evaluate(q.left, has) || evaluate(q.right, has);
    case 'not':
      return !evaluate(q.arg, has);
  }
};

/** Every operand of a query. */
export const operands = (q: TsQuery): { lexeme: string; item: number }[] =>
  q.op === 'lex' ? [q] : q.op === 'not' ? operands(q.arg) : [...operands(q.left), ...operands(q.right)];

// to_tsvector gives every position weight D, whose default weight in ts_rank_cd is 0.1.
const WEIGHT_D = Math.fround(0.1);

/**
 * `ts_rank_cd(doc, query)` with default weights and no normalisation, a port of PostgreSQL's
 * calc_rank_cd/Cover (src/backend/utils/adt/tsrank.c): the document's covers (shortest extents
 * satisfying the query) each add 0.1 / (1 + the words in it that are not the query's).
 */
export const rankCoverDensity = (query: TsQuery, doc: Map<string, number[]>): number => {
  const ops = operands(query);
  // The document as PostgreSQL represents it: the positions holding a query lexeme, in order, each with
  // the query items found there.
  const byPos = new Map<number, number[]>();
  for (const o of ops)
    for (const p of doc.get(o.lexeme) ?? []) {
      const at = byPos.get(p);
      if (at) at.push(o.item);
      else byPos.set(p, [o.item]);
    }
  const entries = [...byPos].sort((a, b) => a[0] - b[0]);
  const seen = new Set<number>();
  const holds = () => evaluate(query, (o) => seen.has(o.item));
  let rank = 0;
  let from = 0;
  while (from < entries.length) {
    // Upper bound: the first entry, scanning forward, at which the query holds.
    seen.clear();
    let end = -1;
    for (let i = from; i < entries.length; i++) {
      for (const item of entries[i]?.[1] ?? []) seen.add(item);
      if (holds()) {
        end = i;
        break;
      }
    }
    if (end < 0) break;
    // Lower bound: scanning back from there, the first entry at which it holds again.
    seen.clear();
    let begin = -1;
    for (let i = end; i >= from; i--) {
      for (const item of entries[i]?.[1] ?? []) seen.add(item);
      if (holds()) {
        begin = i;
        break;
      }
    }
    if (begin < 0) {
      from++;
      continue;
    }
    const p = entries[begin]?.[0] ?? 0;
    const q = entries[end]?.[0] ?? 0;
    const count = end - begin + 1;
    const cpos = count / (count * (1 / WEIGHT_D));
    let noise = q - p - (end - begin);
    if (noise < 0) noise = Math.floor((end - begin) / 2);
    rank += cpos / (1 + noise);
    from = begin + 1;
  }
  return Math.fround(rank);
};
