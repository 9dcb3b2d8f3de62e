import { Link } from 'react-router';
import { useSections } from './sections.tsx';

/**
 * The phone's bottom tab bar (issue 36): the five places, the current one marked. Fixed at the bottom;
 * the page keeps room for it (`.app.with-tab-bar`, shell.css) and it steps aside while a sheet, drawer
 * or dialog is open over the page.
 */
export const TabBar = () => {
  const { links, current } = useSections();
  return (
    <nav className="tab-bar" aria-label="Sections">
      {links.map((l) => (
        <Link
          key={l.section}
          to={l.to}
          state={l.state}
          className="tab"
          aria-current={current === l.section ? 'page' : undefined}
        >
          {l.icon}
          <span>{l.label}</span>
        </Link>
      ))}
    </nav>
  );
};
