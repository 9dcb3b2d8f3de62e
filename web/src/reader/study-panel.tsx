import { type CSSProperties, type ReactNode, useState } from 'react';
import { Drawer } from 'vaul';
import { displayTitle } from '../../../common/src/chat-title.ts';
import type { Suggestion } from '../../../common/src/contracts/bible.ts';
import { ChatMenu } from '../chat/chat-menu.tsx';
import { ChatPanel, useShare } from '../chat/chat-panel.tsx';
import type { SuggestionsStatus } from '../chat/suggestion-chips.tsx';
import type { ChatController } from '../chat/use-chat.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { Commentary } from './commentary.tsx';

export type PanelTab = 'chat' | 'commentary';

export interface StudyPanelProps {
  bibleId: string;
  bookId: string;
  chapter: number;
  selected: readonly number[];
  /** Phones get the bottom drawer; wider screens the side-by-side half (spec §2, §9). */
  mobile: boolean;
  tab: PanelTab;
  onTab(tab: PanelTab): void;
  chat: ChatController;
  suggestions: Suggestion[] | undefined;
  suggestionsStatus?: SuggestionsStatus | undefined;
  auditEnabled: boolean;
  onClose(): void;
}

const Tabs = ({ tab, onTab }: { tab: PanelTab; onTab(t: PanelTab): void }) => (
  <div className="panel-tabs" role="tablist" aria-label="Study panel">
    {(['chat', 'commentary'] as const).map((t) => (
      <button
        key={t}
        type="button"
        role="tab"
        aria-selected={tab === t}
        className="panel-tab"
        onClick={() => onTab(t)}
      >
        {t === 'chat' ? 'Ask' : 'Commentary'}
      </button>
    ))}
  </div>
);

// Spec §9: the drawer opens at 60% of the window's height and expands to 90% by its handle.
const SNAP_POINTS = [0.6, 0.9];

/**
 * The study panel beside the text: the assistant's chat and Matthew Henry's commentary, as two tabs.
 * Loaded only when opened, so reading pays nothing for it.
 */
export const StudyPanel = ({
  mobile,
  onClose,
  tab,
  onTab,
  chat,
  suggestions,
  suggestionsStatus,
  auditEnabled,
  ...content
}: StudyPanelProps) => {
  const [snap, setSnap] = useState<number | string | null>(SNAP_POINTS[0] ?? null);
  // What had focus when the panel opened (the Ask or Commentary button, the action bar's Ask), for the
  // drawer to give it back on closing. Body means nothing was focused (a tap in Safari): nothing to return.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement && document.activeElement !== document.body
      ? document.activeElement
      : null,
  );
  const share = useShare(chat);
  const title =
    tab === 'commentary'
      ? 'Commentary'
      : chat.state.chatId
        ? displayTitle(chat.state.title, 'Chat')
        : 'Ask about this chapter';
  const actions: ReactNode = (
    <div className="panel-actions">
      {tab === 'chat' && (
        <ChatMenu chat={chat} auditEnabled={auditEnabled} onShare={() => void share.share()} />
      )}
      <button type="button" className="icon-button" aria-label="Close study panel" onClick={onClose}>
        <CloseIcon />
      </button>
    </div>
  );
  const body = (
    <>
      <Tabs tab={tab} onTab={onTab} />
      <div className={`panel-body${tab === 'chat' ? ' chat-body' : ''}`}>
        {tab === 'commentary' ? (
          <Commentary {...content} />
        ) : (
          <ChatPanel
            chat={chat}
            suggestions={suggestions}
            suggestionsStatus={suggestionsStatus}
            shared={share.shared}
            onDismissShare={share.dismiss}
            onUndoShare={() => void chat.setPublic(false).then(share.dismiss)}
          />
        )}
      </div>
    </>
  );
  if (!mobile) {
    return (
      <aside className="side-panel" aria-labelledby="study-panel-title">
        <header className="panel-header">
          <h2 id="study-panel-title">{title}</h2>
          {actions}
        </header>
        {body}
      </aside>
    );
  }
  // For the pointer not modal: the text above the drawer stays readable, scrollable and selectable while one
  // asks about it (issue 18). For the keyboard a dialog (Radix's, under vaul): focus moves in when it
  // opens, Tab stays inside, Escape (or the handle, or the close button) closes it, and focus goes back to
  // what opened it.
  return (
    <Drawer.Root
      open
      modal={false}
      onOpenChange={(open) => !open && onClose()}
      snapPoints={SNAP_POINTS}
      activeSnapPoint={snap}
      setActiveSnapPoint={setSnap}
    >
      <Drawer.Portal>
        <Drawer.Content
          className="drawer"
          aria-describedby={undefined}
          onOpenAutoFocus={(e) => {
            // The dialog itself, not its first control: a phone's keyboard stays down, and a screen
            // reader starts at the title. Tab goes on from there.
            e.preventDefault();
            (e.currentTarget as HTMLElement | null)?.focus({ preventScroll: true });
          }}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            if (opener?.isConnected) opener.focus({ preventScroll: true });
          }}
          style={{ '--drawer-visible': `${Number(snap ?? SNAP_POINTS[0]) * 100}dvh` } as CSSProperties}
        >
          <Drawer.Handle className="drawer-handle" />
          <header className="panel-header">
            <Drawer.Title>{title}</Drawer.Title>
            {actions}
          </header>
          {body}
        </Drawer.Content>
      </Drawer.Portal>
    </Drawer.Root>
  );
};
