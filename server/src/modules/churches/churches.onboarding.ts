import type {
  ChurchAnalysisErrorType,
  ChurchAnalysisResult,
} from '../../../../common/src/contracts/churches.ts';
import { ErrorCode } from '../../../../common/src/contracts/errors.ts';
import type { ChurchWebsiteAnalyzer } from '../../adapters/church-website/analyzer.ts';
import { PageTooComplexError } from '../../adapters/church-website/bounded-dom.ts';
import { WebFetchError } from '../../adapters/web-fetch/web-fetch.ts';
import { badRequest } from '../../lib/errors.ts';
import type { UserRow } from '../users/users.repository.ts';
import { dashboardUser } from './churches.access.ts';
import { websiteKey } from './churches.presenter.ts';
import type { ChurchesRepository } from './churches.repository.ts';
import type { ChurchesService, ChurchImages } from './churches.service.ts';

type ChurchWebsiteAnalysis = Awaited<ReturnType<ChurchWebsiteAnalyzer['analyze']>>;

// POST /api/churches/analyze-website: from a website to a church profile whose owner is the caller.
// Every failure is a result (success:false, error_type of spec §8), and no church is created.

const TITLES: Record<ChurchAnalysisErrorType, string> = {
  not_found: 'Unable to reach the website',
  dns_error: 'Unable to reach the website',
  connection_error: 'Unable to reach the website',
  access_forbidden: 'Website Access Restricted',
  not_a_church: 'Not a Church Website',
  timeout: 'Website Timeout',
  ssl_error: 'Website Security Issue',
  blocked_address: 'Website Address Not Allowed',
  already_registered: 'Church Already Registered',
  analysis_failed: 'Church Analysis Failed',
};

const USER_MESSAGES: Record<Exclude<ChurchAnalysisErrorType, 'already_registered'>, (m: string) => string> = {
  not_found: (m) => `Unable to reach the website: ${m}. Please check the URL and try again.`,
  dns_error: (m) => `Unable to reach the website: ${m}. Please check the URL and try again.`,
  connection_error: (m) => `Unable to reach the website: ${m}. Please check the URL and try again.`,
  access_forbidden: () =>
    'The website would not let us read its pages. You can continue to set up your church profile manually.',
  // The reason (the model's judgement, or the rules') is said to the publisher; the dashboard adds
  // spec §8's note ('You can still set up your church profile manually…') beneath it.
  not_a_church: (reason) => `This website does not appear to be a church's. ${sentence(reason)}`,
  timeout: () =>
    'The website took too long to answer. You can try again later or set up your church profile manually.',
  ssl_error: () =>
    "The website's security certificate could not be verified, so we did not read it. You can continue to set up your church profile manually.",
  blocked_address: () =>
    "This address cannot be analyzed. Please enter your church's public website (http or https).",
  analysis_failed: () =>
    'Unable to analyze website. You can continue to set up your church profile manually.',
};

/** Failures of an https reading that an http one may not have (no certificate, no TLS port). */
const UNREACHABLE_BY_HTTPS = new Set<string>(['connection_error', 'ssl_error', 'timeout']);

