import { useQuery, useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Link, NavLink } from 'react-router';
import { DASHBOARD_ROLES, hasRole } from '../../../common/src/roles.ts';
import { pendingAnnotationChanges } from '../api/annotation-outbox.ts';
import { hasSignedInBefore, signOut } from '../api/auth-client.ts';
import { userQuery } from '../api/bible-queries.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { currentPartnerQuery, saveCommentary } from '../api/guidance-queries.ts';
import { RecentChats } from '../chat/recent-chats.tsx';
import { isIOS, isStandalone, useInstallPrompt } from '../lib/use-install-prompt.ts';
import { useIsDesktop } from '../lib/use-media-query.ts';
import { useReaderMode, useRedLetters, useThemeFamily } from '../settings/settings.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { SegmentedSetting } from '../ui/segmented-setting.tsx';
import { useSidebar } from '../ui/sidebar-state.tsx';
import { useSections } from './sections.tsx';
import { Switch } from './switch.tsx';
import { TranslationPicker } from './translation-picker.tsx';

// The menu's content, loaded when the menu first shows (shell/sidebar.tsx): on phones and tablets it is a
// closed dialog (shell/sidebar-overlay.tsx) until the reader opens it, so its code (Radix switches and
// toggle groups, the chat and reading history lists, sign-out) stays out of the reader's first JavaScript
// (issues 17 and 18).

// 'Download for offline' beside the translation picker; its code loads with the open menu, not the page.
const SidebarOffline = lazy(() => import('../offline/sidebar-offline.tsx'));

/** The menu's content, docked or in the overlay (shell/sidebar-overlay.tsx). */
export const SidebarBody = () => {
  const { docked, setOpen } = useSidebar();
  const [mode, setMode] = useReaderMode();
  const [family, setFamily] = useThemeFamily();
  const [redLetters, setRedLetters] = useRedLetters();
  const install = useInstallPrompt();
  const partner = useQuery(currentPartnerQuery()).data;
  const user = useQuery(userQuery()).data;
  const signedIn = user?.is_authenticated ?? false;
  const flags = useQuery(featureFlagsQuery()).data;
  const queryClient = useQueryClient();
  const desktop = useIsDesktop();
  const sections = useSections();
  // On overlays, following a link closes the menu.
  const close = () => {
    if (!docked) setOpen(false);
  };
  return (
    <div className="sidebar-body">
      <div className="sidebar-top">
        <Link to="/" className="brand" onClick={close}>
          <img src="/logo.svg" alt="" width={28} height={28} />
          <span>Emmaus</span>
        </Link>
        <button type="button" className="icon-button" aria-label="Close menu" onClick={() => setOpen(false)}>
          <CloseIcon />
        </button>
      </div>
      <nav aria-label="Main">
        {/* The tab bar's places, for every reader (issue 36); the current one marked as the bar does. */}
        {sections.links.map((l) => (
          <Link
            key={l.section}
            to={l.to}
            state={l.state}
            className={sections.current === l.section ? 'nav-entry active' : 'nav-entry'}
            aria-current={sections.current === l.section ? 'page' : undefined}
            onClick={close}
          >
            {l.menuLabel}
          </Link>
        ))}
        <NavLink to="/reading-history" className="nav-entry" onClick={close}>
          Reading history
        </NavLink>
        <NavLink to="/memory" className="nav-entry" onClick={close}>
          Memory verses
        </NavLink>
        {signedIn && !partner && (
          <NavLink to="/my-profile" className="nav-entry" onClick={close}>
            My Profile
          </NavLink>
        )}
        {signedIn && desktop && flags?.enable_reading_plans && hasRole(user?.role, DASHBOARD_ROLES) && (
          <NavLink to="/dashboard" className="nav-entry" onClick={close}>
            Publisher Dashboard
          </NavLink>
        )}
        {signedIn && desktop && hasRole(user?.role, ['admin']) && (
          <NavLink to="/admin" className="nav-entry" onClick={close}>
            Admin Console
          </NavLink>
        )}
        {signedIn ? (
          <button
            type="button"
            className="nav-entry"
            onClick={() => {
              // Offline, changes not yet sent cannot go as this reader once signed out: asked first.
              const unsent = navigator.onLine ? 0 : pendingAnnotationChanges();
              if (
                unsent > 0 &&
                !window.confirm(
                  `Sign out now? ${unsent === 1 ? 'A change' : `${unsent} changes`} to your notes and highlights made offline ${unsent === 1 ? 'has' : 'have'} not reached the server yet and will be removed from this device.`,
                )
              )
                return;
              close();
              void signOut(queryClient);
            }}
          >
            Sign Out
          </button>
        ) : (
          <NavLink to="/auth" className="nav-entry" onClick={close}>
            {hasSignedInBefore() ? 'Sign In' : 'Sign Up'}
          </NavLink>
        )}
      </nav>
      <RecentChats
        limit={5}
        title="Recent Chats"
        headingId="sb-chats"
        className="sidebar-section"
        onFollow={close}
      />
      {flags?.enable_translations && (
        <section className="sidebar-section" aria-labelledby="sb-translation">
          <h2 id="sb-translation">Translation</h2>
          <TranslationPicker />
          {/* The placeholder keeps the settings below from jumping when the control's code arrives. */}
          <Suspense fallback={<div className="sidebar-offline" aria-hidden="true" />}>
            <SidebarOffline onFollow={close} />
          </Suspense>
        </section>
      )}
      <SegmentedSetting
        id="sb-mode"
        title="Reading Mode"
        value={mode}
        onChange={setMode}
        options={[
          { value: 'study', label: 'Study' },
          { value: 'immersive', label: 'Immersive' },
        ]}
      />
      <SegmentedSetting
        id="sb-theme"
        title="Theme"
        value={family}
        onChange={setFamily}
        options={[
          { value: 'simple', label: 'Simple' },
          { value: 'parchment', label: 'Parchment' },
        ]}
      />
      {signedIn && flags?.enable_commentaries && (
        <section className="sidebar-section switch-row">
          <label htmlFor="sb-commentary">Commentary in answers</label>
          <Switch
            id="sb-commentary"
            checked={user?.commentary === 'mhc'}
            onChange={(on) =>
              void saveCommentary(on).then(() => queryClient.invalidateQueries({ queryKey: ['user'] }))
            }
          />
        </section>
      )}
      <section className="sidebar-section switch-row">
        <label htmlFor="sb-red-letters">Words of Jesus in red</label>
        <Switch
          id="sb-red-letters"
          checked={redLetters === 'on'}
          onChange={(on) => setRedLetters(on ? 'on' : 'off')}
        />
      </section>
      <nav aria-label="More" className="sidebar-more">
        {/* Spec §2: only when installable (the browser's prompt, or iOS's Add to Home Screen), not on
            desktop, and not when already running as the installed app. */}
        {!desktop && !isStandalone() && (install || isIOS()) && (
          <NavLink
            to="/install"
            className="nav-entry"
            onClick={(e) => {
              // Where the browser offers installation, the entry installs; elsewhere (iOS Safari) it
              // shows how to add Emmaus to the home screen.
              if (install) {
                e.preventDefault();
                void install.prompt();
              }
              close();
            }}
          >
            Install as an App
          </NavLink>
        )}
        <NavLink to="/about-emmaus" className="nav-entry" onClick={close}>
          About Emmaus
        </NavLink>
        {partner && (
          <NavLink to="/about" className="nav-entry" onClick={close}>
            About {partner.name}
          </NavLink>
        )}
      </nav>
    </div>
  );
};
