// Which language a transcript is in, offline (issue 30): the share of its words that are each
// language's commonest function words. Emmaus analyses English sermons; a Spanish one must be told so,
// not analysed as English and found to "cite no Scripture".

const STOP_WORDS: Record<string, { name: string; words: string[] }> = {
  en: {
    name: 'English',
    words:
      'the and of to a in that is it you he for was with his they i we be this not are but have on as at by my all your our will what from who one so his them him there me'.split(
        ' ',
      ),
  },
  es: {
    name: 'Spanish',
    words:
      'el la de que y en los las del se un una por con no para es su al lo como más pero sus le ya o este sí porque esta entre cuando muy sin sobre también me hasta hay donde quien desde nos durante todos uno les ni contra otros ese eso ante ellos esto mí antes algunos qué unos yo otro otras otra él tanto esa estos mucho nosotros dios señor'.split(
        ' ',
      ),
  },
  pt: {
    name: 'Portuguese',
    words:
      'o a os as de do da dos das que e em um uma para com não no na nos nas por mais se ao ele ela isso mas foi como seu sua são à também eu você já está muito há nós quando meu minha pelo pela deus senhor então'.split(
        ' ',
      ),
  },
  fr: {
    name: 'French',
    words:
      'le la les de des du un une et est que qui dans en pour pas ne au aux il elle nous vous ils sur avec ce cette son sa ses mais ou par plus je tu on leur été être avoir fait dieu seigneur'.split(
        ' ',
      ),
  },
  de: {
    name: 'German',
    words:
      'der die das und ist nicht ein eine zu den dem des mit von sich auf für im in es ich du wir ihr sie er auch als wie aber oder wenn noch nur so dass hat sind wird gott herr'.split(
        ' ',
      ),
  },
  it: {
    name: 'Italian',
    words:
      'il lo la i gli le di da del della che e è un una per non con sono nel nella ma come anche più ci si questo questa io tu noi voi loro ha hanno dio signore'.split(
        ' ',
      ),
  },
  nl: {
    name: 'Dutch',
    words:
      'de het een en van is dat niet te in op zijn met voor ik je hij wij we ze er maar ook als aan om dan wat nog bij uit naar deze heeft worden god heer'.split(
        ' ',
      ),
  },
};

const SETS = Object.entries(STOP_WORDS).map(([code, l]) => ({ code, name: l.name, set: new Set(l.words) }));

export interface Language {
  code: string;
  name: string;
}

/**
 * The transcript's language, judged on its first 3,000 words; null when there is too little text to
 * say (under 30 words) or no language's function words stand out. Words several languages share ("a",
 * "de", "la") count for each, so only the leader by a clear margin is named.
 */
export const detectLanguage = (text: string): Language | null => {
  const words = (
    text
      .slice(0, 40_000)
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []
  ).slice(0, 3000);
  if (words.length < 30) return null;
  const scores = SETS.map(({ code, name, set }) => ({
    code,
    name,
    hits: words.reduce((n, w) => n + (set.has(w) ? 1 : 0), 0),
  })).sort((a, b) => b.hits - a.hits);
  const [top, second] = scores as [(typeof scores)[0], (typeof scores)[0]];
  if (top.hits / words.length < 0.15 || top.hits < second.hits * 1.3) return null;
  return { code: top.code, name: top.name };
};

/** Null for English (or too little to tell), else the honest sentence the publisher reads. */
export const notEnglish = (text: string): { language: Language; detail: string } | null => {
  const language = detectLanguage(text);
  if (!language || language.code === 'en') return null;
  return {
    language,
    detail: `This transcript looks ${language.name}; Emmaus analyses sermons in English.`,
  };
};

/**
 * True of a "transcript" that is binary data decoded as text (a PDF, a Word file, audio sent to the
 * text route): NUL bytes, or more than 1% control characters or replacement characters.
 */
export const looksBinary = (text: string): boolean => {
  const sample = text.slice(0, 64 * 1024);
  if (sample.includes('\u0000')) return true;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is counted
  const odd = sample.match(/[\u0001-\u0008\u000b\u000e-\u001f\u007f\ufffd]/g)?.length ?? 0;
  return odd > Math.max(2, sample.length / 100);
};
