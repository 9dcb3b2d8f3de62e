import { Link, useLocation } from 'react-router';
import { useChurches } from './church-context.tsx';

const SECTIONS: Record<string, string> = {
  videos: 'Sermons',
  studies: 'Sermon Studies',
  analytics: 'Analytics',
  church: 'Church',
  research: 'Research',
  community: 'Community',
  settings: 'Settings',
};
const TOP: Record<string, string> = {
  setup: 'Setup',
  'add-church': 'Add Church',
  'setup-church': 'Setup your Church',
};

/** Dashboard › church › section › item, from the path (spec §2: every dashboard route has them). */
export const Breadcrumbs = () => {
  const { pathname } = useLocation();
  const { churches } = useChurches();
  const parts = pathname.split('/').filter(Boolean).slice(1);
  const crumbs: { label: string; to: string }[] = [{ label: 'Dashboard', to: '/dashboard' }];
  const [first, section, item, extra] = parts;
  if (first && TOP[first]) crumbs.push({ label: TOP[first], to: `/dashboard/${first}` });
  else if (first) {
    const church = churches.find((c) => String(c.id) === first);
    crumbs.push({ label: church?.name ?? 'Church', to: `/dashboard/${first}/videos` });
    if (section) crumbs.push({ label: SECTIONS[section] ?? section, to: `/dashboard/${first}/${section}` });
    if (item) {
      const label =
        section === 'videos' ? 'Sermon' : section === 'studies' ? 'Study' : item === 'edit' ? 'Edit' : item;
      crumbs.push({ label, to: `/dashboard/${first}/${section}/${item}` });
    }
    if (extra) crumbs.push({ label: extra, to: pathname });
  }
  return (
    <nav aria-label="Breadcrumb" className="dash-crumbs">
      <ol>
        {crumbs.map((c, i) => (
          // The title shows a crumb's whole label where the one-line bar cuts it with an ellipsis.
          <li key={c.to} title={c.label}>
            {i === crumbs.length - 1 ? (
              <span aria-current="page">{c.label}</span>
            ) : (
              <Link to={c.to}>{c.label}</Link>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
};
