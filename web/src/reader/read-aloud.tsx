import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocalSetting } from '../settings/local-setting.ts';

// Read aloud (issue 18): the browser's speech synthesis reads the chapter on screen verse by verse; the
// verse being read is marked (`.reading`) and kept in view. Loaded when first opened.

const RATES = ['0.75', '1', '1.25', '1.5'] as const;
type Rate = (typeof RATES)[number];
const useRate = () => useLocalSetting<Rate>('read_aloud_rate', RATES, '1');
const useContinue = () => useLocalSetting<'on' | 'off'>('read_aloud_continue', ['on', 'off'], 'off');

/** The chapter's verses as shown (first translation only), in order: [number, text]. */
const versesOnScreen = (): Array<[number, string]> => {
  const verses = new Map<number, string>();
  for (const el of document.querySelectorAll<HTMLElement>('#chapter-text .v[data-verse]')) {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const sup of copy.querySelectorAll('sup')) sup.remove();
    const n = Number(el.dataset.verse);
    verses.set(n, `${verses.get(n) ?? ''} ${copy.textContent ?? ''}`.replace(/\s+/g, ' ').trim());
  }
  return [...verses].filter(([, text]) => text);
};

const mark = (verse: number | null) => {
  for (const el of document.querySelectorAll('#chapter-text .v.reading')) el.classList.remove('reading');
  if (verse === null) return;
  const pieces = document.querySelectorAll<HTMLElement>(`#chapter-text .v[data-verse="${verse}"]`);
  for (const el of pieces) el.classList.add('reading');
  pieces[0]?.scrollIntoView({ block: 'center', behavior: 'smooth' });
};

type State = 'playing' | 'paused' | 'stopped';

interface Props {
  lang: string;
  /** Starts reading as soon as it opens (when it continues from the previous chapter). */
  autoPlay: boolean;
  /** Called at the chapter's end when the reader asked to go on; undefined at the Bible's end. */
  onNextChapter?: () => void;
  onClose(): void;
}

export const ReadAloudBar = ({ lang, autoPlay, onNextChapter, onClose }: Props) => {
  const [state, setState] = useState<State>('stopped');
  const [verse, setVerse] = useState<number | null>(null);
  const [rate, setRate] = useRate();
  const [goOn, setGoOn] = useContinue();
  // The queue and the run it belongs to: a stop or restart invalidates the callbacks of earlier runs.
  const run = useRef(0);
  const next = useRef({ onNextChapter, goOn, rate });
  next.current = { onNextChapter, goOn, rate };

  const stop = useCallback(() => {
    run.current++;
    window.speechSynthesis.cancel();
    mark(null);
    setVerse(null);
    setState('stopped');
  }, []);

  const play = useCallback(
    (from = 0) => {
      const verses = versesOnScreen();
      const id = ++run.current;
      window.speechSynthesis.cancel();
      const speak = (i: number) => {
        if (id !== run.current) return;
        const item = verses[i];
        if (!item) {
          mark(null);
          setVerse(null);
          setState('stopped');
          if (next.current.goOn === 'on') next.current.onNextChapter?.();
          return;
        }
        const [n, text] = item;
        const u = new SpeechSynthesisUtterance(text);
        u.lang = lang;
        u.rate = Number(next.current.rate);
        u.onend = () => speak(i + 1);
        u.onerror = (e) => {
          // 'interrupted' and 'canceled' are our own stop or restart; anything else ends the reading.
          if (e.error !== 'interrupted' && e.error !== 'canceled' && id === run.current) stop();
        };
        mark(n);
        setVerse(n);
        window.speechSynthesis.speak(u);
      };
      setState('playing');
      speak(
        Math.max(
          0,
          verses.findIndex(([n]) => n >= from),
        ),
      );
    },
    [lang, stop],
  );

  const started = useRef(false);
  useEffect(() => {
    if (autoPlay && !started.current) {
      started.current = true;
      play();
    }
  }, [autoPlay, play]);
  // Leaving the reader (or closing the bar) silences it.
  useEffect(
    () => () => {
      run.current++;
      window.speechSynthesis.cancel();
      mark(null);
    },
    [],
  );

  const toggle = () => {
    if (state === 'playing') {
      window.speechSynthesis.pause();
      setState('paused');
    } else if (state === 'paused') {
      window.speechSynthesis.resume();
      setState('playing');
    } else play();
  };

  return (
    <section className="read-aloud" aria-label="Read aloud">
      <button type="button" className="pill-button" onClick={toggle} aria-pressed={state === 'playing'}>
        {state === 'playing' ? 'Pause' : state === 'paused' ? 'Resume' : 'Play'}
      </button>
      <button type="button" className="pill-button" onClick={stop} disabled={state === 'stopped'}>
        Stop
      </button>
      <label>
        Speed{' '}
        <select
          value={rate}
          onChange={(e) => {
            setRate(e.target.value as Rate);
            // The new speed applies from the verse being read.
            if (state === 'playing' && verse !== null) {
              next.current.rate = e.target.value as Rate;
              play(verse);
            }
          }}
        >
          {RATES.map((r) => (
            <option key={r} value={r}>
              {r}×
            </option>
          ))}
        </select>
      </label>
      <label>
        <input
          type="checkbox"
          checked={goOn === 'on'}
          onChange={(e) => setGoOn(e.target.checked ? 'on' : 'off')}
        />{' '}
        Next chapter
      </label>
      <span className="read-aloud-status" role="status">
        {verse !== null ? `Reading verse ${verse}` : ''}
      </span>
      <button
        type="button"
        className="icon-button"
        aria-label="Close read aloud"
        onClick={() => {
          stop();
          onClose();
        }}
      >
        ×
      </button>
    </section>
  );
};
