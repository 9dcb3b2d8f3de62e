import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../api/error-message.ts';
import {
  profilesQuery,
  saveProfile,
  saveTheology,
  theologiesQuery,
  userProfileQuery,
  userTheologyQuery,
} from '../api/guidance-queries.ts';
import { ReminderSettings } from '../pwa/reminder-settings.tsx';
import { Page } from '../ui/page.tsx';
import { DataRights } from './data-rights.tsx';
import { SignInMethods } from './sign-in-methods.tsx';

/**
 * /my-profile (and /profile): who is asking, and for Christian profiles, from which perspective
 * (spec §2 Profile page, §4 Profile). The assistant follows both from the next question on.
 */
export const Component = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const profiles = useQuery(profilesQuery());
  const theologies = useQuery(theologiesQuery());
  const savedProfile = useQuery(userProfileQuery());
  const savedTheology = useQuery(userTheologyQuery());
  const [profile, setProfile] = useState<string | null>(null);
  const [theology, setTheology] = useState<string | null>(null);

  const defaultProfile = profiles.data?.find((p) => p.is_default)?.slug ?? '';
  const chosenProfile = profile ?? savedProfile.data ?? defaultProfile;
  const chosenTheology = theology ?? savedTheology.data ?? 'default';
  const christian = profiles.data?.find((p) => p.slug === chosenProfile)?.is_christian ?? false;
  const changed =
    (profile !== null && profile !== (savedProfile.data ?? defaultProfile)) ||
    (theology !== null && theology !== (savedTheology.data ?? 'default'));

  const choose = (slug: string) => {
    setProfile(slug);
    // Spec §4: a profile that is not Christian resets the perspective to the default.
    if (!profiles.data?.find((p) => p.slug === slug)?.is_christian) setTheology('default');
  };

  // Both choices are one write: the perspective only after the profile is stored.
  const save = useMutation({
    mutationFn: async () => {
      await saveProfile(chosenProfile);
      await saveTheology(christian ? chosenTheology : 'default');
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['user'] });
      const name = profiles.data?.find((p) => p.slug === chosenProfile)?.name ?? chosenProfile;
      navigate('/', { state: { flash: `Profile updated to ${name}` } });
    },
  });
  const saving = save.isPending || save.isSuccess;
  const error = save.error ? errorMessage(save.error) : null;

  return (
    <Page className="profile-page">
      <h1>My Profile</h1>
      <p className="muted">
        Tell Emmaus who is asking, and its answers will fit you: depth, words and emphasis.
      </p>
      {profiles.isPending && <p className="status">Loading...</p>}
      <fieldset className="profile-cards">
        <legend className="visually-hidden">Profile</legend>
        {profiles.data?.map((p) => (
          <label key={p.slug} className={`profile-card${p.slug === chosenProfile ? ' chosen' : ''}`}>
            <input
              type="radio"
              name="profile"
              value={p.slug}
              checked={p.slug === chosenProfile}
              onChange={() => choose(p.slug)}
            />
            <strong>{p.name}</strong>
            <span className="muted">{p.description}</span>
          </label>
        ))}
      </fieldset>
      {christian && (
        <div className="perspective-row">
          <label htmlFor="perspective">Faith perspective</label>
          <select id="perspective" value={chosenTheology} onChange={(e) => setTheology(e.target.value)}>
            {theologies.data?.map((t) => (
              <option key={t.slug} value={t.slug}>
                {t.name}
              </option>
            ))}
          </select>
          <Link to={`/theologies/${chosenTheology}`}>About this perspective</Link>
        </div>
      )}
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      <div className="plan-actions">
        <button
          type="button"
          className="pill-button"
          onClick={() => navigate('/', { state: { flash: 'Profile changes canceled.' } })}
        >
          Cancel
        </button>
        <button
          type="button"
          className="pill-button primary"
          disabled={!changed || saving}
          onClick={() => save.mutate()}
        >
          Save
        </button>
      </div>
      <section className="profile-reminders" id="reminders" aria-labelledby="reminders-heading">
        <h2 id="reminders-heading">Reading reminders</h2>
        <p className="muted">
          A gentle reminder at the time you choose, with where you stopped, or your Sermon Study’s new day.
        </p>
        <ReminderSettings />
      </section>
      <SignInMethods />
      <DataRights />
    </Page>
  );
};
