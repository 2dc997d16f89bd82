/**
 * The worker process's one browser pool, started lazily on the first page that needs it and
 * closed on worker shutdown (closeSharedBrowserPool). Sized by CITEFLOW_BROWSER_POOL (browser
 * processes, default 1) and CITEFLOW_BROWSER_PAGES (pages at once per browser, default 2).
 */
import { findChromium } from './chromium';
import { BrowserPool } from './pool';

let shared: BrowserPool | null = null;

function positiveInt(raw: string | undefined, fallback: number): number {
  const n = Number(raw);
  return Number.isInteger(n) && n > 0 ? n : fallback;
}

/** The shared pool, or why the browser rung cannot run on this machine. */
export function sharedBrowserPool(env: Record<string, string | undefined> = process.env): BrowserPool | { unavailable: string } {
  const found = findChromium(env);
  if (found.path === null) return { unavailable: found.reason };
  shared ??= new BrowserPool({
    executablePath: found.path,
    browsers: positiveInt(env.CITEFLOW_BROWSER_POOL, 1),
    pagesPerBrowser: positiveInt(env.CITEFLOW_BROWSER_PAGES, 2),
  });
  return shared;
}

/** Closes the shared pool's browsers (worker shutdown). A later page starts a new pool. */
export async function closeSharedBrowserPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
