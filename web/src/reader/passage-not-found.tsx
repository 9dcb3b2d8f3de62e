import { Link, useLocation } from 'react-router';

/** A /read/… address that names no passage: said for that address, which stays (issue 18). */
export const PassageNotFound = () => {
  const { pathname } = useLocation();
  return (
    <main className="missing-book">
      <h1>Passage not found</h1>
      <p>
        There is no passage at <code>{pathname}</code> in this Bible.
      </p>
      <Link className="pill-button primary" to="/">
        Go to the home page
      </Link>
    </main>
  );
};
