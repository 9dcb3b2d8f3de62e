import type { BibleService } from '../bible/bible.service.ts';
import type { ModuleContext } from '../module-context.ts';
import { registerVerseImageRoutes } from './verse-image.routes.ts';
import { createVerseImageService } from './verse-image.service.ts';

/**
 * Verses shared as pictures (issue 33). Rendering runs in the worker threads' interactive lane
 * (decision 0023): one picture is 0.1–0.4 s of CPU (the first in a thread ~1 s, loading the fonts),
 * which on the event loop would stall every reader's chapter behind it.
 */
export const wireVerseImage = (ctx: ModuleContext, deps: { bible: BibleService }) => {
  const images = createVerseImageService({
    bible: deps.bible,
    render: (input) => ctx.workers.interactive.run('verse.image', input),
  });
  registerVerseImageRoutes(ctx.app, images, (ip) => ctx.heavy.charge('image', ip));
  deps.bible.onForget(images.forget);
  return { images };
};
