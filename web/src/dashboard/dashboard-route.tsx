import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { DASHBOARD_ROLES, hasRole } from '../../../common/src/roles.ts';
import { userQuery } from '../api/bible-queries.ts';
import { AccessRestricted } from './access-restricted.tsx';
import { ChurchProvider } from './church-context.tsx';
import { DashboardLayout } from './layout.tsx';
import '../styles/dashboard.css';

/**
 * /dashboard/*, guarded as spec §5 says: a signed-in, non-anonymous reader first (otherwise home), then
 * the publisher or admin role (otherwise Access Restricted). The server checks the same on every call.
 */
export const Component = () => {
  const user = useQuery(userQuery());
  if (user.isPending) return <p className="status">Loading...</p>;
  if (!user.data?.is_authenticated) return <Navigate replace to="/" />;
  if (!hasRole(user.data.role, DASHBOARD_ROLES)) return <AccessRestricted />;
  return (
    <ChurchProvider>
      <DashboardLayout />
    </ChurchProvider>
  );
};
