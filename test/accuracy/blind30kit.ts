/** Small helpers shared by blind30's data modules (entries, quotes, contexts). */
import { entry, hostOf, write, type Entry, type Send } from './blindkit';
import type { QuoteCheck } from './corpus';
import type { CitationStatus, ClassifyContext } from '../../activities/classify/classify';

export const q = (quote: string, present = true): QuoteCheck => ({ quote, present });
export const ctx = (title: string, claims?: string[]): ClassifyContext => (claims ? { title, claims } : { title });

/** One cited page rendered from its own URL. */
export function pg(
  id: string,
  host: string,
  path: string,
  expected: CitationStatus,
  reason: string,
  render: (url: string) => string,
  x: { send?: Omit<Send, 'body'>; charset?: string; context?: ClassifyContext; quotes?: QuoteCheck[] } = {},
): Entry {
  return entry(id, host, expected, reason, (req, res, web) => write(res, { ...(x.send ?? {}), charset: x.charset ?? x.send?.charset, body: render(`${web.origin(hostOf(req))}${(req.url ?? '/').split('?')[0]}`) }), { path, context: x.context, quotes: x.quotes });
}

/** NFD-decomposes the text (as pages produced on macOS tools sometimes are). */
export const nfd = (s: string) => s.normalize('NFD');
/** Puts a soft hyphen into every word of 10+ letters, after its 5th letter. */
export const shy = (s: string) => s.replace(/([\p{L}]{5})([\p{L}]{5,})/gu, '$1\u00ad$2');
