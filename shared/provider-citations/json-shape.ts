/** Small readers for untrusted JSON: wrong types read as "absent", never throw. */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** A non-empty string, else null (providers send "" for "no title"). */
export function asText(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

export function asIndex(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}
