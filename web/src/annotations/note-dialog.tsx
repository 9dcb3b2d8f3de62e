import { useState } from 'react';
import { ANNOTATION_LIMITS } from '../../../common/src/annotation-limits.ts';
import { errorMessage } from '../api/error-message.ts';
import { ModalDialog } from './modal-dialog.tsx';

/** Writes or edits the markdown note on the selected verses; an emptied note is deleted. */
export const NoteDialog = ({
  reference,
  initial,
  onSave,
  onClose,
}: {
  reference: string;
  initial: string;
  onSave(text: string): Promise<void>;
  onClose(): void;
}) => {
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const [saving, setSaving] = useState(false);
  return (
    <ModalDialog title={`Note on ${reference}`} onClose={onClose}>
      <form
        className="note-form"
        onSubmit={async (e) => {
          e.preventDefault();
          setSaving(true);
          try {
            await onSave(text);
            onClose();
          } catch (err) {
            setError(errorMessage(err, 'The note could not be saved'));
            setSaving(false);
          }
        }}
      >
        <label htmlFor="note-text">Your note (Markdown: **bold**, *italic*, - lists)</label>
        <textarea
          id="note-text"
          rows={8}
          maxLength={ANNOTATION_LIMITS.noteChars}
          value={text}
          // The dialog exists to write this note: it takes the focus (ModalDialog).
          data-autofocus
          onChange={(e) => setText(e.target.value)}
        />
        {error && (
          <p role="alert" className="error-text">
            {error}
          </p>
        )}
        <div className="modal-actions">
          {initial && (
            <button type="button" className="pill-button" disabled={saving} onClick={() => setText('')}>
              Clear
            </button>
          )}
          <button type="submit" className="pill-button primary" disabled={saving}>
            {text.trim() || !initial ? 'Save note' : 'Delete note'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
};
