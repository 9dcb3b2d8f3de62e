import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { biblesQuery } from '../api/bible-queries.ts';
import { currentPartnerQuery } from '../api/guidance-queries.ts';
import { Page } from '../ui/page.tsx';

/** /about-emmaus: what Emmaus is, and where its texts come from. */
export const Component = () => {
  const bibles = useQuery(biblesQuery());
  const partner = useQuery(currentPartnerQuery()).data;
  return (
    <Page className="prose">
      <h1>About Emmaus</h1>
      <p>
        Emmaus is an open-source, free, anonymous and privacy-respecting AI Assisted Bible Reader. Read a
        chapter, tap verses to select them, and study them with the help of trusted resources. No account is
        needed: you are an anonymous reader unless you choose to sign in.
      </p>
      <ul>
        <li>
          <strong>Scripture first.</strong> Every answer is built on the passage you are reading, and every
          verse it cites is one click away.
        </li>
        <li>
          <strong>Trustworthy.</strong> References are checked against the Bible before you see them, and each
          answer's audit shows exactly how it was produced.
        </li>
        {!partner && (
          <li>
            <strong>Tailored to You.</strong> Choose who is asking and from which Christian tradition in{' '}
            <Link to="/my-profile">My Profile</Link>, and answers fit you.
          </li>
        )}
        <li>
          <strong>Private.</strong> No account needed; see <Link to="/site/privacy">Privacy</Link>.
        </li>
      </ul>
      <p>
        Read the <Link to="/site/launch-announcement">launch announcement</Link>, the{' '}
        <Link to="/site/copyright">copyright and licences</Link>, and the assistant's prompts in the
        repository's <code>server/prompts/</code> folder.
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
    </Page>
  );
};
