import { useState } from 'react';
import { useAnchoredPosition } from './anchored.ts';

/** A footnote's text beside its marker (spec §9: tooltip max width 300 px, top layer). */
export const NoteTooltip = ({ anchor, id }: { anchor: HTMLElement; id: string }) => {
  const [box, setBox] = useState<HTMLDivElement | null>(null);
  const pos = useAnchoredPosition(anchor, box, 300);
  return (
    <div
      ref={setBox}
      id={id}
      role="tooltip"
      className="note-tooltip"
      style={pos ? { top: pos.top, left: pos.left } : { visibility: 'hidden', top: 0, left: 0 }}
    >
      {anchor.dataset.note}
    </div>
  );
};
