import { claimsFromProviderResponse, parseProviderInput, sanitizeField } from '../../shared/provider-citations';
import type { ClaimDraft } from '../../shared/schemas/extracted-claim';
import type { ArtifactRef, SourceDraft } from '../../shared/schemas/search-result';
import { classifySourceType } from '../../shared/stages/source-type';
import { redactUrlsInText } from '../../shared/stages/text';

/**
 * A raw Gemini / OpenAI Responses / Anthropic response body (or stream) saved as .json /
 * .jsonl / .sse. Extraction is the provider-citations library's; this only maps its
 * sources and claims to drafts. An unrecognized provider shape yields nothing; unparseable
 * JSON is INVALID_JSON (from parseProviderInput).
 *
 * Every text field a provider supplied (titles, claims, quotes) is untrusted: it goes through
 * the same sanitizer as terminal rendering (control characters, bidi controls and invisible
 * format characters removed, line breaks as spaces) before it becomes a record, so an escape
 * sequence never reaches search-results.jsonl, extracted.jsonl, the report or `cite` output.
 */
export function parseProviderArtifact(
  content: string,
  ctx: { ref: ArtifactRef; accessed_date: string },
): { sources: SourceDraft[]; claims: ClaimDraft[] } {
  const result = claimsFromProviderResponse(parseProviderInput(content));
  const clean = (t: string) => sanitizeField(t).replace(/\s+/g, ' ').trim();
  const title = (t: string | null) => (t === null || clean(t) === '' ? null : redactUrlsInText(clean(t)));
  const sources: SourceDraft[] = result.sources.map((s) => ({
    url: s.url,
    title: title(s.title),
    snippet: null,
    source_type: classifySourceType(s.url),
    accessed_date: ctx.accessed_date,
    ref: ctx.ref,
  }));
  const claims: ClaimDraft[] = result.claims
    .map((c) => ({ ...c, claim: clean(c.claim), quote: clean(c.quote) }))
    .filter((c) => c.claim !== '' && c.quote !== '')
    .map((c) => ({
      claim: redactUrlsInText(c.claim),
      quote: redactUrlsInText(c.quote),
      url: c.url,
      page_title: title(c.title),
      source_type: classifySourceType(c.url),
      accessed_date: ctx.accessed_date,
      ref: ctx.ref,
      origin: 'provider' as const,
    }));
  return { sources, claims };
}
