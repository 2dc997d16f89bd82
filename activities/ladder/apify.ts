/**
 * Ladder step 3: an Apify actor (default apify/rag-web-browser) run through apify-client:
 * start the run, wait for it, read the first dataset item. The item's HTML (or text) is
 * classified like any other response.
 */
import type { ApifyClient as ApifyClientType } from 'apify-client';
import { describeServiceError, type ServiceResult } from './service-response';

export type ApifySettings = { base_url: string; actor: string };

/** Run statuses after which nothing more happens (Apify's ACT_JOB_TERMINAL_STATUSES). */
const TERMINAL = new Set(['SUCCEEDED', 'FAILED', 'TIMED-OUT', 'ABORTED']);

/** The fields of a rag-web-browser dataset item we use (its README's output shape). */
type RagItem = {
  crawl?: { httpStatusCode?: number; loadedUrl?: string };
  metadata?: { url?: string; title?: string };
  html?: string | null;
  text?: string | null;
  markdown?: string | null;
};

function escapeHtml(s: string): string {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** rag-web-browser input: a URL as `query` scrapes that page instead of searching. */
export function ragWebBrowserInput(url: string) {
  return { query: url, maxResults: 1, outputFormats: ['html', 'text'], scrapingTool: 'browser-playwright', requestTimeoutSecs: 40 };
}

export async function fetchViaApify(
  url: string,
  settings: ApifySettings,
  token: string,
  limits: { waitSecs: number; maxBodyBytes: number },
): Promise<ServiceResult> {
  try {
    // Loaded on first use: apify-client and its dependencies cost ~20 MB of RSS in every worker without an Apify token.
    const { ApifyClient } = require('apify-client') as { ApifyClient: typeof ApifyClientType };
    const client = new ApifyClient({ token, baseUrl: settings.base_url, maxRetries: 1, minDelayBetweenRetriesMillis: 200, timeoutSecs: limits.waitSecs });
    // log: null — no log streaming (extra calls, and actor logs are not ours to copy).
    const run = await client.actor(settings.actor).call(ragWebBrowserInput(url), { waitSecs: limits.waitSecs, log: null });
    if (!TERMINAL.has(run.status)) {
      // Out of waiting time: stop the run, or it goes on (and is billed) after we gave up on it.
      await client.run(run.id).abort().catch(() => undefined);
      return { kind: 'failed', reason: `apify actor run did not finish within ${limits.waitSecs} s (aborted)` };
    }
    if (run.status !== 'SUCCEEDED') return { kind: 'failed', reason: `apify actor run ended ${run.status}` };
    const { items } = await client.dataset(run.defaultDatasetId).listItems({ limit: 1 });
    const item = items[0] as RagItem | undefined;
    if (!item) return { kind: 'failed', reason: 'apify actor returned no page' };
    const title = item.metadata?.title;
    const body =
      item.html ??
      (item.text ?? item.markdown
        ? `<html><head>${title ? `<title>${escapeHtml(title)}</title>` : ''}</head><body><pre>${escapeHtml(item.text ?? item.markdown ?? '')}</pre></body></html>`
        : '');
    if (body.length > limits.maxBodyBytes) return { kind: 'failed', reason: 'apify returned a page over the size cap' };
    return {
      kind: 'page',
      response: {
        http_status: item.crawl?.httpStatusCode ?? 200,
        final_url: item.crawl?.loadedUrl ?? item.metadata?.url ?? url,
        headers: { 'content-type': 'text/html; charset=utf-8' },
        body,
      },
    };
  } catch (err) {
    return { kind: 'failed', reason: describeServiceError('apify', err) };
  }
}
