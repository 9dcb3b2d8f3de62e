/** Displayed chat title: only the part after the first colon of 'prefix: title' (spec §3). */
export const displayTitle = (title: string | null | undefined, fallback = 'Untitled Chat'): string => {
  if (!title) return fallback;
  const i = title.indexOf(':');
  const shown = (i >= 0 ? title.slice(i + 1) : title).trim();
  return shown || fallback;
};
