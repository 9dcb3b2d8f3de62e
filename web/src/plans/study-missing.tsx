import { Link } from 'react-router';
import { ErrorCode } from '../../../common/src/contracts/errors.ts';
import { ApiError } from '../api/client.ts';

/**
 * A study that cannot be opened: not found (or private to a church the reader is not in), or of a
 * church an admin suspended (issue 34), which the reader is told rather than left guessing.
 */
export const StudyMissing = ({ error }: { error: unknown }) => {
  const suspended = error instanceof ApiError && error.code === ErrorCode.planChurchSuspended;
  const missing = suspended || (error instanceof ApiError && error.status === 404);
  return (
    <main className="page empty-state">
      <h1>
        {suspended
          ? 'Sermon Study Unavailable'
          : missing
            ? 'Sermon Study Not Found'
            : 'Failed to load sermon study'}
      </h1>
      {suspended && <p>This study's church is suspended, so its studies cannot be read for now.</p>}
      {missing && !suspended && <p>The sermon study you're looking for could not be found.</p>}
      <Link className="pill-button" to="/">
        Return Home
      </Link>
    </main>
  );
};
