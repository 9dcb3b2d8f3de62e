import { describe, expect, it } from 'vitest';
import { partnerSlugFromHost } from './partner-host.ts';

describe('partnerSlugFromHost', () => {
  it.each([
    ['grace.localhost:3000', undefined, 'grace'],
    ['grace.emmaus.app', 'emmaus.app', 'grace'],
    ['emmaus.app', 'emmaus.app', undefined],
    ['www.emmaus.app', 'emmaus.app', undefined],
    ['staging.emmaus.app', 'emmaus.app', undefined],
    ['localhost:3000', undefined, undefined],
    ['127.0.0.1:3000', undefined, undefined],
    ['[::1]:3000', undefined, undefined],
    ['Grace.Example.org.', undefined, 'grace'],
    ['', undefined, undefined],
  ])('%s (main %s) → %s', (host, main, want) => {
    expect(partnerSlugFromHost(host, main)).toBe(want);
  });
});
