/** HTML bodies for the scenario web: each one shaped like a kind of page the real web serves. */
import { buildPdf } from '../accuracy/pdf';

export function articlePage(opts: {
  title: string;
  body: string;
  siteName?: string;
  author?: string;
  published?: string;
  jsonLd?: object;
  extraHead?: string;
}): string {
  const head = [
    `<meta charset="utf-8">`,
    `<title>${opts.title} | ${opts.siteName ?? 'Example News'}</title>`,
    `<meta property="og:title" content="${opts.title}">`,
    opts.siteName ? `<meta property="og:site_name" content="${opts.siteName}">` : '',
    opts.author ? `<meta name="author" content="${opts.author}">` : '',
    opts.published ? `<meta property="article:published_time" content="${opts.published}">` : '',
    opts.jsonLd ? `<script type="application/ld+json">${JSON.stringify(opts.jsonLd)}</script>` : '',
    opts.extraHead ?? '',
    `<script>window.analytics = "should never appear in page text";</script>`,
    `<style>.hidden { display: none }</style>`,
  ].join('\n');
  return `<!doctype html><html><head>${head}</head><body><nav>Home · World · Science</nav><article><h1>${opts.title}</h1>${opts.body}</article><footer>© Example</footer></body></html>`;
}

export const RUST_TITLE = 'Rust 1.0 released after years of development';
export const RUST_BODY =
  '<p>The Rust team announced the release of Rust 1.0 on May 15, 2015. ' +
  'It is the first stable release of the systems programming language.</p>' +
  '<p>“Today we are very proud to announce the 1.0 release of Rust,” the team wrote in the announcement.</p>' +
  '<p>The release marks a commitment to stability and backwards compatibility for the compiler and standard library.</p>';
export const RUST_QUOTE = 'Today we are very proud to announce the 1.0 release of Rust';

export const rustArticle = (siteName = 'Example News') =>
  articlePage({ title: RUST_TITLE, body: RUST_BODY, siteName, author: 'Jane Doe', published: '2015-05-15T10:00:00Z' });

/** Long enough to pass "short page" heuristics without touching any signal words. */
export function filler(words: number): string {
  const vocab = ['compiler', 'memory', 'safety', 'ownership', 'borrowing', 'release', 'stable', 'language', 'systems', 'programming'];
  return Array.from({ length: words }, (_, i) => vocab[i % vocab.length]).join(' ');
}

export const cloudflareChallenge = `<!DOCTYPE html><html lang="en-US"><head><title>Just a moment...</title>
<meta http-equiv="refresh" content="390"><script>window._cf_chl_opt={cvId: '3',cZone: "news.example",cType: 'managed'};</script>
</head><body><div class="main-wrapper"><h1>news.example</h1><h2>Checking if the site connection is secure</h2>
<noscript>Enable JavaScript and cookies to continue</noscript><script src="/cdn-cgi/challenge-platform/h/b/orchestrate/chl_page/v1"></script></div></body></html>`;

export const captchaWall = `<html><head><title>Security check</title></head><body><h1>Please verify you are a human</h1>
<p>We detected unusual traffic from your computer network.</p><div id="px-captcha"></div></body></html>`;

export const paywalledJsonLd = articlePage({
  title: 'Inside the economics of memory-safe languages',
  siteName: 'The Daily Ledger',
  body: '<p class="lede">Memory safety has become a board-level topic for software vendors.</p><div class="article-body" aria-hidden="true"></div>',
  jsonLd: {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: 'Inside the economics of memory-safe languages',
    datePublished: '2024-03-01',
    author: { '@type': 'Person', name: 'Sam Writer' },
    publisher: { '@type': 'Organization', name: 'The Daily Ledger' },
    isAccessibleForFree: 'False',
    hasPart: { '@type': 'WebPageElement', isAccessibleForFree: 'False', cssSelector: '.article-body' },
  },
});

export const subscriptionWall = articlePage({
  title: 'Why compilers are getting faster',
  siteName: 'Tech Weekly',
  body: '<p>Compilers have been getting faster for a decade.</p><div class="subscribe-box"><p>Subscribe to continue reading. Already a subscriber? Sign in.</p></div>',
});

export const soft404ByTitle = `<html><head><title>Page Not Found - Example News</title></head><body><h1>Oops!</h1>
<p>Try the search box or browse our latest stories.</p></body></html>`;

export const soft404ByText = `<html><head><title>Example News</title></head><body><h1>Sorry</h1>
<p>The page you are looking for could not be found. It may have been moved.</p></body></html>`;

export const homePage = `<html><head><title>Example News — Home</title></head><body><h1>Top stories</h1>
<ul><li>Weather turns cold across the region</li><li>Local team wins the cup</li><li>Markets close higher</li></ul></body></html>`;

export const unrelatedPage = articlePage({
  title: 'Ten easy recipes for summer salads',
  siteName: 'Cooking Corner',
  body: '<p>Tomatoes, cucumbers and basil make the perfect base for a summer salad. Add feta cheese, olives and a splash of olive oil.</p>',
});

export const spaShell = `<!doctype html><html><head><script src="/app.js"></script></head><body><div id="root"></div></body></html>`;

export const metadataRichPage = articlePage({
  title: 'Ownership and borrowing explained',
  siteName: 'Systems Journal',
  body: `<p>Ownership is Rust's most unique feature. ${filler(60)}</p>`,
  jsonLd: {
    '@context': 'https://schema.org',
    '@graph': [
      { '@type': 'WebSite', name: 'Systems Journal' },
      {
        '@type': 'ScholarlyArticle',
        headline: 'Ownership and borrowing explained',
        author: [{ '@type': 'Person', name: 'Ada Lovelace' }, { '@type': 'Person', name: 'Alan Turing' }],
        datePublished: '2021-07-04',
        publisher: { '@type': 'Organization', name: 'Systems Journal Press' },
        isAccessibleForFree: true,
      },
    ],
  },
});

/** The Rust article followed by comments until the page is `bytes` long. */
export function bigArticle(bytes: number): string {
  const page = rustArticle();
  const at = page.indexOf('</article>');
  const comment = `<p class="comment">${filler(30)}</p>`;
  return `${page.slice(0, at)}${comment.repeat(Math.ceil(bytes / comment.length))}${page.slice(at)}`;
}

/** A one-page PDF paper with title, author and creation date in its Info dictionary. */
export const pdfPaper = () =>
  buildPdf({ title: 'Ownership types in practice', author: 'Ada Lovelace', created: '2021-07-04', lines: ['Ownership types in practice', 'Ownership and borrowing keep memory safe without a garbage collector.', filler(12)] });

export const bigText = (bytes: number) => `<html><body><p>${'a'.repeat(bytes)}</p></body></html>`;
