import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { suggestionsQuery } from '../api/chat-queries.ts';
import { featureFlagsQuery } from '../api/flags-query.ts';
import { useReaderChat } from '../chat/use-reader-chat.ts';
import type { PlanMode } from './plan-mode.tsx';
import type { PanelTab } from './study-panel.tsx';

/**
 * The study panel beside the text (a drawer on phones): which tab shows, the chat about the passage and
 * its suggested questions. Plan mode opens it on the day's suggestions.
 */
export const useStudyPanel = (opts: {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: number[];
  plan: PlanMode | undefined;
  mobile: boolean;
  loaded: boolean;
}) => {
  const { bibleId, bookId, chapter, selected, plan, mobile, loaded } = opts;
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<PanelTab>('chat');
  const openPanel = useCallback((next: PanelTab) => {
    setTab(next);
    setOpen(true);
  }, []);
  // Says when the (lazily loaded) panel is on the screen: the verses asked about are brought into reach.
  const [shown, setShown] = useState(false);
  const flags = useQuery(featureFlagsQuery()).data;
  const suggestions = useQuery({
    ...suggestionsQuery(bibleId, bookId, chapter, plan?.step.id),
    // Only for a chapter that loaded (spec §5: translation, book and chapter all set and real).
    enabled: loaded,
  });
  const openChat = useCallback(() => openPanel('chat'), [openPanel]);
  // On phones the panel is a modal drawer: following a link to another passage closes it to show the text.
  const passageKey = `${bookId}/${chapter}`;
  const lastPassage = useRef(passageKey);
  useEffect(() => {
    if (lastPassage.current === passageKey) return;
    lastPassage.current = passageKey;
    if (mobile) setOpen(false);
  }, [passageKey, mobile]);
  const chat = useReaderChat({
    bibleId,
    bookId,
    chapter,
    selected,
    planStepId: plan?.step.id,
    onOpen: openChat,
  });
  const care = chat.state.messages.findLast((m) => m.role === 'user')?.care;
  // Plan mode opens the chat with the day's suggestions, unless the reader closed it (spec §4). Not on a
  // phone: there the drawer would cover half the day's text and its Next day bar (issue 36); the Ask
  // button below the text opens it.
  const stepId = plan?.step.id;
  const userClosed = plan?.chatClosed ?? false;
  useEffect(() => {
    if (stepId !== undefined && !userClosed && !mobile) openPanel('chat');
  }, [stepId, userClosed, mobile, openPanel]);
  const auditEnabled = flags?.enable_audit ?? false;
  return { open, setOpen, tab, setTab, openPanel, shown, setShown, suggestions, chat, care, auditEnabled };
};

export type StudyPanelState = ReturnType<typeof useStudyPanel>;
