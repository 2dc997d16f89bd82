/**
 * The user's saved settings, `${CITEFLOW_HOME}/settings.json` (today: `citations.enabled`).
 * Reading is silent — no file or an unreadable one means "not set", never a log line;
 * writing keeps every other key and replaces the file atomically.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';
import { writeFileAtomic } from '../activities/io/atomic-write';
import { CiteflowError } from '../shared/errors';
import { savedCitationsSetting, withSavedCitations } from '../shared/provider-citations';
import { citeflowHome } from '../workers/settings';

export function settingsFilePath(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(citeflowHome(env), 'settings.json');
}

/** The saved `citations.enabled`, or null when not set (no file, unreadable JSON, another shape). */
export function readSavedCitationsSetting(env: NodeJS.ProcessEnv = process.env): boolean | null {
  try {
    return savedCitationsSetting(JSON.parse(fs.readFileSync(settingsFilePath(env), 'utf8')));
  } catch {
    return null;
  }
}

/**
 * Saves `citations.enabled`; returns the file's path. A settings file that exists but is not
 * JSON is INVALID_JSON (left as it is, not overwritten); a failed write is WRITE_FAILED.
 */
export async function saveCitationsSetting(enabled: boolean, env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const file = settingsFilePath(env);
  let current: unknown = null;
  let text: string | null = null;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== 'ENOENT') throw new CiteflowError('WRITE_FAILED', `cannot read ${file} (${code ?? 'error'})`, { path: file, errno: code ?? 'EUNKNOWN' });
  }
  if (text !== null && text.trim() !== '') {
    try {
      current = JSON.parse(text);
    } catch (err) {
      throw new CiteflowError('INVALID_JSON', `${file} is not valid JSON (${(err as Error).message}); fix or remove it`, { path: file });
    }
  }
  await writeFileAtomic(file, JSON.stringify(withSavedCitations(current, enabled), null, 2) + '\n');
  return file;
}
