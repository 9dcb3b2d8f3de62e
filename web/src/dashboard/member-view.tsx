import { Link } from 'react-router';
import type { UserChurch } from '../../../common/src/contracts/churches.ts';

/**
 * What a member of a church (or one whose request waits) sees in the dashboard (issue 36): not pages of
 * permission errors, but what they may do — read its studies on its page — and how to publish for it.
 */
export const MemberView = ({ church }: { church: UserChurch }) => (
  <div className="dash-narrow">
    <h1>{church.name}</h1>
    {church.user_role === 'pending' ? (
      <p>Your request to join {church.name} is waiting for its owner’s approval.</p>
    ) : (
      <p>You are a member of {church.name}: you can read all its Sermon Studies, private ones included.</p>
    )}
    <p>
      <Link className="pill-button primary" to={`/churches/${church.id}`}>
        Open {church.name}’s page
      </Link>
    </p>
    <p className="muted">
      To add sermons and publish studies for {church.name}, ask its owner to make you a publisher on its
      Community page.
    </p>
  </div>
);
