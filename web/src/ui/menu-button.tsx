import { isStandalone } from '../lib/use-install-prompt.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { MenuIcon } from './icons.tsx';
import { useSidebar } from './sidebar-state.tsx';

/** The ☰ button headers show when the menu is not already beside the page. */
export const MenuButton = () => {
  const { open, docked, setOpen } = useSidebar();
  const desktop = useIsDesktop();
  // Spec §4: the install hint points here on phones and tablets not already running Emmaus as an app.
  const installable = !desktop && !isStandalone();
  if (docked && open) return null;
  return (
    <button
      type="button"
      className="icon-button"
      aria-label="Open menu"
      data-hint-target={installable ? 'install_app' : undefined}
      onClick={() => setOpen(true)}
    >
      <MenuIcon />
    </button>
  );
};
