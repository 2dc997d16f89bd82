/**
 * blind32 — walls: paywalled (subscriptions, member-only posts, metered previews, stores selling
 * a standard, free-registration walls) and blocked (SSO, partner portals, rate limits, bot
 * defences, WAFs, consent, geo and export-control blocks, maintenance, database errors, 5xx that persist).
 */
import { entry, esc, type Entry } from './blindkit';
import type { Handler } from './corpus';
import { bare, cite, docPage, fixed, go, page, threadPage } from './blind32kit';

export function walls(): Entry[] {
  const E: Entry[] = [];
  const add = (id: string, host: string, expected: 'paywalled' | 'blocked', reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string; meta?: Entry['meta'] } = {}) =>
    E.push(entry(id, host, expected, reason, handle, { ...c, ...x }));
  const P = (id: string, host: string, reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string; meta?: Entry['meta'] } = {}) => add(id, host, 'paywalled', reason, handle, c, x);
  const B = (id: string, host: string, reason: string, handle: Handler, c: ReturnType<typeof cite>, x: { path?: string } = {}) => add(id, host, 'blocked', reason, handle, c, x);

  // ---------------------------------------------------------------- paywalled
  P('p-book-preview', 'learning.b32-techbooks.com', 'an e-book chapter: first section shown, "start a free trial to continue reading"', page(docPage({
    site: 'TechBooks Learning', lang: 'en', title: 'Chapter 4. Designing Event-Driven Systems', docTitle: '4. Designing Event-Driven Systems - Streaming Architecture, 2nd Edition [Book]',
    body: [
      '<p class="book-meta">Streaming Architecture, 2nd Edition · by Priya Raman · Released June 2025 · Publisher: Northwind Media</p>',
      'An event-driven system records every change as an immutable event. Consumers derive their own views from the event log instead of querying a shared database.',
      '<div class="paywall-fade"></div><div class="t-sbo-prompt"><h3>Get full access to Streaming Architecture, 2nd Edition and 60K+ other titles, with a free 10-day trial.</h3><p>Also get exclusive access to hundreds of live events, courses curated by job role, and more.</p><a class="btn" href="/trial">Start your free trial</a> <a href="/login">Sign in</a></div>',
    ],
  })), cite('Designing Event-Driven Systems — Streaming Architecture, 2nd Edition', 'Event-driven systems record changes as immutable events from which consumers derive their own views.', [
    ['Consumers derive their own views from the event log instead of querying a shared database.', true],
  ]), { path: '/library/view/streaming-architecture-2nd/9781098100001/ch04.html' });

  P('p-member-only-blog', 'b32-mediumish.com', 'a member-only story: first paragraphs, then "Member-only story… become a member to read"', page((url) => bare({
    lang: 'en', title: 'Why We Moved Our Monorepo Off Bazel | by Tom Ekberg | Engineering at Quarry',
    head: `<meta property="og:title" content="Why We Moved Our Monorepo Off Bazel"><meta property="og:site_name" content="Medium"><meta name="author" content="Tom Ekberg"><meta property="og:url" content="${url}"><meta property="article:published_time" content="2025-10-08T14:00:00Z">`,
    body: `<header><a href="/">Medium</a> <a href="/m/signin">Sign in</a> <a href="/m/signup">Get started</a></header>
<article><div class="member-star">★ Member-only story</div><h1>Why We Moved Our Monorepo Off Bazel</h1><p class="byline">Tom Ekberg · 9 min read · Oct 8, 2025</p>
<p>Three years ago we moved 140 services into one repository built with Bazel. Builds got reproducible; our engineers got slower. This is the story of how we measured that and what we replaced it with.</p>
<p>The first sign was the onboarding survey: new hires needed eleven days on average before their first merged change.</p></article>
<div class="meteredContent"><h2>Read the full story with a free account.</h2><p>The author made this story available to Medium members only. If you're new to Medium, create a new account to read this story on us.</p><a href="/m/signup">Sign up to read</a> <a href="/membership">Become a member</a></div>
<footer>Help · Status · About · Careers · Press · Blog · Privacy · Terms</footer>`,
  })), cite('Why We Moved Our Monorepo Off Bazel', 'Quarry\'s new hires needed eleven days on average before their first merged change under Bazel.', [
    ['new hires needed eleven days on average before their first merged change', true],
  ]), { path: '/quarry-eng/why-we-moved-our-monorepo-off-bazel-5c2e91f0a7b3' });

  P('p-standard-store', 'www.b32-isostore.org', 'a standards store page: abstract shown, the standard itself sold (CHF 166)', page(docPage({
    site: 'Standards Store', lang: 'en', title: 'ISO/IEC 27035-4:2026 Information security incident management — Part 4: Coordination', crumbs: ['Store', 'ICS 35.030'],
    body: [
      '<h2>Abstract</h2>',
      'This document provides guidelines for coordinating the response to an information security incident across several organizations, including the exchange of indicators and the roles of a coordinating body.',
      '<table><tr><th>Status</th><td>Published</td></tr><tr><th>Publication date</th><td>2026-01</td></tr><tr><th>Pages</th><td>42</td></tr></table>',
      '<div class="buy-box"><h3>Buy this standard</h3><p>Format: PDF + ePub · Language: English</p><p class="price">CHF 166</p><button>Buy</button></div>',
    ],
  })), cite('ISO/IEC 27035-4:2026', 'ISO/IEC 27035-4 gives guidelines for coordinating incident response across organizations.', [
    ['guidelines for coordinating the response to an information security incident across several organizations', true],
  ]), { path: '/standard/88412.html' });

  P('p-vendor-kb-subscription', 'access.b32-enterprise-linux.com', 'a vendor KB "solution": issue shown, resolution for subscribers only (a subscription anyone can buy)', page(docPage({
    site: 'Customer Portal', lang: 'en', title: 'Kernel panic in xfs_iunlink after upgrade to 9.4', docTitle: 'Kernel panic in xfs_iunlink after upgrade to 9.4 - Customer Portal',
    crumbs: ['Knowledgebase', 'Solutions', '7061124'],
    body: [
      '<h2>Issue</h2>',
      'Systems upgraded to kernel 5.14.0-427 panic in <code>xfs_iunlink_remove</code> under heavy unlink load on XFS file systems created before version 8.',
      '<h2>Environment</h2><ul><li>Enterprise Linux 9.4</li><li>XFS</li></ul>',
      '<div class="subscriber-only"><h2>Resolution</h2><p><strong>Subscriber exclusive content</strong></p><p>A subscription provides unlimited access to our knowledgebase, tools, and much more.</p><a href="/login">Log in</a> <a href="/subscriptions/buy">Buy a subscription</a></div>',
    ],
  })), cite('Kernel panic in xfs_iunlink after upgrade to 9.4', 'Kernel 5.14.0-427 panics in xfs_iunlink_remove on older XFS file systems.', [
    ['panic in <code>xfs_iunlink_remove</code> under heavy unlink load'.replace(/<\/?code>/g, ''), true],
  ]), { path: '/solutions/7061124' });

  P('p-lwn-subscriber', 'b32-lwn.net', 'a subscriber-only article of a weekly (free to all a week later); isAccessibleForFree false', page((url) => bare({
    lang: 'en', title: 'A new API for kernel memory reclaim [LWN.net]',
    head: `<meta property="og:title" content="A new API for kernel memory reclaim"><meta property="og:site_name" content="LWN.net"><meta property="og:url" content="${url}">
<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: 'A new API for kernel memory reclaim', isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.ArticleText' }, publisher: { '@type': 'Organization', name: 'LWN.net' }, datePublished: '2026-02-05' })}</script>`,
    body: `<div class="Page"><h1>A new API for kernel memory reclaim</h1><div class="ArticleText">
<blockquote><b>Subscription required</b><p>The page you have tried to view (A new API for kernel memory reclaim) is currently available to LWN subscribers only. Reader subscriptions are a necessary way to fund the continued existence of LWN and the quality of its content.</p><p>If you are already an LWN.net subscriber, please log in with the form below to read this content.</p><p>(Alternatively, this item will become freely available on February 19, 2026)</p></blockquote>
</div></div>`,
  })), cite('A new API for kernel memory reclaim', 'LWN described a proposed kernel API for memory reclaim.'), { path: '/Articles/1010447/' });

  P('p-ja-member', 'xtech.b32-nikkan.jp', 'Japanese tech magazine: lead shown, rest for (free-registration) members — 「会員限定」', page(docPage({
    site: '日刊クロステック', lang: 'ja', title: '国内クラウド事業者、データセンターの液冷化を加速', author: '佐藤 健', date: '2025-12-04', ld: true,
    body: [
      '生成AI向けのGPUサーバーの増加を受け、国内のクラウド事業者がデータセンターの液冷化を急いでいる。',
      '<div class="membership-wall"><p>この記事は会員限定です。日経クロステックに登録すると続きをお読みいただけます。</p><p><a href="/register">会員登録（無料）</a> <a href="/login">ログイン</a></p><p>登録会員になると、会員限定の記事が月10本まで無料でお読みいただけます。</p></div>',
    ],
  })), cite('国内クラウド事業者、データセンターの液冷化を加速', '国内のクラウド事業者がデータセンターの液冷化を急いでいる。', [
    ['国内のクラウド事業者がデータセンターの液冷化を急いでいる', true],
  ]), { path: '/atcl/nxt/news/24/02411/' });

  P('p-de-plus', 'www.b32-heisse.de', 'German IT magazine "+"-article: teaser, then "weiterlesen mit … +" subscription offer', page(docPage({
    site: 'heisse online', lang: 'de', title: 'Passkeys im Unternehmen: Was Admins jetzt wissen müssen', author: 'Jana Vogt', date: '2025-11-18', ld: true,
    body: [
      'Passkeys ersetzen Passwörter durch kryptografische Schlüssel, die das Gerät des Nutzers nie verlassen. Für Unternehmen stellt sich die Frage, wie man sie verwaltet.',
      '<div class="paywall"><h3>Jetzt weiterlesen mit heisse+</h3><p>Sie haben noch kein heisse+? Testen Sie 1 Monat für 0,99 € – danach 12,95 € monatlich, jederzeit kündbar.</p><a href="/abo">Jetzt abonnieren</a> <a href="/login">Bereits Abonnent? Anmelden</a></div>',
    ],
  }), { charset: 'utf-8' }), cite('Passkeys im Unternehmen: Was Admins jetzt wissen müssen', 'Passkeys ersetzen Passwörter durch Schlüssel, die das Gerät nie verlassen.', [
    ['Passkeys ersetzen Passwörter durch kryptografische Schlüssel, die das Gerät des Nutzers nie verlassen.', true],
  ]), { path: '/select/passkeys-unternehmen-9871234.html' });

  P('p-fr-abonnes', 'www.b32-next-info.fr', 'French tech news article "réservé aux abonnés"', page(docPage({
    site: 'Next Info', lang: 'fr', charset: 'windows-1252', title: 'Logiciels libres : l’administration publie son socle 2026', author: 'Marc Lefèvre', date: '2026-01-22', ld: true,
    body: [
      'Le socle interministériel des logiciels libres recense les logiciels recommandés pour les administrations. L’édition 2026 compte 212 logiciels.',
      '<div class="paywall-block"><p><strong>Cet article est réservé aux abonnés.</strong> Abonnez-vous pour lire la suite, à partir de 1 € le premier mois.</p><a href="/abonnement">S’abonner</a> <a href="/connexion">Se connecter</a></div>',
    ],
  }), { charset: 'windows-1252' }), cite('Logiciels libres : l’administration publie son socle 2026', 'L’édition 2026 du socle interministériel compte 212 logiciels.', [
    ['L’édition 2026 compte 212 logiciels.', true],
  ]), { path: '/logiciels-libres-socle-2026/' });

  P('p-zh-vip', 'blog.b32-csdn.net', 'Chinese blog column: "订阅专栏 解锁全文" (paid column)', page(docPage({
    site: '技术博客', lang: 'zh', title: 'Kubernetes 调度器源码解析（三）：抢占机制', author: '码农老张', date: '2025-03-30',
    body: [
      '当高优先级的 Pod 无法被调度时，调度器会尝试抢占低优先级的 Pod，为它腾出资源。',
      '<div class="column-mask"><p>文章已被收录至付费专栏</p><p>订阅专栏 解锁全文</p><a class="btn" href="/column/buy">¥39.90 订阅</a><p>超级会员免费看</p></div>',
    ],
  })), cite('Kubernetes 调度器源码解析：抢占机制', '调度器会抢占低优先级的 Pod 为高优先级 Pod 腾出资源。', [
    ['调度器会尝试抢占低优先级的 Pod', true],
  ]), { path: '/zhanglaoma/article/details/137001234' });

  P('p-ko-paid', 'www.b32-itdaily.co.kr', 'Korean IT daily: premium article, "유료 회원 전용" subscription prompt', page(docPage({
    site: 'IT데일리', lang: 'ko', charset: 'EUC-KR', title: '국내 반도체 업계, 2나노 공정 수율 경쟁', author: '이수진', date: '2025-09-15',
    body: [
      '국내 반도체 업계가 2나노 공정의 수율을 끌어올리기 위한 경쟁에 나섰다.',
      '<div class="premium-lock"><p>이 기사는 유료 회원 전용 콘텐츠입니다.</p><p>구독하고 전체 기사를 읽어보세요. 월 9,900원</p><a href="/subscribe">구독하기</a> <a href="/login">로그인</a></div>',
    ],
  }), { charset: 'EUC-KR' }), cite('국내 반도체 업계, 2나노 공정 수율 경쟁', '국내 반도체 업계가 2나노 공정 수율 경쟁에 나섰다.'), { path: '/news/articleView/220871' });

  P('p-ru-subscription', 'b32-xakep.ru', 'Russian magazine: article available by subscription only', page(docPage({
    site: 'Хакер', lang: 'ru', charset: 'windows-1251', title: 'Разбираем уязвимость в загрузчике UEFI', author: 'Алексей Смирнов', date: '2025-08-12',
    body: [
      'В этой статье мы разберём, как ошибка в проверке подписи позволяла загрузить неподписанный модуль на этапе UEFI.',
      '<div class="paywall"><p>Продолжение доступно только участникам</p><p>Материалы из последних выпусков становятся доступны по отдельности только через два месяца после публикации. Чтобы продолжить чтение, необходимо стать участником сообщества.</p><a href="/subscribe">Оформить подписку</a></div>',
    ],
  }), { charset: 'windows-1251' }), cite('Разбираем уязвимость в загрузчике UEFI', 'Ошибка в проверке подписи позволяла загрузить неподписанный модуль UEFI.'), { path: '/hack/uefi-bootloader/' });

  P('p-es-suscriptores', 'www.b32-tecnologia.es', 'Spanish tech site: "contenido exclusivo para suscriptores"', page(docPage({
    site: 'Tecnología Hoy', lang: 'es', title: 'Cómo migramos 3.000 servidores a ARM', author: 'Lucía Gómez', date: '2025-06-30', ld: true,
    body: [
      'El equipo de infraestructura migró 3.000 servidores de x86 a ARM en nueve meses y redujo la factura eléctrica un 28 %.',
      '<div class="paywall"><p>Contenido exclusivo para suscriptores</p><p>Suscríbete por 1 € el primer mes para seguir leyendo.</p><a href="/suscripcion">Suscríbete</a> <a href="/login">¿Ya eres suscriptor? Inicia sesión</a></div>',
    ],
  })), cite('Cómo migramos 3.000 servidores a ARM', 'La migración a ARM redujo la factura eléctrica un 28 %.', [
    ['redujo la factura eléctrica un 28 %', true],
  ]), { path: '/infraestructura/migracion-arm' });

  P('p-ptbr-assinantes', 'www.b32-tecmundo.com.br', 'Brazilian tech news: "conteúdo exclusivo para assinantes"', page(docPage({
    site: 'Tec Mundo Hoje', lang: 'pt-BR', title: 'Pix automático: o que muda para desenvolvedores', author: 'Rafael Souza', date: '2025-06-16',
    body: [
      'O Pix Automático permite cobranças recorrentes autorizadas uma única vez pelo pagador, sem necessidade de confirmação a cada pagamento.',
      '<div class="paywall"><p>Este conteúdo é exclusivo para assinantes.</p><p>Assine a partir de R$ 1,90 no primeiro mês e tenha acesso ilimitado.</p><a href="/assine">Assine já</a> <a href="/entrar">Já sou assinante</a></div>',
    ],
  })), cite('Pix automático: o que muda para desenvolvedores', 'O Pix Automático permite cobranças recorrentes autorizadas uma única vez.', [
    ['cobranças recorrentes autorizadas uma única vez pelo pagador', true],
  ]), { path: '/mercado/pix-automatico-desenvolvedores' });

  P('p-course-locked', 'www.b32-academy.io', 'an online course lesson: intro shown, "enroll to unlock this lesson" (paid course)', page(docPage({
    site: 'Dev Academy', lang: 'en', title: 'Lesson 7: Writing a Lock-Free Queue', crumbs: ['Courses', 'Concurrency in Rust', 'Module 2'],
    body: [
      'In this lesson you build a multi-producer, single-consumer queue on top of atomic compare-and-swap, and test it with loom.',
      '<div class="lesson-locked"><h3>🔒 This lesson is locked</h3><p>Enroll in Concurrency in Rust to unlock all 24 lessons, exercises and the certificate.</p><p class="price">$149 · or included with Dev Academy Pro</p><a class="btn" href="/checkout/concurrency-in-rust">Enroll now</a></div>',
    ],
  })), cite('Writing a Lock-Free Queue — Concurrency in Rust', 'The lesson builds a multi-producer single-consumer queue on compare-and-swap.'), { path: '/courses/concurrency-in-rust/lessons/lock-free-queue' });

  P('p-metered-docs-forum', 'community.b32-devtalk.com', 'a developer community that meters articles: "You\'ve read 3 of 3 free articles this month"', page(threadPage({
    site: 'DevTalk Community', lang: 'en', title: 'Postmortem: how a leap second took down our scheduler',
    posts: [
      { who: 'ops_ravi', when: 'Jan 2, 2026', html: '<p>At 23:59:60 UTC our cron-like scheduler computed a negative sleep and spun on one core per node.</p><div class="meter-wall"><h3>You\'ve read 3 of 3 free articles this month.</h3><p>Subscribe to DevTalk Pro for unlimited access to postmortems and deep dives. $5/month.</p><a href="/pro">Subscribe</a> <a href="/login">Log in</a></div>' },
    ],
  })), cite('Postmortem: how a leap second took down our scheduler', 'A leap second made the scheduler compute a negative sleep and spin on one core per node.', [
    ['our cron-like scheduler computed a negative sleep and spun on one core per node', true],
  ]), { path: '/t/postmortem-leap-second-scheduler/8812' });

  P('p-registration-wall', 'www.b32-techreport.io', 'a whitepaper page behind a free registration form ("register to download")', page(docPage({
    site: 'TechReport', lang: 'en', title: '2026 State of Platform Engineering Report', crumbs: ['Resources', 'Reports'],
    body: [
      'Our annual survey of 2,400 engineers shows how platform teams measure success, what they build first and where internal developer portals fall short.',
      '<form class="gate"><h3>Fill out the form to read the full report</h3><p>Registration is free. We will e-mail you a link to the report.</p><label>Work e-mail <input type="email" required></label><label>Company <input required></label><label>Job title <input required></label><button>Get the report</button></form>',
    ],
  })), cite('2026 State of Platform Engineering Report', 'The 2026 report surveyed 2,400 engineers about platform teams.', [
    ['Our annual survey of 2,400 engineers', true],
  ]), { path: '/reports/state-of-platform-engineering-2026' });

  // ---------------------------------------------------------------- blocked
  B('b-sso-redirect', 'codeforge.b32hub.dev', 'a repository of an organisation with SAML SSO: 302 to the SSO page ("Single sign-on to Acme"); only members can pass', go('/orgs/acme-corp/sso?return_to=%2Facme-corp%2Finternal-billing%2Fblob%2Fmain%2FREADME.md', 302), cite('acme-corp/internal-billing README', 'Acme\'s billing service README describes its invoice retry policy.'), { path: '/acme-corp/internal-billing/blob/main/README.md' });
  E.push(entry('t-sso', 'codeforge.b32hub.dev', 'valid', 'redirect target (not scored)', fixed(bare({
    lang: 'en', title: 'Single sign-on to Acme Corp · CodeForge',
    body: `<header><a href="/">CodeForge</a></header><main class="auth-form"><h1>Single sign-on to <strong>Acme Corp</strong></h1><p>Authenticate your account by logging into Acme Corp's single sign-on provider.</p><form action="/orgs/acme-corp/saml/initiate" method="post"><button class="btn btn-primary">Continue</button></form><p class="note">Your account must be linked to an Acme Corp identity to view this organization's resources.</p></main><footer>Terms · Privacy · Docs</footer>`,
  })), { path: '/orgs/acme-corp/sso', target: true }));

  B('b-partner-portal', 'partners.b32vendor.com', 'a partner-portal KB article: 302 to the partner login page (only partners can sign in)', go('/s/login/?startURL=%2Fs%2Farticle%2FFirmware-upgrade-path-X7', 302), cite('Firmware upgrade path for X7 appliances', 'X7 appliances must be upgraded through firmware 4.2 before 5.x.'), { path: '/s/article/Firmware-upgrade-path-X7' });
  E.push(entry('t-partner-portal', 'partners.b32vendor.com', 'valid', 'redirect target (not scored)', fixed(bare({
    lang: 'en', title: 'Login | Halvard Partner Portal',
    body: `<div class="login-card"><img src="/logo.svg" alt="Halvard"><h1>Partner Portal</h1><p>This portal is for authorized Halvard partners and resellers. Sign in with your partner account.</p><form method="post"><label>Username <input name="un"></label><label>Password <input type="password" name="pw"></label><button>Log In</button></form><p><a href="/s/login/ForgotPassword">Forgot your password?</a> · <a href="/s/partner-application">Become a partner</a></p></div>`,
  })), { path: '/s/login/', target: true }));

  B('b-429-api', 'api.b32hub.dev', 'the API answers 429 with Retry-After (rate limit)', fixed(JSON.stringify({ message: 'API rate limit exceeded for 203.0.113.7. (But here\'s the good news: Authenticated requests get a higher rate limit.)', documentation_url: 'https://docs.b32forge.dev/rest/rate-limits' }), {
    status: 429, type: 'application/json; charset=utf-8', headers: { 'retry-after': '3600', 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': '1767225600' },
  }), cite('tidewave-parser releases (API)', 'tidewave-parser published 12 releases.'), { path: '/repos/tidewave/tidewave-parser/releases' });

  B('b-403-secondary-rate', 'codeforge.b32hub.dev', 'a 403 page saying "You have exceeded a secondary rate limit"', fixed(bare({
    lang: 'en', title: 'Rate limit · CodeForge',
    body: '<div class="container"><h1>Whoa there!</h1><p>You have exceeded a secondary rate limit.</p><p>Please wait a few minutes before you try again; in some cases this may take up to an hour.</p><p><a href="/contact">Contact Support</a> — <a href="https://status.example">CodeForge Status</a></p></div>',
  }), { status: 403 }), cite('orbitkv/src/btree.rs', 'orbitkv\'s B-tree uses 16 KB pages.'), { path: '/orbit-db/orbitkv/blob/main/src/btree.rs' });

  B('b-cf-challenge', 'docs.b32-toolchain.dev', 'a "Just a moment…" JavaScript challenge served with 403 and a challenge header', fixed(bare({
    lang: 'en-US', title: 'Just a moment...',
    head: '<meta http-equiv="refresh" content="390"><meta name="robots" content="noindex,nofollow">',
    body: '<div class="main-wrapper"><div class="main-content"><h1 class="zone-name-title">docs.b32-toolchain.dev</h1><h2 class="h2">Verifying you are human. This may take a few seconds.</h2><div id="challenge-stage"></div><noscript>Enable JavaScript and cookies to continue</noscript><p>docs.b32-toolchain.dev needs to review the security of your connection before proceeding.</p></div></div><div class="footer">Ray ID: 8f3a1c2b9d7e4f10 · Performance &amp; security by EdgeShield</div><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1"></script>',
  }), { status: 403, headers: { 'cf-mitigated': 'challenge', server: 'cloudflare' } }), cite('Cross-compiling with the toolchain', 'The toolchain supports cross-compiling to aarch64 with a single flag.'), { path: '/guide/cross-compiling' });

  B('b-js-challenge-200-ja', 'qa.b32-teratail.jp', 'a 200 JavaScript/cookie check page in Japanese instead of the Q&A thread', fixed(bare({
    lang: 'ja', title: 'アクセスを確認しています',
    body: '<div class="box"><h1>アクセスを確認しています…</h1><p>このページを表示するには、ブラウザのJavaScriptとCookieを有効にしてください。</p><p>自動的に移動しない場合は、ページを再読み込みしてください。</p></div><script>document.cookie="bm_chk="+Date.now()+";path=/";setTimeout(function(){location.reload()},1500)</script>',
  })), cite('Rustでのライフタイムエラーの解決方法', 'Rust のライフタイムエラーは参照の有効期間を明示すると解決できる。'), { path: '/questions/412233' });

  B('b-waf-rejected', 'support.b32-bank-it.com', 'an F5-style "Request Rejected" page with a support ID, status 200', fixed(`<html><head><title>Request Rejected</title></head><body>The requested URL was rejected. Please consult with your administrator.<br><br>Your support ID is: 14870234918232411207<br><br><a href='javascript:history.back();'>[Go Back]</a></body></html>`), cite('Developer API changelog', 'The bank\'s developer API deprecated v1 payments in 2025.'), { path: '/developers/changelog' });

  B('b-export-control', 'dl.b32-chipsdk.com', 'an SDK download page that refuses the region for export-control reasons (403)', fixed(bare({
    lang: 'en', title: 'Access restricted',
    body: '<main><h1>This content is not available in your country or region</h1><p>Due to U.S. export control regulations (EAR), downloads of the Accelerator SDK are not available from your location. If you believe this is an error, contact export-compliance@example.com with the reference below.</p><p>Reference: EC-7F21-0093</p></main>',
  }), { status: 403 }), cite('Accelerator SDK 12.4 release notes', 'Accelerator SDK 12.4 adds support for FP8 kernels.'), { path: '/sdk/12.4/release-notes.html' });

  B('b-geo-zh-200', 'www.b32-codehost.cn', 'a 200 page in Chinese: the content is unavailable in your region (geo-block)', page((url) => bare({
    lang: 'zh', title: '访问受限',
    head: `<meta property="og:url" content="${esc(url)}">`,
    body: '<div class="notice"><h2>抱歉，由于相关法律法规及政策，该内容在您所在的地区无法访问。</h2><p>如有疑问，请联系客服。</p><a href="/">返回首页</a></div>',
  })), cite('开源项目 LightRPC 的性能测试报告', 'LightRPC 在单核上达到每秒 12 万次调用。'), { path: `/lightrpc/bench/wiki/${encodeURIComponent('性能测试')}` });

  B('b-maintenance-503', 'docs.b32-toolchain.dev', 'the docs site is in scheduled maintenance (503 with Retry-After)', fixed(bare({
    lang: 'en', title: 'Down for maintenance',
    body: '<main><h1>We\'ll be back soon</h1><p>The documentation site is undergoing scheduled maintenance from 02:00 to 04:00 UTC. Thank you for your patience.</p><p>Follow <a href="https://status.example">our status page</a> for updates.</p></main>',
  }), { status: 503, headers: { 'retry-after': '7200' } }), cite('Linker flags reference', 'The toolchain\'s --gc-sections flag removes unused sections.'), { path: '/reference/linker-flags' });

  B('b-maintenance-de-200', 'doku.b32-behoerden-it.de', 'a German maintenance page with status 200 ("Wartungsarbeiten")', fixed(bare({
    lang: 'de', title: 'Wartungsarbeiten',
    body: '<div class="wartung"><h1>Wartungsarbeiten</h1><p>Aufgrund von Wartungsarbeiten ist die Entwicklerdokumentation vorübergehend nicht erreichbar. Bitte versuchen Sie es in einigen Stunden erneut.</p><p>Wir bitten um Ihr Verständnis.</p></div>',
  }), { charset: 'ISO-8859-1' }), cite('Schnittstellenbeschreibung XÖV-Meldewesen', 'Die Schnittstelle verwendet Nachrichten im XML-Format nach XÖV-Standard.'), { path: '/schnittstellen/meldewesen' });

  B('b-db-error', 'forum.b32-phpnuts.org', 'a forum answering "Error establishing a database connection" (200)', fixed(bare({
    lang: 'en', title: 'Database Error',
    body: '<div id="error-page"><h1>Error establishing a database connection</h1><p>This either means that the username and password information is incorrect or that the database server could not be contacted.</p></div>',
  })), cite('PHP 8.4 property hooks explained', 'PHP 8.4 property hooks let a property define get and set behaviour.'), { path: '/topic/php-84-property-hooks' });

  B('b-consent-redirect', 'developer.b32-portal.eu', 'a 302 to a consent.* host showing only the consent dialog', go('/?continue=https%3A%2F%2Fdeveloper.b32-portal.eu%2Fapi%2Fmaps%2Fgeocoding', 302, 'consent.b32-portal.eu'), cite('Geocoding API — Developer Portal', 'The geocoding API returns at most 10 candidates per query.'), { path: '/api/maps/geocoding' });
  E.push(entry('t-consent', 'consent.b32-portal.eu', 'valid', 'redirect target (not scored)', fixed(bare({
    lang: 'en', title: 'Before you continue',
    body: '<div class="consent"><h1>Before you continue to the Developer Portal</h1><p>We use cookies and data to deliver and maintain our services, track outages and protect against spam, fraud and abuse, and measure audience engagement.</p><p>If you choose to "Accept all", we will also use cookies and data to develop and improve new services and deliver and measure the effectiveness of ads.</p><form><button name="set_eom" value="false">Reject all</button> <button name="set_eom" value="true">Accept all</button></form><a href="/more">More options</a></div>',
  })), { path: '/', target: true }));

  B('b-consent-fr-200', 'docs.b32-hebergeur.fr', 'a 200 page that is only a French cookie-consent wall', fixed(bare({
    lang: 'fr', title: 'Vos choix en matière de cookies',
    body: '<div class="cmp-wall"><h1>Nous respectons votre vie privée</h1><p>Avec votre accord, nous et nos 812 partenaires utilisons des cookies ou technologies similaires pour stocker, consulter et traiter des données personnelles telles que votre visite sur ce site internet.</p><p>Vous pouvez retirer votre consentement ou vous opposer au traitement fondé sur l’intérêt légitime à tout moment.</p><button>Tout accepter</button> <button>Tout refuser</button> <button>Personnaliser</button></div>',
  }), { charset: 'windows-1252' }), cite('Configurer un certificat TLS sur un hébergement mutualisé', 'Les certificats TLS gratuits sont renouvelés automatiquement tous les 60 jours.'), { path: '/tutoriels/certificat-tls' });

  B('b-basic-auth', 'staging-docs.b32stream.io', 'a staging docs server asking for Basic auth (401 with WWW-Authenticate)', fixed('<html><head><title>401 Authorization Required</title></head><body><center><h1>401 Authorization Required</h1></center><hr><center>nginx</center></body></html>', {
    status: 401, headers: { 'www-authenticate': 'Basic realm="staging"' },
  }), cite('Streamline 5.0 migration guide (preview)', 'Streamline 5.0 removes ZooKeeper mode.'), { path: '/5.0/migration/' });

  B('b-akamai-403', 'www.b32-chipmaker.com', 'a CDN "Access Denied" 403 with a reference number', fixed(`<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don't have permission to access "http&#58;&#47;&#47;www&#46;b32&#45;chipmaker&#46;com&#47;content&#47;www&#47;us&#47;en&#47;docs&#47;intrinsics&#45;guide&#46;html" on this server.<P>\nReference&#32;&#35;18&#46;6f2c1b17&#46;1767225600&#46;3a9e01d\n<P>https&#58;&#47;&#47;errors&#46;edgesuite&#46;net&#47;18&#46;6f2c1b17&#46;1767225600&#46;3a9e01d</P>\n</BODY>\n</HTML>\n`, { status: 403, headers: { server: 'AkamaiGHost' } }), cite('Intrinsics Guide', 'The intrinsics guide documents AVX-512 instructions.'), { path: '/content/www/us/en/docs/intrinsics-guide.html' });

  B('b-captcha-ru', 'b32-yadocs.ru', 'a Russian "confirm you are not a robot" CAPTCHA page (200)', fixed(bare({
    lang: 'ru', title: 'Вы не робот?',
    body: '<div class="CheckboxCaptcha"><h1>Подтвердите, что запросы отправляли вы, а не робот</h1><p>Нам очень жаль, но запросы с вашего устройства похожи на автоматические.</p><form action="/checkcaptcha"><label><input type="checkbox"> Я не робот</label><button>Продолжить</button></form></div>',
  }), { charset: 'windows-1251' }), cite('Документация API Трекера: создание задачи', 'Метод создания задачи в API Трекера принимает поле queue.'), { path: '/docs/tracker/concepts/issues/create-issue' });

  B('b-418-bots', 'docs.b32-teapot.dev', 'a 418 answered to non-browser clients (bot defence)', fixed('<html><body><h1>418 I\'m a teapot</h1><p>Automated requests are not allowed.</p></body></html>', { status: 418 }), cite('Brewing API reference', 'The brewing API accepts a temperature parameter in Celsius.'), { path: '/api/brew' });

  B('b-406-waf', 'wiki.b32-selfhost.org', 'a 406 "Not Acceptable" from a web application firewall (mod_security)', fixed('<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>406 Not Acceptable</title>\n</head><body>\n<h1>Not Acceptable</h1>\n<p>An appropriate representation of the requested resource could not be found on this server.</p>\n<p>Additionally, a 406 Not Acceptable\nerror was encountered while trying to use an ErrorDocument to handle the request.</p>\n<hr><address>Apache Server at wiki.b32-selfhost.org Port 443</address>\n</body></html>', { status: 406 }), cite('Self-hosting a mail server with Postfix', 'The guide recommends enabling DKIM signing in Postfix.'), { path: '/guides/postfix-mailserver' });

  B('b-cookie-loop', 'docs.b32-erp-suite.com', 'a redirect loop in which every hop sets a cookie (needs a browser script)', (req, res, web) => {
    const n = Number(/loopn=(\d+)/.exec(req.headers.cookie ?? '')?.[1] ?? '0');
    res.writeHead(302, { location: `${web.origin('docs.b32-erp-suite.com')}/help/ledger/posting-periods`, 'set-cookie': [`loopn=${n + 1}; Path=/`, `TS01a2b3c=${(n * 7919).toString(16)}; Path=/; HttpOnly`] });
    res.end();
  }, cite('Posting periods in the general ledger', 'Posting periods can be closed per company code.'), { path: '/help/ledger/posting-periods' });

  B('b-500-persistent', 'ci.b32-builds.dev', 'the CI log page answers 500 every time', fixed(bare({ lang: 'en', title: '500 Internal Server Error', body: '<h1>Internal Server Error</h1><p>Something went wrong on our side. Request ID: 01HQ7Z8M2K9V4T</p>' }), { status: 500 }), cite('Build #48812 log — tidewave-parser', 'Build 48812 failed in the fuzzing job.'), { path: '/tidewave/tidewave-parser/builds/48812' });

  B('b-502-ko', 'wiki.b32-gaebal.kr', 'a Korean wiki answering 502 Bad Gateway every time', fixed('<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>openresty</center></body></html>', { status: 502 }), cite('러스트 소유권 개념 정리', '러스트의 소유권은 값마다 하나의 소유자를 둔다.'), { path: `/w/${encodeURIComponent('러스트_소유권')}` });

  B('b-login-200-gitlab', 'git.b32-company.io', 'a self-hosted code host answering 200 with its sign-in page for a private project', page((url) => bare({
    lang: 'en', title: 'Sign in · GitLab',
    head: `<meta property="og:url" content="${esc(url)}"><meta property="og:site_name" content="GitLab">`,
    body: '<div class="login-page"><h1>Company GitLab</h1><div class="login-box"><form action="/users/sign_in" method="post"><label>Username or primary email <input name="user[login]"></label><label>Password <input type="password" name="user[password]"></label><label><input type="checkbox"> Remember me</label><button>Sign in</button></form><p>Sign in with <a href="/users/auth/saml">Company SSO</a></p><p>You need to sign in or sign up before continuing.</p></div></div>',
  })), cite('infra/terraform-modules: VPC module', 'The VPC module creates three private subnets per region.'), { path: '/infra/terraform-modules/-/blob/main/vpc/README.md' });

  B('b-ddos-guard-zh', 'bbs.b32-kaifa.cn', 'a Chinese anti-bot interstitial ("正在进行安全验证") served with 200', fixed(bare({
    lang: 'zh', title: '安全验证',
    body: '<div class="verify"><h2>正在进行安全验证，请稍候……</h2><p>您的访问请求可能存在风险，请完成下方滑块验证后继续访问。</p><div id="nc_slider"></div></div><script src="/waf/slider.js"></script>',
  }), { charset: 'GB18030' }), cite('Go 语言协程调度详解', 'Go 的调度器采用 GMP 模型。'), { path: '/thread-99812-1-1.html' });

  return E;
}
