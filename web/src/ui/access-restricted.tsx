import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { Page } from './page.tsx';

/**
 * Spec §2: what a signed-in reader without the role an area needs sees there (the Publisher Dashboard,
 * the admin console). `children`: what they can do about it (ask for publisher access).
 */
export const AccessRestricted = ({
  area,
  reserved,
  children,
}: {
  area: string;
  reserved: string;
  children?: ReactNode;
}) => {
  const navigate = useNavigate();
  return (
    <Page className="access-restricted">
      <h1>Access Restricted</h1>
      <p>
        You don't have permission to access the {area}. This area is reserved for {reserved}.
      </p>
      <button type="button" className="pill-button primary" onClick={() => navigate('/')}>
        Return to Home
      </button>
      {children}
    </Page>
  );
};
