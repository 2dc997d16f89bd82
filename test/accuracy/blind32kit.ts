/**
 * Page templates of the blind32 set (developer ecosystem: code hosts, registries, versioned docs,
 * advisories, knowledge bases, status pages, forums). Written for this set without reading the
 * classifier; builds on blindkit.ts (encoding, responses, entries).
 */
import type { Handler } from './corpus';
import { esc, urlOf, write, type Send } from './blindkit';

export type DocOpts = {
  site: string;
  lang: string;
  charset?: string;
  title: string;
  /** <title>; defaults to "title — site". */
  docTitle?: string;
  crumbs?: string[];
  version?: string;
  versions?: string[];
  /** Banner above the content (old version, deprecated, archived, …). */
  banner?: string;
  side?: string[];
  body: string[];
  author?: string;
  date?: string;
  /** JSON-LD TechArticle in the head. */
  ld?: boolean;
  og?: boolean;
  extraHead?: string;
  footer?: string;
  cookie?: string;
  helpful?: string;
  editLink?: boolean;
  bodyClass?: string;
};

const para = (p: string) => (/^<(h2|h3|h4|ul|ol|pre|table|div|blockquote|dl|figure|aside|section|details)/.test(p) ? p : `<p>${p}</p>`);

/** A documentation page: header with version switcher, sidebar navigation, breadcrumbs, content, prev/next, footer. */
export function docPage(o: DocOpts): (url: string) => string {
  return (url) => {
    const cs = o.charset ?? 'utf-8';
    const desc = o.body[0]!.replace(/<[^>]+>/g, '').slice(0, 150);
    const ld = o.ld
      ? `<script type="application/ld+json">${JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'TechArticle',
          headline: o.title,
          url,
          inLanguage: o.lang,
          ...(o.author ? { author: { '@type': 'Person', name: o.author } } : {}),
          ...(o.date ? { datePublished: o.date, dateModified: o.date } : {}),
          publisher: { '@type': 'Organization', name: o.site },
        })}</script>`
      : '';
    const og = o.og !== false
      ? `<meta property="og:title" content="${esc(o.title)}">\n<meta property="og:site_name" content="${esc(o.site)}">\n<meta property="og:type" content="article">\n<meta property="og:url" content="${esc(url)}">\n<meta property="og:description" content="${esc(desc)}">`
      : '';
    const versions = o.versions ?? (o.version ? [o.version] : []);
    return `<!DOCTYPE html>
<html lang="${o.lang}"${['ar', 'he', 'fa'].includes(o.lang) ? ' dir="rtl"' : ''}>
<head>
<meta charset="${cs}">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>${esc(o.docTitle ?? `${o.title} — ${o.site}`)}</title>
<meta name="description" content="${esc(desc)}">
<link rel="canonical" href="${esc(url)}">
${og}
${o.author ? `<meta name="author" content="${esc(o.author)}">` : ''}
${ld}
<link rel="stylesheet" href="/_static/theme.9c1e4.css">
<script>document.documentElement.dataset.theme=localStorage.getItem('theme')||'light'</script>
${o.extraHead ?? ''}
</head>
<body class="${o.bodyClass ?? 'docs wy-body-for-nav'}">
<div class="topbar"><a class="brand" href="/">${esc(o.site)}</a>
${versions.length ? `<div class="version-switcher"><button aria-haspopup="listbox">${esc(o.version ?? versions[0]!)} ▾</button><ul role="listbox">${versions.map((v) => `<li><a href="/${esc(v)}/">${esc(v)}</a></li>`).join('')}</ul></div>` : ''}
<form class="docsearch" action="/search"><input type="search" name="q" placeholder="Search ⌘K"></form>
<a class="gh" href="/source">GitHub</a></div>
<div class="layout">
<nav class="sidebar" aria-label="Docs">${(o.side ?? []).length ? `<ul>${o.side!.map((s, i) => `<li><a href="/docs/${i}/">${esc(s)}</a></li>`).join('')}</ul>` : ''}</nav>
<main class="content" role="main">
${o.crumbs?.length ? `<ol class="breadcrumbs">${o.crumbs.map((c) => `<li><a href="#">${esc(c)}</a></li>`).join('')}</ol>` : ''}
${o.banner ? `<div class="admonition version-warning" role="note">${o.banner}</div>` : ''}
<article class="doc">
<h1>${esc(o.title)}</h1>
${o.author || o.date ? `<p class="doc-meta">${o.author ? `<span class="author">${esc(o.author)}</span>` : ''} ${o.date ? `<time datetime="${o.date}">${o.date}</time>` : ''}</p>` : ''}
${o.body.map(para).join('\n')}
</article>
${o.helpful ? `<div class="feedback">${o.helpful}</div>` : ''}
${o.editLink ? `<p class="edit"><a href="/edit">✎</a></p>` : ''}
<nav class="prevnext"><a rel="prev" href="../">←</a> <a rel="next" href="./next/">→</a></nav>
</main>
</div>
<footer class="footer">${o.footer ?? `© ${esc(o.site)}`}</footer>
${o.cookie ?? ''}
<script src="/_static/docs.bundle.js" defer></script>
</body>
</html>`;
  };
}

