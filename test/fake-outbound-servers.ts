import { startFakeChurchSites } from './fake-church-sites.ts';
import { startFakeVideoPlatform } from './fake-video-platform.ts';

// Standalone fake church websites and video platform for e2e and local set-ups:
//   npx tsx test/fake-outbound-servers.ts [sitesPort] [tlsPort] [videoPort]
// prints the env to start the server with (VIDEO_PLATFORM_URL, OUTBOUND_ALLOW_PRIVATE).
const [sitesPort, tlsPort, videoPort] = process.argv.slice(2).map(Number);
const video = await startFakeVideoPlatform(videoPort || 0);
const sites = await startFakeChurchSites({
  videoPlatformUrl: video.url,
  port: sitesPort || 0,
  tlsPort: tlsPort || 0,
});
console.log(
  JSON.stringify({
    sites: sites.origin,
    tls: sites.tlsOrigin,
    video: video.url,
    env: { VIDEO_PLATFORM_URL: video.url, OUTBOUND_ALLOW_PRIVATE: sites.allow },
  }),
);
const stop = async () => {
  await Promise.all([sites.close(), video.close()]);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
