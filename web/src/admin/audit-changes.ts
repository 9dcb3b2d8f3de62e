// The audit log's "Change" column (issue 34): what an action changed, field by field, instead of two
// whole records side by side (a role change is one line, not forty).

export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const shown = (value: unknown): string =>
  value === undefined || value === null ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The fields whose values differ between before and after, in the order they first appear. A record
 * created or removed (one side null) is not a change of fields: `kind` says so and no field is listed.
 */
export const auditChanges = (
  before: unknown,
  after: unknown,
): { kind: 'created' | 'removed' | 'changed'; fields: FieldChange[] } => {
  if (before === null || before === undefined) return { kind: 'created', fields: [] };
  if (after === null || after === undefined) return { kind: 'removed', fields: [] };
  const b = fieldsOf(before);
  const a = fieldsOf(after);
  const fields = [...new Set([...Object.keys(b), ...Object.keys(a)])]
    .filter((k) => JSON.stringify(b[k]) !== JSON.stringify(a[k]))
    .map((field) => ({ field, before: shown(b[field]), after: shown(a[field]) }));
  return { kind: 'changed', fields };
};
