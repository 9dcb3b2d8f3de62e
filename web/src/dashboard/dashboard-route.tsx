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
  // Asked again on every visit: a reader whose publisher request was approved since the role was last
  // read gets the dashboard at once, without signing out (issue 34).
  const user = useQuery({ ...userQuery(), refetchOnMount: 'always' });
  const allowed = hasRole(user.data?.role, DASHBOARD_ROLES);
  if (user.isPending || (user.isFetching && !allowed)) return <p className="status">Loading...</p>;
  if (!user.data?.is_authenticated) return <Navigate replace to="/" />;
  if (!allowed) return <AccessRestricted />;
  return (
    <ChurchProvider>
      <DashboardLayout />
    </ChurchProvider>
  );
};
