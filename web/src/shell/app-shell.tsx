import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useApplyTheme } from '../settings/theme.ts';
import { Sidebar } from './sidebar.tsx';
import { SidebarProvider } from './sidebar-state.tsx';

/** Every page: the menu beside (or over) the page, and the theme applied to <html>. */
export const AppShell = () => {
  useApplyTheme();
  const { pathname } = useLocation();
  return (
    <SidebarProvider>
      <div className="app">
        {pathname !== '/auth' && <Sidebar />}
        <div className="app-main">
          <Outlet />
        </div>
        {/* New pages start at the top; back and forward return to where the reader was. */}
        <ScrollRestoration />
      </div>
    </SidebarProvider>
  );
};
