import type { Church, UserChurchRole } from '../../../../common/src/contracts/churches.ts';
import type { PlanSummary } from '../../../../common/src/contracts/reading-plans.ts';
import type { GuidanceService } from '../guidance/guidance.service.ts';
import type { ChurchRow } from './churches.repository.ts';

/** A church row as the API shows it (spec §3 Church); never the row itself. */
export const presentChurch = (
  guidance: GuidanceService,
  row: ChurchRow,
  extra: { plans: PlanSummary[]; sermonCount: number; role: UserChurchRole | null },
): Church => {
  const all = guidance.theologies();
  const theology =
    all.find((t) => t.slug === row.theologySlug) ?? all.find((t) => t.slug === 'default') ?? all[0];
  return {
    id: row.id,
    name: row.name,
    website: row.website,
    youtube_channel: row.youtubeChannel,
    theology: {
      slug: theology?.slug ?? 'default',
      name: theology?.name ?? '',
      description: theology?.description ?? '',
    },
    about: row.about,
    logo_url: row.logoUrl,
    sermon_count: extra.sermonCount,
    reading_plans: extra.plans,
    user_role: extra.role,
    suspended: row.suspendedAt !== null,
    setup_pending: row.setupPendingAt !== null,
  };
};

/**
 * 'grace.org/path' from any spelling of a website. One church per website, so what does not change which
 * site is meant is dropped: scheme, www., a trailing dot on the host, default port, query, fragment and
 * trailing slashes (`http://www.grace.org/?dup=1` is `grace.org`, and cannot register a second church).
 */
export const websiteKey = (website: string): string | null => {
  try {
    const url = new URL(
      /^[a-z][a-z0-9+.-]*:\/\//i.test(website.trim()) ? website.trim() : `https://${website.trim()}`,
    );
    const path = url.pathname.replace(/\/+$/, '');
    const host = url.hostname
      .toLowerCase()
      .replace(/\.$/, '')
      .replace(/^www\./, '');
    return `${host}${url.port ? `:${url.port}` : ''}${path}`;
  } catch {
    return null;
  }
};
