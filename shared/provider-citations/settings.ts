/**
 * Whether citations are shown: one rule for every caller. An explicit per-invocation choice
 * beats the saved setting, which beats the default. Never throws, never logs.
 */
import { isObject } from './json-shape';

export type CitationsSettingInput = {
  /** The invocation's own choice (e.g. `--citations` / `--no-citations`); null/undefined = not given. */
  explicit?: boolean | null;
  /** The saved setting (`citations.enabled` in settings.json); null/undefined = not set. */
  saved?: boolean | null;
  /** What applies when neither is given. Off unless a caller documents otherwise. */
  fallback?: boolean;
};

export function resolveCitationsEnabled({ explicit, saved, fallback = false }: CitationsSettingInput): boolean {
  if (typeof explicit === 'boolean') return explicit;
  if (typeof saved === 'boolean') return saved;
  return fallback;
}

/**
 * The saved `citations.enabled` from a parsed settings.json (`{ "citations": { "enabled": true } }`).
 * Anything else — no file, another shape, a non-boolean — is "not set".
 */
export function savedCitationsSetting(settings: unknown): boolean | null {
  if (!isObject(settings) || !isObject(settings.citations)) return null;
  const enabled = settings.citations.enabled;
  return typeof enabled === 'boolean' ? enabled : null;
}
