import { describe, expect, it } from 'vitest';
import { hasRole } from './roles.ts';

describe('hasRole (spec §6: user 1 < publisher 2 < admin 3)', () => {
  it.each([
    ['user', ['user'], true],
    ['user', ['publisher'], false],
    ['user', ['admin'], false],
    ['publisher', ['user'], true],
    ['publisher', ['publisher'], true],
    ['publisher', ['admin'], false],
    ['admin', ['publisher'], true],
    ['admin', ['admin'], true],
    // Any one of the required roles is enough.
    ['publisher', ['admin', 'publisher'], true],
    ['user', ['admin', 'publisher'], false],
  ])('%s against %j → %s', (role, required, expected) => {
    expect(hasRole(role, required)).toBe(expected);
  });

  it('fails unknown, missing and empty roles on either side', () => {
    expect(hasRole('superuser', ['user'])).toBe(false);
    expect(hasRole(null, ['user'])).toBe(false);
    expect(hasRole(undefined, ['user'])).toBe(false);
    expect(hasRole('admin', ['owner'])).toBe(false);
    expect(hasRole('admin', [])).toBe(false);
    // Inherited object keys are not roles.
    expect(hasRole('constructor', ['user'])).toBe(false);
    expect(hasRole('admin', ['toString'])).toBe(false);
  });
});
