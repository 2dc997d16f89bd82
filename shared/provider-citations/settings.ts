/**
 * Whether citations are shown: one rule for every caller. An explicit per-invocation choice
 * beats the saved setting, which beats the default (off). Never throws, never logs.
 */
import { z } from 'zod';
import { isObject } from './json-shape';

/**
 * The part of a saved settings file (`settings.json`) this library reads: `{ "citations": { "enabled": true } }`.
 * Other keys are left alone (passthrough), so writing the setting keeps them.
 */
export const SavedSettingsSchema = z
  .object({ citations: z.object({ enabled: z.boolean().optional() }).passthrough().optional() })
  .passthrough();
export type SavedSettings = z.infer<typeof SavedSettingsSchema>;

export type CitationsSettingInput = {
  /** The invocation's own choice (e.g. `--citations` / `--no-citations`); null/undefined = not given. */
  explicit?: boolean | null;
  /** The saved setting (`citations.enabled` in settings.json); null/undefined = not set. */
  saved?: boolean | null;
};

/** The default when neither the invocation nor the saved setting says anything. */
export const CITATIONS_DEFAULT = false;

export function resolveCitationsEnabled({ explicit, saved }: CitationsSettingInput): boolean {
  if (typeof explicit === 'boolean') return explicit;
  if (typeof saved === 'boolean') return saved;
  return CITATIONS_DEFAULT;
}

/**
 * The saved `citations.enabled` from a parsed settings.json. Anything else — no file, another
 * shape, a non-boolean — is "not set".
 */
export function savedCitationsSetting(settings: unknown): boolean | null {
  const parsed = SavedSettingsSchema.safeParse(settings);
  return parsed.success ? (parsed.data.citations?.enabled ?? null) : null;
}

/** `settings` (a parsed settings.json, or null for none) with `citations.enabled` set; every other key kept. */
export function withSavedCitations(settings: unknown, enabled: boolean): SavedSettings {
  const base = isObject(settings) ? settings : {};
  const citations = isObject(base.citations) ? base.citations : {};
  return SavedSettingsSchema.parse({ ...base, citations: { ...citations, enabled } });
}