export type RepoOpts = {
  owner: string;
  repo: string;
  about: string;
  /** README or file content, already HTML. */
  readme: string[];
  banner?: string;
  tab?: 'code' | 'issues' | 'pulls' | 'releases';
  topics?: string[];
  stars?: string;
  lang?: string;
  title?: string;
  host?: string;
};

/** A code-host repository page (header, tabs, file list, README, about sidebar). */
export function repoPage(o: RepoOpts): (url: string) => string {
  return (url) => `<!DOCTYPE html>
<html lang="${o.lang ?? 'en'}" data-color-mode="auto">
<head>
<meta charset="utf-8">
<title>${esc(o.title ?? `${o.owner}/${o.repo}: ${o.about}`)}</title>
<meta name="description" content="${esc(o.about)}">
<meta property="og:title" content="${esc(`${o.owner}/${o.repo}`)}">
<meta property="og:site_name" content="${esc(o.host ?? 'CodeForge')}">
<meta property="og:type" content="object">
<meta property="og:url" content="${esc(url)}">
<meta property="og:description" content="${esc(o.about)}">
<meta name="octolytics-dimension-repository_nwo" content="${esc(`${o.owner}/${o.repo}`)}">
<link rel="stylesheet" href="/assets/primer-4e1f0a.css">
</head>
<body class="logged-out env-production page-responsive">
<header class="Header"><a href="/" aria-label="Homepage" class="Header-link">${esc(o.host ?? 'CodeForge')}</a>
<nav><a href="/features">Product</a> <a href="/solutions">Solutions</a> <a href="/pricing">Pricing</a></nav>
<a href="/login?return_to=${encodeURIComponent(url)}">Sign in</a> <a href="/signup">Sign up</a></header>
${o.banner ? `<div class="flash flash-warn flash-full" role="alert">${o.banner}</div>` : ''}
<div id="repository-container-header"><h1><a href="/${esc(o.owner)}">${esc(o.owner)}</a> / <strong><a href="/${esc(o.owner)}/${esc(o.repo)}">${esc(o.repo)}</a></strong> <span class="Label">Public</span></h1>
<ul class="pagehead-actions"><li>Notifications</li><li>Fork</li><li>Star ${esc(o.stars ?? '1.2k')}</li></ul>
<nav class="UnderlineNav"><a ${o.tab === 'code' || !o.tab ? 'aria-current="page"' : ''} href="#">Code</a> <a ${o.tab === 'issues' ? 'aria-current="page"' : ''} href="#">Issues</a> <a ${o.tab === 'pulls' ? 'aria-current="page"' : ''} href="#">Pull requests</a> <a href="#">Actions</a> <a href="#">Security</a> <a href="#">Insights</a></nav></div>
<div class="repository-content">
<div class="Layout-main">
${o.tab && o.tab !== 'code' ? '' : `<div class="Box file-navigation"><table><tbody><tr><td>.github</td><td>ci: pin actions</td></tr><tr><td>src</td><td>fix: handle empty input</td></tr><tr><td>tests</td><td>test: add fixtures</td></tr><tr><td>LICENSE</td><td>Initial commit</td></tr><tr><td>README.md</td><td>docs: usage</td></tr></tbody></table></div>`}
<article class="markdown-body entry-content">
${o.readme.map(para).join('\n')}
</article>
</div>
<div class="Layout-sidebar"><h2>About</h2><p class="f4">${esc(o.about)}</p>${(o.topics ?? []).map((t) => `<a class="topic-tag" href="/topics/${esc(t)}">${esc(t)}</a>`).join(' ')}
<h2>Releases</h2><p>12 tags</p><h2>Contributors</h2><p>37</p><h2>Languages</h2><p>Rust 71.3% · TypeScript 24.9% · Other 3.8%</p></div>
</div>
<footer class="footer"><p>© 2026 ${esc(o.host ?? 'CodeForge')}, Inc.</p><a href="/site/terms">Terms</a> <a href="/site/privacy">Privacy</a> <a href="/security">Security</a> <a href="https://status.example">Status</a> <a href="/docs">Docs</a> <a href="/contact">Contact</a></footer>
</body>
</html>`;
}

