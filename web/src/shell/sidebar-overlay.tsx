import { Dialog } from 'radix-ui';
import { useSidebar } from '../ui/sidebar-state.tsx';
import { SidebarBody } from './sidebar-menu.tsx';

// Apart from the menu's content so that the docked menu on desktop does not load the dialog's code.

/** The menu as a sliding overlay (phones and tablets): a modal dialog. */
export const OverlayMenu = () => {
  const { open, setOpen } = useSidebar();
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="sidebar floating" aria-describedby={undefined}>
          <Dialog.Title className="visually-hidden">Menu</Dialog.Title>
          <SidebarBody />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
