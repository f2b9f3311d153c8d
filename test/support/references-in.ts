/** A `{typeId, key}` pair found in a body. */
export interface FoundReference {
  typeId: string;
  key: string;
}

/**
 * Every `{typeId, key}` in a value, as the mock resolves them. Written apart from src, so that a
 * test finds what to declare without asking the code under test.
 */
export function referencesIn(value: unknown, found: FoundReference[] = []): FoundReference[] {
  if (Array.isArray(value)) for (const element of value) referencesIn(element, found);
  else if (typeof value === 'object' && value !== null) {
    const record = value as Record<string, unknown>;
    if (typeof record.typeId === 'string' && typeof record.key === 'string') found.push({ typeId: record.typeId, key: record.key });
    else for (const child of Object.values(record)) referencesIn(child, found);
  }
  return found;
}