/** The reason as one sentence ending in a full stop. */
const sentence = (text: string) => (/[.!?…]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`);

const failure = (
  type: Exclude<ChurchAnalysisErrorType, 'already_registered'>,
  message: string,
): ChurchAnalysisResult => ({
  success: false,
  church: null,
  error: TITLES[type],
  error_type: type,
  message,
  user_message: USER_MESSAGES[type](message),
});

/** A church left under review this long by someone else no longer holds its website. */
const ABANDONED_AFTER_MS = 24 * 3_600_000;

export const createChurchOnboarding = (deps: {
  repo: ChurchesRepository;
  service: ChurchesService;
  analyzer: ChurchWebsiteAnalyzer;
  images: ChurchImages;
}) => {
  const registered = async (user: UserRow, key: string): Promise<ChurchAnalysisResult | null> => {
    const existing = await deps.repo.findByWebsiteKey(key);
    if (!existing) return null;
    if (existing.setupPendingAt) {
      const church = await deps.service.present(user, existing);
      // The same publisher again (a reload, a second try): the review they left, as it was.
      if (church.user_role === 'owner')
        return {
          success: true,
          church,
          error: null,
          error_type: null,
          message: 'Church profile found earlier, waiting for review',
          user_message: `We found ${church.name}. Check the details, then continue.`,
        };
      // Another publisher left it under review for a day: abandoned, so this analysis goes ahead.
      if (Date.now() - existing.setupPendingAt.getTime() > ABANDONED_AFTER_MS) {
        await deps.service.removeAbandoned(existing.id);
        return null;
      }
      // Someone is setting it up now: nothing of theirs is shown, and there is nothing to join yet.
      return {
        success: false,
        church: null,
        error: TITLES.already_registered,
        error_type: 'already_registered',
        message: `Website under review by the publisher of church ${existing.id}`,
        user_message:
          'Someone is setting up a church with this website right now. Try again later, or ask your church which account set it up.',
      };
    }
    const church = await deps.service.present(user, existing);
    const mine = church.user_role && church.user_role !== 'pending';
    return {
      success: false,
      church,
      error: TITLES.already_registered,
      error_type: 'already_registered',
      message: `Website already registered by church ${existing.id}`,
      user_message: mine
        ? `${existing.name} is already set up with this website, and you are one of its ${church.user_role === 'admin' ? 'administrators' : `${church.user_role}s`}.`
        : `${existing.name} is already registered with this website. Ask to join it, and its owner can approve you on the church's Community page.`,
    };
  };

  /** One reading of the site: the analysis, or the failure of spec §8 it ended in. */
  const attempt = async (
    url: string,
  ): Promise<{ analysis: ChurchWebsiteAnalysis } | { failed: ChurchAnalysisResult }> => {
    try {
      return { analysis: await deps.analyzer.analyze(url) };
    } catch (error) {
      // A home page nested too deep, too large or too slow to read is spec §8's 'any other' failure;
      // one still being read when the analysis's deadline passed is its timeout.
      if (error instanceof PageTooComplexError)
        return {
          failed: failure(error.reason === 'deadline' ? 'timeout' : 'analysis_failed', error.message),
        };
      if (!(error instanceof WebFetchError)) throw error;
      const type =
        error.type === 'not_html' || error.type === 'not_image' || error.type === 'too_large'
          ? 'analysis_failed'
          : error.type;
      return { failed: failure(type, error.message) };
    }
  };

  const analyze = async (user: UserRow, input: string): Promise<ChurchAnalysisResult> => {
    dashboardUser(user);
    const text = input.trim();
    // A bare domain ('gracechurch.org') is tried as https, then as http (issue 36).
    const bare = !/^[a-z][a-z0-9+.-]*:\/\//i.test(text);
    let url: URL;
    try {
      url = new URL(bare ? `https://${text}` : text);
    } catch {
      throw badRequest(ErrorCode.invalidWebsite, `'${text.slice(0, 100)}' is not a website address`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return failure('blocked_address', `Only http and https websites can be analyzed (${url.protocol})`);
    const key = websiteKey(url.toString());
    const known = key ? await registered(user, key) : null;
    if (known) return known;

    let outcome = await attempt(url.toString());
    if (bare && 'failed' in outcome && UNREACHABLE_BY_HTTPS.has(outcome.failed.error_type ?? '')) {
      const plain = new URL(url);
      plain.protocol = 'http:';
      const second = await attempt(plain.toString());
      // The https failure stands when http cannot reach the site either: it is the one to fix.
      if (!('failed' in second) || !UNREACHABLE_BY_HTTPS.has(second.failed.error_type ?? ''))
        outcome = second;
    }
    if ('failed' in outcome) return outcome.failed;
    const { analysis } = outcome;
    const { profile, record } = analysis;
    if (profile.not_a_church)
      return failure('not_a_church', profile.reason ?? 'No sign of a church on the pages read');
    // A redirect may land on a site someone registered under its final address.
    const finalKey = websiteKey(analysis.url) ?? key;
    const knownFinal = finalKey && finalKey !== key ? await registered(user, finalKey) : null;
    if (knownFinal) return knownFinal;

    // Issue 37: the site's logo is copied to Emmaus now. One that cannot be copied stays as found:
    // readers are not shown it (the web app shows only copied images), and saving the logo in the
    // dashboard copies it or says why not.
    const logoUrl =
      profile.logo_url && (await deps.images.copy(profile.logo_url).catch(() => profile.logo_url));
    const row = await deps.repo.createOwned(
      {
        name: profile.name ?? new URL(analysis.url).hostname.replace(/^www\./, ''),
        website: analysis.url,
        websiteKey: finalKey,
        youtubeChannel: profile.youtube_channel,
        theologySlug: profile.perspective,
        about: profile.about && (await deps.images.rewriteMarkdown(profile.about)),
        logoUrl,
        analysis: record,
        // Issue 36: a church to review, not yet a church; "Continue" confirms it.
        setupPendingAt: new Date(),
      },
      user.id,
    );
    // Another analysis of the same site won the race: answer as if it had been registered before.
    if (!row) {
      const winner = finalKey ? await registered(user, finalKey) : null;
      if (winner) return winner;
      return failure('analysis_failed', 'The church could not be saved');
    }
    const church = await deps.service.present(user, row);
    return {
      success: true,
      church,
      error: null,
      error_type: null,
      message: `Church profile created from ${record.pages.length} page${record.pages.length === 1 ? '' : 's'}`,
      user_message: `We found ${church.name}. Check the details, then continue.`,
    };
  };

  return { analyze };
};

export type ChurchOnboarding = ReturnType<typeof createChurchOnboarding>;
