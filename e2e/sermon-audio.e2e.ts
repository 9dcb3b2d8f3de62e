import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { call, freshChurch, OWNER, signInAs, withoutChurches } from './church-owner-helpers.ts';
import { seriousViolations } from './dashboard-helpers.ts';
import { expect, test } from './fixtures.ts';
import { keepShot } from './helpers.ts';

// A sermon whose video has no captions, transcribed from its audio (issue 16) against the real server:
// playwright.config.ts starts a local OpenAI-compatible speech-to-text server (test/fake-speech-to-text.ts,
// TRANSCRIBE_BASE_URL), which hears the 'love of God' sermon in whatever audio it is sent. 'Upload audio'
// shows only where the server transcribes (the sermon's audio_upload_max_bytes), and the form refuses a
// file past that limit before sending it.

test.beforeEach(async ({ page }, info) => {
  test.skip(info.project.name === 'mobile', 'the dashboard is designed for desktop and tablet');
  test.slow();
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

const MB = 1024 * 1024;

/** The video without captions, added by its link on the videos screen; its analysis finds no transcript. */
const sermonWithoutTranscript = async (page: Page, churchId: number) => {
  await page.goto(`/dashboard/${churchId}/videos`);
  await page.getByLabel('YouTube video link').fill('https://www.youtube.com/watch?v=nocaptions1');
  await page.getByRole('button', { name: 'Add Video' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/${churchId}/videos/nocaptions1$`));
  await expect(page.getByRole('heading', { name: 'No transcript yet' })).toBeVisible({ timeout: 60_000 });
  const sermon = (await call(page, 'GET', `/api/churches/${churchId}/sermons`)).body.sermons[0];
  expect(sermon).toMatchObject({ status: 'needs_transcript', error_type: 'no_transcript' });
  return sermon.id as number;
};

test('a sermon without captions is transcribed from its uploaded audio, then analysed', async ({
  page,
}, info) => {
  await signInAs(page, OWNER);
  const churchId = await freshChurch(page, 'stmarks');
  const sermonId = await sermonWithoutTranscript(page, churchId);
  expect((await call(page, 'GET', `/api/sermons/${sermonId}`)).body.audio_upload_max_bytes).toBe(200 * MB);

  const file = page.getByLabel('Audio file');
  const send = page.getByRole('button', { name: 'Upload audio' });
  await expect(page.getByText(/^An audio recording \(.*up to 200 MB\)/)).toBeVisible();
  await expect(send).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  await keepShot(page, { path: `test-results/sermon-audio-form-${info.project.name}.png`, fullPage: true });

  // The upload is slowed to 256 KB/s (Chromium's own network emulation, no stub), so its progress is
  // seen moving: a local upload takes no time.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 256 * 1024,
  });
  const uploads: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith(`/api/sermons/${sermonId}/audio`)) uploads.push(r.headers()['content-type'] ?? '');
  });
  const audio = randomBytes(2 * MB);
  await file.setInputFiles({ name: 'sunday-sermon.mp3', mimeType: 'audio/mpeg', buffer: audio });
  await send.click();
  await expect(page.getByRole('button', { name: 'Uploading...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Cancel upload' })).toBeVisible();
  await expect(page.getByRole('progressbar', { name: 'Uploading audio' })).toBeVisible();
  // Part of the file sent, not yet all of it.
  await expect(page.getByText(/^[1-9]\d?% \(\d+\.\d of 2\.0 MB\)$/)).toBeVisible({ timeout: 10_000 });
  await keepShot(page, {
    path: `test-results/sermon-audio-uploading-${info.project.name}.png`,
    fullPage: true,
  });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Transcribed by the speech-to-text server, then analysed: the love of God, from Romans 8.
  await expect(page.getByRole('tab', { name: /1 Analyze Sermon.*completed/ })).toBeVisible({
    timeout: 60_000,
  });
  expect(uploads).toEqual(['audio/mpeg']);
  const sermon = (await call(page, 'GET', `/api/sermons/${sermonId}`)).body;
  expect(sermon).toMatchObject({ status: 'ready', transcript_source: 'audio', error_type: null });
  expect(sermon.analysis.passages.map((p: { book_id: string }) => p.book_id)).toContain('ROM');
  await keepShot(page, {
    path: `test-results/sermon-audio-analysed-${info.project.name}.png`,
    fullPage: true,
  });
  await withoutChurches(page);
});

test('upload audio shows only where the server transcribes; a file past the limit is refused before sending', {
  tag: '@flow',
}, async ({ page }) => {
  await signInAs(page, OWNER);
  const churchId = await freshChurch(page, 'stmarks');
  const sermonId = await sermonWithoutTranscript(page, churchId);

  // The same sermon as a server without TRANSCRIBE_BASE_URL answers it (audio_upload_max_bytes null),
  // then as one whose limit is 1 MB.
  let limit: number | null = null;
  await page.route(`**/api/sermons/${sermonId}`, async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), audio_upload_max_bytes: limit } });
  });
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/audio')) sent.push(r.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'No transcript yet' })).toBeVisible({ timeout: 30_000 });
  await expect(page.getByLabel('Or paste the transcript')).toBeVisible();
  await expect(page.getByLabel('Audio file')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Upload audio' })).toHaveCount(0);
  await expect(page.getByText('upload its audio')).toHaveCount(0);

  limit = MB;
  await page.reload();
  const file = page.getByLabel('Audio file');
  await expect(file).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/^An audio recording \(.*up to 1 MB\)/)).toBeVisible();
  await file.setInputFiles({ name: 'long-sermon.wav', mimeType: 'audio/wav', buffer: Buffer.alloc(2 * MB) });
  await expect(page.getByText('That file is 2 MB: an audio file may be at most 1 MB.')).toBeVisible();
  await expect(file).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('button', { name: 'Upload audio' })).toBeDisabled();
  await file.setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(1000) });
  await expect(page.getByText(/^Choose an audio file/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload audio' })).toBeDisabled();
  await file.setInputFiles({ name: 'short.ogg', mimeType: 'audio/ogg', buffer: Buffer.alloc(1000, 1) });
  await expect(page.getByRole('button', { name: 'Upload audio' })).toBeEnabled();
  expect(sent).toEqual([]);
  // Nothing was sent: the sermon still waits for a transcript.
  expect((await call(page, 'GET', `/api/sermons/${sermonId}`)).body.status).toBe('needs_transcript');
  await withoutChurches(page);
});
