import { ToggleGroup } from 'radix-ui';

interface Props<T extends string> {
  id: string;
  title: string;
  value: T;
  options: readonly { value: T; label: string }[];
  onChange(value: T): void;
}

/** A titled sidebar section with a segmented choice (one of a few values, always one chosen). */
export const SegmentedSetting = <T extends string>({ id, title, value, options, onChange }: Props<T>) => (
  <section className="sidebar-section" aria-labelledby={id}>
    <h2 id={id}>{title}</h2>
    <ToggleGroup.Root
      type="single"
      className="segmented"
      value={value}
      aria-labelledby={id}
      onValueChange={(v) => v && onChange(v as T)}
    >
      {options.map((o) => (
        <ToggleGroup.Item key={o.value} value={o.value}>
          {o.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  </section>
);
