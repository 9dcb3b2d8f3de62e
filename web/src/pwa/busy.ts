// Whether reloading now would lose something the reader is doing (issue 17: never while a message is
// being typed or an answer streams).

let streams = 0;

/** Marks an answer as streaming until the returned function is called. */
export const trackStream = (): (() => void) => {
  streams++;
  let done = false;
  return () => {
    if (!done) streams = Math.max(0, streams - 1);
    done = true;
  };
};

export const isStreaming = (): boolean => streams > 0;

/** Any text typed into the page and not yet sent: a question, a note, a search. */
export const isTyping = (doc: Document = document): boolean => {
  for (const el of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    'textarea, input:not([type]), input[type="text"], input[type="search"]',
  )) {
    if (el.value.trim() !== '' && !el.readOnly && !el.disabled) return true;
  }
  return false;
};
