import { useNavigate } from 'react-router';
import { Page } from '../ui/page.tsx';

/** Spec §2: what a signed-in reader without the publisher or admin role sees under /dashboard. */
export const AccessRestricted = () => {
  const navigate = useNavigate();
  return (
    <Page className="access-restricted">
      <h1>Access Restricted</h1>
      <p>
        You don't have permission to access the Publisher Dashboard. This area is reserved for publishers and
        administrators.
      </p>
      <button type="button" className="pill-button primary" onClick={() => navigate('/')}>
        Return to Home
      </button>
    </Page>
  );
};
