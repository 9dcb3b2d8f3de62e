import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes.ts';

describe('auditChanges', () => {
  it('lists only the fields that changed, in order', () => {
    const before = { id: 'u1', email: 'a@example.org', role: 'user', last_seen_at: null };
    const after = { id: 'u1', email: 'a@example.org', role: 'publisher', last_seen_at: null };
    expect(auditChanges(before, after)).toEqual({
      kind: 'changed',
      fields: [{ field: 'role', before: 'user', after: 'publisher' }],
    });
  });

  it('shows added, removed and structured values, and says created or removed records', () => {
    expect(auditChanges({ suspended: false }, { suspended: true, note: { a: 1 } }).fields).toEqual([
      { field: 'suspended', before: 'false', after: 'true' },
      { field: 'note', before: '—', after: '{"a":1}' },
    ]);
    expect(auditChanges(null, { slug: 'x' })).toEqual({ kind: 'created', fields: [] });
    expect(auditChanges({ slug: 'x' }, null)).toEqual({ kind: 'removed', fields: [] });
  });
});
