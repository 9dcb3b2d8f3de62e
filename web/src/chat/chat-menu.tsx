import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import { MoreIcon } from '../ui/icons.tsx';
import type { ChatController } from './use-chat.ts';

/** The chat's more-actions menu: share / make private, the audit, clear, delete (spec §2 Chat panel). */
export const ChatMenu = ({
  chat,
  auditEnabled,
  onShare,
}: {
  chat: ChatController;
  auditEnabled: boolean;
  onShare(): void;
}) => {
  const { chatId, isOwner, isPublic, messages } = chat.state;
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>
        <button
          type="button"
          className="icon-button"
          aria-label="Chat actions"
          data-hint-target={chatId && isOwner ? 'share_conversation' : undefined}
        >
          <MoreIcon />
        </button>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align="end" sideOffset={4}>
          {chatId && isOwner && (
            <DropdownMenu.Item className="menu-item" onSelect={onShare}>
              {isPublic ? 'Share link' : 'Share'}
            </DropdownMenu.Item>
          )}
          {chatId && isOwner && isPublic && (
            <DropdownMenu.Item className="menu-item" onSelect={() => void chat.setPublic(false)}>
              Make private
            </DropdownMenu.Item>
          )}
          {chatId && auditEnabled && messages.some((m) => m.hasAudit) && (
            <DropdownMenu.Item className="menu-item" asChild>
              <Link to={`/audit/${chatId}`}>See AI Prompt</Link>
            </DropdownMenu.Item>
          )}
          <DropdownMenu.Item className="menu-item" onSelect={chat.clear}>
            Clear chat
          </DropdownMenu.Item>
          {chatId && isOwner && (
            <DropdownMenu.Item className="menu-item danger" onSelect={() => void chat.remove()}>
              Delete chat
            </DropdownMenu.Item>
          )}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
};
