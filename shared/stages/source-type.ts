import type { SourceType } from '../schemas/search-result';

/**
 * Domain rules for primary / secondary / tertiary (docs/stages.md "Source types").
 * A host matches a listed domain when it equals it or ends with "." + it; the LONGEST
 * matching listed domain wins (so standards.ieee.org is primary while ieee.org is secondary).
 */
export const SOURCE_TYPE_DOMAINS: Readonly<Record<SourceType, readonly string[]>> = {
  primary: [
    // standards organizations
    'w3.org', 'ietf.org', 'rfc-editor.org', 'iso.org', 'standards.ieee.org', 'whatwg.org',
    'ecma-international.org', 'unicode.org', 'tc39.es',
    // official project and vendor documentation
    'python.org', 'nodejs.org', 'reactjs.org', 'react.dev', 'rust-lang.org', 'go.dev', 'golang.org',
    'developer.mozilla.org', 'typescriptlang.org', 'kotlinlang.org', 'learn.microsoft.com',
    'docs.github.com', 'temporal.io', 'docs.temporal.io', 'kernel.org', 'postgresql.org',
    'webassembly.org', 'europa.eu', 'who.int', 'un.org', 'oecd.org',
  ],
  secondary: [
    // tier 1 news
    'nytimes.com', 'wsj.com', 'reuters.com', 'apnews.com', 'bbc.com', 'bbc.co.uk', 'ft.com',
    'economist.com', 'washingtonpost.com', 'theguardian.com', 'bloomberg.com',
    // academic journals and publishers
    'nature.com', 'science.org', 'sciencemag.org', 'acm.org', 'ieee.org', 'springer.com',
    'sciencedirect.com', 'wiley.com', 'arxiv.org', 'pnas.org', 'cell.com', 'thelancet.com',
    'nejm.org', 'jstor.org', 'ncbi.nlm.nih.gov',
    // industry analysis
    'gartner.com', 'forrester.com', 'idc.com',
  ],
  tertiary: [
    'wikipedia.org', 'wikimedia.org', 'britannica.com', 'reddit.com', 'stackoverflow.com',
    'stackexchange.com', 'quora.com', 'news.ycombinator.com', 'medium.com', 'dev.to',
    'substack.com', 'blogspot.com', 'wordpress.com', 'hashnode.dev', 'github.io',
  ],
};

/** Hosts whose last labels mark a government, military or educational institution. */
const PRIMARY_SUFFIX = /(?:^|\.)(?:gov|mil|edu)(?:\.[a-z]{2})?$|(?:^|\.)(?:gov|ac|edu)\.[a-z]{2}$/;
/** Documentation / developer sub-domains are a project's own docs. */
const PRIMARY_SUBDOMAIN = /^(?:docs|developer|developers|spec|specs)\./;

function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase().replace(/\.$/, '');
    return host === '' ? null : host;
  } catch {
    return null;
  }
}

function matches(host: string, domain: string): boolean {
  return host === domain || host.endsWith('.' + domain);
}

/**
 * Classify a URL by its host. Order: longest listed domain; then .gov/.mil/.edu (and
 * gov.xx / ac.xx / edu.xx) → primary; then docs./developer./spec. sub-domains → primary;
 * everything else (unknown blogs, tier-2 news, unparseable URLs) → tertiary.
 */
export function classifySourceType(url: string): SourceType {
  const host = hostOf(url);
  if (host === null) return 'tertiary';
  let best: { type: SourceType; length: number } | null = null;
  for (const type of ['primary', 'secondary', 'tertiary'] as const) {
    for (const domain of SOURCE_TYPE_DOMAINS[type]) {
      if (matches(host, domain) && (best === null || domain.length > best.length)) {
        best = { type, length: domain.length };
      }
    }
  }
  if (best) return best.type;
  if (PRIMARY_SUFFIX.test(host)) return 'primary';
  if (PRIMARY_SUBDOMAIN.test(host)) return 'primary';
  return 'tertiary';
}
