/**
 * blind32 — gone or not the source: mismatch (2xx pages that are not the cited source: soft 404s,
 * removed docs redirected to a home or index, retired KB articles, expired pastes and CI logs,
 * security holding packages, rejected and reserved CVEs, takedowns, empty searches, other pages)
 * and invalid (404, 410, unsafe redirect targets, redirect loops, malformed answers).
 */
import { entry, esc, rawAnswer, type Entry } from './blindkit';
import type { Handler } from './corpus';
import { bare, cite, docPage, fixed, go, page, repoPage, threadPage } from './blind32kit';

const FORGE = 'codeforge.b32hub.dev';

export function gone(): Entry[] {
  const E: Entry[] = [];
  const add = (id: string, host: string, expected: 'mismatch' | 'invalid', reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string } = {}) =>
    E.push(entry(id, host, expected, reason, handle, { ...c, ...x }));
  const M = (id: string, host: string, reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string } = {}) => add(id, host, 'mismatch', reason, handle, c, x);
  const I = (id: string, host: string, reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string } = {}) => add(id, host, 'invalid', reason, handle, c, x);
  const T = (id: string, host: string, path: string, handle: Handler) => E.push(entry(id, host, 'valid', 'redirect target (not scored)', handle, { path, target: true }));

  const streamHome = page(docPage({
    site: 'Streamline Docs', lang: 'en', title: 'Streamline Documentation', docTitle: 'Streamline Documentation', version: '4.1 (latest)', versions: ['4.1 (latest)', '3.6', '2.8'],
    side: ['Introduction', 'Quickstart', 'Producers', 'Consumers', 'Security', 'Operations'],
    body: [
      'Welcome to the Streamline documentation. Streamline is a distributed event streaming platform.',
      '<div class="cards"><a href="/4.1/quickstart/">Quickstart — run a broker in five minutes</a><a href="/4.1/producers/">Producers</a><a href="/4.1/consumers/">Consumers</a><a href="/4.1/security/">Security</a><a href="/4.1/ops/">Operations</a></div>',
      '<h2>What\'s new in 4.1</h2><ul><li>Tiered storage is generally available.</li><li>Share groups (preview).</li></ul>',
    ],
  }));

  // ---------------------------------------------------------------- mismatch
  M('m-docs-removed-home', 'docs.b32stream.io', 'a page removed in the new version: 302 to the docs home', go('/4.1/', 302), cite('ZooKeeper migration tool — Streamline 3.6', 'The zk-migrate tool moves Streamline metadata from ZooKeeper to the built-in quorum without downtime.'), { path: '/3.6/ops/zookeeper-migration/' });
  T('t-stream-home', 'docs.b32stream.io', '/4.1/', streamHome);

  M('m-docs-removed-index', 'docs.b32stream.io', 'a removed page redirected (301) to the section index of the latest version, which does not carry the claim', go('/4.1/producers/', 301), cite('Idempotent producer settings (legacy)', 'Setting enable.idempotence with max.in.flight above 5 is rejected by the legacy producer.'), { path: '/2.8/producers/idempotence-legacy/' });
  T('t-stream-producers', 'docs.b32stream.io', '/4.1/producers/', page(docPage({
    site: 'Streamline Docs', lang: 'en', title: 'Producers', version: '4.1 (latest)', side: ['Introduction', 'Producers', 'Batching', 'Compression', 'Partitioners'],
    body: ['Producers publish records to topics. This section covers batching, compression and partitioning.', '<ul><li><a href="batching/">Batching and linger</a></li><li><a href="compression/">Compression</a></li><li><a href="partitioners/">Partitioners</a></li></ul>'],
  })));

  M('m-docs-soft404', 'docs.b32-toolchain.dev', 'a docs soft 404 (200): "this page does not exist in version 5" with search and links', page(docPage({
    site: 'Toolchain Docs', lang: 'en', title: 'Page not found', docTitle: 'Page not found — Toolchain Docs', version: '5.0', side: ['Getting started', 'Guides', 'Reference', 'FAQ'],
    body: [
      'Sorry, we couldn\'t find that page. It may have been moved or removed in version 5.0.',
      'Try searching the documentation, or go back to the <a href="/">home page</a>.',
      '<h2>Popular pages</h2><ul><li><a href="/guide/install">Installing the toolchain</a></li><li><a href="/guide/cross-compiling">Cross-compiling</a></li><li><a href="/reference/config">Configuration reference</a></li></ul>',
    ],
  })), cite('Using the legacy linker (ld.bfd) with toolchain 4.x', 'Toolchain 4.x falls back to ld.bfd when lld is not installed.'), { path: '/4.x/guide/legacy-linker' });

  M('m-docs-soft404-ja-eucjp', 'docs.b32-kumo.jp', 'Japanese soft 404 in EUC-JP (200): 「お探しのページは見つかりませんでした」', page(docPage({
    site: 'Kumo ドキュメント', lang: 'ja', charset: 'EUC-JP', title: 'ページが見つかりません', side: ['はじめに', 'インストール', '設定ファイル', 'キャッシュ'],
    body: ['お探しのページは見つかりませんでした。URLが変更されたか、ページが削除された可能性があります。', '<a href="/">ドキュメントのトップへ戻る</a>', '<h2>よく読まれているページ</h2><ul><li>インストール</li><li>設定ファイルの書き方</li></ul>'],
  }), { charset: 'EUC-JP' }), cite('ログのローテーション設定 | Kumo', 'Kumo はログを 1 日ごとにローテーションし、7 世代保存する。'), { path: '/2.x/logging/rotation.html' });

  M('m-dmca-200', FORGE, 'a repository disabled after a DMCA takedown notice (served with 200): the code is gone', page(repoPage({
    owner: 'streamgrab', repo: 'streamgrab', about: 'Repository unavailable due to DMCA takedown.',
    readme: [
      '<h2>Repository unavailable due to DMCA takedown.</h2>',
      'This repository is currently disabled due to a DMCA takedown notice. We have disabled public access to the repository. The notice has been publicly posted.',
      'If you are the repository owner, and you believe that your repository was disabled as a result of mistake or misidentification, you have the right to file a counter notice and have the repository reinstated.',
    ],
    tab: 'issues',
  })), cite('streamgrab: download streams from video platforms', 'streamgrab supports downloading from over 40 video platforms.'), { path: '/streamgrab/streamgrab' });

  M('m-paste-expired', 'paste.b32bin.org', 'an expired paste (200): "This paste has expired"', fixed(bare({
    lang: 'en', title: 'Pastebin — paste expired',
    body: '<header><a href="/">b32bin</a> <a href="/new">+ new paste</a></header><main><div class="notice"><h1>This paste has expired</h1><p>The paste you are looking for has expired or has been removed by its owner. Pastes with an expiration date are deleted automatically.</p></div><section><h2>Recent public pastes</h2><ul><li>nginx.conf — 2 min ago</li><li>Untitled — 4 min ago</li><li>docker-compose.yml — 9 min ago</li></ul></section></main>',
  })), cite('Kubernetes crash log pasted in issue #4411', 'The paste shows an OOMKilled container with exit code 137.'), { path: '/p/Zx81kQw2' });

  M('m-paste-removed-ru', 'paste.b32-kod.ru', 'a removed paste in Russian (200, KOI8-R): «Запись удалена»', fixed(bare({
    lang: 'ru', title: 'Запись удалена — Код',
    body: '<div class="msg"><h1>Запись удалена</h1><p>Эта запись была удалена автором или срок её хранения истёк.</p><a href="/">Создать новую запись</a></div>',
  }), { charset: 'KOI8-R' }), cite('Скрипт резервного копирования PostgreSQL', 'Скрипт делает pg_dump каждую ночь и хранит 14 копий.'), { path: '/a8F2kd' });

  M('m-npm-security-holding', 'www.b32npm.org', 'a package replaced by a security holding package: the cited library is not there', page((url) => bare({
    lang: 'en', title: 'colorz-utils - npm',
    head: `<meta property="og:title" content="colorz-utils"><meta property="og:url" content="${url}"><meta name="description" content="security holding package">`,
    body: `<header><a href="/">npm</a></header><main><h1>colorz-utils</h1><span>0.0.1-security • Public • Published 2 months ago</span>
<article><h1>Security holding package</h1><p>This package contained malicious code and was removed from the registry by the npm security team. A placeholder was published to ensure users are not affected in the future.</p><p>Please refer to <a href="https://www.npmjs.com/advisories/1099">www.npmjs.com/advisories/1099</a> for more information.</p></article>
<aside><h3>Install</h3><code>npm i colorz-utils</code><h3>Version</h3><p>0.0.1-security</p><h3>License</h3><p>none</p></aside></main>`,
  })), cite('colorz-utils - npm', 'colorz-utils converts between RGB, HSL and CMYK colour spaces with zero dependencies.'), { path: '/package/colorz-utils' });

  M('m-npm-unpublished', 'www.b32npm.org', 'an unpublished package page (200): "This package has been unpublished"', fixed(bare({
    lang: 'en', title: 'left-trim-str - npm',
    body: '<header><a href="/">npm</a></header><main><h1>left-trim-str</h1><div class="unpublished"><h2>This package has been unpublished</h2><p>left-trim-str was unpublished by its owner on 2025-11-30. The name may become available for reuse after 24 hours if no other packages depend on it.</p></div></main>',
  })), cite('left-trim-str', 'left-trim-str trims leading whitespace including Unicode spaces.'), { path: '/package/left-trim-str' });

  M('m-cve-rejected', 'www.b32cve.org', 'a rejected CVE record: no description of the cited vulnerability, only the rejection', page(docPage({
    site: 'CVE', lang: 'en', title: 'CVE-2025-40112', docTitle: 'CVE Record: CVE-2025-40112', crumbs: ['CVE Records', 'CVE-2025-40112'],
    body: [
      '<dl><dt>State</dt><dd>REJECTED</dd><dt>Rejected</dt><dd>2025-06-02</dd></dl>',
      '<h2>Rejected reason</h2>',
      'This CVE ID has been rejected or withdrawn by its CVE Numbering Authority. Reason: this candidate is a duplicate of CVE-2025-39870. Notes: all CVE users should reference CVE-2025-39870 instead of this candidate.',
    ],
  })), cite('CVE-2025-40112: SQL injection in acme-cms search', 'CVE-2025-40112 is a SQL injection in the search endpoint of acme-cms 3.x allowing unauthenticated data access.'), { path: '/cve-record/CVE-2025-40112' });

  M('m-cve-reserved', 'www.b32cve.org', 'a reserved CVE record: no details published, the cited description is absent', page(docPage({
    site: 'CVE', lang: 'en', title: 'CVE-2026-10455', docTitle: 'CVE Record: CVE-2026-10455', crumbs: ['CVE Records', 'CVE-2026-10455'],
    body: [
      '<dl><dt>State</dt><dd>RESERVED</dd></dl>',
      'This CVE ID has been reserved by an organization or individual that will use it when announcing a new security problem. When the candidate has been publicized, the details for this candidate will be provided.',
    ],
  })), cite('CVE-2026-10455: authentication bypass in Halvard Backup', 'CVE-2026-10455 lets an attacker bypass authentication of the Halvard Backup console with a crafted token.'), { path: '/cve-record/CVE-2026-10455' });

  M('m-kb-retired', 'support.b32vendor.com', 'a retired KB article (200): "This article has been retired and is no longer available"', page(docPage({
    site: 'Halvard Support', lang: 'en', title: 'Article retired', crumbs: ['Support', 'Knowledge Base'],
    body: ['This article has been retired and is no longer available. Retired articles describe products or versions that have reached end of support.', 'Search the knowledge base or <a href="/cases/new">open a support case</a>.', '<h2>Top articles</h2><ul><li>KB4127: Backup job fails with error 0x80070070 on ReFS volumes</li><li>KB4130: Release information for Halvard Backup 12.1</li></ul>'],
  })), cite('KB2211: Tape jobs hang at "Waiting for media" with LTO-7 drives', 'Halvard KB2211 says tape jobs hang with LTO-7 drives when the driver is older than 4.0.'), { path: '/kb2211' });

  M('m-kb-retired-de', 'hilfe.b32-netzwerk.de', 'a German KB notice (200): "Dieser Artikel wurde archiviert und ist nicht mehr verfügbar"', page(docPage({
    site: 'Netzwerk Hilfe', lang: 'de', charset: 'ISO-8859-1', title: 'Artikel nicht mehr verfügbar', crumbs: ['Hilfe'],
    body: ['Dieser Artikel wurde archiviert und ist nicht mehr verfügbar, da sich das beschriebene Produkt nicht mehr im Support befindet.', 'Nutzen Sie die Suche oder wenden Sie sich an unseren Kundendienst.'],
  }), { charset: 'ISO-8859-1' }), cite('VPN-Client 6: Verbindungsabbrüche unter Windows 11', 'Der VPN-Client 6 verliert unter Windows 11 nach dem Ruhezustand die Verbindung.'), { path: '/artikel/vpn-client-6-windows-11' });

  M('m-kb-retired-fr', 'assistance.b32-logiciel.fr', 'a French KB page (200): "Cet article n\'est plus disponible"', page(docPage({
    site: 'Assistance', lang: 'fr', title: 'Article indisponible', crumbs: ['Assistance', 'Base de connaissances'],
    body: ['Cet article n’est plus disponible. Il concernait une version du logiciel qui n’est plus prise en charge.', 'Consultez la liste des articles récents ou contactez le support.'],
  })), cite('Erreur 0x2F lors de la synchronisation des agendas', 'L’erreur 0x2F apparaît quand le fuseau horaire du serveur est mal configuré.'), { path: '/kb/erreur-0x2f-synchronisation' });

  M('m-search-zero', 'docs.b32-toolchain.dev', 'a docs search result page with 0 results for the cited topic', page(docPage({
    site: 'Toolchain Docs', lang: 'en', title: 'Search results', side: ['Getting started', 'Guides', 'Reference'],
    body: ['<form><input type="search" value="sanitizer coverage flags"></form>', '0 results for "sanitizer coverage flags"', 'Your search did not match any documents. Make sure that all words are spelled correctly, or try more general keywords.'],
  })), cite('Sanitizer coverage flags', 'The toolchain enables sanitizer coverage with -fsanitize-coverage=trace-pc-guard.'), { path: '/search/sanitizer-coverage-flags' });

  M('m-search-zero-ko', 'developers.b32-jido.co.kr', 'a Korean docs search page with no results (200)', page(docPage({
    site: '지도 API 개발자센터', lang: 'ko', title: '검색 결과', side: ['시작하기', 'REST API', 'SDK'],
    body: ['"경로 최적화 API"에 대한 검색 결과가 없습니다.', '검색어의 철자가 정확한지 확인하거나 다른 검색어로 다시 검색해 보세요.'],
  })), cite('경로 최적화 API', '경로 최적화 API는 최대 30개의 경유지를 지원한다.'), { path: '/search' });

  M('m-other-page-same-site', 'docs.b32crates.dev', 'the cited function page now redirects to another item\'s page that does not carry the claim', go('/tokio-throttle/0.7.0/tokio_throttle/struct.ThrottleBuilder.html', 301), cite('tokio_throttle::Throttle::acquire_many', 'acquire_many takes several permits atomically and fails if more are requested than the bucket capacity.'), { path: '/tokio-throttle/latest/tokio_throttle/fn.acquire_many.html' });
  T('t-other-page', 'docs.b32crates.dev', '/tokio-throttle/0.7.0/tokio_throttle/struct.ThrottleBuilder.html', page(docPage({
    site: 'docs.b32crates', lang: 'en', title: 'Struct tokio_throttle::ThrottleBuilder', docTitle: 'ThrottleBuilder in tokio_throttle - Rust', og: false,
    side: ['Throttle', 'ThrottleBuilder', 'Error'],
    body: ['<pre><code>pub struct ThrottleBuilder { /* private fields */ }</code></pre>', 'Configures a Throttle: its capacity, refill rate and the clock it uses.', '<h3><code>pub fn capacity(self, n: u32) -&gt; Self</code></h3>', 'Sets the number of tokens the bucket holds when full.'],
  })));

  M('m-status-home', 'status.b32pay.io', 'an old incident link redirected to the status page home ("All Systems Operational")', go('/', 302), cite('Card payments failing in us-east', 'Pennant reported card payment failures in us-east for two hours on 12 March 2025 due to an expired certificate.'), { path: '/incidents/old-7731' });
  T('t-status-home', 'status.b32pay.io', '/', fixed(bare({
    lang: 'en', title: 'Pennant Payments Status',
    body: '<header><a href="/">Pennant Payments Status</a></header><div class="page-status status-none"><h2>All Systems Operational</h2></div><div class="components"><p>API — Operational</p><p>Dashboard — Operational</p><p>Webhooks — Operational</p><p>Payouts — Operational</p></div><p>Uptime over the past 90 days.</p><footer>Powered by Statuspage</footer>',
  })));

  M('m-ci-log-expired', 'ci.b32-builds.dev', 'an expired CI log (200): "This log has expired and is no longer available"', fixed(bare({
    lang: 'en', title: 'Build #30117 · ferro-http',
    body: '<header><a href="/">b32 CI</a></header><main><h1>Build #30117</h1><p>ferro-http · main · 4f0c2ab</p><div class="log-expired"><p>This log has expired and is no longer available. Logs are retained for 90 days.</p></div></main>',
  })), cite('ferro-http CI build 30117', 'Build 30117 shows the HTTP/2 conformance suite passing all 146 tests.'), { path: '/ferrolabs/ferro-http/builds/30117' });

  M('m-forum-deleted-ja', 'qa.b32-qiita.jp', 'a Japanese Q&A page (200) saying the post was deleted', fixed(bare({
    lang: 'ja', title: 'この記事は削除されました - Qiita風',
    body: '<header><a href="/">Qiita風</a></header><main><div class="deleted"><h1>この記事は削除されました</h1><p>お探しの記事は投稿者によって削除されたか、非公開に設定されています。</p></div><section><h2>新着記事</h2><ul><li>TypeScript 5.7 の新機能まとめ</li><li>Go 1.24 で変わったこと</li></ul></section></main>',
  })), cite('React Server Components の仕組みを図解する', 'React Server Components はサーバーでのみ実行され、クライアントにJavaScriptを送らない。'), { path: '/items/8c1f2e9a7d3b' });

  M('m-forum-deleted-zhtw', 'forum.b32-pcdiy.tw', 'a Traditional Chinese forum page in Big5 (200): the thread was deleted', fixed(bare({
    lang: 'zh-TW', title: '提示訊息 - 程式設計討論區',
    body: '<div class="alert_error"><p>抱歉，指定的主題不存在或已被刪除或正在被審核</p><p><a href="/">返回首頁</a></p></div>',
  }), { charset: 'Big5' }), cite('Rust 非同步程式設計入門', 'Rust 的 async 函式會回傳一個 Future。'), { path: '/thread-771002-1-1.html' });

  M('m-release-spa-notfound', FORGE, 'a release tag that no longer exists, answered 200 with a "Not Found" SPA view', fixed(bare({
    lang: 'en', title: 'CodeForge',
    body: '<div id="app"><header><a href="/">CodeForge</a></header><main class="blankslate"><h2>Not Found</h2><p>We couldn\'t find the release you were looking for. It may have been deleted by the repository owner.</p><a href="/orbit-db/orbitkv/releases">View all releases</a></main></div>',
  })), cite('Release v2.0.0-rc1 · orbit-db/orbitkv', 'orbitkv 2.0.0-rc1 introduced MVCC snapshots.'), { path: '/orbit-db/orbitkv/releases/tag/v2.0.0-rc1' });

  M('m-parked', 'www.b32-oldframework.io', 'an old project domain, now parked and for sale', fixed(bare({
    lang: 'en', title: 'b32-oldframework.io is for sale',
    body: '<div class="parked"><h1>b32-oldframework.io</h1><p>This domain may be for sale. Buy this domain.</p><p>Related searches: <a href="#">Web Frameworks</a> · <a href="#">Hosting</a> · <a href="#">Online Courses</a></p></div><script src="/parking/lander.js"></script>',
  })), cite('OldFramework 2.0 documentation: routing', 'OldFramework routes requests by matching path patterns in declaration order.'), { path: '/docs/2.0/routing' });

  M('m-deleted-repo-to-profile', FORGE, 'a deleted repository whose URL redirects to the owner\'s profile (list of other repositories)', go('/mdrozd', 302), cite('mdrozd/pg-snapshotter', 'pg-snapshotter takes consistent PostgreSQL snapshots using pg_export_snapshot.'), { path: '/mdrozd/pg-snapshotter' });
  T('t-profile', FORGE, '/mdrozd', fixed(bare({
    lang: 'en', title: 'mdrozd (Marek Drozd) · CodeForge',
    body: '<header><a href="/">CodeForge</a></header><main><div class="profile"><h1>Marek Drozd</h1><p>mdrozd · he/him</p><p>Databases, queues, and the occasional compiler.</p></div><h2>Popular repositories</h2><ul><li><a href="/mdrozd/dotfiles">dotfiles</a> — my shell setup</li><li><a href="/mdrozd/advent-2024">advent-2024</a> — Advent of Code in Zig</li><li><a href="/mdrozd/sqlite-notes">sqlite-notes</a></li></ul><p>1,204 contributions in the last year</p></main>',
  })));

  M('m-json-error-200', 'registry.b32pkg.org', 'a registry JSON endpoint answering 200 with an error object', fixed(JSON.stringify({ error: 'not_found', reason: 'package "fastqueue-ng" does not exist or has been removed' }), { type: 'application/json' }), cite('fastqueue-ng package metadata', 'fastqueue-ng 2.1.0 depends only on tslib.'), { path: '/fastqueue-ng' });

  M('m-wiki-moved-stub', 'wiki.b32distro.org', 'a wiki stub page: "This page has moved to the new wiki" with a link, no content', page(docPage({
    site: 'Distro Wiki', lang: 'en', title: 'Btrfs snapshots', crumbs: ['Wiki'],
    body: ['<strong>This page has moved.</strong> The content of this page now lives on the new wiki. Please update your bookmarks.', '<a href="https://new-wiki.example/Btrfs#Snapshots">Go to the new page</a>'],
  })), cite('Btrfs snapshots', 'Btrfs snapshots are copy-on-write and can be made read-only with -r.'), { path: '/wiki/Btrfs_snapshots' });

  M('m-locale-home', 'www.b32-kaiyuan.cn', 'a removed news article redirected to the site\'s home page', go('/', 302), cite('Kite 1.5 发布：新增 WebGPU 支持', 'Kite 1.5 新增了实验性的 WebGPU 支持。'), { path: '/news/kite-1-5' });
  T('t-kaiyuan-home', 'www.b32-kaiyuan.cn', '/', page(docPage({
    site: '开源周刊', lang: 'zh', title: '开源周刊 - 每周开源新闻', docTitle: '开源周刊 - 每周开源新闻', og: true,
    body: ['<h2>最新文章</h2><ul><li><a href="/news/kite-2-0">Deno 风格的运行时 Kite 发布 2.0 版本</a></li><li><a href="/news/linux-6-13">Linux 6.13 发布</a></li><li><a href="/news/pg-18">PostgreSQL 18 新特性一览</a></li></ul>', '<h2>热门标签</h2><p>Rust · Go · Kubernetes · 数据库</p>'],
  })));

  M('m-pkg-notfound-es', 'paquetes.b32-registro.es', 'a Spanish registry page (200): "No se encontró el paquete"', page(docPage({
    site: 'Registro de Paquetes', lang: 'es', title: 'Paquete no encontrado', side: ['Explorar', 'Publicar', 'Documentación'],
    body: ['No se encontró el paquete «validador-nif». Es posible que haya sido retirado por su autor o que el nombre esté mal escrito.', '<a href="/buscar">Buscar paquetes</a>'],
  })), cite('validador-nif', 'validador-nif valida NIF, NIE y CIF españoles.'), { path: '/paquete/validador-nif' });

  M('m-playground-expired', 'play.b32-golang.dev', 'a playground share link (200) whose snippet expired', fixed(bare({
    lang: 'en', title: 'Go Playground',
    body: '<div id="banner"><a href="/">The Go Playground</a> <button>Run</button> <button>Format</button> <button>Share</button></div><textarea id="code">// Snippet not found.\n// Shared snippets that have not been viewed for a long time may be removed.</textarea><div id="output">Snippet not found</div>',
  })), cite('Go Playground: generic Map function example', 'The example shows a generic Map function over slices using type parameters.'), { path: '/p/Xk2mZ9qWv1' });

  M('m-empty-repo', FORGE, 'an empty repository page (no code, "This repository is empty")', page(repoPage({
    owner: 'vexa-ml', repo: 'vexa-tokenizer', about: 'No description, website, or topics provided.',
    readme: ['<h3>This repository is empty.</h3>', '<p>Get started by creating a new file or uploading an existing file. We recommend every repository include a README, LICENSE, and .gitignore.</p>', '<pre>git remote add origin https://codeforge.example/vexa-ml/vexa-tokenizer.git\ngit push -u origin main</pre>'],
  })), cite('vexa-ml/vexa-tokenizer', 'vexa-tokenizer implements byte-level BPE with a 128k vocabulary in Rust.'), { path: '/vexa-ml/vexa-tokenizer' });

  M('m-wrong-content', 'www.b32-logiciel.fr', 'the cited page exists but is the notes of another version that say nothing of the claim', page(docPage({
    site: 'Logiciel Libre Éditions', lang: 'fr', title: 'Notes de version 6.3', author: 'Équipe de développement', date: '2024-10-02',
    body: ['La version 6.3 corrige des problèmes d’affichage sur les écrans haute densité et met à jour les traductions en catalan et en basque.', 'Elle ajoute aussi un raccourci clavier pour basculer entre les vues.'],
  })), cite('Notes de version 6.3', 'La version 6.3 introduit le chiffrement de bout en bout des dépôts partagés.'), { path: '/notes/6.3.html' });

  // ---------------------------------------------------------------- invalid
  const forge404 = bare({
    lang: 'en', title: 'Page not found · CodeForge',
    body: '<header><a href="/">CodeForge</a> <a href="/login">Sign in</a></header><main><div class="container"><img src="/images/404-parallax.png" alt="404 “This is not the web page you are looking for”"><h1>404</h1><p>This is not the web page you are looking for.</p><form action="/search"><input name="q" placeholder="Find code, projects, and people on CodeForge"><button>Search</button></form><p><a href="/contact">Contact Support</a> — <a href="https://status.example">CodeForge Status</a></p></div></main><footer>Terms · Privacy · Security · Status · Docs</footer>',
  });
  I('i-repo-private-404', FORGE, 'a repository made private: 404 to everyone else', fixed(forge404, { status: 404 }), cite('nimbus-labs/edge-agent', 'edge-agent reports device metrics every 15 seconds over MQTT.'), { path: '/nimbus-labs/edge-agent' });
  I('i-raw-404', 'raw.b32hub-usercontent.dev', 'raw file of a deleted branch: 404 text/plain', fixed('404: Not Found', { status: 404, type: 'text/plain; charset=utf-8' }), cite('install.sh from the 1.x branch', 'The install script verifies the SHA-256 of the downloaded binary.'), { path: '/tidewave/tidewave-parser/1.x/install.sh' });
  I('i-artifact-410', 'api.b32hub.dev', 'an expired CI artifact: 410 Gone with a JSON body', fixed(JSON.stringify({ message: 'Artifact has expired', documentation_url: 'https://docs.b32forge.dev/rest/actions/artifacts' }), { status: 410, type: 'application/json; charset=utf-8' }), cite('Coverage report artifact of run 7741', 'The coverage report shows 91 % line coverage.'), { path: '/repos/orbit-db/orbitkv/actions/artifacts/7741/zip' });
  I('i-npm-404-json', 'registry.b32npm.org', 'registry API 404 for a removed package', fixed('{"error":"Not found"}', { status: 404, type: 'application/json' }), cite('tiny-left-pad package metadata', 'tiny-left-pad 1.3.0 was published in 2016.'), { path: '/tiny-left-pad' });
  I('i-ja-sjis-404', 'docs.b32-kumo.jp', 'Japanese docs 404 in Shift_JIS', page(docPage({
    site: 'Kumo ドキュメント', lang: 'ja', charset: 'Shift_JIS', title: '404 ページが見つかりません', body: ['指定されたページは存在しません。', '<a href="/">トップページへ</a>'],
  }), { status: 404, charset: 'Shift_JIS' }), cite('Kumo 1.x 移行ガイド', 'Kumo 1.x からの移行には設定ファイルの変換が必要です。'), { path: '/1.x/migration.html' });
  I('i-paste-410', 'paste.b32bin.org', 'a deleted paste: 410 Gone', fixed(bare({ lang: 'en', title: '410 Gone', body: '<h1>Gone</h1><p>This paste was deleted.</p>' }), { status: 410 }), cite('Terraform plan output', 'The plan shows 3 resources to add and 1 to destroy.'), { path: '/p/Qw7Lm3Pz' });
  I('i-kb-fr-404', 'assistance.b32-logiciel.fr', 'French KB 404 with full site chrome', page(docPage({
    site: 'Assistance', lang: 'fr', title: 'Page introuvable', crumbs: ['Assistance'], body: ['Erreur 404 : la page demandée n’existe pas ou a été déplacée.', '<a href="/">Retour à l’accueil</a>'],
  }), { status: 404 }), cite('Configurer la double authentification', 'La double authentification accepte les clés FIDO2.'), { path: '/kb/double-authentification' });
  I('i-redirect-metadata', 'docs.b32cloudy.com', 'a redirect to a link-local cloud metadata address (unsafe target)', go('http://169.254.169.254/latest/meta-data/iam/security-credentials/', 302), cite('Instance metadata guide', 'Instances read credentials from the metadata service.'), { path: '/guides/instance-metadata' });
  I('i-redirect-file', 'dl.b32-chipsdk.com', 'a redirect to a file: URL (unsafe scheme)', go('file:///etc/passwd', 302), cite('SDK install script', 'The SDK installer places binaries under /opt/accel.'), { path: '/sdk/install' });
  I('i-redirect-loop', 'docs.b32-toolchain.dev', 'a redirect loop without cookies (A → B → A …)', go('/v/loop-b', 301), cite('Toolchain plugin API', 'Plugins register passes through a C ABI.'), { path: '/v/loop-a' });
  T('t-loop-b', 'docs.b32-toolchain.dev', '/v/loop-b', go('/v/loop-a', 301));
  I('i-docs-404-chrome', 'docs.b32stream.io', 'a 404 with the docs site\'s full chrome and suggestions', page(docPage({
    site: 'Streamline Docs', lang: 'en', title: 'Page not found', version: '4.1 (latest)', side: ['Introduction', 'Quickstart', 'Producers', 'Consumers', 'Security', 'Operations'],
    body: ['We could not find the page you were looking for.', '<h2>Were you looking for one of these?</h2><ul><li>Consumer groups</li><li>ACLs</li><li>Tiered storage</li></ul>'],
  }), { status: 404 }), cite('Streamline 1.x upgrade notes', 'Upgrading from 1.x requires a full cluster restart.'), { path: '/1.0/upgrade/' });
  I('i-zh-gb-404', 'docs.b32-yunfan.cn', 'Chinese docs 404 in GB18030', page(docPage({
    site: '云帆开发者文档', lang: 'zh', charset: 'GB18030', title: '页面不存在', body: ['您访问的页面不存在或已被删除。', '<a href="/">返回文档首页</a>'],
  }), { status: 404, charset: 'GB18030' }), cite('消息队列 SDK 旧版接口说明', '旧版 SDK 的 send 方法是同步的。'), { path: '/mq/legacy-sdk.html' });
  I('i-ko-404', 'developers.b32-jido.co.kr', 'Korean 404 page', page(docPage({
    site: '지도 API 개발자센터', lang: 'ko', title: '페이지를 찾을 수 없습니다', body: ['요청하신 페이지를 찾을 수 없습니다. 주소가 바르게 입력되었는지 확인해 주세요.'],
  }), { status: 404 }), cite('좌표계 변환 API', '좌표계 변환 API는 WGS84와 TM 좌표를 지원한다.'), { path: '/docs/local/transcoord' });
  I('i-gist-404', 'gist.b32hub.dev', 'a deleted gist: 404', fixed(forge404, { status: 404 }), cite('bash one-liner to clean docker images', 'The gist removes dangling images with docker image prune.'), { path: '/someone/1f2e3d4c5b6a' });
  I('i-renamed-then-404', FORGE, 'a 301 to a new repository name that itself answers 404 (deleted later)', go('/zephyr-io/zephyr-cli', 301), cite('zephyr-io/zephyr-tool', 'zephyr-tool deploys static sites to object storage.'), { path: '/zephyr-io/zephyr-tool' });
  T('t-renamed-404', FORGE, '/zephyr-io/zephyr-cli', fixed(forge404, { status: 404 }));
  I('i-wiki-410', 'wiki.b32-selfhost.org', 'a removed wiki page: 410 Gone', fixed(bare({ lang: 'en', title: 'Gone', body: '<h1>410 Gone</h1><p>The page "Matrix Synapse on Raspberry Pi" has been permanently removed.</p>' }), { status: 410 }), cite('Matrix Synapse on Raspberry Pi', 'Synapse runs on a Raspberry Pi 4 with 4 GB of RAM for small homeservers.'), { path: '/wiki/Matrix_Synapse_on_Raspberry_Pi' });
  I('i-api-404-json', 'api.b32hub.dev', 'API 404 JSON for a deleted issue', fixed(JSON.stringify({ message: 'Not Found', documentation_url: 'https://docs.b32forge.dev/rest/issues/issues#get-an-issue', status: '404' }), { status: 404, type: 'application/json; charset=utf-8' }), cite('Issue #5521: crash on empty config', 'Issue 5521 reports a crash when the config file is empty.'), { path: '/repos/pelican-mq/pelican/issues/5521' });
  I('i-malformed', 'mirror.b32-oldftp.org', 'a malformed HTTP answer (garbage status line)', rawAnswer(() => Buffer.from('HTTP/1.1 2OO KO\r\nContent-Lenght: xyz\r\n\r\n\u0000\u0001garbage')), cite('Mirror of the 2009 release tarballs', 'The mirror keeps every release tarball since 2009.'), { path: '/pub/releases/' });
  I('i-pl-404', 'blog.b32-bazy.pl', 'Polish blog 404 in ISO-8859-2', page(docPage({
    site: 'Bazy Danych w Praktyce', lang: 'pl', charset: 'ISO-8859-2', title: 'Nie znaleziono strony', body: ['Przepraszamy, ta strona nie istnieje. Mogła zostać usunięta lub przeniesiona.'],
  }), { status: 404, charset: 'ISO-8859-2' }), cite('Replikacja logiczna krok po kroku', 'Replikacja logiczna wymaga wal_level=logical.'), { path: '/2023/05/replikacja-logiczna' });
  I('i-tr-404', 'www.b32-yazilimci.com.tr', 'Turkish 404 in windows-1254', page(docPage({
    site: 'Yazılımcı', lang: 'tr', charset: 'windows-1254', title: 'Sayfa bulunamadı', body: ['Aradığınız sayfa bulunamadı. Silinmiş ya da taşınmış olabilir.'],
  }), { status: 404, charset: 'windows-1254' }), cite('Docker Compose ile geliştirme ortamı', 'Compose dosyası üç servis tanımlar.'), { path: '/docker-compose-rehberi' });
  I('i-de-404', 'hilfe.b32-netzwerk.de', 'German 404 in ISO-8859-1', page(docPage({
    site: 'Netzwerk Hilfe', lang: 'de', charset: 'ISO-8859-1', title: 'Seite nicht gefunden', body: ['Die angeforderte Seite wurde nicht gefunden (Fehler 404).', 'Zurück zur Startseite'],
  }), { status: 404, charset: 'ISO-8859-1' }), cite('Firewall-Regeln für IPv6 einrichten', 'Die Firewall blockiert eingehende IPv6-Verbindungen standardmäßig.'), { path: '/artikel/ipv6-firewall' });
  I('i-ru-koi8-404', 'forum.b32-linuxfan.ru', 'Russian forum 404 in KOI8-R', page(threadPage({
    site: 'Форум линуксоидов', lang: 'ru', charset: 'KOI8-R', title: 'Ошибка 404', posts: [{ who: 'система', when: '', html: '<p>Запрошенная тема не существует.</p>' }],
  }), { status: 404, charset: 'KOI8-R' }), cite('Настройка WireGuard на роутере', 'WireGuard на роутере требует ядра 5.6 или новее.'), { path: '/viewtopic/10001' });
  I('i-pypi-404', 'pypi.b32pkg.org', 'a project removed from the package index: 404', fixed(bare({ lang: 'en', title: 'Page Not Found (404) · PyPI', body: '<nav><a href="/">PyPI</a></nav><h1>We looked everywhere but couldn\'t find this page</h1><p>404 error</p>' }), { status: 404 }), cite('fast-jsonschema-x', 'fast-jsonschema-x compiles JSON Schemas to Python code.'), { path: '/project/fast-jsonschema-x/' });

  return E;
}

export { esc };
