/**
 * The web app's one way to note a failure it recovers from (a share cancelled, a background save that
 * did not go through): kept out of the page, visible in the browser's console for whoever debugs.
 * One function, so the console is never reached for ad hoc (Biome's noConsole is on elsewhere).
 */
export const report = (context: string, error?: unknown): void => {
  // biome-ignore lint/suspicious/noConsole: the one sanctioned console call of the web app
  console.info(context, ...(error === undefined ? [] : [error]));
};
