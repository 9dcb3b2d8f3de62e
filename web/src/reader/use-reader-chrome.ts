import { useState } from 'react';
import { useLocation } from 'react-router';
import { useIsMobile } from '../lib/use-media-query.ts';
import { useOnline } from '../offline/use-online.ts';
import { useReaderMode, useRedLetters } from '../settings/settings.ts';
import { useTextStyle } from '../settings/text-settings.ts';
import { useImmersiveChrome } from './use-immersive-chrome.ts';

/**
 * Everything around the text: how it is set (mode, red letters, text settings), which tools are open
 * (navigator, text settings, read aloud), whether the header and bottom bar step aside (immersive mode),
 * and the screen and connection they adapt to.
 */
export const useReaderChrome = () => {
  const { state: navState } = useLocation();
  const [mode] = useReaderMode();
  const [redLetters] = useRedLetters();
  const [navigatorOpen, setNavigatorOpen] = useState(false);
  // Once opened, the navigator stays mounted so that closing it animates like any dialog.
  const [navigatorWanted, setNavigatorWanted] = useState(false);
  if (navigatorOpen && !navigatorWanted) setNavigatorWanted(true);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const text = useTextStyle();
  // Reading aloud goes on into the next chapter when the reader asked for it: the state says so.
  const continueAloud = (navState as { readAloud?: unknown } | null)?.readAloud === true;
  const [readAloudOpen, setReadAloudOpen] = useState(continueAloud);
  const mobile = useIsMobile();
  const online = useOnline();
  const [endMarker, setEndMarker] = useState<HTMLDivElement | null>(null);
  const hidden = useImmersiveChrome(mode === 'immersive') && !navigatorOpen;
  return {
    mode,
    redLetters,
    text,
    navigatorOpen,
    setNavigatorOpen,
    navigatorWanted,
    settingsOpen,
    setSettingsOpen,
    continueAloud,
    readAloudOpen,
    setReadAloudOpen,
    mobile,
    online,
    endMarker,
    setEndMarker,
    hidden,
  };
};

export type ReaderChrome = ReturnType<typeof useReaderChrome>;
