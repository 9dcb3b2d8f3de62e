import type { ReactNode } from 'react';
import { MenuButton } from './menu-button.tsx';

/** A content page: the menu button above a centred column (class `page`, spec §9 max width). */
export const Page = ({ className, children }: { className?: string; children: ReactNode }) => (
  <div className="home">
    <div className="home-bar">
      <MenuButton />
    </div>
    <main className={className ? `page ${className}` : 'page'}>{children}</main>
  </div>
);
