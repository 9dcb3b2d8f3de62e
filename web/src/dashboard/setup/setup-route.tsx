import { useState } from 'react';
import { Navigate } from 'react-router';
import { useChurches } from '../church-context.tsx';
import { ChurchUrlForm } from './church-url-form.tsx';

const CARDS = [
  {
    title: 'Transform Sunday-Only Believers',
    text: 'Sunday’s message becomes a daily rhythm: a short passage, an insight and a question each day of the week.',
  },
  {
    title: 'Perfect Sermon Complements',
    text: 'Every study is built from your sermon: its main text, the passages you cited and the points you made.',
  },
  {
    title: 'Amplify Your Impact',
    text: 'See who starts, who keeps going and where readers stop, so next week’s study serves them better.',
  },
];

const WHY = [
  'Minutes, not hours: paste your website, pick a sermon, publish a week of study.',
  'Your words and your tradition: studies follow your church’s theological perspective.',
  'Scripture first: every passage is checked against the Bible text before it is shown.',
  'Anonymous for your people: readers need no account and are never tracked.',
];

/** /dashboard/setup (spec §2): the marketing page and the church-URL form; with a church, its videos. */
export const Component = () => {
  const { selected } = useChurches();
  const [busy, setBusy] = useState(false);
  if (selected && !busy) return <Navigate replace to={`/dashboard/${selected.id}/videos`} />;
  return (
    <div className="dash-setup">
      <header className="dash-hero">
        <h1>Turn Your Sermons Into Daily Bible Study</h1>
        <p className="tagline">
          Give us your church’s website. Emmaus finds your sermons and turns each one into a Sermon Study your
          congregation follows all week.
        </p>
      </header>
      <section className="dash-form-card" aria-label="Set up your church">
        <ChurchUrlForm onBusy={setBusy} />
      </section>
      <ul className="dash-cards">
        {CARDS.map((c) => (
          <li key={c.title} className="dash-card">
            <h2>{c.title}</h2>
            <p>{c.text}</p>
          </li>
        ))}
      </ul>
      <section className="dash-why" aria-labelledby="why-title">
        <h2 id="why-title">Why Pastors Choose Emmaus</h2>
        <ul>
          {WHY.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      </section>
      <section className="dash-catch" aria-labelledby="catch-title">
        <h2 id="catch-title">What's the Catch? There isn't one.</h2>
        <p>
          Emmaus is free and open source. No fees, no ads, no selling your congregation’s data: readers stay
          anonymous, and your studies stay yours.
        </p>
      </section>
    </div>
  );
};
