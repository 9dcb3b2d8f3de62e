import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ImageSize, ImageStyle } from '../../../../common/src/verse-image-ref.ts';
import { LINE_HEIGHT, layoutFor } from './verse-image.layout.ts';

/** What one verse image shows: plain data, so it crosses to a worker thread (decision 0023). */
export interface VerseImageInput {
  verses: { verse: number; text: string }[];
  /** "John 3:16–18". */
  reference: string;
  /** "World English Bible". */
  translation: string;
  style: ImageStyle;
  size: ImageSize;
}

interface Palette {
  background: string;
  text: string;
  accent: string;
  muted: string;
}

const PALETTES: Record<ImageStyle, Palette> = {
  light: { background: '#fdfcfa', text: '#2a211a', accent: '#7a4b2a', muted: '#6f6256' },
  dark: {
    background: 'linear-gradient(160deg, #231c17 0%, #15110e 100%)',
    text: '#f4ecdf',
    accent: '#d9b48a',
    muted: '#b7a896',
  },
  parchment: {
    background: 'radial-gradient(circle at 50% 40%, #f8edd4 0%, #efdfbb 62%, #e2cc9f 100%)',
    text: '#34261a',
    accent: '#7a4b2a',
    muted: '#6b5538',
  },
};

// Emmaus's mark, web/public/logo.svg (the test keeps the two the same).
export const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" role="img" aria-label="Emmaus">
  <rect width="64" height="64" rx="14" fill="#7a4b2a"/>
  <path d="M14 18c7-3 13-3 18 1v29c-5-4-11-4-18-1z" fill="#f6efe2"/>
  <path d="M50 18c-7-3-13-3-18 1v29c5-4 11-4 18-1z" fill="#efe3cc"/>
  <path d="M22 54h20" stroke="#f6efe2" stroke-width="3" stroke-linecap="round"/>
</svg>
`;
const LOGO_URI = `data:image/svg+xml;base64,${Buffer.from(LOGO_SVG).toString('base64')}`;

// Lora (SIL Open Font License), shipped with the app as @fontsource/lora: WOFF, which satori reads
// (it cannot read WOFF2). Each subset is a font of its own; satori takes a glyph from whichever has it.
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];
const FACES = [
  { weight: 400, style: 'normal' },
  { weight: 400, style: 'italic' },
  { weight: 600, style: 'normal' },
] as const;

type Font = { name: string; data: Buffer; weight: 400 | 600; style: 'normal' | 'italic' };
let fonts: Promise<Font[]> | undefined;
// Read once per thread, on its first image: a thread that never renders never loads them.
const loadFonts = (): Promise<Font[]> => {
  fonts ??= (async () => {
    const require = createRequire(import.meta.url);
    const list: Font[] = [];
    for (const subset of SUBSETS)
      for (const face of FACES) {
        const file = require.resolve(
          `@fontsource/lora/files/lora-${subset}-${face.weight}-${face.style}.woff`,
        );
        list.push({ name: 'Lora', data: await readFile(file), weight: face.weight, style: face.style });
      }
    return list;
  })();
  fonts.catch(() => {
    fonts = undefined;
  });
  return fonts;
};

type Node = { type: string; props: Record<string, unknown> & { children?: unknown } };
const h = (
  type: string,
  style: Record<string, unknown>,
  children?: unknown,
  extra: Record<string, unknown> = {},
): Node => ({
  type,
  props: { style, children, ...extra },
});

/** The verses as one run of text with their numbers (a single verse has none), for the layout. */
export const verseRun = (verses: VerseImageInput['verses']): string =>
  verses.map((v) => (verses.length > 1 ? `${v.verse} ${v.text.trim()}` : v.text.trim())).join(' ');

const tree = (input: VerseImageInput): Node => {
  const p = PALETTES[input.style];
  const l = layoutFor(verseRun(input.verses), input.size);
  const numbered = input.verses.length > 1;
  const verseSpans = input.verses.flatMap((v, i) => [
    ...(numbered
      ? [
          h(
            'span',
            {
              color: p.accent,
              fontSize: Math.round(l.fontSize * 0.55),
              fontWeight: 600,
              marginRight: '0.3em',
            },
            String(v.verse),
          ),
        ]
      : []),
    h(
      'span',
      { marginRight: i < input.verses.length - 1 ? '0.28em' : 0 },
      v.text.trim().replace(/\s+/g, ' '),
    ),
  ]);
  return h(
    'div',
    {
      // satori sizes boxes without their padding (content-box): the padding goes around these.
      width: l.width - 2 * l.padX,
      height: l.height - 2 * l.padY,
      display: 'flex',
      flexDirection: 'column',
      padding: `${l.padY}px ${l.padX}px`,
      backgroundColor: p.background.startsWith('#') ? p.background : undefined,
      backgroundImage: p.background.startsWith('#') ? undefined : p.background,
      color: p.text,
      fontFamily: 'Lora',
    },
    [
      // The verse and its reference, together in the middle (layoutFor sized the text to fit its box).
      h(
        'div',
        {
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'center',
          flexGrow: 1,
          flexShrink: 1,
          minHeight: 0,
          width: l.textWidth,
        },
        [
          h(
            'div',
            {
              display: 'block',
              fontSize: l.fontSize,
              lineHeight: LINE_HEIGHT,
              textAlign: l.align,
              width: l.textWidth,
            },
            verseSpans,
          ),
          // The reference and the translation's name under a short rule.
          h(
            'div',
            {
              display: 'flex',
              flexDirection: 'column',
              alignItems: l.align === 'center' ? 'center' : 'flex-start',
              width: l.textWidth,
              marginTop: 48,
            },
            [
              h('div', {
                width: 72,
                height: 4,
                backgroundColor: p.accent,
                borderRadius: 2,
                marginBottom: 28,
              }),
              h(
                'div',
                { fontSize: l.referenceSize, fontWeight: 600, color: p.accent, lineHeight: 1.3 },
                input.reference,
              ),
              h(
                'div',
                {
                  fontSize: l.translationSize,
                  fontStyle: 'italic',
                  color: p.muted,
                  marginTop: 8,
                  lineHeight: 1.4,
                },
                input.translation,
              ),
            ],
          ),
        ],
      ),
      // Emmaus's mark, small, at the foot.
      h(
        'div',
        {
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: l.textWidth,
          height: l.markSize,
          marginTop: 40,
          flexShrink: 0,
        },
        [
          h('img', { width: l.markSize, height: l.markSize, marginRight: 14 }, undefined, {
            src: LOGO_URI,
            width: l.markSize,
            height: l.markSize,
          }),
          h(
            'div',
            { fontSize: Math.round(l.markSize * 0.62), fontWeight: 600, color: p.muted, letterSpacing: 1 },
            'Emmaus',
          ),
        ],
      ),
    ],
  );
};

/**
 * The verse image as PNG bytes (satori lays it out as SVG, resvg paints it): ~0.1–0.3 s of CPU, so it
 * runs as a worker task (workers/tasks.ts), never on the event loop.
 */
export const renderVerseImage = async (input: VerseImageInput): Promise<Uint8Array> => {
  const [{ default: satori }, { Resvg }, loaded] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
    loadFonts(),
  ]);
  const l = layoutFor(verseRun(input.verses), input.size);
  // satori's types want React elements; the plain {type, props} objects are what JSX makes.
  const svg = await satori(tree(input) as unknown as Parameters<typeof satori>[0], {
    width: l.width,
    height: l.height,
    fonts: loaded,
  });
  return new Uint8Array(new Resvg(svg, { fitTo: { mode: 'original' } }).render().asPng());
};
