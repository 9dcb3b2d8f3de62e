import { useQuery } from '@tanstack/react-query';
import { Navigate } from 'react-router';
import { currentPartnerQuery } from '../api/guidance-queries.ts';
import { Markdown } from '../ui/markdown.tsx';
import { Page } from '../ui/page.tsx';

/** /about: the partner's About page on a partner site; elsewhere it redirects to /about-emmaus. */
export const Component = () => {
  const partner = useQuery(currentPartnerQuery());
  if (partner.isPending) return <p className="status">Loading...</p>;
  if (!partner.data) return <Navigate replace to="/about-emmaus" />;
  const p = partner.data;
  return (
    <Page className="prose">
      <header className="church-header">
        {p.icon_url && <img src={p.icon_url} alt="" width={56} height={56} />}
        <h1>About {p.name}</h1>
      </header>
      {p.about_text?.trim() ? (
        <Markdown text={p.about_text} />
      ) : (
        <p>No about information available for this partner.</p>
      )}
    </Page>
  );
};
