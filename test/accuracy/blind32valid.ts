/**
 * blind32 — valid citations, part 1: code hosts, raw files, registries, releases, advisories,
 * RFCs, status pages (mostly English). Labels and reasons: see blind32.ts.
 */
import { entry, pdf, wrap, type Entry } from './blindkit';
import { bare, cite, docPage, fixed, go, onceThen, page, repoPage, threadPage } from './blind32kit';

const FORGE = 'codeforge.b32hub.dev';
const RAW = 'raw.b32hub-usercontent.dev';

export function validA(): Entry[] {
  const E: Entry[] = [];
  const v = (id: string, host: string, reason: string, handle: Parameters<typeof entry>[4], c: ReturnType<typeof cite>, x: { path?: string; meta?: Entry['meta'] } = {}) =>
    E.push(entry(id, host, 'valid', reason, handle, { ...c, ...x }));

  v('v-repo-readme', FORGE, 'repository page whose README states the cited feature', page(repoPage({
    owner: 'tidewave', repo: 'tidewave-parser', about: 'A streaming, zero-copy parser for TOML and INI files',
    topics: ['toml', 'parser', 'rust', 'zero-copy'], stars: '3.4k',
    readme: [
      '<h1>tidewave-parser</h1>',
      'tidewave-parser reads TOML 1.0 and classic INI files as a stream of events, without copying the input. It was written for configuration loaders that start thousands of times a day and cannot afford an allocation per key.',
      '<h2>Features</h2>',
      '<ul><li>Zero-copy: keys and string values borrow from the input buffer.</li><li>Errors carry the line and column of the offending byte.</li><li>No unsafe code; <code>#![forbid(unsafe_code)]</code> at the crate root.</li><li>Optional serde support behind the <code>serde</code> feature.</li></ul>',
      '<h2>Usage</h2>',
      '<pre><code>let mut events = tidewave::Reader::new(input);\nwhile let Some(ev) = events.next()? {\n    println!("{ev:?}");\n}</code></pre>',
      'The parser accepts inputs up to 4 GiB; larger files are rejected with <code>Error::TooLarge</code> before any byte is read.',
      '<h2>License</h2>',
      'Dual-licensed under MIT or Apache-2.0, at your option.',
    ],
  })), cite('tidewave/tidewave-parser: A streaming, zero-copy parser for TOML and INI files', 'tidewave-parser is a zero-copy streaming parser for TOML 1.0 and INI files that forbids unsafe code.', [
    ['Errors carry the line and column of the offending byte.', true],
    ['The parser accepts inputs up to 16 GiB', false],
  ]), { path: '/tidewave/tidewave-parser' });

  v('v-repo-archived', FORGE, 'archived (read-only) repository: the banner says archived, the README is all there', page(repoPage({
    owner: 'quillstack', repo: 'quill-lsp', about: 'Language server for the Quill templating language',
    banner: 'This repository was archived by the owner on Mar 3, 2024. It is now read-only.',
    readme: [
      '<h1>quill-lsp</h1>',
      '<blockquote><p><strong>Note:</strong> development continues in the main quill repository; this standalone server is no longer maintained.</p></blockquote>',
      'quill-lsp implements the Language Server Protocol for Quill templates: completion of filter names, go-to-definition across <code>{% include %}</code> boundaries and diagnostics for unclosed blocks.',
      'The server speaks LSP 3.17 over stdio and was tested with Neovim 0.9, Helix 23.10 and VS Code 1.85.',
      '<h2>Installation</h2><pre><code>cargo install quill-lsp --locked</code></pre>',
      'Diagnostics are published after a 150 ms debounce so that typing in large templates stays responsive.',
    ],
  })), cite('quill-lsp — Language Server Protocol implementation for Quill templates', 'quill-lsp implemented LSP 3.17 over stdio and was tested with Neovim, Helix and VS Code.', [
    ['Diagnostics are published after a 150 ms debounce', true],
  ]), { path: '/quillstack/quill-lsp' });

  v('v-repo-renamed', FORGE, 'renamed repository: the old name answers 301 to the new name, same project', go('/ferrolabs/ferro-http', 301), cite('ferrolabs/ferro-httpd', 'ferro-http is an HTTP/1.1 and HTTP/2 server library that supports graceful shutdown.', [
    ['Graceful shutdown waits for in-flight requests up to a configurable deadline', true],
  ]), { path: '/ferrolabs/ferro-httpd' });
  E.push(entry('t-repo-renamed', FORGE, 'valid', 'redirect target (not scored)', page(repoPage({
    owner: 'ferrolabs', repo: 'ferro-http', about: 'HTTP/1.1 and HTTP/2 server building blocks',
    readme: [
      '<h1>ferro-http</h1>',
      '<em>Formerly ferro-httpd.</em> The project was renamed in 0.9 when the binary was split out.',
      'ferro-http provides the connection handling of an HTTP/1.1 and HTTP/2 server: keep-alive, pipelining limits, header size limits and TLS via rustls.',
      'Graceful shutdown waits for in-flight requests up to a configurable deadline, then closes idle connections first.',
      'Benchmarks in <code>benches/</code> compare it with hyper on the same machine; see BENCHMARKS.md for the methodology.',
    ],
  })), { path: '/ferrolabs/ferro-http', target: true }));

  v('v-repo-transferred', FORGE, 'repository transferred to another organisation: 301 → 301 → the same project under its new owner', go('/old-owner-redirect/kestrel-queue', 301), cite('kestrel-queue: durable job queue on SQLite', 'kestrel-queue stores jobs in SQLite with WAL mode and retries failed jobs with exponential backoff.', [
    ['Failed jobs are retried with exponential backoff, capped at one hour', true],
    ['Failed jobs are retried every five minutes forever', false],
  ]), { path: '/mdrozd/kestrel-queue' });
  E.push(entry('t-repo-transferred-1', FORGE, 'valid', 'redirect target (not scored)', go('/kestrel-dev/kestrel-queue', 301), { path: '/old-owner-redirect/kestrel-queue', target: true }));
  E.push(entry('t-repo-transferred-2', FORGE, 'valid', 'redirect target (not scored)', page(repoPage({
    owner: 'kestrel-dev', repo: 'kestrel-queue', about: 'Durable background job queue on SQLite',
    readme: [
      '<h1>kestrel-queue</h1>',
      'A background job queue for small services that already have a SQLite database. Jobs live in one table; the queue opens the database in WAL mode so that workers and the web process can share it.',
      'Failed jobs are retried with exponential backoff, capped at one hour, and moved to the <code>dead</code> state after 25 attempts.',
      'Scheduling is at-least-once: a handler must be idempotent, because a worker that crashes after finishing a job but before marking it done will see the job again.',
    ],
  })), { path: '/kestrel-dev/kestrel-queue', target: true }));

  v('v-blob-source', FORGE, 'a source file view (blob) with line numbers: the cited default is in the code', page((url) => bare({
    lang: 'en', title: 'brine/src/pool.rs at main · brinedb/brine',
    head: `<meta property="og:title" content="brine/src/pool.rs at main · brinedb/brine"><meta property="og:url" content="${url}">`,
    body: `<header><a href="/">CodeForge</a></header><div class="blob-header"><span>brine / src / pool.rs</span><span>214 lines (188 loc) · 7.1 KB</span><a href="/brinedb/brine/raw/main/src/pool.rs">Raw</a></div>
<table class="highlight tab-size js-file-line-container"><tbody>
${[
  '//! Connection pool for brine clients.',
  '//!',
  '//! The pool keeps at most `max_size` connections open. Idle connections are',
  '//! closed after `idle_timeout` (default: 10 minutes) and a connection is',
  '//! recycled after `max_lifetime` (default: 30 minutes) even when busy.',
  '',
  'use std::time::Duration;',
  '',
  'pub const DEFAULT_MAX_SIZE: usize = 16;',
  'pub const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(600);',
  'pub const DEFAULT_MAX_LIFETIME: Duration = Duration::from_secs(1800);',
  '',
  '/// Builds a pool with the defaults above; see [`PoolBuilder`] to change them.',
  'pub fn pool(url: &str) -> Result<Pool, Error> {',
  '    PoolBuilder::new(url).build()',
  '}',
].map((l, i) => `<tr><td id="L${i + 1}" class="blob-num" data-line-number="${i + 1}"></td><td class="blob-code">${l.replace(/&/g, '&amp;').replace(/</g, '&lt;')}</td></tr>`).join('\n')}
</tbody></table>`,
  })), cite('brine/src/pool.rs', 'brine\'s connection pool closes idle connections after 10 minutes by default and holds at most 16 connections.', [
    ['pub const DEFAULT_IDLE_TIMEOUT: Duration = Duration::from_secs(600);', true],
    ['pub const DEFAULT_MAX_SIZE: usize = 32;', false],
  ]), { path: '/brinedb/brine/blob/main/src/pool.rs' });

  v('v-raw-python', RAW, 'raw source file served as text/plain: the docstring says it', fixed(`"""Rate limiter based on the generic cell rate algorithm (GCRA).

The limiter stores one timestamp per key (the theoretical arrival time), so
memory use is constant per key no matter how large the burst is. Requests
that arrive earlier than TAT - burst_tolerance are rejected.
"""

from __future__ import annotations

import time
from dataclasses import dataclass


@dataclass
class Limit:
    rate: float  # requests per second
    burst: int = 1


class GCRA:
    def __init__(self, limit: Limit, clock=time.monotonic):
        self.limit = limit
        self.clock = clock
        self.tat: dict[str, float] = {}

    def allow(self, key: str) -> bool:
        now = self.clock()
        interval = 1.0 / self.limit.rate
        tolerance = interval * (self.limit.burst - 1)
        tat = max(self.tat.get(key, now), now)
        if tat - tolerance > now:
            return False
        self.tat[key] = tat + interval
        return True
`, { type: 'text/plain; charset=utf-8', headers: { 'x-content-type-options': 'nosniff', 'cache-control': 'max-age=300', 'access-control-allow-origin': '*' } }),
  cite('gcra.py — GCRA rate limiter', 'The GCRA limiter stores a single timestamp per key, so memory use per key is constant regardless of burst size.', [
    ['memory use is constant per key no matter how large the burst is', true],
    ['memory use grows linearly with the burst size', false],
  ]), { path: '/oakridge/limits/main/limits/gcra.py' });

  v('v-raw-json', RAW, 'a package manifest served as application/json: the cited engines field is there', fixed(JSON.stringify({
    name: '@lanternjs/core', version: '5.2.1', description: 'Reactive state containers with fine-grained dependency tracking',
    license: 'MIT', type: 'module', main: './dist/index.cjs', module: './dist/index.js',
    engines: { node: '>=18.17' }, sideEffects: false,
    scripts: { build: 'tsup', test: 'vitest run' }, dependencies: {}, devDependencies: { tsup: '^8.0.1', vitest: '^1.2.0', typescript: '^5.3.3' },
  }, null, 2), { type: 'application/json; charset=utf-8' }), cite('@lanternjs/core package.json', '@lanternjs/core 5.2.1 requires Node.js 18.17 or later and has no runtime dependencies.', [
    ['Reactive state containers with fine-grained dependency tracking', true],
  ]), { path: '/lanternjs/lantern/v5.2.1/packages/core/package.json' });

  v('v-raw-yaml', RAW, 'an OpenAPI document served as application/yaml: the cited limit is in it', fixed(`openapi: 3.1.0
info:
  title: Parcelpoint Shipping API
  version: 2.4.0
  description: |
    The Parcelpoint API creates shipments, buys labels and tracks parcels.
    Every list endpoint is paginated with an opaque cursor; a page holds at
    most 100 items.
servers:
  - url: https://api.parcelpoint.example/v2
paths:
  /shipments:
    get:
      summary: List shipments
      parameters:
        - name: cursor
          in: query
          schema: { type: string }
        - name: limit
          in: query
          schema: { type: integer, minimum: 1, maximum: 100, default: 25 }
      responses:
        '200':
          description: A page of shipments.
        '429':
          description: Too many requests. Retry after the number of seconds in the Retry-After header.
`, { type: 'application/yaml' }), cite('Parcelpoint Shipping API — OpenAPI 2.4.0', 'Parcelpoint\'s API paginates list endpoints with an opaque cursor and returns at most 100 items per page.', [
    ['a page holds at most 100 items', true],
  ]), { path: '/parcelpoint/api-spec/main/openapi.yaml' });

  v('v-raw-changelog-md', RAW, 'CHANGELOG.md served as text/markdown: the cited entry is there', fixed(`# Changelog

All notable changes to this project are documented here. The format follows
[Keep a Changelog](https://keepachangelog.com/en/1.1.0/).

## [4.0.0] - 2025-09-02

### Breaking

- Dropped support for Python 3.8.
- \`Client.fetch()\` now raises \`TimeoutError\` instead of returning \`None\` on timeouts.

### Added

- HTTP/2 support behind the \`http2\` extra (\`pip install marlin[http2]\`).

## [3.9.2] - 2025-06-11

### Fixed

- Cookies with a \`Partitioned\` attribute were dropped by the cookie jar.
`, { type: 'text/markdown; charset=UTF-8' }), cite('marlin CHANGELOG', 'marlin 4.0.0 dropped Python 3.8 and made Client.fetch() raise TimeoutError on timeouts.', [
    ['`Client.fetch()` now raises `TimeoutError` instead of returning `None` on timeouts.', true],
    ['Dropped support for Python 3.9.', false],
  ]), { path: '/marlin-http/marlin/main/CHANGELOG.md' });

  v('v-release-notes', FORGE, 'a release page with its notes', page(repoPage({
    owner: 'orbit-db', repo: 'orbitkv', about: 'Embedded key-value store with MVCC', tab: 'releases', title: 'Release v3.2.0 · orbit-db/orbitkv',
    readme: [
      '<h1 class="d-inline">v3.2.0</h1> <span class="Label Label--success">Latest</span>',
      '<p class="color-fg-muted">released this 14 Feb · 38 commits to main since this release</p>',
      '<h2>Highlights</h2>',
      '<ul><li>Range scans are now up to 2.3× faster on datasets that do not fit in the page cache, thanks to read-ahead of sibling leaf pages.</li><li>New <code>Snapshot::export()</code> writes a consistent copy of the store without blocking writers.</li></ul>',
      '<h2>Fixes</h2><ul><li>Fixed a rare panic when a transaction was dropped during compaction (#1412).</li><li>Checksums are verified on every page read when <code>paranoid_checks</code> is on.</li></ul>',
      '<h2>Assets</h2><ul><li>orbitkv-3.2.0-x86_64-linux.tar.gz</li><li>orbitkv-3.2.0-aarch64-darwin.tar.gz</li><li>Source code (zip)</li></ul>',
    ],
  })), cite('Release v3.2.0 · orbit-db/orbitkv', 'orbitkv 3.2.0 made range scans up to 2.3 times faster on datasets larger than the page cache.', [
    ['Range scans are now up to 2.3× faster on datasets that do not fit in the page cache', true],
    ['Range scans are now up to 5× faster', false],
  ]), { path: '/orbit-db/orbitkv/releases/tag/v3.2.0' });

  v('v-issue-closed', FORGE, 'a closed issue: the discussion and the maintainer\'s fix are on the page', page(threadPage({
    site: 'CodeForge', lang: 'en', title: 'Memory leak when reconnecting after a TLS handshake failure #2217', docTitle: 'Memory leak when reconnecting after a TLS handshake failure · Issue #2217 · pelican-mq/pelican',
    tags: ['bug', 'tls', 'closed: completed'],
    posts: [
      { who: 'jwoodward', when: 'opened on Oct 2', html: '<p>After a TLS handshake failure the client reconnects, but the old <code>SslStream</code> is never dropped. RSS grows by about 180 KB per failed attempt; with a misconfigured certificate our consumer reached 2 GB overnight.</p><p>Version: pelican 1.14.2, Linux x86_64.</p>' },
      { who: 'ana-pelican', when: 'commented on Oct 3', html: '<p>Thanks for the detailed report. The reconnect path clones the connection state before the handshake and the clone holds a reference to the stream. Fixed in #2220, will ship in 1.14.3.</p>' },
      { who: 'ana-pelican', when: 'closed this as completed in #2220 on Oct 4', html: '' },
    ],
  })), cite('Memory leak when reconnecting after a TLS handshake failure · Issue #2217', 'A pelican 1.14.2 bug leaked about 180 KB per failed TLS handshake; it was fixed in 1.14.3.', [
    ['RSS grows by about 180 KB per failed attempt', true],
  ]), { path: '/pelican-mq/pelican/issues/2217' });

  v('v-pr-merged', FORGE, 'a merged pull request with its description', page(threadPage({
    site: 'CodeForge', lang: 'en', title: 'Use io_uring for file reads on Linux 5.19+ #877', docTitle: 'Use io_uring for file reads on Linux 5.19+ by hkovacs · Pull Request #877 · sable-rs/sable',
    tags: ['performance', 'linux', 'merged'],
    posts: [
      { who: 'hkovacs', when: 'wants to merge 6 commits into main from io-uring-reads', html: '<p>This switches the static file handler to io_uring when the kernel is 5.19 or newer and falls back to the thread pool otherwise.</p><p>On a 4-core VM serving 64 KB files, p99 latency drops from 3.1 ms to 1.2 ms and throughput rises by 41 %. Numbers and scripts are in <code>bench/io_uring.md</code>.</p>' },
      { who: 'sable-bot', when: 'All checks have passed', html: '<p>18 successful checks</p>' },
      { who: 'mlinden', when: 'merged commit 4f0c2ab into main', html: '<p>Great work, thanks!</p>' },
    ],
  })), cite('Use io_uring for file reads on Linux 5.19+ · Pull Request #877', 'Switching sable\'s static file handler to io_uring cut p99 latency from 3.1 ms to 1.2 ms in the PR\'s benchmark.', [
    ['p99 latency drops from 3.1 ms to 1.2 ms', true],
    ['p99 latency drops from 3.1 ms to 0.4 ms', false],
  ]), { path: '/sable-rs/sable/pull/877' });

  v('v-gist', 'gist.b32hub.dev', 'a gist with its description and file', page((url) => bare({
    lang: 'en', title: 'Find the largest objects in a git repository\'s history · GitHub Gist',
    head: `<meta property="og:title" content="Find the largest objects in a git repository's history"><meta property="og:url" content="${url}"><meta name="description" content="Find the largest objects in a git repository's history. GitHub Gist: instantly share code, notes, and snippets.">`,
    body: `<header><a href="/">Gist</a></header><div class="gist-header"><a href="/pdelacroix">pdelacroix</a> / <strong>git-largest-objects.sh</strong><p>Find the largest objects in a git repository's history</p><p>Last active 2 weeks ago</p></div>
<div class="file"><div class="file-header">git-largest-objects.sh</div><pre>#!/usr/bin/env bash
# Lists the 20 largest blobs ever committed, with the path they were added at.
# Works on bare and non-bare repositories; needs git 2.24+ for --batch-all-objects.
git rev-list --objects --all \\
  | git cat-file --batch-check='%(objecttype) %(objectname) %(objectsize) %(rest)' \\
  | awk '/^blob/ {print $3, $4}' \\
  | sort -rn | head -20 | numfmt --field=1 --to=iec</pre></div>
<div class="comments"><p><b>tmorel</b> commented: Saved me hours when our clone hit 3 GB, thanks.</p></div>`,
  })), cite('Find the largest objects in a git repository\'s history', 'The gist lists the 20 largest blobs ever committed to a git repository using rev-list and cat-file.', [
    ['Lists the 20 largest blobs ever committed, with the path they were added at.', true],
  ]), { path: '/pdelacroix/8d1f0c2a7e' });

  v('v-npm-deprecated', 'www.b32npm.org', 'a deprecated package: the deprecation notice is shown above the full package page', page((url) => bare({
    lang: 'en', title: 'request-lite - npm',
    head: `<meta property="og:title" content="request-lite"><meta property="og:site_name" content="npm"><meta property="og:url" content="${url}"><meta name="description" content="Simplified HTTP client with promise support">`,
    body: `<header><a href="/">npm</a><form action="/search"><input name="q" placeholder="Search packages"></form><a href="/login">Sign In</a></header>
<main><h1>request-lite</h1><span>2.7.4 • Public • Published 3 years ago</span>
<div class="deprecation-notice" role="alert"><strong>This package has been deprecated</strong><p>Author message: request-lite is no longer maintained. Use the built-in fetch (Node 18+) or undici instead.</p></div>
<ul class="tabs"><li>Readme</li><li>Code (Beta)</li><li>0 Dependencies</li><li>412 Dependents</li><li>38 Versions</li></ul>
<article><h2>request-lite</h2><p>A small HTTP client with a promise API and the option names of the classic request module, so that old code can move off request with a search-and-replace.</p>
<pre>const rl = require('request-lite');
const body = await rl.get({ url, json: true, timeout: 5000 });</pre>
<p>Timeouts are per attempt; retries are off unless <code>retries</code> is set.</p></article>
<aside><h3>Install</h3><code>npm i request-lite</code><h3>Weekly Downloads</h3><p>81,226</p><h3>Version</h3><p>2.7.4</p><h3>License</h3><p>MIT</p></aside></main><footer>Support · Company · Terms &amp; Policies</footer>`,
  })), cite('request-lite - npm', 'request-lite offers a promise API with the option names of the classic request module; retries are off by default.', [
    ['Timeouts are per attempt; retries are off unless', true],
  ]), { path: '/package/request-lite' });

  v('v-pypi-yanked', 'pypi.b32pkg.org', 'a yanked release page: the banner says yanked, the project description is all there', page((url) => bare({
    lang: 'en', title: 'geodesy-tools 0.8.0 · PyPI',
    head: `<meta property="og:title" content="geodesy-tools"><meta property="og:site_name" content="PyPI"><meta property="og:url" content="${url}"><meta name="description" content="Vincenty and Karney geodesic computations in pure Python">`,
    body: `<nav><a href="/">PyPI</a> <a href="/help/">Help</a> <a href="/sponsors/">Sponsors</a> <a href="/account/login/">Log in</a> <a href="/account/register/">Register</a></nav>
<div class="banner"><h1 class="package-header__name">geodesy-tools 0.8.0</h1><p>pip install geodesy-tools==0.8.0</p></div>
<div class="callout-block callout-block--danger"><p><strong>Yanked</strong> Reason this release was yanked: wrong wheel tags for macOS arm64, use 0.8.1</p></div>
<div class="package-description"><p class="package-description__summary">Vincenty and Karney geodesic computations in pure Python</p></div>
<div class="project-description"><h2>geodesy-tools</h2><p>geodesy-tools computes distances and azimuths on the WGS84 ellipsoid. The Karney solver converges for every pair of points, including nearly antipodal ones where Vincenty's iteration fails, and is accurate to 15 nanometres.</p><p>Requires Python 3.9 or later. No compiled dependencies.</p></div>
<div class="sidebar-section"><h3>Meta</h3><p>License: BSD License (BSD-3-Clause)</p><p>Author: Ilse Vermeer</p></div>`,
  })), cite('geodesy-tools 0.8.0', 'geodesy-tools\' Karney solver converges for nearly antipodal points and is accurate to 15 nanometres.', [
    ['including nearly antipodal ones where Vincenty\'s iteration fails, and is accurate to 15 nanometres', true],
  ]), { path: '/project/geodesy-tools/0.8.0/' });

  v('v-api-reference', 'docs.b32crates.dev', 'an API reference page (struct documentation)', page(docPage({
    site: 'docs.b32crates', lang: 'en', title: 'Struct tokio_throttle::Throttle', docTitle: 'Throttle in tokio_throttle - Rust',
    crumbs: ['tokio_throttle', 'Throttle'], version: '0.6.2', og: false,
    side: ['Throttle', 'ThrottleBuilder', 'Error', 'Permit'],
    body: [
      '<pre class="rust item-decl"><code>pub struct Throttle { /* private fields */ }</code></pre>',
      'A token bucket shared between tasks. Cloning a <code>Throttle</code> is cheap: clones share the same bucket.',
      '<h2 id="implementations">Implementations</h2>',
      '<h3><code>pub async fn acquire(&amp;self, n: u32) -&gt; Permit</code></h3>',
      'Waits until <code>n</code> tokens are available and takes them. Waiters are served in FIFO order, so a large request is never starved by a stream of small ones.',
      '<h3><code>pub fn try_acquire(&amp;self, n: u32) -&gt; Option&lt;Permit&gt;</code></h3>',
      'Takes <code>n</code> tokens if they are available now, without waiting.',
    ],
  })), cite('Throttle in tokio_throttle', 'tokio_throttle\'s Throttle serves waiters in FIFO order so that large requests are not starved.', [
    ['Waiters are served in FIFO order, so a large request is never starved by a stream of small ones.', true],
    ['Waiters are served in random order', false],
  ]), { path: '/tokio-throttle/0.6.2/tokio_throttle/struct.Throttle.html' });

  v('v-docs-old-version', 'docs.b32stream.io', 'docs of an old version: the banner points to the latest, the cited page is all there', page(docPage({
    site: 'Streamline Docs', lang: 'en', title: 'Configuring consumer groups', version: '2.8', versions: ['4.1 (latest)', '3.6', '2.8'],
    banner: '<p class="admonition-title">Warning</p><p>You are viewing documentation for Streamline 2.8, which is no longer supported. <a href="/4.1/consumers/groups/">View the latest version of this page</a>.</p>',
    side: ['Introduction', 'Quickstart', 'Producers', 'Consumers', 'Consumer groups', 'Security', 'Operations'], crumbs: ['Docs', 'Consumers', 'Consumer groups'],
    body: [
      'A consumer group lets several consumers share the partitions of a topic. Each partition is assigned to exactly one member of the group at a time.',
      '<h2>Session timeouts</h2>',
      'A member that does not send a heartbeat within <code>session.timeout.ms</code> (default 45 seconds) is removed from the group and its partitions are reassigned.',
      '<h2>Rebalancing</h2>',
      'In 2.8 the default assignor is the cooperative sticky assignor: during a rebalance, members keep the partitions they still own and only the moved partitions stop.',
      '<pre><code>partition.assignment.strategy=cooperative-sticky\nsession.timeout.ms=45000</code></pre>',
    ],
    helpful: 'Was this page helpful? <button>Yes</button> <button>No</button>', editLink: true,
  })), cite('Configuring consumer groups — Streamline 2.8', 'In Streamline 2.8 a consumer that misses heartbeats for 45 seconds is removed from its group.', [
    ['(default 45 seconds) is removed from the group and its partitions are reassigned', true],
  ]), { path: '/2.8/consumers/groups/' });

  v('v-docs-redirect-latest', 'docs.b32stream.io', 'an unversioned link that 302s to the latest version of the same page', go('/4.1/security/acls/', 302), cite('Streamline ACLs', 'Streamline ACLs deny by default once an authorizer is configured.', [
    ['Once an authorizer is configured, every operation that no ACL allows is denied.', true],
  ]), { path: '/latest/security/acls/' });
  E.push(entry('t-docs-redirect-latest', 'docs.b32stream.io', 'valid', 'redirect target (not scored)', page(docPage({
    site: 'Streamline Docs', lang: 'en', title: 'Access control lists (ACLs)', version: '4.1 (latest)', versions: ['4.1 (latest)', '3.6', '2.8'],
    side: ['Introduction', 'Quickstart', 'Producers', 'Consumers', 'Security', 'ACLs', 'Operations'], crumbs: ['Docs', 'Security', 'ACLs'],
    body: [
      'ACLs decide which principal may perform which operation on which resource: topics, consumer groups, transactional ids and the cluster itself.',
      'Once an authorizer is configured, every operation that no ACL allows is denied. Super users named in <code>super.users</code> bypass ACLs.',
      '<pre><code>streamline-acls --add --allow-principal User:billing --operation Read --topic invoices</code></pre>',
      'ACL changes propagate to every broker within a few seconds; clients do not need to reconnect.',
    ],
  })), { path: '/4.1/security/acls/', target: true }));

  v('v-rfc-text', 'www.b32-rfc-editor.org', 'an RFC as plain text, with page breaks: the cited requirement is in it (a line break inside the quote)', fixed(`


Internet Engineering Task Force (IETF)                       M. Okonkwo
Request for Comments: 9871                                 Northwind Labs
Category: Standards Track                                      R. Lindqvist
ISSN: 2070-1721                                             Fjord Systems
                                                               March 2026


           The Retry-Delay HTTP Response Header Field

Abstract

   This document defines the Retry-Delay response header field, which
   lets a server tell a client how long to wait before repeating a
   request that failed because of a transient condition.

1.  Introduction

   Retry-After (Section 10.2.3 of [HTTP]) is only defined for 503 and
   3xx responses.  Retry-Delay applies to any response status and
   carries a delay in milliseconds.

2.  The Retry-Delay Field

   A client that receives Retry-Delay MUST NOT repeat the request
   before the indicated delay has elapsed.  A client MAY wait longer.



Okonkwo & Lindqvist          Standards Track                    [Page 2]
\f
RFC 9871                      Retry-Delay                     March 2026


   Intermediaries MUST forward the field unchanged and MUST NOT use it
   to delay responses to other clients.
`, { type: 'text/plain; charset=us-ascii' }), cite('RFC 9871: The Retry-Delay HTTP Response Header Field', 'RFC 9871 says a client that receives Retry-Delay must not repeat the request before the delay has elapsed.', [
    ['A client that receives Retry-Delay MUST NOT repeat the request before the indicated delay has elapsed.', true],
    ['A client that receives Retry-Delay SHOULD NOT repeat the request', false],
  ]), { path: '/rfc/rfc9871.txt' });

  v('v-draft-expired', 'datatracker.b32ietf.org', 'an expired Internet-Draft: the page says it expired, and shows the last version\'s full text (still the cited document)', page(docPage({
    site: 'IETF Datatracker', lang: 'en', title: 'Structured Deprecation Notices for HTTP APIs', docTitle: 'draft-ruiz-httpapi-deprecation-notice-03',
    banner: '<p><strong>This Internet-Draft is no longer active.</strong> A copy of the expired Internet-Draft is shown below; it expired on 2025-07-09.</p>',
    crumbs: ['Internet-Drafts', 'draft-ruiz-httpapi-deprecation-notice'],
    body: [
      '<table class="meta"><tr><th>Document</th><td>draft-ruiz-httpapi-deprecation-notice-03</td></tr><tr><th>Status</th><td>Expired</td></tr><tr><th>Authors</th><td>C. Ruiz, P. Andersson</td></tr></table>',
      '<h2>Abstract</h2>',
      'This document defines a JSON object that an HTTP API includes in responses to announce that an endpoint is deprecated, when it will stop working and where its replacement is documented.',
      '<h2>3. The notice object</h2>',
      'The notice object has three members: "sunset", an RFC 3339 timestamp; "replacement", a URI; and "reason", a human-readable string. A client MUST ignore members it does not understand.',
    ],
  })), cite('Structured Deprecation Notices for HTTP APIs (draft-ruiz-httpapi-deprecation-notice-03)', 'The draft proposed a JSON notice with sunset, replacement and reason members.', [
    ['The notice object has three members: "sunset", an RFC 3339 timestamp; "replacement", a URI; and "reason", a human-readable string.', true],
  ]), { path: '/doc/draft-ruiz-httpapi-deprecation-notice/' });

  v('v-cve-published', 'www.b32cve.org', 'a published CVE record with its description', page(docPage({
    site: 'CVE', lang: 'en', title: 'CVE-2025-31877', docTitle: 'CVE Record: CVE-2025-31877',
    crumbs: ['CVE Records', 'CVE-2025-31877'],
    body: [
      '<dl><dt>Published</dt><dd>2025-04-22</dd><dt>Updated</dt><dd>2025-05-06</dd><dt>Title</dt><dd>libyamlette: heap buffer overflow in anchor resolution</dd></dl>',
      '<h2>Description</h2>',
      'A heap-based buffer overflow in the anchor resolution code of libyamlette before 0.9.4 allows a remote attacker to cause a denial of service or possibly execute code via a YAML document with deeply nested aliases.',
      '<h2>Product status</h2><table><tr><th>Vendor</th><th>Product</th><th>Versions</th></tr><tr><td>yamlette</td><td>libyamlette</td><td>affected from 0.5.0 before 0.9.4</td></tr></table>',
      '<h2>Metrics</h2><p>CVSS 3.1: 8.1 HIGH (AV:N/AC:H/PR:N/UI:N/S:U/C:H/I:H/A:H)</p>',
      '<h2>References</h2><ul><li>https://yamlette.example/security/2025-01</li></ul>',
    ],
  })), cite('CVE-2025-31877', 'CVE-2025-31877 is a heap buffer overflow in libyamlette before 0.9.4 triggered by deeply nested aliases.', [
    ['via a YAML document with deeply nested aliases', true],
    ['via a YAML document with an overlong tag', false],
  ]), { path: '/cve-record/CVE-2025-31877' });

  v('v-cve-disputed', 'www.b32cve.org', 'a disputed CVE record: the record and its dispute note are both there, the cited description is on the page', page(docPage({
    site: 'CVE', lang: 'en', title: 'CVE-2024-48812', docTitle: 'CVE Record: CVE-2024-48812',
    crumbs: ['CVE Records', 'CVE-2024-48812'],
    body: [
      '<dl><dt>Published</dt><dd>2024-11-03</dd><dt>Tags</dt><dd>disputed</dd></dl>',
      '<h2>Description</h2>',
      'A regular expression denial of service (ReDoS) in the semver range parser of vers-range 2.1.0 allows attackers to cause excessive CPU use via a crafted range string. NOTE: the vendor disputes this because range strings are expected to come from trusted package manifests.',
      '<h2>References</h2><ul><li>https://vers-range.example/issues/311</li></ul>',
    ],
  })), cite('CVE-2024-48812 (vers-range ReDoS)', 'CVE-2024-48812 describes a ReDoS in vers-range 2.1.0 that the vendor disputes.', [
    ['the vendor disputes this because range strings are expected to come from trusted package manifests', true],
  ]), { path: '/cve-record/CVE-2024-48812' });

  v('v-advisory', FORGE, 'a security advisory page (severity, affected versions, patched versions)', page(docPage({
    site: 'CodeForge', lang: 'en', title: 'Path traversal in static file middleware', docTitle: 'Path traversal in static file middleware · Advisory · GHSA-7q4m-3v9x-xx8p',
    crumbs: ['Advisory Database', 'GHSA-7q4m-3v9x-xx8p'],
    body: [
      '<p><span class="Label Label--danger">High severity</span> Published Jan 16, 2026 to the CodeForge Advisory Database · Updated Jan 20, 2026</p>',
      '<table><tr><th>Package</th><td>koa-static-plus (npm)</td></tr><tr><th>Affected versions</th><td>&lt; 3.1.2</td></tr><tr><th>Patched versions</th><td>3.1.2</td></tr></table>',
      '<h2>Description</h2>',
      'On Windows, koa-static-plus did not reject backslashes in request paths, so a request for <code>/..%5c..%5cwindows%5cwin.ini</code> could read files outside the configured root. Servers on Linux and macOS are not affected.',
      '<h2>Workarounds</h2>Reject requests whose decoded path contains a backslash before the middleware runs.',
    ],
  })), cite('Path traversal in static file middleware (koa-static-plus)', 'koa-static-plus before 3.1.2 allowed path traversal with backslashes on Windows only.', [
    ['Servers on Linux and macOS are not affected.', true],
    ['Servers on every platform are affected.', false],
  ]), { path: '/advisories/GHSA-7q4m-3v9x-xx8p' });

  v('v-kb-article', 'support.b32vendor.com', 'a vendor knowledge-base article with "applies to" and resolution', page(docPage({
    site: 'Halvard Support', lang: 'en', title: 'Backup job fails with error 0x80070070 on ReFS volumes', docTitle: 'KB4127: Backup job fails with error 0x80070070 on ReFS volumes',
    crumbs: ['Support', 'Knowledge Base', 'KB4127'], date: '2025-10-14', ld: true,
    body: [
      '<table><tr><th>KB ID</th><td>4127</td></tr><tr><th>Product</th><td>Halvard Backup &amp; Replication 12.1</td></tr><tr><th>Published</th><td>2025-10-14</td></tr></table>',
      '<h2>Challenge</h2>Incremental backup jobs to a repository on a ReFS volume fail with <code>0x80070070 (There is not enough space on the disk)</code> although the volume reports free space.',
      '<h2>Cause</h2>Block cloning on ReFS reserves space for the whole synthetic full before the merge starts; on volumes with less than 15 % free space the reservation fails.',
      '<h2>Solution</h2>Keep at least 15 % of the volume free, or disable fast clone for this repository in its advanced settings.',
    ],
    helpful: 'Rate this article: ★★★★★', cookie: '<div class="cookie-banner">We use cookies. <button>Accept</button></div>',
  })), cite('KB4127: Backup job fails with error 0x80070070 on ReFS volumes', 'Halvard says ReFS backup repositories need at least 15 % free space for block cloning.', [
    ['on volumes with less than 15 % free space the reservation fails', true],
  ]), { path: '/kb4127' });

  v('v-status-incident', 'status.b32pay.io', 'a status-page incident with its timeline of updates', page((url) => bare({
    lang: 'en', title: 'Elevated API error rates in eu-west — Pennant Payments Status',
    head: `<meta property="og:title" content="Elevated API error rates in eu-west"><meta property="og:url" content="${url}">`,
    body: `<header><a href="/">Pennant Payments Status</a><a href="/subscribe">Subscribe to updates</a></header>
<div class="incident-name impact-major">Elevated API error rates in eu-west</div><p class="subheader">Incident Report for Pennant Payments</p>
<div class="update"><strong>Resolved</strong> - The fix has been deployed and error rates are back to normal. Between 09:12 and 10:47 UTC about 6 % of API requests in eu-west returned HTTP 502. Posted Jan 28, 2026 - 11:05 UTC</div>
<div class="update"><strong>Identified</strong> - A configuration change to our load balancers dropped connections that had been idle for more than 60 seconds. We are rolling it back. Posted Jan 28, 2026 - 10:21 UTC</div>
<div class="update"><strong>Investigating</strong> - We are investigating elevated error rates. Posted Jan 28, 2026 - 09:20 UTC</div>
<p>This incident affected: API (eu-west), Dashboard.</p><footer>Powered by Statuspage</footer>`,
  })), cite('Elevated API error rates in eu-west', 'Pennant Payments said about 6 % of eu-west API requests returned 502 for about 95 minutes because of a load balancer change.', [
    ['about 6 % of API requests in eu-west returned HTTP 502', true],
    ['about 16 % of API requests in eu-west returned HTTP 502', false],
  ]), { path: '/incidents/q7y2m0x4bz1k' });

  v('v-status-503-once', 'status.b32pay.io', 'the status page answers 503 once (no Retry-After), then the incident page: a one-off server error', onceThen(503, page((url) => bare({
    lang: 'en', title: 'Delayed webhooks — Pennant Payments Status',
    head: `<meta property="og:title" content="Delayed webhooks"><meta property="og:url" content="${url}">`,
    body: `<div class="incident-name impact-minor">Delayed webhooks</div><div class="update"><strong>Resolved</strong> - Webhook deliveries were delayed by up to 40 minutes between 14:02 and 15:10 UTC because a queue consumer stalled. All queued events have been delivered. Posted Feb 3, 2026 - 15:30 UTC</div><p>This incident affected: Webhooks.</p>`,
  }))), cite('Delayed webhooks — Pennant Payments Status', 'Pennant webhook deliveries were delayed by up to 40 minutes on 3 February 2026.', [
    ['Webhook deliveries were delayed by up to 40 minutes', true],
  ]), { path: '/incidents/3hx81c0v9qwe' });

  v('v-qa-brotli', 'b32overflow.dev', 'a Q&A page (brotli-compressed) with an accepted answer', page(threadPage({
    site: 'DevOverflow', lang: 'en', title: 'Why does git status show files as modified after cloning on Windows?',
    tags: ['git', 'windows', 'line-endings'],
    posts: [
      { who: 'kaspar_n', when: 'Asked 3 years ago · Modified 1 year ago · Viewed 48k times', html: '<p>Right after <code>git clone</code> on Windows, <code>git status</code> lists dozens of files as modified, but <code>git diff</code> shows nothing. What is going on?</p>' },
      { who: 'lmarchetti', when: 'answered Mar 4, 2023 · accepted', html: '<p>This is line-ending conversion. With <code>core.autocrlf=true</code> git converts LF to CRLF on checkout; if the repository contains files committed with CRLF, they are normalised on the next add and appear modified.</p><p>Add a <code>.gitattributes</code> with <code>* text=auto</code> and run <code>git add --renormalize .</code> once to fix the index for everyone.</p>' },
    ],
  }), { encoding: 'br' }), cite('Why does git status show files as modified after cloning on Windows?', 'The accepted answer says running git add --renormalize after adding .gitattributes fixes line-ending changes.', [
    ['run <code>git add --renormalize .</code> once'.replace(/<\/?code>/g, ''), true],
  ]), { path: '/questions/75631208/why-does-git-status-show-files-as-modified-after-cloning-on-windows' });

  v('v-blog-about-404', 'blog.b32frontend.dev', 'an article whose title is about 404 errors (a real article, not an error page)', page(docPage({
    site: 'Frontend Notes', lang: 'en', title: '404 Not Found on refresh: fixing client-side routing on static hosts', docTitle: '404 Not Found on refresh: fixing client-side routing on static hosts | Frontend Notes',
    author: 'Mei Tanaka', date: '2025-08-19', ld: true,
    body: [
      'You deploy a single-page app, click around happily, press F5 on <code>/settings/profile</code> — and get a plain "404 Not Found". The page exists for your router, but not for the static host, which looks for a file called <code>settings/profile</code> and finds nothing.',
      'The fix is a fallback: tell the host to serve <code>index.html</code> for every path that does not match a file. On nginx that is one line, <code>try_files $uri $uri/ /index.html;</code>, and most static hosts have an equivalent setting.',
      'Keep real 404s working: let the client-side router render a not-found view for unknown routes, and if you care about crawlers, pre-render a 404.html and return it with status 404 for paths the router does not know.',
      'Hash routing (<code>/#/settings/profile</code>) also avoids the problem, at the cost of uglier URLs and worse link previews.',
    ],
  })), cite('404 Not Found on refresh: fixing client-side routing on static hosts', 'Serving index.html as a fallback for unknown paths fixes 404 errors on refresh for single-page apps.', [
    ['On nginx that is one line, <code>try_files $uri $uri/ /index.html;</code>'.replace(/<\/?code>/g, ''), true],
    ['On nginx that takes three server blocks', false],
  ]), { path: '/posts/spa-404-on-refresh', meta: { title: ['404 Not Found on refresh: fixing client-side routing on static hosts'], author: ['Mei Tanaka'], published: ['2025-08-19'] } });

  v('v-docs-rate-limits', 'docs.b32pay.io', 'an API docs page about rate limits and 429 responses (a real page, not a rate-limit answer)', page(docPage({
    site: 'Pennant Docs', lang: 'en', title: 'Rate limits', crumbs: ['API reference', 'Rate limits'],
    side: ['Authentication', 'Errors', 'Rate limits', 'Idempotency', 'Pagination', 'Webhooks'],
    body: [
      'The API allows 100 read requests and 25 write requests per second per account in live mode. Test mode allows a quarter of that.',
      'When you exceed a limit the API answers <code>429 Too Many Requests</code> with a <code>Retry-After</code> header. Too many requests in a short time can also trigger temporary blocking of the API key; you will see <code>rate_limit_exceeded</code> in the error body.',
      'We recommend exponential backoff with jitter, starting at 500 ms.',
    ],
  })), cite('Rate limits — Pennant API', 'Pennant\'s API allows 100 read and 25 write requests per second per account in live mode.', [
    ['The API allows 100 read requests and 25 write requests per second per account in live mode.', true],
  ]), { path: '/api/rate-limits' });

  v('v-docs-sso', 'docs.b32forge.dev', 'a docs page about configuring SAML single sign-on (mentions login and SSO throughout; a real page)', page(docPage({
    site: 'CodeForge Docs', lang: 'en', title: 'Configuring SAML single sign-on for your organization', crumbs: ['Enterprise', 'Authentication', 'SAML SSO'],
    side: ['About SSO', 'Configuring SAML SSO', 'Enforcing SSO', 'Recovery codes', 'Troubleshooting'],
    body: [
      'With SAML single sign-on, members sign in to your organization through your identity provider (IdP). You need to be an organization owner to configure it.',
      '<ol><li>In the organization settings, click <strong>Authentication security</strong>.</li><li>Select <strong>Enable SAML authentication</strong> and paste the sign-on URL and the IdP certificate.</li><li>Click <strong>Test SAML configuration</strong>, then <strong>Save</strong>.</li></ol>',
      'Before you enforce SSO, download the recovery codes: they are the only way to sign in if your IdP is unavailable. Members who have not linked an IdP identity are removed from the organization when you enforce SSO.',
    ],
  })), cite('Configuring SAML single sign-on for your organization', 'CodeForge removes members without a linked IdP identity when an organization enforces SAML SSO.', [
    ['Members who have not linked an IdP identity are removed from the organization when you enforce SSO.', true],
  ]), { path: '/en/enterprise/authentication/configuring-saml-sso' });

  v('v-cookie-self-redirect', 'docs.b32cloudy.com', 'docs site that sets a session cookie and redirects to itself once', (req, res, web) => {
    if (!/b32sid=/.test(req.headers.cookie ?? '')) {
      res.writeHead(302, { location: `${web.origin('docs.b32cloudy.com')}/guides/object-lifecycle`, 'set-cookie': 'b32sid=c0ffee42; Path=/; HttpOnly; SameSite=Lax' });
      return res.end();
    }
    return page(docPage({
      site: 'Cloudy Docs', lang: 'en', title: 'Object lifecycle rules', crumbs: ['Storage', 'Guides', 'Lifecycle'],
      body: [
        'Lifecycle rules move or delete objects automatically. A rule matches objects by prefix and tags and applies actions when objects reach an age.',
        'Transitions to the archive tier happen once a day; an object becomes eligible at midnight UTC after it reaches the configured age.',
        'Objects in the archive tier have a minimum storage duration of 180 days; deleting them earlier is billed as if they had been stored for 180 days.',
      ],
    }))(req, res, web);
  }, cite('Object lifecycle rules — Cloudy Docs', 'Cloudy bills archive-tier objects for at least 180 days even when deleted earlier.', [
    ['Objects in the archive tier have a minimum storage duration of 180 days', true],
  ]), { path: '/guides/object-lifecycle' });

  v('v-meta-refresh-moved-doc', 'wiki.b32distro.org', 'an old wiki URL whose page meta-refreshes to the same article at its new path', fixed(bare({
    lang: 'en', title: 'Redirecting…', head: '<meta http-equiv="refresh" content="0; url=/wiki/Systemd-networkd_Configuration">',
    body: '<p>This page has moved. If you are not redirected, <a href="/wiki/Systemd-networkd_Configuration">click here</a>.</p>',
  })), cite('Systemd-networkd configuration', 'systemd-networkd matches links to .network files by the [Match] section and applies the first file that matches.', [
    ['Files are applied in lexical order and the first matching file wins', true],
  ]), { path: '/wiki/Networkd' });
  E.push(entry('t-meta-refresh-moved-doc', 'wiki.b32distro.org', 'valid', 'redirect target (not scored)', page(docPage({
    site: 'Distro Wiki', lang: 'en', title: 'Systemd-networkd Configuration', crumbs: ['Wiki', 'Networking'],
    body: [
      'systemd-networkd configures network links from <code>.network</code>, <code>.netdev</code> and <code>.link</code> files in <code>/etc/systemd/network/</code>.',
      'Each .network file has a [Match] section that selects links by name, MAC address or driver. Files are applied in lexical order and the first matching file wins; later files are ignored for that link.',
      'To get an address by DHCP, add <code>DHCP=yes</code> to the [Network] section.',
    ],
  })), { path: '/wiki/Systemd-networkd_Configuration', target: true }));

  v('v-pdf-standard-draft', 'www.b32standards.org', 'a standards committee draft as application/pdf: the cited clause is in it', fixed(pdf({
    title: 'Committee Draft: Secure Update Metadata Format', author: 'Working Group 7', date: '2025-11-20',
    pages: [wrap('Committee Draft CD 2 - Secure Update Metadata Format\nWorking Group 7 - November 2025\n1 Scope\nThis document specifies a metadata format with which a device verifies that a software update comes from its vendor and has not been rolled back to an older version.\n4 Requirements\n4.2 A device shall reject metadata whose version number is lower than the version number it has already installed.\n4.3 Metadata shall be signed by at least two of the keys listed in the root role.')],
  }), { type: 'application/pdf' }), cite('Secure Update Metadata Format, Committee Draft 2', 'The draft requires devices to reject update metadata with a lower version number than the installed one.', [
    ['A device shall reject metadata whose version number is lower than the version number it has already installed.', true],
    ['A device may accept metadata whose version number is lower', false],
  ]), { path: '/committees/wg7/cd2-secure-update-metadata.pdf' });

  v('v-notebook', 'nbview.b32lab.org', 'a rendered Jupyter notebook page (markdown and output cells)', page(docPage({
    site: 'nbviewer', lang: 'en', title: 'Benchmarking Parquet compression codecs', docTitle: 'Notebook on nbviewer',
    og: false,
    body: [
      '<div class="cell markdown"><h1>Benchmarking Parquet compression codecs</h1><p>We write the same 12 GB table of taxi trips with four codecs and compare file size and scan time.</p></div>',
      '<div class="cell code"><pre>for codec in ["snappy", "gzip", "zstd", "lz4"]:\n    pq.write_table(table, f"trips-{codec}.parquet", compression=codec)</pre></div>',
      '<div class="cell output"><pre>snappy  3.9 GB  11.2 s\ngzip    2.6 GB  19.8 s\nzstd    2.5 GB  12.1 s\nlz4     4.0 GB  10.9 s</pre></div>',
      '<div class="cell markdown"><p>zstd gives nearly the size of gzip at nearly the speed of snappy, which is why we switched our default to zstd level 3.</p></div>',
    ],
  })), cite('Benchmarking Parquet compression codecs', 'In the notebook\'s benchmark zstd produced files almost as small as gzip while scanning almost as fast as snappy.', [
    ['zstd gives nearly the size of gzip at nearly the speed of snappy', true],
  ]), { path: '/github/parquet-lab/bench/blob/main/codecs.ipynb' });

  v('v-mailing-list', 'lists.b32kernel.org', 'a mailing-list archive message (pipermail-style, preformatted)', fixed(bare({
    lang: 'en', title: '[PATCH v3 2/5] mm: avoid excessive reclaim in memcg with swap disabled',
    body: `<h1>[PATCH v3 2/5] mm: avoid excessive reclaim in memcg with swap disabled</h1>
<b>Ruth Adeyemi</b> <a href="mailto:ruth.adeyemi@example.org">ruth.adeyemi at example.org</a><br><i>Tue Jan 13 09:41:07 UTC 2026</i>
<ul><li>Previous message: [PATCH v3 1/5] mm: memcg: add reclaim statistics</li><li>Next message: [PATCH v3 3/5] selftests: memcg reclaim test</li></ul><hr>
<pre>When swap is disabled, anonymous pages cannot be reclaimed, but
try_to_free_mem_cgroup_pages() still scans the anon LRU lists of the
cgroup. On a machine with 512 GB of anonymous memory this wastes up to
40% of reclaim time.

Skip the anon LRUs when the cgroup has no swap available.

Signed-off-by: Ruth Adeyemi &lt;ruth.adeyemi at example.org&gt;
---
 mm/vmscan.c | 7 +++++--
</pre><hr><p>More information about the linux-mm mailing list</p>`,
  })), cite('[PATCH v3 2/5] mm: avoid excessive reclaim in memcg with swap disabled', 'The patch skips scanning anonymous LRU lists of a cgroup that has no swap, which wasted up to 40 % of reclaim time.', [
    ['this wastes up to 40% of reclaim time', true],
  ]), { path: '/pipermail/linux-mm/2026-January/041877.html' });

  v('v-xhtml-manpage', 'man.b32distro.org', 'a man page served as application/xhtml+xml', fixed(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">
<html xmlns="http://www.w3.org/1999/xhtml" lang="en" xml:lang="en"><head><title>flock(1) - Linux manual page</title></head>
<body><div class="nav"><a href="/">man-pages</a> | <a href="/man1/">Section 1</a></div>
<h1>flock(1) — Linux manual page</h1>
<h2>NAME</h2><p>flock - manage locks from shell scripts</p>
<h2>SYNOPSIS</h2><pre>flock [options] file|directory command [arguments]
flock [options] number</pre>
<h2>DESCRIPTION</h2><p>This utility manages flock(2) locks from within shell scripts or from the command line. By default, if the lock cannot be immediately acquired, flock waits until the lock is available.</p>
<h2>OPTIONS</h2><dl><dt>-n, --nonblock</dt><dd>Fail rather than wait if the lock cannot be immediately acquired. See the -E option for the exit status used.</dd><dt>-w, --timeout seconds</dt><dd>Fail if the lock cannot be acquired within seconds.</dd></dl>
</body></html>`, { type: 'application/xhtml+xml; charset=utf-8' }), cite('flock(1) - Linux manual page', 'By default flock waits until the lock is available; -n makes it fail instead.', [
    ['By default, if the lock cannot be immediately acquired, flock waits until the lock is available.', true],
  ]), { path: '/man1/flock.1.html' });

  v('v-big-changelog', 'releases.b32db.org', 'a release-notes page of about 2.6 MB: the cited note is near the top', page((url) => {
    const older = Array.from({ length: 14000 }, (_, i) => `<li>Fixed issue #${40000 - i}: planner chose a nested loop for a join of two large partitioned tables when statistics were stale (reported on version 15.${i % 9}).</li>`).join('\n');
    return docPage({
      site: 'Basalt DB', lang: 'en', title: 'Basalt DB release notes', crumbs: ['Docs', 'Release notes'],
      body: [
        '<h2>18.0 (2026-02-10)</h2>',
        'Logical replication now carries sequence values, so a subscriber promoted after failover continues sequences where the publisher left off.',
        'The default for <code>wal_compression</code> is now <code>zstd</code>.',
        '<h2>Older releases</h2>',
        `<ul>${older}</ul>`,
      ],
    })(url);
  }), cite('Basalt DB 18.0 release notes', 'Basalt DB 18.0 logical replication carries sequence values to subscribers.', [
    ['Logical replication now carries sequence values', true],
  ]), { path: '/docs/release-notes/' });

  return E;
}
