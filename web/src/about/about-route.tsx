import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { biblesQuery } from '../api/bible-queries.ts';
import { MenuButton } from '../shell/sidebar.tsx';

/** /about-emmaus: what Emmaus is, and where its texts come from. */
export const Component = () => {
  const bibles = useQuery(biblesQuery());
  return (
    <div className="home">
      <div className="home-bar">
        <MenuButton />
      </div>
      <main className="page prose">
        <h1>About Emmaus</h1>
        <p>
          Emmaus is an open-source, free, anonymous and privacy-respecting AI Assisted Bible Reader. Read a
          chapter, tap verses to select them, and study them with the help of trusted resources. No account is
          needed: you are an anonymous reader unless you choose to sign in.
        </p>
        <h2>Texts and resources</h2>
        <ul>
          {bibles.data?.map((b) => (
            <li key={b.id}>
              <strong>{b.name}</strong> ({b.abbreviation}) — {b.licence}
            </li>
          ))}
          <li>Matthew Henry's Concise Commentary on the Whole Bible — public domain</li>
          <li>Strong's Hebrew and Greek dictionaries, and Nave's Topical Bible — public domain</li>
        </ul>
        <p>The texts come from the CrossWire Bible Society's SWORD modules as packaged by Debian.</p>
        <p>
          <Link to="/read/JHN/1">Start reading: John 1</Link> ·{' '}
          <Link to="/reading-plans">Try a Sermon Study</Link>
        </p>
      </main>
    </div>
  );
};
