import { Fragment, useEffect, useRef, useState } from 'react';
import type { Suggestion } from '../../../common/src/contracts/bible.ts';
import type { Care } from '../../../common/src/contracts/care.ts';
import { CareCard, SupportNote } from '../care/care-card.tsx';
import { HintCard } from '../hints/hint-card.tsx';
import { report } from '../lib/report.ts';
import { SendIcon } from '../ui/icons.tsx';
import { Markdown } from '../ui/markdown.tsx';
import { SuggestionChips, type SuggestionsStatus } from './suggestion-chips.tsx';
import type { ChatController } from './use-chat.ts';

const shareUrl = (chatId: string) => `${window.location.origin}/chat/${chatId}`;

/** The share banner's state: shown after sharing, with Undo when this share published the chat. */
interface Shared {
  copied: boolean;
  published: boolean;
}

/** Publishes the chat, then hands its link to the native share sheet or copies it (spec §4). */
export const useShare = (chat: ChatController) => {
  const [shared, setShared] = useState<Shared | null>(null);
  const share = async () => {
    const id = chat.state.chatId;
    if (!id) return;
    const published = !chat.state.isPublic;
    if (published && !(await chat.setPublic(true))) return;
    let copied = false;
    try {
      if (navigator.share) await navigator.share({ title: 'Emmaus', url: shareUrl(id) });
      else {
        await navigator.clipboard.writeText(shareUrl(id));
        copied = true;
      }
    } catch (error) {
      report('chat: share cancelled or failed', error);
    }
    setShared({ copied, published });
  };
  return { shared, share, dismiss: () => setShared(null) };
};

const Status = ({ status }: { status: 'searching' | 'thinking' | null }) => (
  <p className="chat-status" role="status">
    {status === 'thinking' ? 'Thinking...' : 'Searching the Scriptures...'}
  </p>
);

export const ChatPanel = ({
  chat,
  suggestions,
  suggestionsStatus,
  shared,
  onUndoShare,
  onDismissShare,
}: {
  chat: ChatController;
  suggestions: Suggestion[] | undefined;
  suggestionsStatus?: SuggestionsStatus | undefined;
  shared: Shared | null;
  onUndoShare(): void;
  onDismissShare(): void;
}) => {
  const { messages, sending, status, error, isOwner, isPublic } = chat.state;
  const [draft, setDraft] = useState('');
  const list = useRef<HTMLDivElement>(null);
  const grown = `${messages.length}:${messages.at(-1)?.content.length ?? 0}`;
  // Follow the answer as it streams, but only until its first line reaches the top: a long answer is then
  // read from its beginning, not found at its end (issue 18).
  useEffect(() => {
    const box = list.current;
    if (!grown || !box) return;
    const bubbles = box.querySelectorAll<HTMLElement>('.bubble');
    const last = bubbles[bubbles.length - 1];
    const end = box.scrollHeight - box.clientHeight;
    // A care card right before the answer is what must be seen first (issue 29): follow it, not the answer.
    const before = last?.previousElementSibling;
    const first = before instanceof HTMLElement && before.classList.contains('care-card') ? before : last;
    const answerTop =
      last?.classList.contains('assistant') && first
        ? first.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop - 12
        : end;
    box.scrollTop = Math.max(0, Math.min(end, answerTop));
  }, [grown]);

  const [offlineNote, setOfflineNote] = useState(false);
  // Offline a question is not sent, but a reader in danger still sees how to reach someone (issue 29).
  const [offlineCare, setOfflineCare] = useState<Care | undefined>(undefined);
  const submit = () => {
    if (!draft.trim() || sending) return;
    // Offline the question cannot be answered: say so and keep what was typed (issue 17).
    if (!navigator.onLine) {
      setOfflineNote(true);
      // Recognition loads on first use (kept by the service worker, so it is there offline).
      void import('../care/local-care.ts').then(({ offlineCare }) => offlineCare(draft)).then(setOfflineCare);
      return;
    }
    setOfflineCare(undefined);
    setOfflineNote(false);
    void chat.send(draft);
    setDraft('');
  };
  return (
    <div className="chat">
      {shared && isPublic && (
        <div className="share-banner" role="status">
          <span>{shared.copied ? 'Link copied. ' : ''}Anyone with the link can read this chat.</span>
          {shared.published && (
            <button type="button" className="link-button" onClick={onUndoShare}>
              Undo
            </button>
          )}
          <button
            type="button"
            className="link-button"
            onClick={() => void chat.setPublic(false).then(onDismissShare)}
          >
            Make private
          </button>
        </div>
      )}
      {chat.state.chatId && isOwner && !sending && (
        <HintCard name="share_conversation">
          Share this conversation: open the ⋯ menu and choose Share.
        </HintCard>
      )}
      {/* Busy while an answer streams: a screen reader announces the finished answer once, not each word;
          tests wait for it before reloading, since the answer is stored as the stream ends. */}
      <div ref={list} className="chat-messages" aria-live="polite" aria-busy={sending}>
        {messages.length === 0 && !sending && (
          <div className="chat-empty">
            <p className="muted">Ask about this chapter or the verses you selected.</p>
          </div>
        )}
        {messages.map((m) =>
          m.role === 'user' ? (
            <Fragment key={m.id}>
              <div className="bubble user">{m.content}</div>
              {/* Under the question, before the answer (issue 29). */}
              {m.care ? (
                <CareCard care={m.care} id={`care-${m.id}`} />
              ) : (
                m.support && <SupportNote support={m.support} />
              )}
            </Fragment>
          ) : (
            <div key={m.id} className="bubble assistant">
              {m.isStreaming && !m.content ? <Status status={status} /> : <Markdown text={m.content} />}
            </div>
          ),
        )}
        {error && (
          <p className="error-text" role="alert">
            {error}
          </p>
        )}
      </div>
      {!isOwner ? (
        <div className="chat-foreign">
          <p className="chat-foreign-text">This chat was shared by someone else.</p>
          <button type="button" className="pill-button" onClick={chat.clear}>
            Ask your own question
          </button>
        </div>
      ) : (
        <>
          {messages.length === 0 && (
            <SuggestionChips
              suggestions={suggestions}
              status={suggestionsStatus}
              disabled={sending}
              onAsk={(q) => void chat.send(q)}
            />
          )}
          {offlineCare && <CareCard care={offlineCare} id="care-offline" />}
          {offlineNote && (
            <p className="status error-text" role="alert">
              You're offline. Asking needs a connection — your question is kept; send it when you're back
              online.
            </p>
          )}
          <form
            className="chat-input"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <textarea
              value={draft}
              rows={1}
              placeholder="Ask your own question..."
              aria-label="Ask your own question"
              maxLength={2000}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
                  e.preventDefault();
                  submit();
                }
              }}
            />
            <button
              type="submit"
              className="icon-button send"
              aria-label="Send"
              disabled={!draft.trim() || sending}
            >
              <SendIcon />
            </button>
          </form>
        </>
      )}
    </div>
  );
};
