import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import type {
  Church,
  ChurchCreateBody,
  ChurchUpdateBody,
} from '../../../../common/src/contracts/churches.ts';
import { isMediaUrl } from '../../../../common/src/media.ts';
import { createChurch, updateChurch } from '../../api/church-queries.ts';
import { ApiError } from '../../api/client.ts';
import { errorMessage } from '../../api/error-message.ts';
import { theologiesQuery } from '../../api/guidance-queries.ts';
import { useClearingStatus } from './use-clearing-status.ts';

type Values = {
  name: string;
  website: string;
  youtube_channel: string;
  theology: string;
  about: string;
  logo_url: string;
};

const valuesOf = (c: Church | null): Values => ({
  name: c?.name ?? '',
  website: c?.website ?? '',
  youtube_channel: c?.youtube_channel ?? '',
  theology: c?.theology.slug || 'default',
  about: c?.about ?? '',
  logo_url: c?.logo_url ?? '',
});

/**
 * Whether the logo can be previewed here: a copy Emmaus serves, or an address on this site. The
 * browser loads images from no other host (issue 37): another host's logo is copied when saved.
 */
const previewable = (url: string) => {
  if (isMediaUrl(url)) return true;
  try {
    return new URL(url, window.location.href).origin === window.location.origin;
  } catch {
    return false;
  }
};

/**
 * The church profile form (spec §4/§5): unsaved changes tracked against the last saved values; Save is
 * off while the name is blank, nothing changed, or a save runs; the logo previews (with an error when
 * the image cannot load). `onSaved` runs after a successful save. With `church` null it creates the
 * church (manual setup, issue 36: POST /api/churches, the same fields), starting from `initial`.
 */
export const ChurchForm = ({
  church,
  submitLabel = 'Save Changes',
  onSaved,
  extraActions,
  requireChange = true,
  initial,
}: {
  church: Church | null;
  /** Values to start a new church from (manual setup keeps the address that was tried). */
  initial?: Partial<Values>;
  submitLabel?: string;
  /** false: the button also continues when nothing changed (setup's 'Continue'). */
  requireChange?: boolean;
  onSaved?: (church: Church) => void;
  extraActions?: ReactNode;
}) => {
  const [saved, setSaved] = useState<Values>(() => valuesOf(church));
  const [values, setValues] = useState<Values>(() => ({ ...saved, ...initial }));
  const [logoFailed, setLogoFailed] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const theologies = useQuery(theologiesQuery());
  const queryClient = useQueryClient();
  const changed = (Object.keys(values) as (keyof Values)[]).filter((k) => values[k] !== saved[k]);
  const save = useMutation({
    mutationFn: (body: ChurchUpdateBody) =>
      church ? updateChurch(church.id, body) : createChurch(body as ChurchCreateBody),
    onSuccess: async (updated) => {
      const next = updated ? valuesOf(updated) : values;
      setSaved(next);
      setValues(next);
      setNotice('Church information saved.');
      if (updated) queryClient.setQueryData(['user', 'church', updated.id], updated);
      await queryClient.invalidateQueries({ queryKey: ['user', 'churches'] });
      if (updated) onSaved?.(updated);
    },
  });
  useClearingStatus(save);

  const set = (k: keyof Values) => (e: { target: { value: string } }) => {
    setNotice(null);
    if (k === 'logo_url') setLogoFailed(false);
    setValues({ ...values, [k]: e.target.value });
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (church && changed.length === 0) {
      onSaved?.(church);
      return;
    }
    // A new church sends what was filled in (a name at least); an existing one what changed.
    const fields = church
      ? changed
      : (Object.keys(values) as (keyof Values)[]).filter((k) => values[k].trim() !== '');
    const body: ChurchUpdateBody = {};
    for (const k of fields) (body as Record<string, string>)[k] = values[k].trim();
    save.mutate(body);
  };
  const canSave =
    values.name.trim() !== '' && (changed.length > 0 || !requireChange || !church) && !save.isPending;

  return (
    <form className="dash-form" onSubmit={submit} aria-label="Church profile">
      <div>
        <label htmlFor="church-name">Church name</label>
        <input id="church-name" value={values.name} onChange={set('name')} required maxLength={200} />
      </div>
      <div>
        <label htmlFor="church-website">Website</label>
        <input id="church-website" type="url" value={values.website} onChange={set('website')} />
      </div>
      <div>
        <label htmlFor="church-channel">YouTube channel</label>
        <input
          id="church-channel"
          type="url"
          placeholder="https://www.youtube.com/@yourchurch"
          value={values.youtube_channel}
          onChange={set('youtube_channel')}
        />
      </div>
      <div>
        <label htmlFor="church-theology">Theological perspective</label>
        <select id="church-theology" value={values.theology} onChange={set('theology')}>
          <option value="" disabled>
            Select a theological perspective
          </option>
          {(theologies.data ?? []).map((t) => (
            <option key={t.slug} value={t.slug}>
              {t.name}
            </option>
          ))}
          {!theologies.data?.some((t) => t.slug === values.theology) && (
            <option value={values.theology}>{values.theology}</option>
          )}
        </select>
      </div>
      <div>
        <label htmlFor="church-about">About</label>
        <textarea id="church-about" value={values.about} onChange={set('about')} />
      </div>
      <div>
        <label htmlFor="church-logo">Logo URL</label>
        {/* Text, not url: a logo already copied is a path on this site (/api/media/…). */}
        <input
          id="church-logo"
          type="text"
          inputMode="url"
          value={values.logo_url}
          onChange={set('logo_url')}
        />
        {values.logo_url.trim() !== '' && !previewable(values.logo_url.trim()) && (
          <p className="muted">
            Emmaus copies the logo when you save, so readers' browsers never load it from its own site.
          </p>
        )}
        {values.logo_url.trim() !== '' &&
          previewable(values.logo_url.trim()) &&
          (logoFailed ? (
            <p className="error-text" role="alert">
              Failed to load logo image. Please check the URL.
            </p>
          ) : (
            <img
              className="dash-logo-preview"
              src={values.logo_url.trim()}
              alt="Logo preview"
              onError={() => setLogoFailed(true)}
            />
          ))}
      </div>
      <div className="dash-actions">
        <button type="submit" className="pill-button primary" disabled={!canSave}>
          {save.isPending ? 'Saving...' : submitLabel}
        </button>
        {church && changed.length > 0 && !save.isPending && (
          <span className="muted" role="status">
            You have unsaved changes
          </span>
        )}
        {notice && changed.length === 0 && (
          <span className="muted" role="status">
            {notice}
          </span>
        )}
        {extraActions}
      </div>
      {save.isError && (
        <p className="error-text" role="alert">
          Failed to save church information
          {/* The server's reason when it gave one (an error with a code), not the generic fallback. */}
          {save.error instanceof ApiError && save.error.code ? `: ${errorMessage(save.error)}` : ''}
        </p>
      )}
    </form>
  );
};
