import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ErrorBody } from '../../../../common/src/contracts/errors.ts';
import { serverPath } from '../../paths.ts';
import { pageNotFound } from './site.errors.ts';

const folder = serverPath('data', 'site');
const SiteParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/, 'must be a page slug') });
const SitePage = z.object({ slug: z.string(), title: z.string(), content: z.string() });

/** Content pages written as markdown in server/data/site, read once at start-up. */
const loadPages = () =>
  new Map(
    readdirSync(folder)
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const raw = readFileSync(join(folder, f), 'utf8');
        const m = raw.match(/^---\n([\s\S]*?)\n---\n([\s\S]*)$/);
        const title = m?.[1]?.match(/^title:\s*(.+)$/m)?.[1]?.trim() ?? f;
        const slug = f.replace(/\.md$/, '');
        return [slug, { slug, title, content: (m?.[2] ?? raw).trim() }] as const;
      }),
  );

export const registerSiteRoutes = (app: FastifyInstance) => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const pages = loadPages();
  api.get(
    '/api/site/:slug',
    {
      config: { access: 'public', notFound: { slug: pageNotFound } },
      schema: { params: SiteParams, response: { 200: SitePage, 400: ErrorBody, 404: ErrorBody } },
    },
    async (request) => {
      const page = pages.get(request.params.slug);
      if (!page) throw pageNotFound();
      return page;
    },
  );
};
