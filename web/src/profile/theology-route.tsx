import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../api/client.ts';
import { errorMessage } from '../api/error-message.ts';
import {
  profilesQuery,
  saveTheology,
  theologyQuery,
  userProfileQuery,
  userTheologyQuery,
} from '../api/guidance-queries.ts';
import { Markdown } from '../ui/markdown.tsx';
import { Page } from '../ui/page.tsx';

/** /theologies/{id}: a perspective, its instructions to the assistant, and choosing it (spec §2). */
export const Component = () => {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const theology = useQuery({ ...theologyQuery(id), retry: false });
  const mine = useQuery(userTheologyQuery());
  const profiles = useQuery(profilesQuery());
  const profileSlug = useQuery(userProfileQuery()).data;
  // Spec §4: a profile that is not Christian always uses the default perspective.
  const christian = profiles.data?.find((p) => p.slug === profileSlug)?.is_christian ?? false;
  const select = useMutation({
    mutationFn: () => saveTheology(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['user', 'theology'] }),
  });
  const error = select.error ? errorMessage(select.error) : null;
  const missing =
    theology.error instanceof ApiError && (theology.error.status === 404 || theology.error.status === 400);
  return (
    <Page className="prose">
      {theology.isPending && <p className="status">Loading...</p>}
      {theology.isError && (
        <p className="error-text">
          {missing ? 'Perspective not found' : 'Failed to load perspective details'}
        </p>
      )}
      {theology.data && (
        <>
          <p className="muted">
            <Link to="/my-profile">My Profile</Link>
          </p>
          <h1>{theology.data.name}</h1>
          <p>{theology.data.description}</p>
          {mine.data === id ? (
            <p className="plan-completed">Selected</p>
          ) : !christian && id !== 'default' ? (
            <p className="muted">
              Perspectives shape answers for Christian profiles. Choose one in{' '}
              <Link to="/my-profile">My Profile</Link> to select this perspective.
            </p>
          ) : (
            <button
              type="button"
              className="pill-button primary"
              disabled={select.isPending}
              onClick={() => select.mutate()}
            >
              + Select
            </button>
          )}
          {error && <p className="error-text">{error}</p>}
          <h2>Instructions</h2>
          <Markdown text={theology.data.instructions} />
        </>
      )}
    </Page>
  );
};
