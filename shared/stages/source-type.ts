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
    'ecma-international.org', 'unicode.org', 'tc39.es', 'khronos.org', 'webassembly.org',
    // intergovernmental bodies
    'europa.eu', 'who.int', 'un.org', 'oecd.org',
    // official project and vendor sites: the project speaking about itself
    'python.org', 'nodejs.org', 'reactjs.org', 'react.dev', 'rust-lang.org', 'go.dev', 'golang.org',
    'typescriptlang.org', 'kotlinlang.org', 'kernel.org', 'postgresql.org', 'temporal.io', 'llvm.org',
    'v8.dev', 'webkit.org', 'chromium.org', 'chromestatus.com', 'mozilla.org', 'bytecodealliance.org',
    'emscripten.org', 'wasmtime.dev', 'kubernetes.io',
    // official documentation hosts (listed one by one: a "docs." prefix alone proves nothing)
    'developer.mozilla.org', 'learn.microsoft.com', 'docs.microsoft.com', 'docs.github.com', 'docs.temporal.io',
    'developer.apple.com', 'developer.android.com', 'developer.chrome.com', 'developers.google.com', 'web.dev',
    'docs.aws.amazon.com', 'cloud.google.com', 'docs.oracle.com', 'docs.docker.com', 'docs.npmjs.com', 'docs.rs',
    // a project's own source repository
    'github.com', 'gitlab.com',
  ],
  secondary: [
    // tier 1 news
    'nytimes.com', 'wsj.com', 'reuters.com', 'apnews.com', 'bbc.com', 'bbc.co.uk', 'ft.com',
    'economist.com', 'washingtonpost.com', 'theguardian.com', 'bloomberg.com',
    // academic journals, proceedings and publishers
    'nature.com', 'science.org', 'sciencemag.org', 'acm.org', 'ieee.org', 'usenix.org', 'springer.com',
    'sciencedirect.com', 'wiley.com', 'arxiv.org', 'pnas.org', 'cell.com', 'thelancet.com',
    'nejm.org', 'jstor.org', 'plos.org', 'ncbi.nlm.nih.gov',
    // industry analysis
    'gartner.com', 'forrester.com', 'idc.com',
    // technical blogs of recognized engineering teams
    'hacks.mozilla.org', 'blog.cloudflare.com', 'engineering.fb.com', 'netflixtechblog.com', 'github.blog',
    'martinfowler.com',
  ],
  tertiary: [
    'wikipedia.org', 'wikimedia.org', 'britannica.com', 'reddit.com', 'stackoverflow.com',
    'stackexchange.com', 'quora.com', 'news.ycombinator.com', 'medium.com', 'dev.to',
    'substack.com', 'blogspot.com', 'wordpress.com', 'hashnode.dev', 'github.io', 'gist.github.com',
    'githubusercontent.com', 'discourse.mozilla.org',
  ],
};

/** Hosts whose last labels mark a government, military or educational institution. */
const PRIMARY_SUFFIX = /(?:^|\.)(?:gov|mil|edu)(?:\.[a-z]{2})?$|(?:^|\.)(?:gov|ac|edu)\.[a-z]{2}$/;

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
 * gov.xx / ac.xx / edu.xx) → primary; everything else (unknown blogs and company sites,
 * tier-2 news, unparseable URLs) → tertiary. Host only: the same host is always the same type,
 * so one normalized URL has one source type from Stage 1 to Stage 4.
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
  return 'tertiary';
}
