import { readFileSync } from 'node:fs';
import { startFakeChurchSites } from './fake-church-sites.ts';
import { startFakeSpeechToText } from './fake-speech-to-text.ts';
import { startFakeVideoPlatform } from './fake-video-platform.ts';

// Standalone fake church websites, video platform and speech-to-text server for e2e and local set-ups:
//   npx tsx test/fake-outbound-servers.ts [sitesPort] [tlsPort] [videoPort] [speechPort]
// prints the env to start the server with (VIDEO_PLATFORM_URL, OUTBOUND_ALLOW_PRIVATE, TRANSCRIBE_BASE_URL).
const [sitesPort, tlsPort, videoPort, speechPort] = process.argv.slice(2).map(Number);
const video = await startFakeVideoPlatform(videoPort || 0);
const sites = await startFakeChurchSites({
  videoPlatformUrl: video.url,
  port: sitesPort || 0,
  tlsPort: tlsPort || 0,
});
// Whatever audio arrives, the speech-to-text server hears the 'love of God' sermon, as Whisper writes it:
// one long line.
const speech = await startFakeSpeechToText(speechPort || 0);
speech.text = readFileSync(new URL('./fixtures/sermons/love-of-god.txt', import.meta.url), 'utf8')
  .replace(/\s+/g, ' ')
  .trim();
console.log(
  JSON.stringify({
    sites: sites.origin,
    tls: sites.tlsOrigin,
    video: video.url,
    speech: speech.url,
    env: {
      VIDEO_PLATFORM_URL: video.url,
      OUTBOUND_ALLOW_PRIVATE: sites.allow,
      TRANSCRIBE_BASE_URL: speech.url,
      TRANSCRIBE_MODEL: 'whisper-1',
    },
  }),
);
const stop = async () => {
  await Promise.all([sites.close(), video.close(), speech.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
