import { describe, expect, it } from 'vitest';
import { isNewBuild, updateAction, updateCheckIntervalMs } from './version-rules.ts';

describe('update check interval (spec §9)', () => {
  it('never checks under the Vite dev server on port 5174', () => {
    expect(updateCheckIntervalMs({ hostname: 'localhost', port: '5174' })).toBeNull();
    expect(updateCheckIntervalMs({ hostname: '127.0.0.1', port: '5174' })).toBeNull();
  });
  it('checks every 5 s on a local server, every 2 min on staging, every 10 min in production', () => {
    expect(updateCheckIntervalMs({ hostname: 'localhost', port: '3000' })).toBe(5_000);
    expect(updateCheckIntervalMs({ hostname: '127.0.0.1', port: '3269' })).toBe(5_000);
    expect(updateCheckIntervalMs({ hostname: 'staging.emmaus.app', port: '' })).toBe(120_000);
    expect(updateCheckIntervalMs({ hostname: 'emmaus-preview.example.org', port: '' })).toBe(120_000);
    expect(updateCheckIntervalMs({ hostname: 'emmaus.app', port: '' })).toBe(600_000);
    expect(updateCheckIntervalMs({ hostname: 'grace.emmaus.app', port: '443' })).toBe(600_000);
  });
  it('does not take a word that merely contains "dev" for a staging host', () => {
    expect(updateCheckIntervalMs({ hostname: 'devotions.org', port: '' })).toBe(600_000);
  });
});

describe('an update never loses what the reader is doing', () => {
  const idle = { typing: false, streaming: false, hidden: false, navigating: false };
  it('never reloads while a question is typed or an answer streams, even hidden or navigating', () => {
    for (const hidden of [false, true])
      for (const navigating of [false, true]) {
        expect(updateAction({ ...idle, typing: true, hidden, navigating })).toBe('prompt');
        expect(updateAction({ ...idle, streaming: true, hidden, navigating })).toBe('prompt');
      }
  });
  it('reloads when nobody is looking or the reader moves to another page', () => {
    expect(updateAction({ ...idle, hidden: true })).toBe('reload');
    expect(updateAction({ ...idle, navigating: true })).toBe('reload');
  });
  it('offers the prompt instead of reloading under a reader who is reading', () => {
    expect(updateAction(idle)).toBe('prompt');
  });
});

describe('what counts as a new build', () => {
  it('is a different, well-formed hash after a known one', () => {
    expect(isNewBuild('a1', { buildHash: 'b2' })).toBe(true);
    expect(isNewBuild('a1', { buildHash: 'a1' })).toBe(false);
  });
  it('is never a failed or odd answer, nor the first answer of the page', () => {
    expect(isNewBuild('a1', null)).toBe(false);
    expect(isNewBuild('a1', '<!doctype html>')).toBe(false);
    expect(isNewBuild('a1', { buildHash: '' })).toBe(false);
    expect(isNewBuild('a1', { buildHash: 42 })).toBe(false);
    expect(isNewBuild(null, { buildHash: 'b2' })).toBe(false);
  });
});
