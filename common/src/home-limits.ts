// The home question's limit, without zod: the home page (in the app's first JavaScript) reads it, and
// the contract (contracts/home.ts) builds on it. Importing the contract there pulled all of zod into
// every page's first load (issue 33's reader budget).

/** The longest question the home page takes: the page refuses a longer one before asking (issue 36). */
export const HOME_PROMPT_MAX = 500;
