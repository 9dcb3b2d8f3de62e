import { lazy, Suspense, useState } from 'react';
import { useCloseOnBack } from '../lib/use-close-on-back.ts';
import { useSidebar } from '../ui/sidebar-state.tsx';

// The menu's content loads when the menu first shows (issues 17 and 18: the reader's first JavaScript
// stays small). Docked on desktop it shows at once; on phones and tablets, when first opened.
const DockedMenu = lazy(async () => ({ default: (await import('./sidebar-menu.tsx')).SidebarBody }));
const OverlayMenu = lazy(async () => ({ default: (await import('./sidebar-overlay.tsx')).OverlayMenu }));

/** The menu (spec §2 Sidebar): docked 260 px on desktop, a sliding overlay elsewhere, never on /auth. */
export const Sidebar = () => {
  const { open, docked, setOpen } = useSidebar();
  // Back closes the sliding menu (issue 36); docked, it is part of the page. Its links replace its entry.
  useCloseOnBack(open && !docked, () => setOpen(false));
  // Once opened, the overlay stays mounted so that closing it animates like any dialog.
  const [wanted, setWanted] = useState(false);
  if (open && !wanted) setWanted(true);
  if (docked) {
    // The <aside> takes its width at once; its content follows with its code.
    return open ? (
      <aside className="sidebar docked" aria-label="Menu">
        <Suspense fallback={null}>
          <DockedMenu />
        </Suspense>
      </aside>
    ) : null;
  }
  return wanted ? (
    <Suspense fallback={null}>
      <OverlayMenu />
    </Suspense>
  ) : null;
};
