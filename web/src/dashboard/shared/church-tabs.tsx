import { NavLink } from 'react-router';

/** Profile, people and roles of one church: three pages under the nav's 'Church'. */
export const ChurchTabs = ({ churchId }: { churchId: number }) => (
  <nav className="dash-tabs" aria-label="Church">
    <NavLink to={`/dashboard/${churchId}/church`} end>
      Profile
    </NavLink>
    <NavLink to={`/dashboard/${churchId}/community`}>Community</NavLink>
    <NavLink to={`/dashboard/${churchId}/settings`}>Settings</NavLink>
  </nav>
);
