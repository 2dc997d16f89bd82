import { sanitizeMultiline } from '../safe-text';
import type { GateCVerdict } from '../schemas/gate-c';
import type { GroundedClaim } from '../schemas/grounded-claim';
import type { CitationStatus } from '../schemas/validated-claim';
import { collapseWhitespace, fold, quotedRanges, splitSentences } from './text';

export type ReportCitation = {
  cid: string;
  status: CitationStatus;
  url: string;
  title: string | null;
  publisher: string | null;
};

export type ReportInput = {
  run_id: string;
  query: string;
  grounded: GroundedClaim[];
  citations: ReportCitation[];
  /** Claims kept out of the report; the report names them by id and reason, never restates them. */
  rejected: { claim_id?: string; claim: string; reason: string }[];
  gate_c: GateCVerdict;
};

export const PAYWALL_CAUTION = '⚠ caution: paywalled';
/** Per reason, the report names at most this many claim ids; the rest are counted. */
export const MAX_REJECTED_IDS = 10;

/**
 * The final report (report/report.md). Under "Findings", each grounded claim — in the order
 * given (the stage passes document order) — is its sentences, each ending with the inline
 * citation [n], then a trace line `> “quote” · \`clm_…\`` (or `> quoted above · \`clm_…\`` when
 * the claim already quotes the whole quote), so every sentence traces to a grounded claim and
 * its quote; sources are numbered by first use. A grounded claim whose citation is missing or
 * not valid/paywalled is never cited: it moves to the rejected list. Same input ⇒ same bytes.
 */
export function renderReport(input: ReportInput): string {
  const byCid = new Map<string, ReportCitation>();
  for (const c of input.citations) if (!byCid.has(c.cid)) byCid.set(c.cid, c);

  const numberOf = new Map<string, number>();
  const cited: ReportCitation[] = [];
  const findings: string[] = [];
  const rejected = input.rejected.map((r) => ({ claim_id: r.claim_id ?? null, reason: r.reason }));
  for (const g of input.grounded) {
    const citation = byCid.get(g.citation_id);
    if (!citation || (citation.status !== 'valid' && citation.status !== 'paywalled')) {
      rejected.push({
        claim_id: g.claim_id,
        reason: citation ? `source status is ${citation.status} (not citable)` : 'no citation record for the claim source',
      });
      continue;
    }
    let n = numberOf.get(citation.cid);
    if (n === undefined) {
      n = cited.length + 1;
      numberOf.set(citation.cid, n);
      cited.push(citation);
    }
    findings.push(`${citeSentences(g.claim, n)}\n${traceLine(g)}`);
  }

  const out: string[] = [];
  out.push(`# ${escapeInline(collapseWhitespace(input.query)) || 'Research report'}`, '');
  out.push(
    `Run \`${input.run_id.replace(/`/g, '')}\` · Gate C ${input.gate_c.pass ? 'passed' : 'failed'} · ` +
      `${findings.length} grounded claim${findings.length === 1 ? '' : 's'} from ${cited.length} source${cited.length === 1 ? '' : 's'}`,
    '',
  );
  out.push('## Findings', '');
  if (findings.length === 0) out.push('_No claim could be grounded in a citable source._', '');
  for (const f of findings) out.push(f, '');

  out.push('## Sources', '');
  if (cited.length === 0) out.push('_None._', '');
  cited.forEach((c, i) => out.push(sourceLine(i + 1, c)));
  if (cited.length > 0) out.push('');

  out.push('## Rejected claims', '');
  if (rejected.length === 0) out.push('_None._', '');
  else {
    out.push(
      `${rejected.length} claim${rejected.length === 1 ? ' was' : 's were'} not stated because a check failed ` +
        '(by reason; ids as in citations/validated-claims.jsonl):',
      '',
    );
    for (const line of rejectedSummary(rejected)) out.push(line);
    out.push('');
  }

  out.push('## Gate C', '');
  const s = input.gate_c.counts.by_status;
  out.push(
    input.gate_c.pass
      ? '- verdict: passed'
      : `- verdict: failed — ${escapeInline(input.gate_c.reason ?? input.gate_c.failed_rule ?? 'unknown rule')}`,
    `- sources by status: valid ${s.valid}, paywalled ${s.paywalled}, blocked ${s.blocked}, mismatch ${s.mismatch}, invalid ${s.invalid}`,
    `- claims validated: ${input.gate_c.counts.validated_claims} of ${input.gate_c.counts.claims}`,
  );
  // Last guard for a file operators `cat`: no control or bidi character, whatever a record held.
  return sanitizeMultiline(out.join('\n') + '\n');
}

