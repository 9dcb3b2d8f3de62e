import { useQuery } from '@tanstack/react-query';
import { NavLink, Outlet } from 'react-router';
import { hasRole } from '../../../common/src/roles.ts';
import { userQuery } from '../api/bible-queries.ts';
import { AccessRestricted } from '../ui/access-restricted.tsx';
import '../styles/dashboard.css';
import '../styles/admin.css';

const SECTIONS = [
  ['users', 'Users'],
  ['requests', 'Publisher requests'],
  ['churches', 'Churches'],
  ['partners', 'Partner editions'],
  ['jobs', 'Jobs'],
  ['audit', 'Audit log'],
] as const;

/**
 * /admin/* (issue 34): the admin console, for site admins; everyone else sees Access Restricted. The
 * dashboard's frame (a left nav, a top bar) on a desktop and a tablet. The server checks the role on
 * every call.
 */
export const Component = () => {
  const user = useQuery({ ...userQuery(), refetchOnMount: 'always' });
  const allowed = hasRole(user.data?.role, ['admin']);
  if (user.isPending || (user.isFetching && !allowed)) return <p className="status">Loading...</p>;
  if (!allowed || !user.data?.is_authenticated) {
    return <AccessRestricted area="admin console" reserved="administrators" />;
  }
  return (
    <div className="dash admin">
      <nav className="dash-nav" aria-label="Admin console">
        <p className="dash-brand">Admin console</p>
        <ul>
          {SECTIONS.map(([path, name]) => (
            <li key={path}>
              <NavLink to={`/admin/${path}`}>{name}</NavLink>
            </li>
          ))}
        </ul>
        <NavLink className="pill-button dash-back" to="/">
          ← Back to Emmaus
        </NavLink>
      </nav>
      <div className="dash-main">
        <main className="dash-content">
          <Outlet />
        </main>
      </div>
    </div>
  );
};
