// What the preacher says about the sermon itself (issue 30): a stated big idea wins over any sentence
// the ranking prefers, and filler — housekeeping, transitions, "let me land the plane" — is never a
// point, an application or a question.

/** "The big idea is…", "if you remember one thing…", "here is the big idea". */
export const BIG_IDEA_SIGNPOST =
  /\b(?:(?:the|my|our|today's|this morning's|this sermon's|the sermon's)\s+(?:big|main|central)\s+idea|the\s+big\s+idea|if\s+you\s+(?:only\s+)?(?:remember|take(?:\s+away|\s+home)?|forget\s+everything\s+else\s+but|get)\s+(?:just\s+|only\s+)?one\s+thing|if\s+you\s+forget\s+everything\s+else|(?:the|my)\s+(?:main|one|central)\s+(?:point|thing|truth)\s+(?:of\s+(?:this|the|today's)\s+(?:sermon|passage|text|message|morning)\s+)?(?:is|I\s+want)|here(?:'s|\s+is)\s+the\s+(?:main\s+)?point|the\s+whole\s+(?:sermon|message|passage)\s+in\s+(?:a|one)\s+sentence|in\s+(?:a|one)\s+sentence,)/i;

/** Words of the signpost itself, so "Here is the big idea." is known to state nothing yet. */
const SIGNPOST_ONLY =
  /^(?:so,?\s+|now,?\s+|and\s+|well,?\s+|church,?\s+|friends,?\s+)*(?:here(?:'s|\s+is)\s+(?:the\s+)?(?:big|main)\s+(?:idea|point)|here(?:'s|\s+is)\s+the\s+point|(?:the|my|our)\s+big\s+idea(?:\s+(?:this\s+morning|today|of\s+(?:this|the)\s+\w+))?\s+is\s+(?:this|simple)|what(?:'s|\s+is)\s+the\s+big\s+idea|if\s+you\s+(?:only\s+)?remember\s+(?:just\s+|only\s+)?one\s+thing(?:\s+(?:this\s+morning|today|from\s+\w+(?:\s+\w+)?))?,?\s+remember\s+this)\W*$/i;

/** The sentence states the big idea itself, or only announces it (so the next sentence states it). */
export const bigIdeaSignpost = (s: string): 'states' | 'announces' | null => {
  if (!BIG_IDEA_SIGNPOST.test(s)) return null;
  if (SIGNPOST_ONLY.test(s) || s.trim().endsWith('?')) return 'announces';
  // "If you remember one thing this morning, remember this:" — a colon with nothing after it.
  if (/:\s*$/.test(s)) return 'announces';
  return 'states';
};

/** Housekeeping and transitions: true of a sentence that is about the service, not the message. */
const FILLER = new RegExp(
  [
    // Landing, wrapping up, praying.
    String.raw`\bland (?:the|this) plane\b`,
    String.raw`\b(?:let me|let's|let us|I(?:'ll| will| want to)) (?:wrap (?:this |it )?up|close|finish|bring (?:this|it) (?:home|to a close))\b`,
    String.raw`\bas we (?:close|wrap up|finish|come to the end)\b`,
    String.raw`\b(?:let me|let's|let us|we'll|I'll) pray\b`,
    String.raw`\bbow (?:your|our) heads\b`,
    String.raw`\bpray with me\b`,
    // Groups, announcements, the service itself.
    String.raw`\bquestions? for (?:your|our|the) (?:small |life |home |community )?groups?\b`,
    String.raw`\b(?:small|life|home|community) groups?\b.{0,40}\b(?:this week|questions?|discuss)\b`,
    String.raw`\b(?:announcements?|bulletin|sign[ -]?up|sign-up sheet|registration|potluck|nursery|parking lot|connection card|livestream|live stream|online campus)\b`,
    String.raw`\b(?:good morning|good evening|welcome (?:to|back)|you may be seated|thanks for (?:being here|joining)|how are you)\b`,
    // Moving around the text and the sermon.
    String.raw`^(?:\W*\w+\W+){0,3}(?:turn|open|come|go|flip|look)(?: back| down| over)?(?: with me)? (?:in your bibles? )?(?:to|at) (?:verse|chapter|the (?:next|first|last) verse|page)\b`,
    String.raw`\b(?:turn|open) (?:with me )?(?:in )?(?:your bibles?|with me)\b`,
    String.raw`\b(?:that|which|this) (?:brings|leads|takes) (?:us|me) to\b`,
    String.raw`\b(?:let's|let us|let me) (?:move on|keep going|read|look at (?:verse|the next)|go on|turn|start|begin|get (?:started|into))\b`,
    String.raw`^(?:\W*\w+\W+){0,2}(?:moving on|next|point (?:one|two|three|four|number)|number (?:one|two|three|four|five))\W*$`,
    String.raw`\b(?:we(?:'ll| will) (?:come back|get) to (?:that|this)|more on that (?:later|in a (?:minute|moment)))\b`,
    String.raw`^(?:\W*\w+\W+){0,2}I (?:want|would like|'d like) to (?:speak|talk|turn|go back|look|say a word|spend|take a (?:minute|moment)|begin|start|close|finish)\b`,
    String.raw`\b(?:before we (?:begin|start|get into)|I(?:'ve| have) got (?:\w+ )?(?:points?|things?) (?:for you|this morning))\b`,
  ].join('|'),
  'i',
);

/**
 * A line of a book list, not preaching (issue 30): the works on a psalm an exposition lists ("1625
 * David's Blessed Man; or, a Short Exposition on the First Psalm…"), a year opening a title, the old
 * double title ("…; or, …"), a format or page count.
 */
const BIBLIOGRAPHY =
  /^\W*(?:1[4-9]\d\d|20\d\d)\b\W+\p{Lu}|;\s*or,\s+(?:(?:a|an|the)\s+)?\p{Lu}|\b(?:\d+(?:mo|vo)|folio|pp?\.\s*\d|vols?\.\s*[\dIVX])/u;

/** Never a point, an application or a question: housekeeping, transitions, a book list's line. */
export const isFiller = (s: string): boolean => FILLER.test(s) || BIBLIOGRAPHY.test(s);
