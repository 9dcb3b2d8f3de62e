import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  type AdminPartner,
  adminPartnersQuery,
  createPartner,
  deletePartner,
  updatePartner,
} from '../api/admin-queries.ts';
import { errorMessage } from '../api/error-message.ts';

const BLANK = { slug: '', name: '', icon_url: '', about_text: '' };

/**
 * /admin/partners: partner editions (what `npm run admin -- add-partner` does): the host label that
 * picks the edition, its name, its icon (copied into Emmaus) and its About text.
 */
export const Component = () => {
  const partners = useQuery(adminPartnersQuery());
  const [editing, setEditing] = useState<AdminPartner | 'new' | null>(null);
  const queryClient = useQueryClient();
  const remove = useMutation({
    mutationFn: (slug: string) => deletePartner(slug),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  return (
    <div>
      <h1>Partner editions</h1>
      <p className="muted">
        A partner edition is Emmaus at <code>{'{label}.{your host}'}</code> with the partner's name, icon and
        About page.
      </p>
      {editing === null && (
        <button type="button" className="pill-button primary" onClick={() => setEditing('new')}>
          New partner edition
        </button>
      )}
      {editing !== null && (
        <PartnerForm
          key={editing === 'new' ? 'new' : editing.slug}
          partner={editing}
          done={() => setEditing(null)}
        />
      )}
      {partners.isPending && <p className="status">Loading...</p>}
      {(partners.isError || remove.isError) && (
        <p className="error-text" role="alert">
          {errorMessage(partners.error ?? remove.error)}
        </p>
      )}
      {partners.data?.length === 0 && <p className="muted">No partner editions yet.</p>}
      {partners.data && partners.data.length > 0 && (
        <table className="dash-table">
          <caption className="visually-hidden">Partner editions</caption>
          <thead>
            <tr>
              <th scope="col">Host label</th>
              <th scope="col">Name</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {partners.data.map((p) => (
              <tr key={p.slug}>
                <th scope="row">{p.slug}</th>
                <td>{p.name}</td>
                <td className="dash-actions">
                  <button type="button" className="pill-button" onClick={() => setEditing(p)}>
                    Edit<span className="visually-hidden"> {p.name}</span>
                  </button>
                  <button
                    type="button"
                    className="pill-button"
                    disabled={remove.isPending}
                    onClick={() => {
                      if (
                        window.confirm(
                          `Delete the ${p.name} edition? ${p.slug}.<your host> becomes plain Emmaus.`,
                        )
                      )
                        remove.mutate(p.slug);
                    }}
                  >
                    Delete<span className="visually-hidden"> {p.name}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
};

const PartnerForm = ({ partner, done }: { partner: AdminPartner | 'new'; done: () => void }) => {
  const isNew = partner === 'new';
  const [values, setValues] = useState(
    isNew
      ? BLANK
      : {
          slug: partner.slug,
          name: partner.name,
          icon_url: partner.icon_url ?? '',
          about_text: partner.about_text ?? '',
        },
  );
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: () => {
      const body = {
        name: values.name,
        icon_url: values.icon_url.trim() || null,
        about_text: values.about_text.trim() ? values.about_text : null,
      };
      const slug = values.slug.trim();
      // An edit may move the edition to another host label (the old address then shows the main site).
      return isNew ? createPartner({ ...body, slug }) : updatePartner(partner.slug, { ...body, slug });
    },
    onSuccess: done,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
  const set = (field: keyof typeof BLANK) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate();
  };
  return (
    <form
      className="dash-form dash-form-card"
      onSubmit={submit}
      aria-label={isNew ? 'New partner edition' : `Edit ${values.name}`}
    >
      <div>
        <label htmlFor="partner-slug">Host label</label>
        <input
          id="partner-slug"
          value={values.slug}
          onChange={set('slug')}
          required
          pattern="[a-z0-9][a-z0-9\-]{0,62}"
          aria-describedby="partner-slug-help"
        />
        <p id="partner-slug-help" className="muted">
          Lower-case letters, digits and dashes: <code>grace</code> serves grace.&lt;your host&gt;.
        </p>
      </div>
      <div>
        <label htmlFor="partner-name">Name</label>
        <input id="partner-name" value={values.name} onChange={set('name')} required maxLength={120} />
      </div>
      <div>
        <label htmlFor="partner-icon">Icon URL</label>
        <input id="partner-icon" value={values.icon_url} onChange={set('icon_url')} inputMode="url" />
      </div>
      <div>
        <label htmlFor="partner-about">About (Markdown)</label>
        <textarea id="partner-about" value={values.about_text} onChange={set('about_text')} rows={6} />
      </div>
      <div className="dash-actions">
        <button type="submit" className="pill-button primary" disabled={save.isPending}>
          {isNew ? 'Create edition' : 'Save changes'}
        </button>
        <button type="button" className="pill-button" onClick={done}>
          Cancel
        </button>
      </div>
      {save.isError && (
        <p className="error-text" role="alert">
          {errorMessage(save.error)}
        </p>
      )}
    </form>
  );
};
