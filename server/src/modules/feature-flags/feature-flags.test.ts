import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { presentFlags } from './feature-flags.routes.ts';

describe('feature flags', () => {
  it('default run turns on everything but enable_esv; absent flags are false', () => {
    expect(presentFlags(loadConfig({}).FEATURE_FLAGS)).toEqual({
      enable_audit: true,
      enable_commentaries: true,
      enable_reading_plans: true,
      enable_translations: true,
      enable_esv: false,
    });
    expect(presentFlags(loadConfig({ FEATURE_FLAGS: '' }).FEATURE_FLAGS).enable_audit).toBe(false);
  });

  it('refuses an unknown flag at start-up', () => {
    expect(() => loadConfig({ FEATURE_FLAGS: 'enable_audit,enable_magic' })).toThrow(/FEATURE_FLAGS/);
  });
});
