import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, getJson } from '../api/client.ts';
import { Markdown } from '../ui/markdown.tsx';
import { Page } from '../ui/page.tsx';

/** /site/{slug}: a content page written in markdown (server/data/site); unknown slugs are a 404 page. */
export const Component = () => {
  const { slug = '' } = useParams();
  const page = useQuery({
    queryKey: ['site', slug],
    queryFn: () =>
      getJson<{ title: string; content: string }>(`/api/site/${encodeURIComponent(slug)}`, 'Page'),
    retry: false,
  });
  const missing = page.error instanceof ApiError && (page.error.status === 404 || page.error.status === 400);
  return (
    <Page className="prose">
      {page.isPending && <p className="status">Loading...</p>}
      {page.isError && (
        <div className="empty-state">
          <h1>{missing ? 'Page not found' : 'Failed to load page'}</h1>
          <Link to="/">Return Home</Link>
        </div>
      )}
      {page.data && <Markdown text={page.data.content} />}
    </Page>
  );
};
