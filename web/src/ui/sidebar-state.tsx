import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { useSidebarOpenSetting } from '../settings/settings.ts';

interface SidebarState {
  open: boolean;
  /** Desktop: the sidebar sits beside the page; smaller screens: it slides over it. */
  docked: boolean;
  setOpen(open: boolean): void;
}

const SidebarContext = createContext<SidebarState | null>(null);

/**
 * Desktop keeps the choice in localStorage `sidebar_open` (open by default); on tablets and phones the
 * sidebar is an overlay that starts closed on every page load.
 */
export const SidebarProvider = ({ children }: { children: ReactNode }) => {
  const docked = useIsDesktop();
  const [stored, setStored] = useSidebarOpenSetting();
  const [overlayOpen, setOverlayOpen] = useState(false);
  const value = useMemo<SidebarState>(
    () =>
      docked
        ? { open: stored !== 'false', docked, setOpen: (o) => setStored(o ? 'true' : 'false') }
        : { open: overlayOpen, docked, setOpen: setOverlayOpen },
    [docked, stored, setStored, overlayOpen],
  );
  return <SidebarContext.Provider value={value}>{children}</SidebarContext.Provider>;
};

export const useSidebar = (): SidebarState => {
  const s = useContext(SidebarContext);
  if (!s) throw new Error('useSidebar outside SidebarProvider');
  return s;
};
