import { isMainThread } from 'node:worker_threads';
import type { AnyNode, Document, Element } from 'domhandler';
import { DomHandler, Parser } from 'htmlparser2';

// A church website is hostile input: a page of 40,000 nested <div>s took parse5 (cheerio's default
// parser) 20 s, because its tree construction looks through the whole stack of open elements at every
// tag, and every parser we have does so somewhere (htmlparser2 unshifts onto its stack). So pages are
// parsed here with htmlparser2 under bounds: at most MAX_DEPTH open elements (its stack work stays
// small), MAX_ELEMENTS elements, a CPU-time budget per page and the analysis's wall-clock deadline. The
// page is fed in chunks with a turn of the event loop between them, and every later walk over it pauses
// once it has held the thread SLICE_MS, so the server keeps answering while a large page is read. A page
// beyond a bound is a PageTooComplexError, which the analysis reports as a failure (never a 500).

export interface PageLimits {
  /** Open elements at once (real pages stay under ~100). */
  maxDepth: number;
  /** Elements in the page. */
  maxElements: number;
  /**
   * Milliseconds of CPU time for this page's own work (parse and reading), not counting other
   * requests' turns between its chunks: a busy server does not make a page fail.
   */
  budgetMs: number;
  /**
   * Wall-clock time (ms since the epoch) past which the page is given up whatever its budget: the
   * analysis's own deadline, so a page read in slices on a busy server still ends when the request does.
   */
  deadline?: number | undefined;
}

/** Milliseconds of CPU time this process has used. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

type ThreadCpu = () => { user: number; system: number };
const threadCpuUsage = (process as unknown as { threadCpuUsage?: ThreadCpu }).threadCpuUsage;

/**
 * The clock a page's budget is counted on: this thread's CPU time where Node can tell it (23.9+); else
 * the process's CPU time on the main thread, and wall time in a worker thread, where the process's CPU
 * time would count every other thread's work as this page's.
 */
export const pageClock = (): (() => number) => {
  if (threadCpuUsage)
    return () => {
      const { user, system } = threadCpuUsage.call(process);
      return (user + system) / 1000;
    };
  return isMainThread ? cpuMs : () => performance.now();
};

export const PAGE_LIMITS: PageLimits = { maxDepth: 512, maxElements: 50_000, budgetMs: 2_000 };

/** Characters fed to the parser between turns of the event loop. */
const CHUNK = 64 * 1024;
/**
 * Longest stretch (wall ms) a page's reading holds the thread before letting other requests run: a
 * health check waiting behind it answers within about this long.
 */
export const SLICE_MS = 10;

export type PageTooComplexReason = 'depth' | 'elements' | 'budget' | 'deadline';

export class PageTooComplexError extends Error {
  readonly type = 'page_too_complex';
  constructor(
    message: string,
    /** Which bound the page passed; 'deadline' is the analysis running out of time, not the page. */
    readonly reason: PageTooComplexReason = 'budget',
  ) {
    super(message);
    this.name = 'PageTooComplexError';
  }
}

/** The time one page's reading has used, counted only while that page's own code runs. */
export class PageBudget {
  private spent = 0;
  private since: number;
  private sliceStart = performance.now();
  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = pageClock(),
    private readonly deadline?: number,
  ) {
    this.since = now();
  }

  /** Throws PageTooComplexError once the page has used its budget or the deadline has passed. */
  check(): void {
    if (this.spent + this.now() - this.since > this.budgetMs)
      throw new PageTooComplexError(`The page took more than ${this.budgetMs} ms to read`, 'budget');
    if (this.deadline !== undefined && Date.now() > this.deadline)
      throw new PageTooComplexError(
        'The page could not be read before the analysis ran out of time',
        'deadline',
      );
  }

  /** Lets other requests run (their time is not this page's); throws once the budget is used. */
  async yield(): Promise<void> {
    this.check();
    this.spent += this.now() - this.since;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = this.now();
    this.sliceStart = performance.now();
  }

  /**
   * Called often from the page's loops: yields once the current stretch has held the thread SLICE_MS,
   * so no loop, however many links it walks, keeps other requests waiting longer than that.
   */
  async pause(): Promise<void> {
    if (performance.now() - this.sliceStart >= SLICE_MS) await this.yield();
  }
}

/** The DOM handler that stops the parse at the first bound passed. */
class BoundedHandler extends DomHandler {
  private elements = 0;
  constructor(
    private readonly limits: PageLimits,
    private readonly budget: PageBudget,
  ) {
    super();
  }

  override onopentag(name: string, attribs: Record<string, string>): void {
    // tagStack holds the document and the open elements: the new element's depth is its length.
    if (this.tagStack.length > this.limits.maxDepth)
      throw new PageTooComplexError(
        `The page nests elements more than ${this.limits.maxDepth} deep, beyond what we read`,
        'depth',
      );
    this.elements++;
    if (this.elements > this.limits.maxElements)
      throw new PageTooComplexError(
        `The page has more than ${this.limits.maxElements} elements, beyond what we read`,
        'elements',
      );
    if (this.elements % 1024 === 0) this.budget.check();
    super.onopentag(name, attribs);
  }
}

/** The page's DOM (htmlparser2's, as cheerio reads it), or PageTooComplexError. */
export const parseBounded = async (
  html: string,
  limits: PageLimits,
  budget: PageBudget,
): Promise<Document> => {
  const handler = new BoundedHandler(limits, budget);
  const parser = new Parser(handler, { decodeEntities: true });
  for (let at = 0; at < html.length; at += CHUNK) {
    parser.write(html.slice(at, at + CHUNK));
    await budget.yield();
  }
  parser.end();
  return handler.root;
};

const isElement = (node: AnyNode): node is Element =>
  node.type === 'tag' || node.type === 'script' || node.type === 'style';

/**
 * How many of a node's first children a walk of at most `room` more nodes can still reach: pushing
 * all 40,000 children of one element, for each of 500 paragraphs or links around it, is quadratic work
 * even when the walk stops after a few hundred nodes.
 */
export const visitable = (children: number, room: number): number => Math.max(0, Math.min(children, room));

/**
 * The text under `root` (in document order, as cheerio's .text() gives it), at most `max` characters
 * and `maxNodes` nodes looked at: nested elements each asking for their text (500 nested links around
 * 40,000 empty elements) would otherwise walk the same subtree again and again, quadratic in the page.
 */
export const textOf = (root: AnyNode, max: number, maxNodes = Math.max(256, max)): string => {
  let out = '';
  const stack: AnyNode[] = [root];
  for (let seen = 0; stack.length && out.length < max && seen < maxNodes; seen++) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') out += (node as { data: string }).data;
    else if (isElement(node) || node.type === 'root') {
      const children = (node as Element).children;
      for (let i = visitable(children.length, maxNodes - seen - 1 - stack.length) - 1; i >= 0; i--)
        stack.push(children[i] as AnyNode);
    }
  }
  return out.slice(0, max);
};
