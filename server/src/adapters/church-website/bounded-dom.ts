import type { AnyNode, Document, Element } from 'domhandler';
import { DomHandler, Parser } from 'htmlparser2';

// A church website is hostile input: a page of 40,000 nested <div>s took parse5 (cheerio's default
// parser) 20 s, because its tree construction looks through the whole stack of open elements at every
// tag, and every parser we have does so somewhere (htmlparser2 unshifts onto its stack). So pages are
// parsed here with htmlparser2 under bounds: at most MAX_DEPTH open elements (its stack work stays
// small), MAX_ELEMENTS elements, and a CPU-time budget per page. The page is fed in chunks with a turn
// of the event loop between them, so the server keeps answering while a large page is read. A page
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
}

/** Milliseconds of CPU time this process has used. */
export const cpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

export const PAGE_LIMITS: PageLimits = { maxDepth: 512, maxElements: 50_000, budgetMs: 2_000 };

/** Characters fed to the parser between turns of the event loop. */
const CHUNK = 64 * 1024;

export class PageTooComplexError extends Error {
  readonly type = 'page_too_complex';
  constructor(message: string) {
    super(message);
    this.name = 'PageTooComplexError';
  }
}

/** The time one page's reading has used, counted only while that page's own code runs. */
export class PageBudget {
  private spent = 0;
  private since: number;
  constructor(
    private readonly budgetMs: number,
    private readonly now: () => number = cpuMs,
  ) {
    this.since = now();
  }

  /** Throws PageTooComplexError once the page has used its budget. */
  check(): void {
    if (this.spent + this.now() - this.since > this.budgetMs)
      throw new PageTooComplexError(`The page took more than ${this.budgetMs} ms to read`);
  }

  /** Lets other requests run (their time is not this page's); throws once the budget is used. */
  async yield(): Promise<void> {
    this.check();
    this.spent += this.now() - this.since;
    await new Promise<void>((resolve) => setImmediate(resolve));
    this.since = this.now();
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
      );
    this.elements++;
    if (this.elements > this.limits.maxElements)
      throw new PageTooComplexError(
        `The page has more than ${this.limits.maxElements} elements, beyond what we read`,
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
 * The text under `root` (in document order, as cheerio's .text() gives it), at most `max` characters:
 * nested elements each asking for their text would otherwise copy the same megabytes again and again.
 */
export const textOf = (root: AnyNode, max: number): string => {
  let out = '';
  const stack: AnyNode[] = [root];
  while (stack.length && out.length < max) {
    const node = stack.pop() as AnyNode;
    if (node.type === 'text') out += (node as { data: string }).data;
    else if (isElement(node) || node.type === 'root')
      for (let i = (node as Element).children.length - 1; i >= 0; i--)
        stack.push((node as Element).children[i] as AnyNode);
  }
  return out.slice(0, max);
};
