import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A modal built on <dialog>: the page behind is inert, Tab wraps inside, Escape closes it;
 * focus goes back to whatever had it before (issue 18: dialogs trap and restore focus).
 */
export const ModalDialog = ({
  title,
  onClose,
  children,
  className,
}: {
  title: string;
  onClose(): void;
  children: ReactNode;
  className?: string;
}) => {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    ref.current?.showModal();
    // showModal() focuses the first control (Close); the field the dialog is for goes first when it says so.
    ref.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    return () => before?.focus();
  }, []);
  return (
    <dialog
      ref={ref}
      className={`modal-dialog${className ? ` ${className}` : ''}`}
      aria-labelledby="modal-dialog-title"
      onKeyDown={(e) => {
        // The page behind is inert, but Tab would still leave for the browser's own UI: wrap around.
        if (e.key !== 'Tab' || !ref.current) return;
        const all = [
          ...ref.current.querySelectorAll<HTMLElement>(
            'button, textarea, input, select, a[href], [tabindex="0"]',
          ),
        ].filter((el) => !el.hasAttribute('disabled'));
        const first = all[0];
        const last = all.at(-1);
        if (e.shiftKey && document.activeElement === first) {
          e.preventDefault();
          last?.focus();
        } else if (!e.shiftKey && document.activeElement === last) {
          e.preventDefault();
          first?.focus();
        }
      }}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
    >
      <div className="modal-head">
        <h2 id="modal-dialog-title">{title}</h2>
        <button type="button" className="icon-button" aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </dialog>
  );
};
