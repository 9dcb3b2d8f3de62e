import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { DASHBOARD_ROLES, hasRole } from '../../../common/src/roles.ts';
import { userQuery } from '../api/bible-queries.ts';
import { AccessRestricted } from './access-restricted.tsx';
import { ChurchStudies } from './church-studies.tsx';

/**
 * /dashboard, guarded as spec §5 says: a signed-in, non-anonymous reader first (otherwise home), then
 * the publisher or admin role (otherwise Access Restricted). The server checks the same on every call.
 */
export const Component = () => {
  const user = useQuery(userQuery());
  if (user.isPending) return <p className="status">Loading...</p>;
  if (!user.data?.is_authenticated) return <Navigate replace to="/" />;
  if (!hasRole(user.data.role, DASHBOARD_ROLES)) return <AccessRestricted />;
  return <ChurchStudies />;
};
