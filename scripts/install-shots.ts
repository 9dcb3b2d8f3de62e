// Screenshots of Emmaus itself for /install (issue 17): the reader on an iPhone, an iPad and an Android
// phone, written to web/public/install/. Run against a server with the Bible imported:
//   node --import tsx scripts/install-shots.ts http://127.0.0.1:3000
import { chromium } from 'playwright-core';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const DEVICES = [
  { name: 'iphone', width: 390, height: 844, path: '/read/PSA/23' },
  { name: 'ipad', width: 820, height: 1180, path: '/read/JHN/1' },
  { name: 'android', width: 412, height: 915, path: '/' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--hide-scrollbars'],
});
for (const d of DEVICES) {
  const page = await browser.newPage({ viewport: { width: d.width, height: d.height }, hasTouch: true });
  await page.goto(`${base}${d.path}`);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // CSS pixels at scale 1 and JPEG: an illustration, small enough to ship with the app.
  await page.screenshot({
    path: `web/public/install/${d.name}.jpg`,
    type: 'jpeg',
    quality: 72,
    scale: 'css',
  });
  await page.close();
}
await browser.close();
console.log('install-shots: web/public/install/{iphone,ipad,android}.jpg');