/** One line per reason (sorted), with the count and up to MAX_REJECTED_IDS sorted claim ids. */
function rejectedSummary(rejected: { claim_id: string | null; reason: string }[]): string[] {
  const byReason = new Map<string, string[]>();
  const counts = new Map<string, number>();
  for (const r of rejected) {
    const reason = collapseWhitespace(r.reason);
    counts.set(reason, (counts.get(reason) ?? 0) + 1);
    const ids = byReason.get(reason) ?? [];
    if (r.claim_id !== null) ids.push(r.claim_id);
    byReason.set(reason, ids);
  }
  return [...counts.keys()].sort().map((reason) => {
    const ids = [...new Set(byReason.get(reason)!)].sort();
    const shown = ids.slice(0, MAX_REJECTED_IDS).map((id) => `\`${id.replace(/`/g, '')}\``);
    if (ids.length > MAX_REJECTED_IDS) shown.push(`… ${ids.length - MAX_REJECTED_IDS} more`);
    return `- ${escapeInline(reason)}: ${counts.get(reason)}${shown.length ? ` (${shown.join(', ')})` : ''}`;
  });
}

/** `> “quote” · \`clm_…\`` — the claim's supporting quote and id, right under its sentences. */
function traceLine(g: GroundedClaim): string {
  const id = `\`${g.claim_id.replace(/`/g, '')}\``;
  if (quotesWholly(g.claim, g.citation_quote)) return `> quoted above · ${id}`;
  return `> “${escapeInline(collapseWhitespace(g.citation_quote))}” · ${id}`;
}

/** Does the claim hold the whole quote inside quote marks (folded, end punctuation ignored)? */
function quotesWholly(claim: string, quote: string): boolean {
  const bare = (t: string) => fold(t).replace(/^[\s.,;:!?]+|[\s.,;:!?]+$/g, '');
  const q = bare(quote);
  return q !== '' && quotedRanges(claim).some(([open, close]) => bare(claim.slice(open + 1, close)) === q);
}

/** Put " [n]" before the closing punctuation of every sentence of the claim. */
function citeSentences(claim: string, n: number): string {
  const sentences = splitSentences(claim);
  const parts = (sentences.length ? sentences : [claim]).map((s) => {
    const text = escapeInline(s);
    const m = /([.!?]["'”’)]*)$/.exec(text);
    return m ? `${text.slice(0, m.index)} [${n}]${m[1]}` : `${text} [${n}].`;
  });
  return escapeBlockStart(parts.join(' '));
}

function sourceLine(n: number, c: ReportCitation): string {
  const title = escapeInline(collapseWhitespace(c.title ?? '')) || escapeInline(c.url);
  const url = /[\s()<>]/.test(c.url) ? `<${c.url.replace(/[<>\s]/g, encodeURIComponent)}>` : c.url;
  const parts = [`${n}. [${title}](${url})`];
  if (c.publisher && c.publisher.trim() !== '') parts.push(escapeInline(collapseWhitespace(c.publisher)));
  if (c.status === 'paywalled') parts.push(PAYWALL_CAUTION);
  return parts.join(' — ');
}

/** Keep agent text from turning into links, images, footnotes or HTML in the report. */
function escapeInline(s: string): string {
  return s.replace(/[\\[\]<>]/g, (ch) => '\\' + ch);
}

/** A line starting like a heading, quote, list or fence would change the block type. */
function escapeBlockStart(s: string): string {
  return /^(?:[#>+*=|`~-]|\d+[.)])/.test(s) ? '\\' + s : s;
}
