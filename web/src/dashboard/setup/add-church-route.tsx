import { ChurchUrlForm } from './church-url-form.tsx';

/** /dashboard/add-church (spec §2): the church-URL form for one more church. */
export const Component = () => (
  <div className="dash-narrow">
    <h1>Add Another Church</h1>
    <p className="tagline">Set up an additional church profile</p>
    <section className="dash-form-card" aria-label="Church website">
      <ChurchUrlForm />
    </section>
  </div>
);
