/**
 * An on/off switch: a button with the switch role, named by the <label for={id}> beside it. Plain rather
 * than Radix's, whose code the docked menu would load with the reader (issues 17 and 18); the same
 * classes and data-state, so the same look.
 */
export const Switch = ({
  id,
  checked,
  onChange,
}: {
  id: string;
  checked: boolean;
  onChange(checked: boolean): void;
}) => {
  const state = checked ? 'checked' : 'unchecked';
  return (
    <button
      type="button"
      role="switch"
      id={id}
      className="switch"
      aria-checked={checked}
      data-state={state}
      onClick={() => onChange(!checked)}
    >
      <span className="switch-thumb" data-state={state} />
    </button>
  );
};
