/**
 * Ladder step 2: Bright Data's request API (POST {zone, url, format:"raw"}, Bearer token).
 * The endpoint is operator-configured, not a cited URL, so it goes through a plain client,
 * not the SSRF-guarded fetcher (docs/online-validation.md).
 */
import { request } from 'undici';
import { BodyTooLargeError, decodeText, readCapped } from '../fetch/body';
import { describeServiceError, type ServiceResult } from './service-response';

export type BrightDataSettings = { endpoint: string; zone: string };

/** Bright Data's own failures carry these headers; anything else is the target's response. */
const SERVICE_ERROR_HEADERS = ['x-brd-error', 'x-luminati-error', 'x-brd-err-code'];

export async function fetchViaBrightData(
  url: string,
  settings: BrightDataSettings,
  token: string,
  limits: { timeoutMs: number; maxBodyBytes: number; signal?: AbortSignal },
): Promise<ServiceResult> {
  try {
    const res = await request(settings.endpoint, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ zone: settings.zone, url, format: 'raw' }),
      headersTimeout: limits.timeoutMs,
      bodyTimeout: limits.timeoutMs,
      signal: limits.signal,
    });
    const headers: Record<string, string> = {};
    for (const [k, v] of Object.entries(res.headers)) if (v !== undefined) headers[k.toLowerCase()] = Array.isArray(v) ? v.join(', ') : v;
    // 401/407 are the service refusing our token, not the target answering.
    if (SERVICE_ERROR_HEADERS.some((h) => h in headers) || res.statusCode === 401 || res.statusCode === 407) {
      await res.body.dump().catch(() => undefined);
      return { kind: 'failed', reason: `bright_data could not fetch the page (HTTP ${res.statusCode})` };
    }
    const raw = await readCapped(res.body, limits.maxBodyBytes);
    const contentType = headers['content-type'] ?? 'text/html';
    return {
      kind: 'page',
      response: { http_status: res.statusCode, final_url: url, headers: { 'content-type': contentType }, body: decodeText(contentType, raw) },
    };
  } catch (err) {
    if (err instanceof BodyTooLargeError) return { kind: 'failed', reason: 'bright_data returned a body over the size cap' };
    return { kind: 'failed', reason: describeServiceError('bright_data', err) };
  }
}
