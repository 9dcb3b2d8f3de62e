import { afterEach, beforeEach, vi } from 'vitest';

// Tests fail on unexpected console.error / console.warn (Epic Stack's rule): a warning is a bug until
// a test says it expects it by mocking console itself.
let calls: string[] = [];

beforeEach(() => {
  calls = [];
  for (const level of ['error', 'warn'] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => {
      calls.push(`console.${level}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  const unexpected = calls;
  vi.restoreAllMocks();
  if (unexpected.length > 0) throw new Error(`Unexpected console output:\n${unexpected.join('\n')}`);
});
