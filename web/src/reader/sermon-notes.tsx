import { useQuery } from '@tanstack/react-query';
import { Dialog } from 'radix-ui';
import type { ComponentProps } from 'react';
import ReactMarkdown from 'react-markdown';
import { sermonQuery } from '../api/plans-queries.ts';
import { CloseIcon } from '../ui/icons.tsx';
import { MarkdownImage } from '../ui/markdown.tsx';

// Spec §8: links into the reader open in a new tab with no opener and no referrer; others normally.
const NotesLink = ({ href = '', children }: ComponentProps<'a'>) =>
  href.startsWith('/read/') ? (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <a href={/^(https?:|mailto:|\/)/.test(href) ? href : undefined}>{children}</a>
  );

/** The sermon notes panel (spec §8): loading, error with Try Again, empty, or the notes. */
export const SermonNotes = ({
  sermonId,
  title,
  onClose,
}: {
  sermonId: number;
  title?: string;
  onClose(): void;
}) => {
  const q = useQuery(sermonQuery(sermonId));
  const content = q.data?.content?.trim();
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="overlay" />
        <Dialog.Content className="notes-panel" aria-describedby={undefined}>
          <header className="panel-header">
            <Dialog.Title>{title || 'Sermon Notes'}</Dialog.Title>
            <Dialog.Close className="icon-button" aria-label="Close sermon notes">
              <CloseIcon />
            </Dialog.Close>
          </header>
          <div className="panel-body">
            {q.isPending && (
              <p className="status" role="status">
                <span className="spinner" aria-hidden="true" /> Loading sermon notes...
              </p>
            )}
            {q.isError && (
              <div className="empty-state" role="alert">
                <h2>Unable to Load Notes</h2>
                <p>Failed to load sermon notes. Please try again.</p>
                <button type="button" className="pill-button" onClick={() => void q.refetch()}>
                  Try Again
                </button>
              </div>
            )}
            {q.isSuccess && !content && (
              <div className="empty-state">
                <h2>No Notes Available</h2>
                <p>Sermon notes are not available for this sermon.</p>
              </div>
            )}
            {content && (
              <div className="prose">
                <ReactMarkdown skipHtml components={{ a: NotesLink, img: MarkdownImage }}>
                  {content}
                </ReactMarkdown>
              </div>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
};
