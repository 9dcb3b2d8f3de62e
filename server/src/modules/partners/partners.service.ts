import type {
  AdminPartner,
  CreatePartnerBody,
  UpdatePartnerBody,
} from '../../../../common/src/contracts/admin.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import { AppError } from '../../lib/errors.ts';
import { partnerNotFound } from './partners.errors.ts';
import type { PartnersRepository } from './partners.repository.ts';

/** What partner editions need of the media module: icons and about texts' images copied in, and let go. */
export interface PartnerImages {
  copy(url: string): Promise<string>;
  rewriteMarkdown(text: string): Promise<string>;
  release(texts: readonly (string | null | undefined)[]): Promise<void>;
}

const admin = (p: { slug: string; name: string; icon_url: string | null; about_text: string | null }) => ({
  slug: p.slug,
  name: p.name,
  icon_url: p.icon_url,
  about_text: p.about_text,
});

/**
 * Partner editions as the admin console edits them (issue 34; what `npm run admin -- add-partner` does):
 * name, host label, icon and about text. Readers' browsers load images from Emmaus only (issue 37), so
 * a new icon is copied in (a URL that is no image is a 422) and one no longer named is released.
 */
export const createPartnersService = (repo: PartnersRepository, images: PartnerImages) => {
  /** The icon as stored: an /api/media URL kept as it is, any other URL copied in. */
  const iconOf = async (url: string | null, current: string | null) =>
    !url ? null : url === current || url.startsWith('/api/media/') ? url : images.copy(url);

  return {
    list: async (): Promise<AdminPartner[]> => (await repo.list()).map(admin),

    create: async (body: CreatePartnerBody): Promise<{ after: AdminPartner }> => {
      if (await repo.find(body.slug))
        throw new AppError(409, ErrorCode.adminPartnerExists, `The partner ${body.slug} exists already.`);
      const iconUrl = await iconOf(body.icon_url, null);
      const aboutText = body.about_text ? await images.rewriteMarkdown(body.about_text) : null;
      await repo.upsert({ slug: body.slug, name: body.name, iconUrl, aboutText });
      return { after: { slug: body.slug, name: body.name, icon_url: iconUrl, about_text: aboutText } };
    },

    update: async (slug: string, body: UpdatePartnerBody) => {
      const before = await repo.find(slug);
      if (!before) throw partnerNotFound();
      // Images first: one that is refused (422) leaves the edition as it was, host label included.
      const iconUrl = await iconOf(body.icon_url, before.icon_url);
      const aboutText = body.about_text ? await images.rewriteMarkdown(body.about_text) : null;
      const to = body.slug ?? slug;
      if (to !== slug && !(await repo.rename(slug, to)))
        throw new AppError(409, ErrorCode.adminPartnerExists, `The partner ${to} exists already.`);
      await repo.upsert({ slug: to, name: body.name, iconUrl, aboutText });
      await images.release([before.icon_url, before.about_text]);
      return {
        before: admin(before),
        after: { slug: to, name: body.name, icon_url: iconUrl, about_text: aboutText },
      };
    },

    remove: async (slug: string) => {
      const before = await repo.find(slug);
      if (!before || !(await repo.remove(slug))) throw partnerNotFound();
      await images.release([before.icon_url, before.about_text]);
      return { before: admin(before) };
    },
  };
};

export type PartnersService = ReturnType<typeof createPartnersService>;
