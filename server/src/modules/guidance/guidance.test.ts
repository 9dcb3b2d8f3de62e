import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ExampleQuestionsResponse,
  ProfilesResponse,
  TheologiesResponse,
} from '../../../../common/src/contracts/guidance.ts';
import { createTestApp, type TestApp } from '../../../../test/test-app.ts';
import { parseGuide } from './guidance.data.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('profiles', () => {
  it('lists the seven profiles, the default first, three of them not Christian', async () => {
    const { profiles } = ProfilesResponse.parse((await get('/api/profiles')).json());
    expect(profiles.map((p) => p.slug).sort()).toEqual(
      [
        'biblical_scholar',
        'curious_explorer',
        'growing_christian',
        'mature_believer',
        'new_believer',
        'spiritual_seeker',
        'universal_explorer',
      ].sort(),
    );
    expect(profiles[0]).toMatchObject({ slug: 'universal_explorer', is_default: true });
    expect(
      profiles
        .filter((p) => !p.is_christian)
        .map((p) => p.slug)
        .sort(),
    ).toEqual(['curious_explorer', 'spiritual_seeker', 'universal_explorer']);
    expect(profiles.filter((p) => p.is_default)).toHaveLength(1);
  });

  it('answers one profile by slug, and 404 for unknown or malformed slugs', async () => {
    expect((await get('/api/profiles/new_believer')).json()).toMatchObject({
      slug: 'new_believer',
      name: 'New Believer',
      is_christian: true,
    });
    const missing = await get('/api/profiles/pirate');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      detail: 'Profile not found: pirate',
      code: 'guidance.profile_not_found',
    });
    // A malformed slug is answered as an unknown one (issue 19 item 8).
    const malformed = await get('/api/profiles/Bad-Slug!');
    expect(malformed.statusCode).toBe(404);
    expect(malformed.json().code).toBe('guidance.profile_not_found');
  });

  it('offers the default profile’s example questions', async () => {
    const { questions } = ExampleQuestionsResponse.parse((await get('/api/example-questions')).json());
    expect(questions.length).toBeGreaterThanOrEqual(10);
    expect(questions).toContain('What is a covenant in the Bible?');
  });
});

describe('perspectives (theologies)', () => {
  it('lists the nine perspectives with instructions, General Christian the default', async () => {
    const { theologies } = TheologiesResponse.parse((await get('/api/theologies')).json());
    expect(theologies.map((p) => p.slug).sort()).toEqual(
      [
        'anglican',
        'baptist',
        'catholic',
        'charismatic',
        'default',
        'eastern_orthodox',
        'lutheran',
        'reformed',
        'wesleyan',
      ].sort(),
    );
    expect(theologies[0]).toMatchObject({ slug: 'default', name: 'General Christian', is_default: true });
    for (const p of theologies) expect(p.instructions.length).toBeGreaterThan(150);
    // Each perspective's instructions are its own.
    expect(new Set(theologies.map((p) => p.instructions)).size).toBe(theologies.length);
  });

  it('answers one perspective and 404s an unknown one', async () => {
    expect((await get('/api/theology/lutheran')).json().instructions).toContain('Law');
    expect((await get('/api/theology/gnostic')).json().code).toBe('guidance.theology_not_found');
  });
});

describe('guide files', () => {
  it('every profile has at least ten example questions and instructions of its own', async () => {
    const { createGuidanceService } = await import('./guidance.service.ts');
    const g = createGuidanceService();
    for (const p of g.profiles()) {
      expect(g.exampleQuestions(p.slug).length).toBeGreaterThanOrEqual(10);
      expect(g.profileInstructions(p.slug).length).toBeGreaterThan(200);
    }
  });

  it('rejects a file without its header block or required fields', () => {
    expect(() => parseGuide('x', 'just text')).toThrow('missing the --- header block');
    expect(() => parseGuide('x', '---\nname: X\n---\nbody')).toThrow('name and description are required');
  });
});
