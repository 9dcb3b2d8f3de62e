import { type KeyboardEvent, useRef } from 'react';

interface Props<T extends string> {
  id: string;
  title: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

const STEP: Record<string, number> = { ArrowLeft: -1, ArrowUp: -1, ArrowRight: 1, ArrowDown: 1 };

/**
 * A titled sidebar section with a segmented choice (one of a few values, always one chosen): a WAI-ARIA
 * radio group of buttons, one tab stop, the arrow keys (and Home, End) moving the choice along it. Plain
 * buttons rather than Radix's toggle group: the docked menu shows it on the reader's first load, where
 * Radix's roving-focus code cost about 9 KB gzip (issues 17 and 18).
 */
export const SegmentedSetting = <T extends string>({ id, title, value, options, onChange }: Props<T>) => {
  const group = useRef<HTMLDivElement>(null);
  const onKeyDown = (e: KeyboardEvent) => {
    const at = options.findIndex((o) => o.value === value);
    const step = STEP[e.key];
    const next =
      e.key === 'Home'
        ? 0
        : e.key === 'End'
          ? options.length - 1
          : step === undefined
            ? undefined
            : (at + step + options.length) % options.length;
    const option = next === undefined ? undefined : options[next];
    if (next === undefined || !option) return;
    e.preventDefault();
    onChange(option.value);
    group.current?.querySelectorAll<HTMLButtonElement>('[role="radio"]')[next]?.focus();
  };
  return (
    <section className="sidebar-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div ref={group} role="radiogroup" className="segmented" aria-labelledby={id} onKeyDown={onKeyDown}>
        {options.map((o) => {
          const on = o.value === value;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a segmented control drawn as buttons, as Radix's was; the radio role with aria-checked and one tab stop
            <button
              key={o.value}
              type="button"
              role="radio"
              aria-checked={on}
              data-state={on ? 'on' : 'off'}
              tabIndex={on ? 0 : -1}
              onClick={() => onChange(o.value)}
            >
              {o.label}
            </button>
          );
        })}
      </div>
    </section>
  );
};
