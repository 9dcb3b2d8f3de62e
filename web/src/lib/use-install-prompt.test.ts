import { describe, expect, it } from 'vitest';
import { isIOS } from './use-install-prompt.ts';

// Where 'Install as an App' shows without a browser prompt (spec §2: only when installable).
describe('iPhone and iPad, which install through Add to Home Screen', () => {
  it('are told apart from Android and from a Mac', () => {
    const ua = (userAgent: string, maxTouchPoints = 0) => isIOS({ userAgent, maxTouchPoints });
    expect(
      ua('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148', 5),
    ).toBe(true);
    // iPadOS Safari asks for desktop sites and says it is a Mac; only its touch screen gives it away.
    expect(
      ua(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
        5,
      ),
    ).toBe(true);
    expect(
      ua(
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/17.0 Safari/605.1.15',
        0,
      ),
    ).toBe(false);
    expect(
      ua('Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36', 5),
    ).toBe(false);
  });
});
