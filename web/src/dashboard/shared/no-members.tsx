/**
 * A church nobody belongs to (the demo church, or one whose people all left): no owner, so only site
 * administrators manage it; an empty table would look broken.
 */
export const NoMembers = () => (
  <p className="muted">
    No members yet. This church has no owner, so site administrators look after it. Approve a request to join,
    then give that person a role under Settings.
  </p>
);
