/**
 * The ladder's browser step for one run: render through the worker's browser pool under the
 * run's own network policy (the one the direct fetch used), keep the screenshot
 * content-addressed under the run's citations/evidence/, and hand the rendered document back
 * to be classified like any other response.
 */
import { join } from 'node:path';
import { sha256 } from '@noble/hashes/sha256';
import { bytesToHex } from '@noble/hashes/utils';
import type { RecordedResponse } from '../classify/classify';
import type { NetworkOverrideEvent, NetworkPolicy } from '../fetch/types';
import { writeFileAtomic } from '../io/atomic-write';
import type { BrowserPool } from './pool';
import { renderPage, type RenderLimits, type RenderOutcome } from './render';

export type BrowserStepResult =
  | { kind: 'page'; response: RecordedResponse; /** run-relative path of the PNG, e.g. citations/evidence/sha256-….png */ screenshot: string | null }
  | { kind: 'failed'; reason: string }
  /** No browser to run (none installed, turned off): the step is skipped, and the notes say why. */
  | { kind: 'unavailable'; reason: string };

export type BrowserStep = (url: string) => Promise<BrowserStepResult>;

export const EVIDENCE_DIR = join('citations', 'evidence');

/** Writes a PNG under runRoot/citations/evidence/ named by its SHA-256; returns the run-relative path. */
export async function storeScreenshot(runRoot: string, png: Uint8Array): Promise<string> {
  const relative = join(EVIDENCE_DIR, `sha256-${bytesToHex(sha256(png))}.png`);
  await writeFileAtomic(join(runRoot, relative), png, { root: runRoot }); // never through a link out of the run
  return relative;
}

export type BrowserStepOptions = {
  /** The worker's pool, or why there is none. */
  pool: BrowserPool | { unavailable: string };
  policy: NetworkPolicy;
  /** Where screenshots go (the run directory); null keeps none. */
  runRoot: string | null;
  onOverride?: (e: NetworkOverrideEvent) => void;
  limits?: Partial<RenderLimits>;
  pins?: Map<string, string>;
};

export function createBrowserStep(opts: BrowserStepOptions): BrowserStep {
  return async (url) => {
    if ('unavailable' in opts.pool) return { kind: 'unavailable', reason: opts.pool.unavailable };
    const pool = opts.pool;
    let outcome: RenderOutcome;
    try {
      outcome = await pool.run((browser) => renderPage(browser, url, opts.policy, { limits: opts.limits, onOverride: opts.onOverride, pins: opts.pins }));
    } catch (err) {
      // The browser would not start (a broken install) or the pool is shutting down.
      return { kind: 'failed', reason: `browser unavailable (${(err as { name?: string }).name ?? 'error'})` };
    }
    if (outcome.kind === 'failed') return { kind: 'failed', reason: `${outcome.code}: ${outcome.reason}` };
    const screenshot = opts.runRoot ? await storeScreenshot(opts.runRoot, outcome.screenshot) : null;
    return { kind: 'page', response: outcome.response, screenshot };
  };
}
