import { useState } from 'react';

type Kind = 'theology' | 'ai-analysis' | 'content-review';
const FILTERS: { id: Kind | 'all'; label: string }[] = [
  { id: 'all', label: 'All Research' },
  { id: 'theology', label: 'Theology' },
  { id: 'ai-analysis', label: 'AI Analysis' },
  { id: 'content-review', label: 'Content Review' },
];
const TYPE_LABEL: Record<Kind, string> = {
  theology: 'Theology',
  'ai-analysis': 'AI Analysis',
  'content-review': 'Content Review',
};

// Spec §2/§9: a placeholder with four hard-coded sample cards.
const SAMPLES: { id: number; title: string; type: Kind; description: string; date: string; views: number }[] =
  [
    {
      id: 1,
      title: 'Grace in the Letters of Paul',
      type: 'theology',
      description: 'How Paul’s greetings and blessings frame grace across Romans, Galatians and Ephesians.',
      date: '2026-10-04',
      views: 128,
    },
    {
      id: 2,
      title: 'Themes Across the Autumn Sermon Series',
      type: 'ai-analysis',
      description: 'The passages and themes that recur across eight weeks of preaching.',
      date: '2026-10-18',
      views: 86,
    },
    {
      id: 3,
      title: 'Discussion Questions Review',
      type: 'content-review',
      description: 'A review of small-group questions for clarity and depth before they are published.',
      date: '2026-11-01',
      views: 54,
    },
    {
      id: 4,
      title: 'The Kingdom Parables',
      type: 'theology',
      description: 'Reading the parables of Matthew 13 together with their Old Testament background.',
      date: '2026-11-15',
      views: 203,
    },
  ];

/** /dashboard/{churchId}/research: 'Research & Analysis', the spec's placeholder of sample cards. */
export const Component = () => {
  const [search, setSearch] = useState('');
  const [filter, setFilter] = useState<Kind | 'all'>('all');
  const q = search.trim().toLowerCase();
  const shown = SAMPLES.filter(
    (s) =>
      (filter === 'all' || s.type === filter) &&
      (s.title.toLowerCase().includes(q) || s.description.toLowerCase().includes(q)),
  );
  return (
    <div className="dash-wide">
      <h1>Research &amp; Analysis</h1>
      <div className="dash-research-tools">
        <label htmlFor="research-search" className="visually-hidden">
          Search research
        </label>
        <input
          id="research-search"
          type="search"
          placeholder="Search research…"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <fieldset className="dash-filters">
          <legend className="visually-hidden">Filter research</legend>
          {FILTERS.map((f) => (
            <button
              key={f.id}
              type="button"
              className="pill-button"
              aria-pressed={filter === f.id}
              onClick={() => setFilter(f.id)}
            >
              {f.label}
            </button>
          ))}
        </fieldset>
      </div>
      {shown.length === 0 ? (
        <div className="dash-empty">
          <h2>No research found</h2>
          <p className="muted">Try adjusting your search terms or filters to find research content.</p>
          <button type="button" className="pill-button primary">
            Start New Research
          </button>
        </div>
      ) : (
        <ul className="dash-research-grid">
          {shown.map((s) => (
            <li key={s.id} className="dash-card">
              <h2>{s.title}</h2>
              <p className="dash-badge">{TYPE_LABEL[s.type]}</p>
              <p>{s.description}</p>
              <p className="muted">
                {new Date(`${s.date}T12:00:00Z`).toLocaleDateString()} · {s.views} views
              </p>
              <div className="dash-actions">
                <button type="button" className="pill-button" aria-label={`View ${s.title}`}>
                  View
                </button>
                <button type="button" className="pill-button" aria-label={`Export ${s.title}`}>
                  Export
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
};
