import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zodSerializerCompiler } from './zod-compiler.ts';

const serialise = (schema: unknown, data: unknown) =>
  zodSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' } as never)(data);

describe('responses through their contract (issue 19 item 10)', () => {
  const contract = z.object({ id: z.string(), name: z.string(), church: z.object({ name: z.string() }) });

  it('strips every field the contract does not name, nested ones too, so a row never leaks', () => {
    const row = {
      id: 'a1',
      name: 'Grace',
      password_hash: 'x',
      church: { name: 'Grace Church', owner_email: 'pastor@example.org' },
    };
    expect(JSON.parse(serialise(contract, row))).toEqual({
      id: 'a1',
      name: 'Grace',
      church: { name: 'Grace Church' },
    });
  });

  it('refuses a response that breaks its contract instead of sending it', () => {
    expect(() => serialise(contract, { id: 1, name: 'Grace', church: { name: 'x' } })).toThrow();
  });

  it('sends a plugin’s non-zod schema as it is', () => {
    expect(serialise({ type: 'object' }, { a: 1 })).toBe('{"a":1}');
  });
});
