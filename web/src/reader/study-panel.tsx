import { type ReactNode, useState } from 'react';
import { Drawer } from 'vaul';
import { CloseIcon } from '../shell/icons.tsx';
import { Commentary } from './commentary.tsx';

export interface StudyPanelProps {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: readonly number[];
  /** Phones get the bottom drawer; wider screens the side-by-side half (spec §2, §9). */
  mobile: boolean;
  onClose(): void;
}

const PanelHeader = ({ children, onClose }: { children: ReactNode; onClose(): void }) => (
  <header className="panel-header">
    {children}
    <button type="button" className="icon-button" aria-label="Close commentary" onClick={onClose}>
      <CloseIcon />
    </button>
  </header>
);

// Spec §9: the drawer opens at 60% of the window's height and expands to 90% by its handle.
const SNAP_POINTS = [0.6, 0.9];

/**
 * The study panel beside the text: Matthew Henry's commentary for the chapter now; the assistant's
 * chat joins it here. Loaded only when opened, so reading pays nothing for it.
 */
export const StudyPanel = ({ mobile, onClose, ...content }: StudyPanelProps) => {
  const [snap, setSnap] = useState<number | string | null>(SNAP_POINTS[0] ?? null);
  if (!mobile) {
    return (
      <aside className="side-panel" aria-labelledby="study-panel-title">
        <PanelHeader onClose={onClose}>
          <h2 id="study-panel-title">Commentary</h2>
        </PanelHeader>
        <div className="panel-body">
          <Commentary {...content} />
        </div>
      </aside>
    );
  }
  return (
    <Drawer.Root
      open
      onOpenChange={(open) => !open && onClose()}
      snapPoints={SNAP_POINTS}
      activeSnapPoint={snap}
      setActiveSnapPoint={setSnap}
    >
      <Drawer.Portal>
        <Drawer.Overlay className="overlay" />
        <Drawer.Content className="drawer" aria-describedby={undefined}>
          <Drawer.Handle className="drawer-handle" />
          <PanelHeader onClose={onClose}>
            <Drawer.Title>Commentary</Drawer.Title>
          </PanelHeader>
          <div className="panel-body">
            <Commentary {...content} />
          </div>
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
};