export type PostsOpts = {
  site: string;
  lang: string;
  charset?: string;
  title: string;
  docTitle?: string;
  posts: { who: string; when: string; html: string }[];
  tags?: string[];
  nav?: string[];
  footer?: string;
  extraHead?: string;
};

/** A forum / Q&A / issue thread: title, posts with author and time, tags, sidebar. */
export function threadPage(o: PostsOpts): (url: string) => string {
  return (url) => `<!DOCTYPE html>
<html lang="${o.lang}"${['ar', 'he', 'fa'].includes(o.lang) ? ' dir="rtl"' : ''}>
<head>
<meta http-equiv="Content-Type" content="text/html; charset=${o.charset ?? 'utf-8'}">
<title>${esc(o.docTitle ?? `${o.title} - ${o.site}`)}</title>
<meta property="og:title" content="${esc(o.title)}">
<meta property="og:site_name" content="${esc(o.site)}">
<meta property="og:url" content="${esc(url)}">
<link rel="stylesheet" href="/styles/forum.min.css?v=218">
${o.extraHead ?? ''}
</head>
<body class="thread">
<div id="header"><a href="/" class="logo">${esc(o.site)}</a><ul class="menu">${(o.nav ?? ['Forum', 'FAQ', 'Search', 'Members']).map((n) => `<li><a href="#">${esc(n)}</a></li>`).join('')}</ul></div>
<div id="content">
<h1 class="topic-title">${esc(o.title)}</h1>
${o.tags?.length ? `<div class="tags">${o.tags.map((t) => `<a class="tag" href="/tags/${esc(t)}">${esc(t)}</a>`).join(' ')}</div>` : ''}
${o.posts
  .map(
    (p, i) => `<div class="post" id="p${1000 + i}"><div class="postprofile"><a class="username" href="/u/${encodeURIComponent(p.who)}">${esc(p.who)}</a></div>
<div class="postbody"><p class="author">${esc(p.when)}</p><div class="content">${p.html}</div></div></div>`,
  )
  .join('\n')}
</div>
<div id="footer">${o.footer ?? esc(o.site)}</div>
</body>
</html>`;
}

/** A bare page (error pages, walls, notices): minimal head, optional chrome. */
export function bare(o: { lang: string; title: string; body: string; charset?: string; head?: string; bodyClass?: string }): string {
  return `<!DOCTYPE html>
<html lang="${o.lang}">
<head>
<meta charset="${o.charset ?? 'utf-8'}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(o.title)}</title>
${o.head ?? ''}
</head>
<body${o.bodyClass ? ` class="${o.bodyClass}"` : ''}>
${o.body}
</body>
</html>`;
}

/** Serves a page built with its own URL. */
export const page = (fn: (url: string) => string, o: Omit<Send, 'body'> = {}): Handler => (req, res, web) => write(res, { ...o, body: fn(urlOf(req, web)) });

/** Serves a fixed body. */
export const fixed = (body: string | Buffer, o: Omit<Send, 'body'> = {}): Handler => (_req, res) => write(res, { ...o, body });

/** Fails the first request of each client with `status`, then serves `then` (a one-off server error). */
export function onceThen(status: number, then: Handler, headers: Record<string, string> = {}): Handler {
  let n = 0;
  return (req, res, web) => {
    if (n++ === 0) return write(res, { status, headers, body: `<html><head><title>${status}</title></head><body><h1>${status}</h1><p>upstream connect error or disconnect/reset before headers</p></body></html>` });
    return then(req, res, web);
  };
}

/** A handler that redirects to `path` on `host` (same host when omitted). */
export function go(path: string, status = 301, host?: string, extra: Record<string, string | string[]> = {}): Handler {
  return (req, res, web) => {
    const h = host ?? (req.headers.host ?? '').replace(/:\d+$/, '');
    const to = /^[a-z]+:/i.test(path) ? path : `${web.origin(h)}${path}`;
    res.writeHead(status, { location: to, 'content-type': 'text/html; charset=utf-8', ...extra });
    res.end(`<html><body>Redirecting to <a href="${esc(to)}">${esc(to)}</a></body></html>`);
  };
}

/** Context and quote checks of one citation: the cited title, one claim, quotes (present or absent). */
export function cite(title: string, claim: string, quotes: [string, boolean][] = []) {
  return {
    context: { title, claims: [claim], ...(quotes.length ? { quotes: quotes.map((q) => q[0]) } : {}) },
    ...(quotes.length ? { quotes: quotes.map(([quote, present]) => ({ quote, present })) } : {}),
  };
}
