import { Link, Navigate, NavLink, Outlet, useLocation, useNavigate } from 'react-router';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { useChurches } from './church-context.tsx';
import { MemberView } from './member-view.tsx';
import { JoinBadge } from './shared/join-badge.tsx';

const NO_NAV = ['/dashboard/setup', '/dashboard/add-church'];
const OPEN_WITHOUT_CHURCH = ['/dashboard/setup', '/dashboard/setup-church'];

/**
 * Spec §2 dashboard layout: a 250 px left nav (hidden on setup and add-church) and a 60 px top bar with
 * breadcrumbs and the church selector; with no church every path but setup goes to setup.
 */
export const DashboardLayout = () => {
  const { pathname } = useLocation();
  const { churches, selected } = useChurches();
  const path = pathname.replace(/\/+$/, '');
  if (churches.length === 0 && !OPEN_WITHOUT_CHURCH.includes(path)) {
    return <Navigate replace to="/dashboard/setup" />;
  }
  // A church still under review (issue 36) is reviewed first: its pages wait for "Continue".
  if (selected?.setup_pending && path !== '/dashboard/setup-church' && !NO_NAV.includes(path)) {
    return <Navigate replace to={`/dashboard/setup-church?church=${selected.id}`} />;
  }
  // A member (or one waiting to join) manages nothing here: they see what they may do instead (issue 36).
  const memberOnly = selected?.user_role === 'member' || selected?.user_role === 'pending';
  const showNav = !NO_NAV.includes(path) && selected !== undefined && !memberOnly;
  const manages = selected !== undefined && !memberOnly;
  const churchArea = /^\/dashboard\/\d+\/(church|community|settings)(\/|$)/.test(path);
  return (
    <div className={showNav ? 'dash' : 'dash dash-no-nav'}>
      {showNav && selected && (
        <nav className="dash-nav" aria-label="Dashboard">
          <p className="dash-brand">Publisher Dashboard</p>
          <ul>
            <li>
              <NavLink to={`/dashboard/${selected.id}/videos`}>Sermons</NavLink>
            </li>
            <li>
              <NavLink to={`/dashboard/${selected.id}/analytics`}>Analytics</NavLink>
            </li>
            <li>
              {/* Community and Settings are the church's pages too (its tabs): Church stays marked there. */}
              <NavLink
                to={`/dashboard/${selected.id}/church`}
                className={({ isActive }) => (isActive || churchArea ? 'active' : undefined)}
              >
                Church
                {manages && <JoinBadge churchId={selected.id} />}
              </NavLink>
            </li>
          </ul>
          <Link className="pill-button dash-back" to="/">
            ← Back to Emmaus
          </Link>
        </nav>
      )}
      <div className="dash-main">
        <header className="dash-top">
          <Breadcrumbs />
          <ChurchSelector />
        </header>
        <main className="dash-content">
          {memberOnly && selected && !NO_NAV.includes(path) && path !== '/dashboard/setup-church' ? (
            <MemberView church={selected} />
          ) : (
            <Outlet />
          )}
        </main>
      </div>
    </div>
  );
};

/** The church selector (spec §2): each church with the reader's role there; a change keeps the section. */
const ChurchSelector = () => {
  const { churches, selected } = useChurches();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (churches.length === 0) {
    return (
      <p className="dash-no-church">
        <strong>No Church</strong> <span className="muted">Setup Required</span>
      </p>
    );
  }
  const section = /^\/dashboard\/\d+\/(videos|analytics|church|research|community|settings)/.exec(
    pathname,
  )?.[1];
  return (
    <div className="dash-selector">
      <label htmlFor="dash-church">Church</label>
      <select
        id="dash-church"
        value={selected?.id}
        onChange={(e) => {
          if (e.target.value === 'add') navigate('/dashboard/add-church');
          else navigate(`/dashboard/${e.target.value}/${section ?? 'videos'}`);
        }}
      >
        {churches.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name} ({c.user_role})
          </option>
        ))}
        <option value="add">+ Add another church</option>
      </select>
    </div>
  );
};

/** /dashboard: the selected church's videos (the layout has sent church-less readers to setup). */
export const DashboardIndex = () => {
  const { selected } = useChurches();
  return <Navigate replace to={selected ? `/dashboard/${selected.id}/videos` : '/dashboard/setup'} />;
};
