/**
 * One case (or a few) for every class of page the session-2 rules changed, in wordings and
 * languages of our own (not the held-out sets'): each goes through the real fetcher and checkUrl in
 * `npm run accuracy` and in corpus.test.ts. The reason says what the class is.
 */
import type { ServerResponse } from 'node:http';
import type { CorpusCase, Handler } from './corpus';
import { prose } from './texts';

const send = (res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', ...headers });
  res.end(body);
};
const ok = (body: string): Handler => (_q, r) => send(r, 200, body);
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;');

/** A page with a site header, a cookie banner, a main part and a footer — the furniture real pages carry. */
function shell(o: { lang: string; title: string; main: string; head?: string; site?: string }): string {
  return `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)}</title>${o.head ?? ''}</head><body>
<header class="site-header"><a href="/" class="logo">${esc(o.site ?? 'Site')}</a><nav><a href="/a">A</a> <a href="/b">B</a> <a href="/c">C</a></nav></header>
<div class="cookie-notice"><p>This site uses cookies to improve your experience. <button>OK</button></p></div>
<main>${o.main}</main><footer><p>© ${esc(o.site ?? 'Site')}</p></footer></body></html>`;
}
const longText = (n: number, offset = 0) => Array.from({ length: n }, (_, i) => `<p>${prose(3, offset + i)}</p>`).join('\n');

export function classCases(): CorpusCase[] {
  const cases: CorpusCase[] = [];
  const counters = new Map<string, number>();
  const add = (family: string, c: Omit<CorpusCase, 'id' | 'family' | 'split' | 'host' | 'path'> & { host?: string; path?: string }) => {
    const n = counters.get(family) ?? 0;
    counters.set(family, n + 1);
    cases.push({ id: `${family}-${n}`, family, split: 'holdout', host: c.host ?? `${family}.classes.example`, path: c.path ?? `/story/${n}`, ...c });
  };

  // — paywall template on a page that carries the whole article: valid —
  add('cls-paywall-template', {
    expected: 'valid', reason: 'the whole article is in the response; paywall classes on paragraphs and a meter modal after it are the site template',
    context: { title: 'Valley towns plan new footpaths' },
    handle: ok(shell({ lang: 'en', title: 'Valley towns plan new footpaths', site: 'Valley Post',
      main: `<article><h1>Valley towns plan new footpaths</h1>${longText(12).replace(/<p>/g, '<p class="paywall">')}</article>
<div class="paywall-modal"><h2>Subscribe to continue reading</h2><p>Already a subscriber? Sign in.</p></div>` })),
  });

  // — metadata by class —
  add('cls-meta', {
    expected: 'valid', reason: 'visible h1 headline differs from a social og:title; site suffix after a full-width bar named by the host; byline only as an author-page link; date only as a visible dateline',
    host: 'www.rivertown-courier.example',
    context: { title: 'River ferry returns after two-year pause' },
    meta: { title: ['River ferry returns after two-year pause'], publisher: ['Rivertown Courier'], author: ['Ines Alvarado'], published: ['2021-06-14'] },
    handle: ok(shell({ lang: 'en', title: 'River ferry returns after two-year pause ｜ RIVERTOWN COURIER', site: 'Rivertown Courier',
      head: '<meta property="og:title" content="You will not believe which ferry is back on the river">',
      main: `<article><h1>River ferry returns after two-year pause</h1><div class="meta-row"><a href="/author/ines-alvarado">Ines Alvarado</a></div>
<div class="when">June 14, 2021</div>${longText(6, 1)}</article>` })),
  });
  add('cls-meta', {
    expected: 'valid', reason: '"Headline | Section | Site" title cut at the h1; "By" line without markup (one line per element); a published-like meta key that is not in the usual list',
    host: 'www.harbourweekly.example',
    context: { title: 'Lighthouse keepers remember the storm of 1987' },
    meta: { title: ['Lighthouse keepers remember the storm of 1987'], author: ['Tomasz Wójcik'], published: ['2019-10-16'] },
    handle: ok(shell({ lang: 'en', title: 'Lighthouse keepers remember the storm of 1987 | Coast | The Harbour Weekly', site: 'The Harbour Weekly',
      head: '<meta name="publication_date" content="2019-10-16T07:00:00Z">',
      main: `<article><h1>Lighthouse keepers remember the storm of 1987</h1><div>By Tomasz Wójcik</div><div>HARBOUR WEEKLY STAFF</div>${longText(6, 2)}</article>` })),
  });
  add('cls-meta', {
    expected: 'valid', reason: 'meta author names the publisher (an organisation) while the byline names the person; a middle initial; two authors in one meta tag elsewhere',
    host: 'www.plainsgazette.example',
    context: { title: 'Wind farm approved after long hearing' },
    meta: { author: ['Laura E. Adkins'], publisher: ['Plains Gazette'] },
    handle: ok(shell({ lang: 'en', title: 'Wind farm approved after long hearing - Plains Gazette', site: 'Plains Gazette',
      head: '<meta property="og:site_name" content="Plains Gazette"><meta name="author" content="Plains Gazette">',
      main: `<article><h1>Wind farm approved after long hearing</h1><p class="byline">By Laura E. Adkins</p>${longText(6, 3)}</article>` })),
  });

  add('cls-meta', {
    expected: 'valid', reason: 'date only as a US-order dateline with a time (unambiguous: 28 > 12), in the article header',
    host: 'www.desertdispatch.example',
    context: { title: 'Canal cleanup draws hundreds of volunteers' },
    meta: { title: ['Canal cleanup draws hundreds of volunteers'], published: ['2016-11-28'] },
    handle: ok(shell({ lang: 'en', title: 'Canal cleanup draws hundreds of volunteers', site: 'Desert Dispatch',
      main: `<article><header><h1>Canal cleanup draws hundreds of volunteers</h1><span class="stamp">11/28/2016 11:00 AM PT</span></header>${longText(5, 7)}</article>` })),
  });

  add('cls-meta', {
    expected: 'valid', reason: 'no og:site_name or JSON-LD: the site name only as the <title> tail, whose head a heading (not the first) repeats with a final full stop; the company legal form dropped; date only in the URL path',
    host: 'www.kawabe-denki.example', path: '/press/2018/07/09/new-charger',
    context: { title: '小型急速充電器を発売' },
    meta: { title: ['小型急速充電器を発売'], publisher: ['カワベ電機'], published: ['2018-07-09'] },
    handle: ok(shell({ lang: 'ja', title: '小型急速充電器を発売。｜カワベ電機株式会社', site: 'カワベ電機',
      main: `<article><h2>プレスリリース</h2><h2>小型急速充電器を発売</h2>${longText(5, 9)}</article>` })),
  });
  add('cls-meta', {
    expected: 'valid', reason: 'a byline with an e-mail address after a bar, and a "Written by … in <section> on <date>" line elsewhere',
    host: 'www.lakeshore-times.example',
    context: { title: 'Ferry fares rise for the summer season' },
    meta: { author: ['Dana Whitcombe'] },
    handle: ok(shell({ lang: 'en', title: 'Ferry fares rise for the summer season', site: 'Lakeshore Times',
      main: `<article><h1>Ferry fares rise for the summer season</h1><div class="byline">Dana Whitcombe | dwhitcombe@lakeshore-times.example</div>${longText(5, 10)}</article>` })),
  });
  add('cls-meta', {
    expected: 'valid', reason: '"Written by <name> in <section> on <date>" as the only byline',
    host: 'www.benchnotes.example',
    context: { title: 'Kernel scheduler patches land for testing' },
    meta: { author: ['Pavel Horak'] },
    handle: ok(shell({ lang: 'en', title: 'Kernel scheduler patches land for testing', site: 'Bench Notes',
      main: `<article><h1>Kernel scheduler patches land for testing</h1><div class="author">Written by Pavel Horak in Linux Kernel on 3 March 2020 at 09:15 AM EST. 12 Comments</div>${longText(5, 11)}</article>` })),
  });

  add('cls-meta', {
    expected: 'valid', reason: 'og:site_name names the hosting platform after the brand ("… powered by …"); the meta author in catalogue order ("Last, First")',
    host: 'www.quiltersroundtable.example',
    context: { title: 'Choosing batting for a winter quilt' },
    meta: { publisher: ['Quilters Roundtable'], author: ['Marguerite Okafor'] },
    handle: ok(shell({ lang: 'en', title: 'Choosing batting for a winter quilt', site: 'Quilters Roundtable',
      head: '<meta property="og:site_name" content="Quilters Roundtable powered by Threadhub"><meta name="author" content="Okafor, Marguerite">',
      main: `<article><h1>Choosing batting for a winter quilt</h1>${longText(5, 12)}</article>` })),
  });

  add('cls-meta', {
    expected: 'valid', reason: 'the first h1 is a section label far above the story; the dateline stands by the story\'s own headline (an h2), not by that h1',
    host: 'www.bayfront-ledger.example',
    context: { title: 'Port authority names new harbour master' },
    meta: { title: ['Port authority names new harbour master'], published: ['2017-03-06'] },
    handle: ok(shell({ lang: 'en', title: 'Port authority names new harbour master', site: 'Bayfront Ledger',
      head: '<meta property="og:title" content="Port authority names new harbour master">',
      main: `<h1>Waterfront</h1>${Array.from({ length: 18 }, (_, i) => `<p><a href="/topics/${i}">Topic number ${i} of the waterfront section</a></p>`).join('')}
<article><h2>Port authority names new harbour master</h2><div class="stamp">March 6, 2017 8:30 AM</div>${longText(5, 13)}</article>` })),
  });

  // — soft 404s, removals, empty searches in other languages —
  const soft404: [string, string, string][] = [
    ['nl', 'Pagina niet gevonden', 'Helaas, deze pagina bestaat niet (meer).'],
    ['pl', 'Nie znaleziono strony', 'Strona, której szukasz, nie istnieje.'],
    ['id', 'Halaman tidak ditemukan', 'Maaf, halaman yang Anda cari tidak ditemukan.'],
    ['cs', 'Stránka nenalezena', 'Omlouváme se, požadovaná stránka neexistuje.'],
  ];
  for (const [lang, h1, p] of soft404) {
    add('cls-soft404', {
      expected: 'mismatch', reason: `${lang} soft 404 ("${h1}") with 200, a cookie notice and a list of other stories`,
      context: { title: 'Harbour repairs finished ahead of schedule' },
      handle: ok(shell({ lang, title: `${h1} – Nieuws`, main: `<h1>${h1}</h1><p>${p}</p><h3>Popular</h3><ul><li><a href="/x/1">${prose(1, 1)}</a></li><li><a href="/x/2">${prose(1, 2)}</a></li></ul>` })),
    });
  }
  add('cls-takedown', {
    expected: 'mismatch', reason: 'French removal notice ("Article supprimé") instead of the cited piece',
    context: { title: 'Enquête sur les marchés publics de la ville' },
    handle: ok(shell({ lang: 'fr', title: 'Article supprimé', main: '<h1>Article supprimé</h1><p>Cet article a été retiré à la demande de son auteur.</p>' })),
  });
  add('cls-search', {
    expected: 'mismatch', reason: 'Italian site search with a search form: "la ricerca … non ha prodotto … nessun risultato", the message mid-sentence',
    path: '/cerca', context: { title: 'Bilancio comunale 2022' },
    handle: ok(shell({ lang: 'it', title: 'Risultati della ricerca', main: '<h1>Risultati della ricerca</h1><form action="/cerca"><input name="q" value="bilancio comunale 2022"></form><p>La tua ricerca di «bilancio comunale 2022» ha restituito nessun risultato.</p>' })),
  });
  add('cls-search', {
    expected: 'valid', reason: 'a short article that mentions "no results found" mid-sentence, on a page that is not a search page',
    context: { title: 'Why people give up on site search' },
    handle: ok(shell({ lang: 'en', title: 'Why people give up on site search', main: '<article><h1>Why people give up on site search</h1><p>Users who see no results found on a shop often leave within seconds, a study says.</p></article>' })),
  });

  // — paywall gates in other languages, and quoted mentions —
  const gates: [string, string][] = [
    ['it', 'Per continuare a leggere abbonati a soli 1 euro al mese.'],
    ['pl', 'Aby czytać dalej, wykup prenumeratę cyfrową.'],
    ['de', 'Um den ganzen Artikel zu lesen, werden Sie Abonnent.'],
  ];
  for (const [lang, gate] of gates) {
    add('cls-paywall-gate', {
      expected: 'paywalled', reason: `${lang} teaser followed by a subscription gate ("${gate.slice(0, 40)}…")`,
      context: { title: 'Harbour repairs finished ahead of schedule' },
      handle: ok(shell({ lang, title: 'Harbour repairs finished ahead of schedule', head: '<meta property="og:type" content="article">',
        main: `<article><h1>Harbour repairs finished ahead of schedule</h1><p>${prose(1, 4)}</p><div class="gate"><p>${gate}</p></div></article>` })),
    });
  }
  add('cls-quoted', {
    expected: 'valid', reason: 'a short article that quotes a wall\'s words ("Please subscribe to continue reading") inside quote marks',
    context: { title: 'Readers tire of subscription prompts' },
    handle: ok(shell({ lang: 'en', title: 'Readers tire of subscription prompts', main: `<article><h1>Readers tire of subscription prompts</h1><p>“Please subscribe to continue reading” was the prompt readers disliked most, the survey of 2,000 people found.</p><p>${prose(2, 5)}</p></article>` })),
  });

  // — login wall on a page that calls itself an article —
  add('cls-login', {
    expected: 'paywalled', reason: 'page described as an article (og:type) whose body is only "Please log in to see this discussion" and a password form',
    context: { title: 'Best route over the pass in winter' },
    handle: ok(shell({ lang: 'en', title: 'Best route over the pass in winter | Hikers Board', head: '<meta property="og:type" content="article">',
      main: '<div class="notice"><h2>Please log in to see this discussion.</h2><form action="/session" method="post"><input name="user"><input type="password" name="pw"><button>Go</button></form></div>' })),
  });

  // — proof-of-work / "not a robot" interstitial without a known vendor —
  add('cls-challenge', {
    expected: 'blocked', reason: 'an interstitial saying "Checking that you are not a robot…" with a progress bar and an explanation paragraph (200)',
    context: { title: 'Kernel patch for the scheduler' },
    handle: ok(`<!doctype html><html><head><title>One moment…</title></head><body><main><h1>Making sure you are not a robot…</h1><div role="progressbar"></div><p>This website asks your browser to solve a small computation before showing the page. It protects the server from aggressive scrapers that cause downtime for everyone. The check runs once and takes a few seconds on most devices, after which you are sent on to the page you asked for.</p></main></body></html>`),
  });

  // — a redirect to the section above the cited page —
  add('cls-section-redirect', {
    expected: 'mismatch', reason: 'deep link 302 to its section front (/sport/) listing other stories',
    host: 'www.section-news.example', path: '/sport/2020/05/01/final-score-story.html', context: { title: 'Harbour rowing club wins the final' },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('www.section-news.example')}/sport/` }); r.end(); },
  });
  cases.push({
    id: 'cls-section-front', family: 'cls-section-target', split: 'holdout', host: 'www.section-news.example', path: '/sport/', expected: 'mismatch', reason: 'target', context: {},
    handle: ok(shell({ lang: 'en', title: 'Sport - Section News', main: `<h1>Sport</h1>${[1, 2, 3, 4].map((i) => `<div class="card"><a href="/sport/${i}"><h2>${prose(1, i).slice(0, 60)}</h2></a></div>`).join('')}` })),
  });

  // — a quote that stands only in reader comments or in a list of other stories is not the source's words —
  const fähre = '<article><h1>Neue Nachtfähre nach Rügen ab Mai</h1><p>Die Reederei setzt ab Mai eine Nachtfähre zwischen Stralsund und Sassnitz ein, die um 23 Uhr ablegt.</p><p>Die Fahrt dauert knapp zwei Stunden; Fahrräder werden kostenlos befördert. Der Landkreis beteiligt sich an den Betriebskosten für die ersten drei Jahre, danach soll die Linie sich selbst tragen.</p><p>Der Bürgermeister von Sassnitz sprach von einem wichtigen Signal für den Tourismus in der Nebensaison, in der die Insel bisher abends kaum zu erreichen war.</p></article>';
  add('cls-own-words', {
    expected: 'valid', reason: 'German story; the claimed words are only in a reader comment (Disqus-style thread): quote not the source\'s',
    context: { title: 'Neue Nachtfähre nach Rügen ab Mai' },
    quotes: [{ quote: 'Endlich kommen wir nach dem Konzert noch am selben Abend nach Hause', present: false }, { quote: 'die um 23 Uhr ablegt', present: true }],
    handle: ok(shell({ lang: 'de', title: 'Neue Nachtfähre nach Rügen ab Mai', site: 'Ostsee-Bote', main: `${fähre}<div id="disqus_thread"><div class="post"><span class="author">Inselkind</span><p>Endlich kommen wir nach dem Konzert noch am selben Abend nach Hause.</p></div></div>` })),
  });
  add('cls-own-words', {
    expected: 'valid', reason: 'German story; the claimed words are only the headline of a "most read" list entry: quote not the source\'s',
    context: { title: 'Neue Nachtfähre nach Rügen ab Mai' },
    quotes: [{ quote: 'Personalmangel: Fähren nach Hiddensee fallen aus', present: false }],
    handle: ok(shell({ lang: 'de', title: 'Neue Nachtfähre nach Rügen ab Mai', site: 'Ostsee-Bote', main: `${fähre}<section class="most-read"><h3>Meistgelesen</h3><ol><li><a href="/a/1">Personalmangel: Fähren nach Hiddensee fallen aus</a></li><li><a href="/a/2">Sturmflutwarnung für das Wochenende</a></li></ol></section>` })),
  });
  add('cls-own-words', {
    expected: 'valid', reason: 'must stay: a forum thread whose posts are its content (class "comment-body"): a quote from a post is the source\'s words',
    context: { title: 'Nachtfähre Stralsund–Sassnitz: Erfahrungen?' },
    quotes: [{ quote: 'die Fähre legte pünktlich um 23 Uhr ab', present: true }],
    handle: ok(shell({ lang: 'de', title: 'Nachtfähre Stralsund–Sassnitz: Erfahrungen? - Reiseforum', site: 'Reiseforum', main: '<h1>Nachtfähre Stralsund–Sassnitz: Erfahrungen?</h1><div class="comment"><div class="comment-body"><p>Ist schon jemand mit der neuen Nachtfähre gefahren?</p></div></div><div class="comment"><div class="comment-body"><p>Ja, letzten Freitag: die Fähre legte pünktlich um 23 Uhr ab und war halb voll.</p></div></div>' })),
  });
  // — client-rendered shells whose text is in the response (hydration data, JSON-LD articleBody): judged on that text —
  const spaShell = (o: { lang: string; title: string; head?: string; root?: string; tail: string }) =>
    `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)}</title><meta name="viewport" content="width=device-width">${o.head ?? ''}<script src="/assets/app.9c1e.js" defer></script></head><body>${o.root ?? '<div id="app"></div>'}${o.tail}</body></html>`;
  const puerto = ['El ayuntamiento aprobó el martes la ampliación del puerto deportivo con doscientos amarres nuevos y un carril bici que unirá el paseo marítimo con la estación.', 'Las obras comenzarán en otoño y durarán catorce meses, según el calendario presentado por la concejala de Urbanismo, que calificó el proyecto de histórico para el barrio.', 'Los vecinos pidieron que se mantenga el acceso libre a la playa durante los trabajos.'];
  const rsc = (i: number, row: unknown) => `<script>self.__next_f.push([1,${JSON.stringify(`${i}:${JSON.stringify(row)}\n`)}])</script>`;
  add('cls-shell', {
    expected: 'valid', reason: 'Next.js app-router shell (Spanish): the story only in the self.__next_f React Server Components payload, as a browser would render it',
    context: { title: 'El puerto deportivo tendrá doscientos amarres nuevos' },
    quotes: [{ quote: 'un carril bici que unirá el paseo marítimo con la estación', present: true }, { quote: 'un tranvía que unirá el paseo marítimo con el aeropuerto', present: false }],
    handle: ok(spaShell({ lang: 'es', title: 'El puerto deportivo tendrá doscientos amarres nuevos | Diario del Puerto', root: '<div id="__next"></div>',
      tail: `<script>(self.__next_f=self.__next_f||[]).push([0])</script>${rsc(1, ['$', 'div', null, { className: 'flex flex-col items-center gap-4 px-6 md:px-12 lg:max-w-3xl', children: ['$', 'h1', null, { children: 'El puerto deportivo tendrá doscientos amarres nuevos' }] }])}${puerto.map((p, i) => rsc(i + 2, ['$', 'p', null, { className: 'text-lg leading-relaxed text-slate-800', children: p }])).join('')}` })),
  });
  const hafen = ['Die Stadtwerke haben am Montag bestätigt, dass die neue Fähre zwischen Altstadt und Hafencity ab dem ersten Juni im Zwanzig-Minuten-Takt fährt.', 'Das Schiff fährt elektrisch und wird nachts an der Anlegestelle geladen; die Fahrt kostet so viel wie ein Busticket.', 'Anwohner hatten die Verbindung seit Jahren gefordert.'];
  add('cls-shell', {
    expected: 'valid', reason: 'Nuxt 3 shell (German): the story only in the <script id="__NUXT_DATA__" type="application/json"> payload (devalue array)',
    context: { title: 'Neue E-Fähre verbindet Altstadt und Hafencity' },
    quotes: [{ quote: 'ab dem ersten Juni im Zwanzig-Minuten-Takt fährt', present: true }],
    handle: ok(spaShell({ lang: 'de', title: 'Neue E-Fähre verbindet Altstadt und Hafencity – Stadtanzeiger', root: '<div id="__nuxt"></div>',
      tail: `<script type="application/json" id="__NUXT_DATA__" data-ssr="false">${JSON.stringify([['ShallowReactive', 1], { data: 2, state: 9 }, ['ShallowReactive', 3], { 'artikel-e-faehre': 4 }, { titel: 5, absaetze: 6, rubrik: 8 }, 'Neue E-Fähre verbindet Altstadt und Hafencity', [7, 10, 11], hafen[0], 'lokales', {}, hafen[1], hafen[2]])}</script>` })),
  });
  const kouen = ['市は十二日、駅前の旧市場跡地を市民公園として整備する計画を正式に発表した。', '園内には図書館の分館と子ども向けの遊び場が設けられ、二〇二七年春の開園を目指すという。', '市長は記者会見で「駅前に人が集まる場所を取り戻したい」と述べた。'];
  add('cls-shell', {
    expected: 'valid', reason: 'Japanese SPA: the story only in window.__INITIAL_STATE__, its body an HTML string with \\u escapes (no spaces between words)',
    context: { title: '駅前の旧市場跡地を市民公園に 市が計画発表' },
    quotes: [{ quote: '園内には図書館の分館と子ども向けの遊び場が設けられ', present: true }],
    handle: ok(spaShell({ lang: 'ja', title: '駅前の旧市場跡地を市民公園に 市が計画発表｜みなと新聞',
      tail: `<script>window.__INITIAL_STATE__ = ${JSON.stringify({ article: { id: 8812, headline: '駅前の旧市場跡地を市民公園に 市が計画発表', body: kouen.map((p) => `<p>${p}</p>`).join('') }, ui: { lang: 'ja' } }).replace(/[\u3000-\u9fff]/g, (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`)};</script>` })),
  });
  add('cls-shell', {
    expected: 'valid', reason: 'Portuguese shell: the text only in JSON-LD articleBody (inside @graph); the root element is empty',
    context: { title: 'Biblioteca municipal reabre com horário alargado' },
    quotes: [{ quote: 'passa a abrir aos domingos de manhã', present: true }],
    handle: ok(spaShell({ lang: 'pt', title: 'Biblioteca municipal reabre com horário alargado - Jornal da Vila',
      head: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@graph': [{ '@type': 'WebSite', name: 'Jornal da Vila' }, { '@type': 'NewsArticle', headline: 'Biblioteca municipal reabre com horário alargado', articleBody: 'A biblioteca municipal reabriu esta segunda-feira depois de oito meses de obras e passa a abrir aos domingos de manhã. A sala infantil foi ampliada e o edifício tem agora um elevador. A câmara investiu cerca de um milhão de euros na renovação.' }] })}</script>`, tail: '' })),
  });
  add('cls-shell', {
    expected: 'blocked', reason: 'must stay: an SPA shell whose only embedded strings are its interface dictionary (menu words, "Page not found", "Subscribe to continue reading"): no story in the response, an empty shell',
    context: { title: 'Council approves new cycle lanes on the ring road' },
    handle: ok(spaShell({ lang: 'en', title: 'Eastside Gazette',
      tail: `<script>window.__I18N__ = ${JSON.stringify({ en: { menu: 'Menu', search: 'Search', notFound: 'Page not found', notFoundBody: 'Sorry, the page you are looking for could not be found.', paywall: 'Subscribe to continue reading our journalism today.', cookies: 'We use cookies to give you the best experience on our site.' } })};</script>` })),
  });
  add('cls-shell', {
    expected: 'mismatch', reason: 'an SPA shell whose embedded data holds another story than the cited one (a school roof repair, cited for a stadium vote): unrelated content',
    context: { title: 'City council rejects plan for new football stadium', claims: ['The city council voted against building a new football stadium next to the river.'] },
    handle: ok(spaShell({ lang: 'en', title: 'Northfield Chronicle',
      tail: `<script id="__NEXT_DATA__" type="application/json">${JSON.stringify({ props: { pageProps: { story: { title: 'Primary school roof repaired before winter', paragraphs: ['Builders finished replacing the leaking roof of Hillcrest Primary School on Friday, two weeks ahead of schedule.', 'Pupils had been taught in the library and the sports hall since a storm damaged the building in September.', 'The repairs cost the education authority about half of what was first estimated.', 'Parents said the school had handled the months of disruption well, and the head teacher thanked the builders at a short assembly on Friday afternoon.'] } } }, page: '/story/[slug]', query: { slug: 'school-roof' }, buildId: 'x81' })}</script>` })),
  });
  // — feeds: each XML element is its own line (a date element glued to the entry's text hid a quote) —
  add('cls-feed', {
    expected: 'valid', reason: 'a French Atom feed cited as the source: the quote is the content of an entry, after an <updated> date element',
    context: { title: 'Carnets de terrain' }, path: '/atom.xml',
    quotes: [{ quote: 'Nous avons compté vingt-trois nids de martinets sous les toits de la halle', present: true }],
    handle: (_q, r) => send(r, 200, `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Carnets de terrain</title><id>urn:uuid:5c1f</id><updated>2025-06-02T08:00:00Z</updated><entry><title>Les martinets de la halle</title><id>urn:uuid:5c20</id><updated>2025-06-01T18:30:00Z</updated><content type="text">Nous avons compté vingt-trois nids de martinets sous les toits de la halle, soit cinq de plus que l'an dernier.</content></entry></feed>`, { 'content-type': 'application/atom+xml; charset=utf-8' }),
  });
  // — a citing title that is only the file's name says nothing about its content —
  add('cls-file-title', {
    expected: 'valid', reason: 'a JSON data file cited under its own file name ("luftqualitaet_messstellen_2024.json"): the name matches the address, not the content\'s words',
    context: { title: 'luftqualitaet_messstellen_2024.json' }, path: '/opendata/umwelt/luftqualitaet_messstellen_2024.json',
    handle: (_q, r) => send(r, 200, JSON.stringify([{ id: 'DEBW118', name: 'Stuttgart Am Neckartor', no2: 41.2 }, { id: 'DEBW099', name: 'Karlsruhe Reinhold-Frank-Straße', no2: 27.9 }]), { 'content-type': 'application/json' }),
  });
  // — a listing page cited for one piece —
  const teasers = ['Nowy most na Wiśle otwarty dla pieszych', 'Ceny biletów komunikacji miejskiej bez zmian', 'Remont dworca potrwa do jesieni', 'Tramwaj na Ursynów: ruszył przetarg', 'Rowery miejskie wracają po zimie', 'Park nad Wisłą z nowymi alejkami'];
  const kategoria = shell({ lang: 'pl', title: 'Transport - Gazeta Stołeczna', site: 'Gazeta Stołeczna', main: `<h1>Kategoria: Transport</h1><div class="lista">${teasers.map((t, i) => `<div class="wpis"><h2><a href="/artykul/${i}">${t}</a></h2><p>${t.split(' ').slice(0, 3).join(' ')}…</p></div>`).join('')}</div>` });
  add('cls-cited-listing', {
    expected: 'mismatch', reason: 'a Polish category page (/kategoria/transport/) of six teasers cited for a follow-up article whose title shares most words with one teaser: a listing, not the source',
    context: { title: 'Tramwaj na Ursynów: przetarg unieważniony' }, path: '/kategoria/transport/', handle: ok(kategoria),
  });
  add('cls-cited-listing', {
    expected: 'valid', reason: 'must stay: the same category page cited as the category (its own headline as the title)',
    context: { title: 'Kategoria: Transport' }, host: 'cls-cited-listing-own.classes.example', path: '/kategoria/transport/', handle: ok(kategoria),
  });
  // — another story on the same site: the page's own headline is not the cited title, and only the site's places and names are shared —
  const news = (lang: string, site: string, headline: string, paras: string[], o: { section?: string; rail?: string[] } = {}) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(headline)} | ${esc(site)}</title><meta property="og:type" content="article"><meta property="og:site_name" content="${esc(site)}"></head><body>
<header class="masthead"><a class="brand" href="/">${esc(site)}</a><nav class="menu"><a href="/lokal">${esc(o.section ?? 'Lokal')}</a> <a href="/sport">Sport</a></nav></header>
<main id="content"><article class="story"><p class="kicker">${esc(o.section ?? 'Lokal')}</p><h1 class="story-title">${esc(headline)}</h1><p class="meta">${esc(site)}</p>${paras.map((p) => `<p>${esc(p)}</p>`).join('')}</article></main>
${o.rail ? `<aside class="rail"><h3>Mehr</h3><ul>${o.rail.map((t, i) => `<li><a href="/r/${i}">${esc(t)}</a></li>`).join('')}</ul></aside>` : ''}<footer>© ${esc(site)}</footer></body></html>`;
  add('cls-other-story', {
    expected: 'mismatch', reason: 'a German article on the same site about another project in the same district: only the town and the district are shared with the cited title',
    context: { title: 'Stadtbibliothek eröffnet Zweigstelle mit Lesecafé im Freiburger Stühlinger', claims: ['Die Zweigstelle im Stühlinger bietet 25.000 Medien und ist sechs Tage die Woche geöffnet.'] },
    handle: ok(news('de', 'Breisgau Bote', 'Stühlinger Kirchplatz: Umbau beginnt im Herbst', [
      'Der Stühlinger Kirchplatz wird ab Oktober umgestaltet, hat der Freiburger Gemeinderat beschlossen. Die Stadt pflanzt dreißig Bäume und ersetzt den Asphalt durch helles Pflaster.',
      'Während der Bauzeit fahren die Busse der Linie 14 eine Umleitung über die Eschholzstraße. Anwohner waren bei zwei Versammlungen beteiligt worden.',
      'Die Arbeiten sollen im Sommer nächsten Jahres abgeschlossen sein und kosten rund 3,4 Millionen Euro.',
    ], { rail: ['Stadtbibliothek eröffnet Zweigstelle mit Lesecafé im Freiburger Stühlinger', 'SC Freiburg gewinnt Derby'] })),
  });
  add('cls-other-story', {
    expected: 'mismatch', reason: 'a Spanish story URL that now redirects to another story of the same newspaper about the same city and avenue: the quote, the numbers and the topic words are not there',
    context: { title: 'Valencia amplía el carril bici de la avenida del Puerto hasta la playa', claims: ['El nuevo tramo del carril bici medirá 2,8 kilómetros y costará 1,9 millones de euros.'], quotes: ['el nuevo tramo conectará la avenida del Puerto con el paseo marítimo'] },
    path: '/valencia/2024/03/carril-bici-avenida-puerto',
    handle: (_q, r) => { r.writeHead(301, { location: '/valencia/2024/03/mercado-central-horario-verano' }); r.end(); },
  });
  add('cls-other-story-target', {
    expected: 'mismatch', reason: 'target of the redirect', host: 'cls-other-story.classes.example', path: '/valencia/2024/03/mercado-central-horario-verano', context: {},
    handle: ok(news('es', 'Diario de Levante Sur', 'El Mercado Central de Valencia estrena horario de verano', [
      'El Mercado Central de Valencia abrirá por las tardes de junio a septiembre, según ha anunciado el Ayuntamiento.',
      'Los puestos de la avenida del Oeste y de la plaza podrán abrir hasta las 20.00 horas de lunes a viernes.',
      'La asociación de vendedores espera atraer a más turistas que llegan desde el puerto en cruceros.',
    ], { section: 'Valencia' })),
  });
  add('cls-other-story', {
    expected: 'mismatch', reason: 'a Chinese story on the same site about the same city and district, another event: shared place names only, the quote is not there',
    context: { title: '杭州西湖区新建三座社区图书馆', quotes: ['三座社区图书馆将于年底前对外开放'] },
    handle: ok(news('zh', '钱江晚报网', '杭州西湖区举办秋季马拉松', [
      '杭州西湖区周日举办秋季马拉松比赛，约两万名跑者参加。',
      '赛道经过西湖景区和运河沿岸，组委会在沿途设置了二十个补给站。',
      '交警部门提醒市民当天注意交通管制。',
    ], { section: '本地' })),
  });
  add('cls-other-story', {
    expected: 'valid', reason: 'must stay: an Italian feature whose own headline is not the cited title, but whose text carries the title\'s words',
    context: { title: 'Lago di Como, temperature invernali record nel 2024' },
    handle: ok(news('it', 'La Provincia del Lario', 'Il lago che non gela più', [
      'Le temperature invernali registrate sul Lago di Como nel 2024 sono state le più alte da quando esistono le misurazioni: un record per il quarto anno di fila.',
      'Secondo l\'Arpa, la media di gennaio è stata di 6,1 gradi, contro i 3,9 del trentennio di riferimento.',
      'I pescatori segnalano che alcune specie depongono le uova con settimane di anticipo.',
    ], { section: 'Como' })),
  });
  add('cls-other-story', {
    expected: 'valid', reason: 'must stay: a Polish citation of the English edition (a translation): few words in common, but the claim\'s figures are on the page',
    context: { title: 'Gdańsk buduje nową linię tramwajową na Morenę', claims: ['Gdańsk przeznaczy 312 mln zł na linię tramwajową o długości 4,2 km, która połączy Morenę z centrum.'] },
    handle: ok(news('en', 'Baltic Herald (English edition)', 'Gdańsk starts work on new tram line to Morena', [
      'Gdańsk will spend 312 million zloty on a 4.2-kilometre tram line linking the Morena district with the city centre, the city council said on Tuesday.',
      'Construction is due to start in the spring, with the first trams expected to run in late 2027.',
      'The line will have seven stops and a park-and-ride car park at its southern end.',
    ], { section: 'City' })),
  });
  add('cls-other-story', {
    expected: 'valid', reason: 'must stay: a database record of an Austrian paper in English, cited under its German title: only the years are shared (a translation, no quote to miss)',
    context: { title: 'Hitzebedingte Sterblichkeit in Österreich 2019–2023' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Heat-related mortality in Austria, 2019–2023 - MedIndex</title></head><body><header><a href="/">MedIndex</a></header><main><h1>Heat-related mortality in Austria, 2019–2023</h1><p class="cit">Wien Klin Wochenschr. 2024;136(5):211-219. Article in German.</p><h2>Abstract</h2><p>From weekly death counts we estimate 1,940 heat-related deaths in Austria between 2019 and 2023, most of them among people aged 80 and older.</p><p>Nights above 20 degrees were the strongest predictor of excess mortality in the following week.</p></main></body></html>`),
  });
  add('cls-other-story', {
    expected: 'mismatch', reason: 'a Portuguese sibling story (same city, same tax, other decision) at the cited URL: most title words shared, but the quote is not on the page',
    context: { title: 'Lisboa aprova aumento da taxa turística para 4 euros em 2025', quotes: ['a taxa turística passa a ser de quatro euros por noite a partir de janeiro'] },
    handle: ok(news('pt', 'Diário da Capital', 'Lisboa adia aumento da taxa turística para 2026', [
      'A Câmara Municipal de Lisboa decidiu adiar para 2026 o aumento da taxa turística, depois de ouvir as associações de hotelaria.',
      'A taxa mantém-se nos dois euros por noite durante o próximo ano. A oposição criticou o adiamento e pediu que a receita seja usada em habitação.',
      'A proposta volta a ser discutida em reunião de câmara no outono.',
    ], { section: 'Lisboa' })),
  });
  add('cls-other-story', {
    expected: 'valid', reason: 'must stay: a Dutch story whose headline changed in an update (three bridges became five); most title words shared and the quote is on the page',
    context: { title: 'Amsterdam sluit drie bruggen in de binnenstad voor renovatie', quotes: ['de werkzaamheden beginnen in maart en duren ongeveer twee jaar'] },
    handle: ok(news('nl', 'Het Grachtenblad', 'Amsterdam sluit vijf bruggen voor renovatie tot 2027', [
      'De gemeente Amsterdam sluit vijf bruggen in het centrum voor groot onderhoud; eerder ging het om drie. De werkzaamheden beginnen in maart en duren ongeveer twee jaar.',
      'Fietsers en voetgangers worden omgeleid via tijdelijke pontons. Rondvaartboten kunnen blijven varen.',
      'Update: in een eerdere versie van dit bericht stond dat drie bruggen dicht zouden gaan.',
    ], { section: 'Stad' })),
  });
  // — a small section front (one list of headlines, nothing in the main text) at the cited URL —
  const front = (lang: string, site: string, name: string, list: string, items: string[], main = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(name)} – ${esc(site)}</title></head><body><header><a href="/">${esc(site)}</a><nav><ul><li><a href="/a">${esc(name)}</a></li><li><a href="/b">Sport</a></li><li><a href="/c">Culture</a></li></ul></nav></header><main><h1>${esc(name)}</h1>${main}<section class="module-list"><h3>${esc(list)}</h3><ul>${items.map((t, i) => `<li><a href="/${i}">${esc(t)}</a></li>`).join('')}</ul></section></main><footer><a href="/mentions">Mentions légales</a> © ${esc(site)}</footer></body></html>`;
  add('cls-small-front', {
    expected: 'mismatch', reason: 'a French economy section front (its name as h1, one list of seven headlines) served at a cited article\'s URL',
    context: { title: 'La BCE maintient ses taux et prépare une baisse en mars' },
    handle: ok(front('fr', 'Le Courrier du Centre', 'Économie', 'À la une', ['Les ventes au détail reculent pour le troisième mois', 'Une compagnie aérienne ouvre trois lignes vers l\'Asie', 'Une jeune pousse lève 40 millions pour recycler les batteries', 'Les mises en chantier de logements chutent', 'Le pétrole se stabilise après la réunion de l\'Opep', 'Les bénéfices des banques dépassent les prévisions', 'Les constructeurs automobiles baissent leurs prix'])),
  });
  add('cls-small-front', {
    expected: 'mismatch', reason: 'a Japanese section front (one list of six headlines) served at a cited article\'s URL',
    context: { title: '日銀、政策金利を据え置き 3月の利下げを示唆' },
    handle: ok(front('ja', '中部経済新聞', '経済', '最新記事', ['小売売上高、3カ月連続で減少', '航空会社がアジア路線を3本新設', '電池リサイクルの新興企業が40億円調達', '住宅着工件数が大幅に減少', '原油価格、OPEC会合後に落ち着く', '大手銀行の決算が予想を上回る'])),
  });
  add('cls-small-front', {
    expected: 'blocked', reason: 'must stay: an Italian maintenance page in the site\'s chrome (its message as h1 and title) with a rail of six headlines: a wall, not a front',
    context: { title: 'Il Comune approva il nuovo piano del traffico' },
    handle: ok(front('it', 'La Voce del Lago', 'Sito in manutenzione', 'Più letti', ['Nuovo parcheggio in centro entro l\'estate', 'Festa del lago: il programma completo', 'Chiude lo storico cinema di piazza Roma', 'Treni regionali, cambia l\'orario invernale', 'Scuole, iscrizioni aperte fino a gennaio', 'Il sindaco incontra i commercianti del porto'], '<p>Stiamo effettuando lavori di manutenzione programmata. Torneremo online a breve. Ci scusiamo per il disagio.</p>')),
  });
  // — a site's cookie banner on its 404 / 410 page: the status is the answer —
  const goneWithBanner = (lang: string, title: string, message: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">Logo</a><nav><a href="/a">Nyheter</a> <a href="/b">Sport</a></nav></header><main><h1>${esc(title)}</h1><p>${esc(message)}</p><p><a href="/">Start</a></p></main><footer>©</footer><div id="cmp" class="cmp-banner"><p>We value your privacy</p><p>We and our 212 partners store and/or access information on a device, such as cookies, and process personal data.</p><button>Accept all</button><button>Manage preferences</button></div></body></html>`;
  add('cls-gone-banner', {
    expected: 'invalid', reason: 'a Swedish 410 page ("Artikeln har tagits bort") under an English consent banner: the 410 is the answer, the banner rides on every page',
    context: { title: 'Kommunen bygger ny simhall i Luleå' },
    handle: (_q, r) => send(r, 410, goneWithBanner('sv', 'Sidan finns inte längre', 'Artikeln har tagits bort och finns inte längre kvar på vår webbplats.')),
  });
  add('cls-gone-banner', {
    expected: 'invalid', reason: 'a Spanish 404 page under an English consent banner',
    context: { title: 'Sevilla abre un nuevo carril bici en Triana' },
    handle: (_q, r) => send(r, 404, goneWithBanner('es', 'Página no encontrada', 'Lo sentimos, la página que busca no existe o ha sido movida.')),
  });
  // — a server's single-byte charset header over a UTF-8 page: read as UTF-8 —
  add('cls-mislabeled-utf8', {
    expected: 'valid', reason: 'a Czech article in UTF-8 served with "charset=windows-1250" (the server\'s default): its words and quote are found when read as the UTF-8 it is',
    context: { title: 'Brno otevře novou knihovnu v Židenicích' },
    quotes: [{ quote: 'knihovna nabídne přes čtyřicet tisíc svazků', present: true }, { quote: 'knihovna nabídne přes padesát tisíc svazků', present: false }],
    handle: (_q, r) => send(r, 200, `<!DOCTYPE html><html lang="cs"><head><title>Brno otevře novou knihovnu v Židenicích</title></head><body><article><h1>Brno otevře novou knihovnu v Židenicích</h1><p>Městská knihovna nabídne přes čtyřicet tisíc svazků a dětské oddělení s hernou.</p><p>Otevření je plánováno na září, oznámil v úterý magistrát. Stavba stála sedmdesát milionů korun.</p><p>Knihovna bude otevřena šest dní v týdnu, v sobotu do poledne.</p></article></body></html>`, { 'content-type': 'text/html; charset=windows-1250' }),
  });
  // — a quote wrapped in its own quote marks, the page closing it after a comma —
  add('cls-enclosed-quote', {
    expected: 'valid', reason: 'the quote is given with its own quote marks; the page puts the comma inside them (“…too,” said)',
    context: { title: 'Old bridge reopens to walkers' },
    quotes: [{ quote: '"It feels like the town has its heart back"', present: true }, { quote: '"It feels like the city has lost its heart"', present: false }],
    handle: ok(shell({ lang: 'en', title: 'Old bridge reopens to walkers', main: `<article><h1>Old bridge reopens to walkers</h1><p>“It feels like the town has its heart back,” said the mayor at the opening.</p>${longText(3, 6)}</article>` })),
  });
  // — members-only notices in languages the first lexicons lacked (s2b) —
  const membersOnly: [string, string, string][] = [
    ['cs', 'Tento článek je dostupný pouze pro předplatitele.', 'Staňte se předplatitelem a čtěte bez omezení.'],
    ['fi', 'Juttu on vain tilaajille.', 'Tilaa nyt ja jatka lukemista.'],
    ['da', 'Artiklen er kun for abonnenter.', 'Bliv abonnent i dag.'],
    ['id', 'Artikel ini khusus untuk pelanggan premium.', 'Berlangganan sekarang untuk membaca selengkapnya.'],
    ['vi', 'Bài viết này chỉ dành riêng cho thành viên.', 'Đăng ký để đọc tiếp.'],
    ['ar', 'هذا المحتوى حصري للمشتركين.', 'اشترك الآن لمتابعة القراءة.'],
    ['ko', '이 콘텐츠는 구독자 전용입니다.', '지금 구독하시면 바로 보실 수 있습니다.'],
    ['uk', 'Матеріал доступний лише для передплатників.', 'Оформіть передплату, щоб читати далі.'],
  ];
  for (const [lang, line, cta] of membersOnly) {
    add('cls-members-only', {
      expected: 'paywalled', reason: `${lang} teaser with a members-only notice ("${line.slice(0, 40)}")`,
      context: { title: 'Ferry timetable changes for the winter' },
      handle: ok(shell({ lang, title: 'Ferry timetable changes for the winter', head: '<meta property="og:type" content="article">',
        main: `<article><h1>Ferry timetable changes for the winter</h1><p>${prose(1, 8)}</p><div class="locked"><p>${line}</p><p>${cta}</p><a href="/subscribe">→</a></div></article>` })),
    });
  }
  add('cls-members-only', {
    expected: 'valid', reason: 'a short Polish article that reports, mid-sentence in a long paragraph, that a rival paper put its archive "tylko dla subskrybentów"',
    context: { title: 'Ferry timetable changes for the winter' },
    handle: ok(shell({ lang: 'pl', title: 'Ferry timetable changes for the winter', main: `<article><h1>Ferry timetable changes for the winter</h1><p>Według redakcji konkurencyjny dziennik udostępnił swoje archiwum tylko dla subskrybentów, co wywołało dyskusję wśród czytelników, bibliotekarzy i historyków regionu, którzy od lat korzystali z niego bezpłatnie przy pracy nad książkami.</p><p>${prose(2, 9)}</p></article>` })),
  });

  // — government / court / ISP block notices served in place of the page (s2b) —
  const blocks: [string, string, string][] = [
    ['tr', 'Erişim Engeli', 'Bu internet sitesine erişim, mahkeme kararı uyarınca engellenmiştir.'],
    ['uk', 'Ресурс недоступний', 'Доступ до цього вебресурсу обмежено відповідно до рішення уповноваженого органу.'],
    ['en', 'Blocked', 'This URL has been blocked under the instructions of the competent Government Authority.'],
    ['en', 'Notice', 'Access to this website has been blocked pursuant to an order of the High Court.'],
  ];
  for (const [lang, title, line] of blocks) {
    add('cls-order-block', {
      expected: 'blocked', reason: `${lang} block notice by a court / regulator / ISP in place of the article (200): "${line.slice(0, 50)}"`,
      context: { title: 'Mayor answers questions on the housing plan' },
      handle: ok(`<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title></head><body><div class="notice"><h1>${title}</h1><p>${line}</p><p><small>ISP</small></p></div></body></html>`),
    });
  }
  add('cls-order-block', {
    expected: 'valid', reason: 'a full news article reporting that a site "has been blocked by order of the court" is not a block page',
    context: { title: 'Court orders providers to block streaming site' },
    handle: ok(shell({ lang: 'en', title: 'Court orders providers to block streaming site', main: `<article><h1>Court orders providers to block streaming site</h1><p>The website has been blocked by order of the court, lawyers for the rights holders said on Monday.</p>${longText(8, 10)}</article>` })),
  });

  // — a deleted article that redirects to a listing page (s2b) —
  add('cls-listing-redirect', {
    expected: 'mismatch', reason: 'a deleted article 301s to a Spanish /etiqueta/ listing of other stories',
    host: 'www.listing-news.example', path: '/2018/04/cierra-la-panaderia-del-puerto', context: { title: 'Cierra la panadería del puerto tras 60 años' },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('www.listing-news.example')}/etiqueta/comercio/` }); r.end(); },
  });
  cases.push({
    id: 'cls-listing-tag', family: 'cls-listing-target', split: 'holdout', host: 'www.listing-news.example', path: '/etiqueta/comercio/', expected: 'mismatch', reason: 'target', context: {},
    handle: ok(shell({ lang: 'es', title: 'Comercio archivos - Noticias del Puerto', main: `<h1>Etiqueta: comercio</h1>${['Abre un mercado nuevo en la plaza', 'La panadería de la esquina amplía su horario', 'Los comercios del puerto piden más aparcamiento', 'Feria de artesanía este fin de semana', 'Una librería cumple 20 años'].map((t, i) => `<article><h2><a href="/n/${i}">${t}</a></h2><p>${t}… <a href="/n/${i}">Leer más</a></p></article>`).join('')}` })),
  });
  add('cls-listing-redirect', {
    expected: 'mismatch', reason: 'a deleted article 302s to a "latest" page (no listing word in its path) made of teaser headings',
    host: 'www.teaser-news.example', path: '/2019/11/22/harbour-crane-collapses', context: { title: 'Harbour crane collapses during storm' },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('www.teaser-news.example')}/latest` }); r.end(); },
  });
  cases.push({
    id: 'cls-listing-latest', family: 'cls-listing-target', split: 'holdout', host: 'www.teaser-news.example', path: '/latest', expected: 'mismatch', reason: 'target', context: {},
    handle: ok(shell({ lang: 'en', title: 'Latest news - Teaser News', main: `<h1>Latest</h1>${[1, 2, 3, 4, 5, 6].map((i) => `<div class="card"><h2><a href="/s/${i}">${prose(1, 20 + i).slice(0, 50)}</a></h2><p>${prose(1, 30 + i).slice(0, 90)}</p></div>`).join('')}` })),
  });
  add('cls-listing-redirect', {
    expected: 'valid', reason: 'an article moved to a new slug (301) keeps its headline and its subheadings: not a listing',
    host: 'www.moved-news.example', path: '/2019/07/old-slug', context: { title: 'Harbour crane collapses during storm' },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('www.moved-news.example')}/2019/07/harbour-crane-collapses-during-storm` }); r.end(); },
  });
  cases.push({
    id: 'cls-listing-moved', family: 'cls-listing-target', split: 'holdout', host: 'www.moved-news.example', path: '/2019/07/harbour-crane-collapses-during-storm', expected: 'valid', reason: 'target', context: {},
    handle: ok(shell({ lang: 'en', title: 'Harbour crane collapses during storm - Moved News', main: `<article><h1>Harbour crane collapses during storm</h1>${[1, 2, 3, 4, 5].map((i) => `<h2>Part ${i}</h2><p>${prose(2, 40 + i)}</p>`).join('')}</article>` })),
  });

  // — publisher names (s3-meta): handles, addresses, and the host's brand when no tag names the site —
  add('cls-publisher', {
    expected: 'valid', reason: 'og:site_name is a lower-case handle ("hillcountryherald") while the JSON-LD publisher spells the same name: the spelled name is cited',
    host: 'www.hillcountryherald.example',
    context: { title: 'County fair returns with a rodeo' },
    meta: { publisher: ['Hill Country Herald'] },
    handle: ok(shell({ lang: 'en', title: 'County fair returns with a rodeo', site: 'HCH',
      head: '<meta property="og:site_name" content="hillcountryherald"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"County fair returns with a rodeo","publisher":{"@type":"NewsMediaOrganization","name":"Hill Country Herald"}}</script>',
      main: `<article><h1>County fair returns with a rodeo</h1>${longText(5, 14)}</article>` })),
  });
  add('cls-publisher', {
    expected: 'valid', reason: 'German page: application-name is the site\'s address, not a name; the only name is a JSON-LD organisation whose letters are the host\'s ("Nordsee Bote" on nordseebote.example)',
    host: 'www.nordseebote.example',
    context: { title: 'Deichbau in Husum beginnt im Frühjahr' },
    meta: { publisher: ['Nordsee Bote'] },
    handle: ok(shell({ lang: 'de', title: 'Deichbau: Arbeiten in Husum beginnen im Frühjahr', site: 'NB',
      head: '<meta name="application-name" content="https://www.nordseebote.example"><script type="application/ld+json">[{"@context":"https://schema.org","@type":"NewsArticle","headline":"Deichbau in Husum beginnt im Frühjahr","isPartOf":{"@type":["CreativeWork","Product"],"name":"Nordsee Bote"}}]</script>',
      main: `<article><h1>Deichbau in Husum beginnt im Frühjahr</h1>${longText(5, 15)}</article>` })),
  });
  add('cls-publisher', {
    expected: 'valid', reason: 'no tag names the site at all: its brand is the host label as the page spells it ("SkyLantern" on skylantern.example, in the header and footer)',
    host: 'www.skylantern.example',
    context: { title: 'How to photograph the northern lights' },
    meta: { publisher: ['SkyLantern'] },
    handle: ok(shell({ lang: 'en', title: 'How to photograph the northern lights', site: 'SkyLantern',
      main: `<article><h1>How to photograph the northern lights</h1>${longText(5, 16)}<p>Follow skylantern for more guides.</p></article>` })),
  });

  add('cls-publisher', {
    expected: 'valid', reason: 'French page: og:site_name carries the abbreviation in brackets after the name ("Radio Côte Nord (RCN)")',
    host: 'www.radio-cote-nord.example',
    context: { title: 'Le traversier reprend du service' },
    meta: { publisher: ['Radio Côte Nord'] },
    handle: ok(shell({ lang: 'fr', title: 'Le traversier reprend du service', site: 'RCN',
      head: '<meta property="og:site_name" content="Radio Côte Nord (RCN)">',
      main: `<article><h1>Le traversier reprend du service</h1>${longText(5, 27)}</article>` })),
  });

  // — several people in one author field, an affiliation after the name, an id as "author" (s3-meta) —
  add('cls-author-list', {
    expected: 'valid', reason: 'Swedish page: one JSON-LD Person whose name joins two reporters with "och"',
    host: 'www.vastkusten-nytt.example',
    context: { title: 'Färjan till Marstrand får ny tidtabell' },
    meta: { author: ['Karin Lindqvist', 'Oskar Berg'] },
    handle: ok(shell({ lang: 'sv', title: 'Färjan till Marstrand får ny tidtabell', site: 'Västkusten Nytt',
      head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Färjan till Marstrand får ny tidtabell","author":{"@type":"Person","name":"Karin Lindqvist och Oskar Berg"}}</script>',
      main: `<article><h1>Färjan till Marstrand får ny tidtabell</h1>${longText(5, 17)}</article>` })),
  });
  add('cls-author-list', {
    expected: 'valid', reason: 'Spanish page: meta author "A y B"; a Czech-style affiliation and site after the name in another field is not part of it',
    host: 'www.diario-del-valle.example',
    context: { title: 'El embalse recupera su nivel tras las lluvias' },
    meta: { author: ['Lucía Fernández', 'Pablo Ortega'] },
    handle: ok(shell({ lang: 'es', title: 'El embalse recupera su nivel tras las lluvias', site: 'Diario del Valle',
      head: '<meta name="author" content="Lucía Fernández y Pablo Ortega">',
      main: `<article><h1>El embalse recupera su nivel tras las lluvias</h1>${longText(5, 18)}</article>` })),
  });
  add('cls-author-list', {
    expected: 'valid', reason: 'JSON-LD author name carries the writer\'s affiliation and the site after commas; only the person is the author',
    host: 'www.horizont-zpravy.example',
    context: { title: 'Proč se vracíme k papírovým knihám' },
    meta: { author: ['Jana Nováková'] },
    handle: ok(shell({ lang: 'cs', title: 'Proč se vracíme k papírovým knihám', site: 'Horizont',
      head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Proč se vracíme k papírovým knihám","author":[{"@type":"Person","name":"Jana Nováková, docentka Filozofické fakulty Univerzity Karlovy v Praze, Horizont.cz"}]}</script>',
      main: `<article><h1>Proč se vracíme k papírovým knihám</h1>${longText(5, 19)}</article>` })),
  });
  add('cls-author-list', {
    expected: 'valid', reason: 'meta author is a numeric id (a CMS user number), not a name: the visible byline names the writer',
    host: 'www.coastline-daily.example',
    context: { title: 'Seal pups counted on the sandbanks' },
    meta: { author: ['Nadia Perez'] },
    handle: ok(shell({ lang: 'en', title: 'Seal pups counted on the sandbanks', site: 'Coastline Daily',
      head: '<meta name="author" content="48213">',
      main: `<article><h1>Seal pups counted on the sandbanks</h1><p class="byline">By Nadia Perez</p>${longText(5, 20)}</article>` })),
  });

  add('cls-author-list', {
    expected: 'valid', reason: 'Russian page: the JSON-LD author is the publisher itself (Cyrillic organisation name), the byline names the reporter',
    host: 'www.vecherniy-gorod.example',
    context: { title: 'В городе открылся новый каток' },
    meta: { author: ['Анна Смирнова'] },
    handle: ok(shell({ lang: 'ru', title: 'В городе открылся новый каток', site: 'Вечерний Город',
      head: '<meta property="og:site_name" content="Вечерний Город"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"В городе открылся новый каток","author":{"@type":"Organization","name":"Вечерний Город"},"publisher":{"@type":"Organization","name":"Вечерний Город"}}</script>',
      main: `<article><h1>В городе открылся новый каток</h1><div class="byline"><a rel="author" href="/authors/smirnova">Анна Смирнова</a></div>${longText(5, 28)}</article>` })),
  });

  add('cls-author-list', {
    expected: 'valid', reason: 'Czech page: meta author gives each writer with a short sign in brackets ("Petr Dvořák (pd), Lenka Malá (ČTK)")',
    host: 'www.brnensky-denik.example',
    context: { title: 'Tramvaje pojedou přes nový most' },
    meta: { author: ['Petr Dvořák', 'Lenka Malá'] },
    handle: ok(shell({ lang: 'cs', title: 'Tramvaje pojedou přes nový most', site: 'Brněnský deník',
      head: '<meta name="author" content="Petr Dvořák (pd), Lenka Malá (ČTK)">',
      main: `<article><h1>Tramvaje pojedou přes nový most</h1>${longText(5, 29)}</article>` })),
  });

  // — dates: datelines with month names in other languages, mail-style stamps, UTC vs the publisher's offset (s3-meta) —
  add('cls-date', {
    expected: 'valid', reason: 'Polish page: the only date is a dateline with a genitive month name ("5 września 2019 r.")',
    host: 'www.gazeta-pomorska.example',
    context: { title: 'Nowy most w Gdańsku otwarty dla pieszych' },
    meta: { published: ['2019-09-05'] },
    handle: ok(shell({ lang: 'pl', title: 'Nowy most w Gdańsku otwarty dla pieszych', site: 'Gazeta Pomorska',
      main: `<article><h1>Nowy most w Gdańsku otwarty dla pieszych</h1><div class="data">5 września 2019 r., 14:20</div>${longText(5, 21)}</article>` })),
  });
  add('cls-date', {
    expected: 'valid', reason: 'Portuguese page: dateline "12 de março de 2021"',
    host: 'www.jornal-do-rio.example',
    context: { title: 'Prefeitura amplia horário das bibliotecas' },
    meta: { published: ['2021-03-12'] },
    handle: ok(shell({ lang: 'pt', title: 'Prefeitura amplia horário das bibliotecas', site: 'Jornal do Rio',
      main: `<article><h1>Prefeitura amplia horário das bibliotecas</h1><p class="date">Publicado em 12 de março de 2021 às 09h30</p>${longText(5, 22)}</article>` })),
  });
  add('cls-date', {
    expected: 'valid', reason: 'JSON-LD datePublished written as a mail stamp with a weekday, time and offset',
    host: 'www.tidal-review.example',
    context: { title: 'Oyster beds recover in the estuary' },
    meta: { published: ['2021-03-03'] },
    handle: ok(shell({ lang: 'en', title: 'Oyster beds recover in the estuary', site: 'Tidal Review',
      head: '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Oyster beds recover in the estuary","datePublished":"Wed, 03 Mar 2021 08:15:00 +0100"}</script>',
      main: `<article><h1>Oyster beds recover in the estuary</h1>${longText(5, 23)}</article>` })),
  });
  add('cls-date', {
    expected: 'valid', reason: 'meta gives the instant in UTC (the previous day), JSON-LD gives the same instant with the publisher\'s +02:00: the publisher\'s day',
    host: 'www.alpen-kurier.example',
    context: { title: 'Seilbahn nimmt Betrieb wieder auf' },
    meta: { published: ['2019-06-01'] },
    handle: ok(shell({ lang: 'de', title: 'Seilbahn nimmt Betrieb wieder auf', site: 'Alpen-Kurier',
      head: '<meta property="article:published_time" content="2019-05-31T22:30:00Z"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Seilbahn nimmt Betrieb wieder auf","datePublished":"2019-06-01T00:30:00+02:00"}</script>',
      main: `<article><h1>Seilbahn nimmt Betrieb wieder auf</h1>${longText(5, 24)}</article>` })),
  });

  add('cls-date', {
    expected: 'valid', reason: 'German page: the h1 is broken over two lines (<br>), the dateline stands right under it; no tag gives the date',
    host: 'www.ostsee-anzeiger.example',
    context: { title: 'Neue Fährverbindung zwischen Rostock und Gedser startet im Frühjahr' },
    meta: { published: ['2022-02-14'] },
    handle: ok(shell({ lang: 'de', title: 'Neue Fährverbindung zwischen Rostock und Gedser startet im Frühjahr', site: 'Ostsee-Anzeiger',
      main: `${Array.from({ length: 30 }, (_, i) => `<p><a href="/ressort/${i}">Ressort Nummer ${i}</a></p>`).join('')}<article><h1>Neue Fährverbindung zwischen Rostock<br>und Gedser startet im Frühjahr</h1><div class="datum">14. Februar 2022, 10:05 Uhr</div>${longText(5, 30)}</article>` })),
  });
  add('cls-date', {
    expected: 'valid', reason: 'Japanese page: the only h1 is the site logo, the <title> keeps a "_section_site" tail; the dateline stands after the story heading (an h2)',
    host: 'www.minato-shinpo.example',
    context: { title: '港の新しい観光船が就航' },
    meta: { published: ['2021-07-20'] },
    handle: ok(shell({ lang: 'ja', title: '港の新しい観光船が就航、週末は予約で満席_地域_みなと新報', site: 'みなと新報',
      main: `<h1 class="logo">みなと新報</h1>${Array.from({ length: 10 }, (_, i) => `<p><a href="/c/${i}">カテゴリー${i}</a></p>`).join('')}<article><h2>港の新しい観光船が就航、週末は予約で満席</h2><div class="meta">山田記者2021-07-20 09:12:45</div>${longText(5, 31)}</article>` })),
  });

  // — the visible headline against the page's other titles (s3-meta) —
  add('cls-headline', {
    expected: 'valid', reason: 'Spanish page: the h1 is a kicker span and a headline span (no separator in the text); og:title and JSON-LD give the same words with a colon',
    host: 'www.levante-diario.example',
    context: { title: 'Incendio en Valencia: los bomberos controlan el fuego' },
    meta: { title: ['Incendio en Valencia: los bomberos controlan el fuego'] },
    handle: ok(shell({ lang: 'es', title: 'Incendio en Valencia: los bomberos controlan el fuego | Levante Diario', site: 'Levante Diario',
      head: '<meta property="og:title" content="Incendio en Valencia: los bomberos controlan el fuego"><script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Incendio en Valencia: los bomberos controlan el fuego"}</script>',
      main: `<article><h1><span class="kicker">Incendio en Valencia</span> <span class="headline">los bomberos controlan el fuego</span></h1>${longText(5, 25)}</article>` })),
  });
  add('cls-headline', {
    expected: 'valid', reason: 'Italian page: the h1 opens with its section ("Cultura | ") while <title> and og:title give the headline alone',
    host: 'www.ilgolfo-notizie.example',
    context: { title: 'La mostra di Caravaggio riapre a Napoli' },
    meta: { title: ['La mostra di Caravaggio riapre a Napoli'] },
    handle: ok(shell({ lang: 'it', title: 'La mostra di Caravaggio riapre a Napoli - Il Golfo Notizie', site: 'Il Golfo Notizie',
      head: '<meta property="og:title" content="La mostra di Caravaggio riapre a Napoli"><meta property="og:site_name" content="Il Golfo Notizie">',
      main: `<article><h1>Cultura | La mostra di Caravaggio riapre a Napoli</h1>${longText(5, 26)}</article>` })),
  });

  // — quotes in unspaced scripts and full-width digits (s2b) —
  add('cls-unspaced-quote', {
    expected: 'valid', reason: 'Chinese page writes the number in full-width digits and comma and the quote runs into the next character; an altered number stays absent',
    context: { title: '跨海大桥通车十周年' },
    quotes: [{ quote: '主跨长1,088米', present: true }, { quote: '主跨长1,188米', present: false }],
    handle: ok(shell({ lang: 'zh', title: '跨海大桥通车十周年', main: `<article><h1>跨海大桥通车十周年</h1><p>这座大桥主跨长１，０８８米，于二〇〇八年建成通车，是当时世界上最长的斜拉桥之一。</p><p>大桥每天通行车辆约五万辆，极大缩短了两岸之间的行车时间。</p></article>` })),
  });
  add('cls-unspaced-quote', {
    expected: 'valid', reason: 'Thai quote followed directly by the next word (no spaces between Thai words)',
    context: { title: 'สะพานใหม่เปิดใช้แล้ว' },
    quotes: [{ quote: 'สะพานยาว920เมตร', present: true }, { quote: 'สะพานยาว290เมตร', present: false }],
    handle: ok(shell({ lang: 'th', title: 'สะพานใหม่เปิดใช้แล้ว', main: `<article><h1>สะพานใหม่เปิดใช้แล้ว</h1><p>สะพานยาว920เมตรและเปิดใช้เมื่อปีที่แล้ว ประชาชนจำนวนมากเดินทางมาชมในวันแรก</p></article>` })),
  });
  // — s3 (blind4): a short free post that ends on prose mentioning reading, then a Subscribe button —
  add('cls-closing-prose', {
    expected: 'valid', reason: 'short free newsletter post: its last paragraph says "reading", then a "Subscribe" button — the article\'s end, not a gate',
    context: { title: 'Notes from a winter allotment' },
    quotes: [{ quote: 'the reading I did by the stove', present: true }],
    handle: ok(shell({ lang: 'en', title: 'Notes from a winter allotment', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Notes from a winter allotment</h1><p>${prose(2, 2)}</p><p>In the end the best part of the winter was not the leeks but the reading I did by the stove in the shed, a seed catalogue and two novels I had owned for years.</p><div class="post-cta"><button>Subscribe</button> <button>Share</button></div></article>` })),
  });
  add('cls-closing-prose', {
    expected: 'valid', reason: 'German short blog post: closing paragraph about "Lesen", then an "Abonnieren" link',
    context: { title: 'Mein Jahr ohne Smartphone' },
    handle: ok(shell({ lang: 'de', title: 'Mein Jahr ohne Smartphone', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Mein Jahr ohne Smartphone</h1><p>Ein Jahr lang habe ich nur ein altes Klapphandy benutzt. Am Anfang habe ich ständig nach dem Telefon gegriffen, nach drei Wochen nicht mehr.</p><p>Am meisten hat sich verändert, wie viel Zeit ich wieder zum Lesen habe: zwölf Bücher statt zwei, und die Abende sind ruhiger geworden als seit Jahren.</p><p><a href="/abo">Abonnieren</a></p></article>` })),
  });
  add('cls-closing-prose', {
    expected: 'paywalled', reason: 'must stay: a teaser, then a short gate line ("Want to keep reading?") and a "Subscribe" line',
    context: { title: 'Port authority weighs new cruise terminal' },
    handle: ok(shell({ lang: 'en', title: 'Port authority weighs new cruise terminal', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Port authority weighs new cruise terminal</h1><p>${prose(1, 6)}</p><div class="gate"><p>Want to keep reading?</p><p>Subscribe from $2 a month</p></div></article>` })),
  });

  add('cls-closing-prose', {
    expected: 'valid', reason: 'short free post ending with the platform line "Thanks for reading …! Subscribe for free to receive new posts"',
    context: { title: 'A walk along the old canal' },
    handle: ok(shell({ lang: 'en', title: 'A walk along the old canal', head: '<meta property="og:type" content="article">',
      main: `<article><h1>A walk along the old canal</h1><p>${prose(3, 7)}</p><p>Thanks for reading Towpath Notes! Subscribe for free to receive new posts and support my work.</p></article>` })),
  });

  // Appeals after a short free article: liking of what was read, support asks.
  const appeals: [string, string, string, string][] = [
    ['en', 'Library extends its opening hours', '<h3>Enjoyed reading this?</h3><p>Become a member and support independent local news.</p>', 'The library will now open on Sundays from ten until four, after a trial last winter drew more visitors than expected. Staff hours are covered by the county budget.'],
    ['fr', 'Le marché couvert rouvre ses portes', '<p>Vous aimez nous lire ?</p><p>Abonnez-vous à notre édition papier.</p>', 'Le marché couvert de la ville rouvre samedi après huit mois de travaux. Une vingtaine de commerçants y retrouvent leur place, et la rénovation a coûté 2,1 millions d’euros.'],
    ['es', 'El mercado de abastos vuelve a abrir', '<p>¿Te ha gustado leer este artículo?</p><p>Suscríbete y apoya el periodismo local.</p>', 'El mercado de abastos reabre el lunes tras seis meses de obras. Los veinte puestos vuelven a su sitio y el ayuntamiento ha invertido 1,4 millones de euros.'],
  ];
  for (const [lang, title, appeal, text] of appeals) {
    add('cls-support-appeal', {
      expected: 'valid', reason: `${lang} short free article ending with a support appeal (liking what was read + become a member / subscribe)`,
      context: { title },
      handle: ok(shell({ lang, title, head: '<meta property="og:type" content="article">', main: `<article><h1>${esc(title)}</h1><p>${text}</p><aside class="support">${appeal}</aside></article>` })),
    });
  }
  add('cls-support-appeal', {
    expected: 'paywalled', reason: 'must stay: a teaser, then "Continue reading this article" and "Become a member from $5"',
    context: { title: 'Harbour plan delayed again' },
    handle: ok(shell({ lang: 'en', title: 'Harbour plan delayed again', head: '<meta property="og:type" content="article">', main: `<article><h1>Harbour plan delayed again</h1><p>${prose(1, 3)}</p><div class="gate"><p>Continue reading this article</p><p>Become a member from $5</p></div></article>` })),
  });

  add('cls-support-appeal', {
    expected: 'valid', reason: 'short free article: a "Read also" related link, then "Subscribe to our Telegram channel" — no gate',
    context: { title: 'Tram line 4 gets new low-floor cars' },
    handle: ok(shell({ lang: 'en', title: 'Tram line 4 gets new low-floor cars', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Tram line 4 gets new low-floor cars</h1><p>Twelve new low-floor trams enter service on line 4 next month, replacing cars built in the 1980s. Step-free boarding was the main request of passenger groups.</p><p>Read also</p><p>Subscribe to our Telegram channel</p></article>` })),
  });

  // — s3: metered walls in other languages (a used-up / limit word next to "free articles") —
  const meters: [string, string][] = [
    ['de', 'Sie haben Ihr Kontingent an kostenlosen Artikeln für diesen Monat aufgebraucht.'],
    ['it', 'Hai esaurito gli articoli gratuiti di questo mese.'],
    ['pl', 'Wykorzystałeś już limit darmowych artykułów w tym miesiącu.'],
    ['pt', 'Você atingiu o limite de matérias grátis deste mês.'],
  ];
  for (const [lang, line] of meters) {
    add('cls-meter-lexicon', {
      expected: 'paywalled', reason: `${lang} teaser followed by a meter message ("${line.slice(0, 40)}…")`,
      context: { title: 'Rents rise again in the city centre' },
      handle: ok(shell({ lang, title: 'Rents rise again in the city centre', head: '<meta property="og:type" content="article">',
        main: `<article><h1>Rents rise again in the city centre</h1><p>${prose(1, 2)}</p><div class="meter"><p>${line}</p></div></article>` })),
    });
  }

  // — s3: maintenance pages in more languages (200, near-empty) —
  const maint: [string, string, string][] = [
    ['nl', 'Onderhoud', '<h1>Onze website is in onderhoud</h1><p>We zijn zo weer terug. Excuses voor het ongemak.</p>'],
    ['ko', '점검 안내', '<h1>서비스 점검 중입니다</h1><p>이용에 불편을 드려 죄송합니다.</p>'],
    ['pt', 'Manutenção', '<h1>Estamos em manutenção</h1><p>Voltamos em breve.</p>'],
    ['cs', 'Údržba', '<h1>Probíhá údržba webu</h1><p>Omlouváme se, stránky budou brzy opět dostupné.</p>'],
  ];
  for (const [lang, title, main] of maint) {
    add('cls-maintenance-lexicon', {
      expected: 'blocked', reason: `${lang} maintenance page served with 200, cited without a title (nothing to compare it with)`,
      context: {},
      handle: ok(shell({ lang, title, main })),
    });
  }

  // — s3: login walls on localized login paths (e-mail-first forms, no password field yet) and SSO-only pages —
  const logins: [string, string, string][] = [
    ['it', '/accedi', '<h1>Bentornato</h1><form><input type="email" placeholder="Indirizzo e-mail"><button>Avanti</button></form><p>Non hai un account? <a href="/registrati">Registrati</a></p>'],
    ['nl', '/inloggen', '<h1>Welkom terug</h1><form><input type="email" placeholder="E-mailadres"><button>Volgende</button></form>'],
    ['pt', '/entrar', '<h1>Bem-vindo de volta</h1><form><input type="email" placeholder="E-mail"><button>Continuar</button></form>'],
  ];
  for (const [lang, to, main] of logins) {
    const host = `login-${lang}.classes.example`;
    add('cls-login-path', {
      expected: 'paywalled', reason: `${lang} article 302s to the site's localized login path ${to} (e-mail-first form)`,
      host, path: '/member-area/annual-report', context: { title: 'Annual report of the rowing club' },
      handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin(host)}${to}?next=%2Fmember-area%2Fannual-report` }); r.end(); },
    });
    cases.push({ id: `cls-login-path-t-${lang}`, family: 'cls-login-path-target', split: 'holdout', host, path: to, expected: 'paywalled', reason: 'target', context: {}, handle: ok(shell({ lang, title: main.replace(/<[^>]+>/g, ' ').trim().split('  ')[0]!, main })) });
  }
  add('cls-login-path', {
    expected: 'paywalled', reason: 'near-empty 200 page headed "Log in to see this document" with single-sign-on buttons only',
    context: { title: 'Design review notes, March' },
    handle: ok(shell({ lang: 'en', title: 'Log in to see this document', main: '<h1>Log in to see this document</h1><button>Continue with Google</button> <button>Continue with Microsoft</button>' })),
  });
  add('cls-login-path', {
    expected: 'valid', reason: 'must stay: a short article about logging in safely (its slug has "entrar" inside a longer word run)',
    path: '/dicas/como-entrar-no-banco-com-seguranca', context: { title: 'How to log in to your bank safely' },
    handle: ok(shell({ lang: 'en', title: 'How to log in to your bank safely', head: '<meta property="og:type" content="article">', main: `<article><h1>How to log in to your bank safely</h1><p>${prose(3, 4)}</p><p>Always type the bank's address yourself instead of following a link in an e-mail, and turn on two-step sign-in.</p></article>` })),
  });

  // — s3 (blind4): a sign-up prompt over a fully visible short article is no wall —
  add('cls-signup-prompt', {
    expected: 'valid', reason: 'short free article with a sign-up dialog ("Create a free account … Already have an account? Log in")',
    context: { title: 'Town orchard gets its first cider press' },
    handle: ok(shell({ lang: 'en', title: 'Town orchard gets its first cider press', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Town orchard gets its first cider press</h1><p>${prose(3, 1)}</p><p>The press was paid for by a crowdfunding campaign that raised four thousand pounds in three weeks.</p></article><div role="dialog" class="signup"><h2>Create a free account to save stories and follow topics</h2><p>Already have an account? Log in</p></div>` })),
  });
  add('cls-signup-prompt', {
    expected: 'paywalled', reason: 'must stay: a teaser, "This story is for members only." and "Already have an account? Log in"',
    context: { title: 'Council reviews parking permits' },
    handle: ok(shell({ lang: 'en', title: 'Council reviews parking permits', head: '<meta property="og:type" content="article">',
      main: `<article><h1>Council reviews parking permits</h1><p>${prose(1, 3)}</p><div class="gate"><p>This story is for members only.</p><p>Already have an account? Log in</p></div></article>` })),
  });

  // — s3 (blind4): quotes with letter variants and French spacing —
  add('cls-letter-variants', {
    expected: 'valid', reason: 'Romanian page with cedilla ş/ţ, quote typed with comma-below ș/ț; a changed word stays absent',
    context: { title: 'Timișoara deschide un nou pod peste Bega' },
    quotes: [{ quote: 'podul nou ține traficul departe de centrul istoric', present: true }, { quote: 'podul nou ține traficul aproape de centrul istoric', present: false }],
    handle: ok(shell({ lang: 'ro', title: 'Timişoara deschide un nou pod peste Bega', main: `<article><h1>Timişoara deschide un nou pod peste Bega</h1><p>Primăria a anunţat că podul nou ţine traficul departe de centrul istoric şi scurtează drumul spre gară cu zece minute.</p><p>Lucrările au durat doi ani şi au costat 40 de milioane de lei.</p></article>` })),
  });
  add('cls-letter-variants', {
    expected: 'valid', reason: 'Persian page (ی/ک), quote typed on an Arabic keyboard (ي/ك)',
    context: { title: 'کتابخانه مرکزی تبریز بازگشایی شد' },
    quotes: [{ quote: 'کتابخانه مرکزي تبريز پس از دو سال', present: true }, { quote: 'کتابخانه مرکزي تبريز پس از سه سال', present: false }],
    handle: ok(shell({ lang: 'fa', title: 'کتابخانه مرکزی تبریز بازگشایی شد', main: `<article><h1>کتابخانه مرکزی تبریز بازگشایی شد</h1><p>کتابخانه مرکزی تبریز پس از دو سال نوسازی دوباره به روی مردم باز شد و اکنون بیش از دویست هزار جلد کتاب دارد.</p><p>ساعت کار کتابخانه از هشت صبح تا هشت شب است.</p></article>` })),
  });
  add('cls-letter-variants', {
    expected: 'valid', reason: 'Russian page writes ё, the quote е',
    context: { title: 'В Томске открыли ледовую арену' },
    quotes: [{ quote: 'ещё одна арена появится через год', present: false }, { quote: 'еще одна арена появится через два года', present: true }],
    handle: ok(shell({ lang: 'ru', title: 'В Томске открыли ледовую арену', main: `<article><h1>В Томске открыли ледовую арену</h1><p>Новая арена вмещает три тысячи зрителей. По словам мэра, ещё одна арена появится через два года в северной части города.</p></article>` })),
  });
  add('cls-french-spacing', {
    expected: 'valid', reason: 'French page spaces « guillemets » and "?" with no-break spaces; the quote is typed without them',
    context: { title: 'Nantes : le tram-train vers Clisson reprend' },
    quotes: [{ quote: '"Les voyageurs sont revenus dès la première semaine", se réjouit', present: true }, { quote: 'Pourquoi un tel succès? Les horaires', present: true }, { quote: '"Les voyageurs ne sont pas revenus", se réjouit', present: false }],
    handle: ok(shell({ lang: 'fr', title: 'Nantes : le tram-train vers Clisson reprend', main: `<article><h1>Nantes : le tram-train vers Clisson reprend</h1><p>«\u00a0Les voyageurs sont revenus dès la première semaine\u00a0», se réjouit la directrice régionale. Pourquoi un tel succès\u202f? Les horaires ont été doublés aux heures de pointe.</p><p>La ligne avait été fermée pendant huit mois pour travaux.</p></article>` })),
  });
  // — stop 12: "Already a subscriber? Log in" alone is the site's account link, not a gate —
  add('cls-subscriber-login-line', {
    expected: 'valid', reason: 'short free article ending with a print-edition promo and the site\'s "Already a subscriber? Log in" link: no offer, no cut text',
    context: { title: 'Ferry timetable changes from Monday' },
    handle: ok(shell({ lang: 'en', title: 'Ferry timetable changes from Monday', site: 'Island Gazette',
      main: `<article><h1>Ferry timetable changes from Monday</h1><p>${prose(2, 4)}</p><p>${prose(2, 6)}</p></article>
<aside class="promo"><p>Read today's print edition as an e-paper.</p><p>Already a subscriber? <a href="/login">Log in</a></p></aside>` })),
  });
  add('cls-subscriber-login-line', {
    expected: 'valid', reason: 'short free note; "Already a member? Sign in" under a link to the members\' forum, no offer of access',
    context: { title: 'Club AGM moved to the library hall' },
    handle: ok(shell({ lang: 'en', title: 'Club AGM moved to the library hall', site: 'Ridgeway Walkers',
      main: `<article><h1>Club AGM moved to the library hall</h1><p>${prose(3, 9)}</p></article><div class="members"><p>Visit the members' forum for minutes of past meetings.</p><p>Already a member? <a href="/signin">Sign in</a></p></div>` })),
  });
  add('cls-subscriber-login-line', {
    expected: 'paywalled', reason: 'teaser paragraph, then a priced offer and "Already a subscriber? Log in": the offer makes the login line a gate',
    context: { title: 'Port authority names new harbour master' },
    handle: ok(shell({ lang: 'en', title: 'Port authority names new harbour master', site: 'Coastline Times',
      main: `<article><h1>Port authority names new harbour master</h1><p>${prose(1, 12)}</p></article><div class="offer"><p>Subscribe today: 3 months for £1, then £6.99 a month.</p><p>Already a subscriber? <a href="/login">Log in</a></p></div>` })),
  });
  add('cls-subscriber-login-line', {
    expected: 'paywalled', reason: 'creator-platform post: "Unlock this episode by joining" a paid tier (post/episode, not only article/story)',
    context: { title: 'Episode 41: field recordings from the fens' },
    handle: ok(shell({ lang: 'en', title: 'Episode 41: field recordings from the fens', site: 'Fenland Sounds',
      main: `<div class="locked"><h2>Unlock this episode by joining Fenland Sounds</h2><p>Members of the Listener tier and above can hear this episode and 80 more.</p><a href="/join">Join</a><p>Already a member? <a href="/login">Log in</a></p></div>` })),
  });
  add('cls-subscriber-login-line', {
    expected: 'valid', reason: 'French short brief; "Déjà abonné ? Se connecter" under an e-edition promo, no offer',
    context: { title: 'Le marché de Noël ouvre vendredi' },
    handle: ok(shell({ lang: 'fr', title: 'Le marché de Noël ouvre vendredi', site: 'Le Petit Rhodanien',
      main: `<article><h1>Le marché de Noël ouvre vendredi</h1><p>Le marché de Noël ouvre ses portes vendredi sur la place centrale, avec quarante chalets et une patinoire installée pour la première fois.</p><p>Il restera ouvert jusqu'au 31 décembre, de 11 heures à 20 heures.</p></article><aside><p>Lisez le journal du jour en version numérique.</p><p>Déjà abonné ? <a href="/connexion">Se connecter</a></p></aside>` })),
  });
  add('cls-subscriber-login-line', {
    expected: 'paywalled', reason: 'German teaser; a priced trial offer, then "Sie sind bereits Abonnent? Hier anmelden"',
    context: { title: 'Stadtrat beschließt neues Radwegenetz' },
    handle: ok(shell({ lang: 'de', title: 'Stadtrat beschließt neues Radwegenetz', site: 'Nordstadt Anzeiger',
      main: `<article><h1>Stadtrat beschließt neues Radwegenetz</h1><p>Der Stadtrat hat am Dienstag mit großer Mehrheit ein neues Radwegenetz beschlossen, das bis 2030 rund 40 Kilometer neue Wege vorsieht.</p></article><div class="angebot"><p>4 Wochen für 0,99 € testen, danach 9,90 € pro Monat. Jederzeit kündbar.</p><p>Sie sind bereits Abonnent? <a href="/anmelden">Hier anmelden</a></p></div>` })),
  });
  // — stop 12: a site-wide or per-post password (not an account) is no paywall: nobody can pay to read —
  const storePassword = shell({ lang: 'en', title: 'Harbour Candle Co.', site: 'Harbour Candle Co.',
    main: `<div class="password-page"><h1>Opening soon</h1><p>Be the first to know when we launch.</p><form action="/password" method="post"><label for="pw">Enter store using password</label><input type="password" name="password" id="pw"><button>Enter</button></form><p>Are you the store owner? <a href="/admin">Log in here</a></p></div>` });
  add('cls-site-password', {
    expected: 'blocked', reason: 'shop product URL redirected to the store\'s /password page ("Enter store using password"): the site is not public',
    context: { title: 'Beeswax pillar candle, large' }, host: 'harbour-candles.classes.example', path: '/products/beeswax-pillar-candle-large',
    handle: (_q, r) => send(r, 302, '', { location: '/password' }),
  });
  add('cls-site-password', {
    expected: 'blocked', reason: 'the store password page itself, cited directly',
    context: { title: 'Harbour Candle Co.' }, host: 'harbour-candles.classes.example', path: '/password',
    handle: ok(storePassword),
  });
  add('cls-site-password', {
    expected: 'blocked', reason: 'blog post protected by a per-post password ("This content is password protected"): only holders of the password can read it',
    context: { title: 'Trip report, day 3: the glacier walk' },
    handle: ok(shell({ lang: 'en', title: 'Protected: Trip report, day 3: the glacier walk', site: 'Wandering Notes',
      main: `<article><h1>Protected: Trip report, day 3: the glacier walk</h1><form action="/wp-login.php?action=postpass" method="post"><p>This content is password protected. To view it please enter your password below:</p><p><label>Password: <input name="post_password" type="password"></label> <input type="submit" value="Enter"></p></form></article>` })),
  });
  add('cls-site-password', {
    expected: 'blocked', reason: 'German site builder page: "Diese Seite ist passwortgeschützt", a password field and nothing else',
    context: { title: 'Probenplan Frühjahr' },
    handle: ok(shell({ lang: 'de', title: 'Chor Lindenau', site: 'Chor Lindenau',
      main: `<div class="locked"><h2>Diese Seite ist passwortgeschützt</h2><p>Bitte geben Sie das Passwort ein, um fortzufahren.</p><form><input type="password" placeholder="Passwort"><button>Senden</button></form></div>` })),
  });
  add('cls-site-password', {
    expected: 'blocked', reason: 'Spanish site: "Este sitio es privado" / "Introduce la contraseña" form',
    context: { title: 'Galería de la boda' },
    handle: ok(shell({ lang: 'es', title: 'Ana & Luis', site: 'Ana & Luis',
      main: `<div><h1>Este sitio es privado</h1><p>Introduce la contraseña para acceder.</p><form><input type="password" aria-label="Contraseña"><button>Entrar</button></form></div>` })),
  });
  add('cls-site-password', {
    expected: 'valid', reason: 'a full article about password-protected sites (mentions of "password protected" in prose are no lock)',
    context: { title: 'When should a small shop hide behind a password?' },
    handle: ok(shell({ lang: 'en', title: 'When should a small shop hide behind a password?', site: 'Makers Weekly',
      main: `<article><h1>When should a small shop hide behind a password?</h1><p>Many store builders let owners keep a shop password protected until launch day. This content is password protected, customers told us they saw, and most left at once.</p>${longText(8, 2)}</article>` })),
  });
  add('cls-site-password', {
    expected: 'paywalled', reason: 'an account login (e-mail and YOUR password) stays a login wall, not a site password',
    context: { title: 'Quarterly members\' report' },
    handle: ok(shell({ lang: 'en', title: 'Members area', site: 'Allotment Society',
      main: `<div><h2>Members area</h2><p>Please enter your password to continue.</p><form><input type="email" placeholder="E-mail"><input type="password" placeholder="Password"><button>Log in</button></form></div>` })),
  });

  // — parked / for-sale domains (blind5 first sight): mismatch, not an interstitial —
  add('cls-parked', {
    expected: 'mismatch', reason: 'Dutch registrar lander on an expired domain: "Dit domein is te koop"',
    context: { title: 'Jaarverslag 2019 van de stichting' },
    handle: ok(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>stichting-voorbeeld.nl</title></head><body><div class="lander"><h1>stichting-voorbeeld.nl</h1><p>Dit domein is te koop.</p><a href="/bod">Doe een bod</a></div></body></html>`),
  });
  add('cls-parked', {
    expected: 'mismatch', reason: 'English aftermarket lander: "The domain … is for sale! Make an offer"',
    context: { title: 'Community garden opens in the old rail yard' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>greenvillegardens.example</title></head><body><main><h2>The domain greenvillegardens.example is for sale!</h2><p>Secure checkout. Fast transfer.</p><button>Make an offer</button></main></body></html>`),
  });
  add('cls-parked', {
    expected: 'mismatch', reason: 'pay-per-click parking page: only "Related searches" links and the parking vendor\'s script',
    context: { title: 'Review: the best hiking boots of the season' },
    handle: ok(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>trailgear-reviews.example</title><script src="https://parkingcrew.example/js/lander.js"></script></head><body><div id="parking"><h3>Related searches</h3><ul><li><a href="/?kw=boots">Hiking Boots</a></li><li><a href="/?kw=tents">Camping Tents</a></li><li><a href="/?kw=insurance">Travel Insurance</a></li></ul></div></body></html>`),
  });
  add('cls-parked', {
    expected: 'valid', reason: 'a news article about domain sales saying a domain "is for sale" in its prose is no lander',
    context: { title: 'Short domain names keep fetching record prices' },
    handle: ok(shell({ lang: 'en', title: 'Short domain names keep fetching record prices', site: 'Web Business Daily',
      main: `<article><h1>Short domain names keep fetching record prices</h1><p>When a broker announced that the domain fly.example is for sale, offers above a million dollars arrived within days, brokers say.</p>${longText(8, 5)}</article>` })),
  });

  // — "no longer available" notices (blind5 first sight): the cited item is gone → mismatch —
  add('cls-gone-notice', {
    expected: 'mismatch', reason: 'Polish classifieds: "Ogłoszenie nie jest już dostępne" on a short page',
    context: { title: 'Mieszkanie 3-pokojowe, Kraków Podgórze' },
    handle: ok(shell({ lang: 'pl', title: 'Ogłoszenia – Kraków', site: 'Ogłoszenia',
      main: `<div class="ad-inactive"><h2>Ogłoszenie nie jest już dostępne</h2><p>Zobacz podobne ogłoszenia w Twojej okolicy.</p></div>` })),
  });
  add('cls-gone-notice', {
    expected: 'mismatch', reason: 'podcast host: "This episode is not available any longer"',
    context: { title: 'Episode 112: how central banks think about inflation' },
    handle: ok(shell({ lang: 'en', title: 'Money Talk podcast', site: 'PodHost',
      main: `<div class="player-empty"><h1>This episode is not available any longer.</h1><p>Browse other episodes of Money Talk.</p></div>` })),
  });
  add('cls-gone-notice', {
    expected: 'mismatch', reason: 'Portuguese video page: "Este vídeo não está mais disponível"',
    context: { title: 'Entrevista completa com o ministro da Fazenda' },
    handle: ok(shell({ lang: 'pt', title: 'Vídeos', site: 'TV Portal',
      main: `<div class="video-off"><p>Este vídeo não está mais disponível.</p><a href="/videos">Ver mais vídeos</a></div>` })),
  });
  add('cls-gone-notice', {
    expected: 'blocked', reason: 'a geo-block says where ("not available in your country"): still blocked, not gone',
    context: { title: 'Match highlights: semi-final' },
    handle: ok(shell({ lang: 'en', title: 'Video', site: 'Sports TV',
      main: `<div class="player-msg"><h2>This video is not available in your country.</h2></div>` })),
  });

  // — consent dialogs served as the whole page (blind5 first sight): blocked —
  add('cls-consent-page', {
    expected: 'blocked', reason: 'Italian CMP page instead of the article: cookies, "i nostri 150 partner", button "Accetta e continua"',
    context: { title: 'Sciopero dei treni venerdì: le fasce garantite' },
    handle: ok(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Notizie Oggi</title></head><body><main><div class="cmp"><h2>Il tuo consenso per la privacy</h2><p>Noi e i nostri 150 partner utilizziamo cookie e tecnologie simili per archiviare e accedere a informazioni sul tuo dispositivo, per annunci e contenuti personalizzati e per la misurazione degli annunci. Puoi modificare le tue scelte in qualsiasi momento dalla pagina Privacy.</p><button>Accetta e continua</button><a href="/privacy">Personalizza</a></div></main></body></html>`),
  });
  add('cls-consent-page', {
    expected: 'blocked', reason: 'English consent page with a long purpose list and an "Agree and continue" button (prose too long for the near-empty rules)',
    context: { title: 'City council approves new cycle lanes' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Local Gazette</title></head><body><main><h1>Your privacy choices</h1><p>We and our 412 partners store and access information on your device, such as cookies and unique identifiers, and process personal data to serve personalised advertising and content, measure advertising and content performance, understand audiences and develop our products.</p><p>Some of our partners process your data on the basis of legitimate interest, which you can object to by managing your options. You can change your choices at any time by visiting the privacy centre linked at the bottom of every page.</p><p>Purposes: store and/or access information on a device; use limited data to select advertising; create profiles for personalised advertising; measure content performance; understand audiences through statistics.</p><button>Agree and continue</button><button>Manage options</button></main></body></html>`),
  });
  add('cls-consent-page', {
    expected: 'mismatch', reason: 'an unrelated page that merely carries a cookie banner with an accept button stays mismatch',
    context: { title: 'Council approves new cycle lanes on the ring road' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Five easy weeknight pasta recipes | Kitchen Notes</title><meta property="og:title" content="Five easy weeknight pasta recipes"></head><body><main><h1>Five easy weeknight pasta recipes</h1><p>Lemon and garlic spaghetti takes fifteen minutes and needs only what is in the cupboard.</p><p>A tray of baked orzo with tomatoes feeds four and leaves one pan to wash.</p></main><div id="cookie-banner"><p>We use cookies and share data with our partners to personalise ads.</p><button>Accept all</button></div></body></html>`),
  });

  // — a cited listing page, short and unrelated (blind5 first sight): mismatch, not an interstitial —
  add('cls-listing-page', {
    expected: 'mismatch', reason: 'Spanish category page (/categoria/) with three teasers, cited for a specific story',
    path: '/categoria/deportes/',
    context: { title: 'El Betis ficha a un delantero brasileño por 12 millones' },
    handle: ok(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Deportes – Diario del Sur</title></head><body><main><h1>Deportes</h1><div class="teaser"><a href="/n/1">Resultados de la jornada</a></div><div class="teaser"><a href="/n/2">La vuelta ciclista pasa por Jaén</a></div><div class="teaser"><a href="/n/3">Entrevista con la seleccionadora</a></div><a href="?page=2">Siguiente</a></main></body></html>`),
  });
  add('cls-listing-page', {
    expected: 'mismatch', reason: 'German topic page shaped as a list of teaser headings (no listing word in the path)',
    path: '/wirtschaft/energie',
    context: { title: 'Netzagentur genehmigt höhere Netzentgelte für 2026' },
    handle: ok(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Energie</title></head><body><main><h1>Energie</h1><h2><a href="/a/1">Solarpakete im Test</a></h2><h2><a href="/a/2">Wärmepumpen: Förderung läuft aus</a></h2><h2><a href="/a/3">Gaspreise im Winter</a></h2><h2><a href="/a/4">Windkraft an Land wächst</a></h2></main></body></html>`),
  });
  // — s4 (fresh3, metascraper's pages): metadata classes —
  add('cls-meta-s4', {
    expected: 'valid', reason: 'German page: JSON-LD author name written with the byline word ("Von Hans Müller"), the visible byline says the same',
    host: 'www.bodensee-bote.example',
    context: { title: 'Fähre nach Meersburg fährt wieder im Halbstundentakt' },
    meta: { title: ['Fähre nach Meersburg fährt wieder im Halbstundentakt'], author: ['Hans Müller'], published: ['2022-04-02'] },
    handle: ok(shell({ lang: 'de', title: 'Fähre nach Meersburg fährt wieder im Halbstundentakt', site: 'Bodensee-Bote',
      head: `<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', headline: 'Fähre nach Meersburg fährt wieder im Halbstundentakt', datePublished: '2022-04-02T07:30:00+02:00', author: [{ '@type': 'Person', name: 'Von Hans Müller' }] })}</script>`,
      main: `<article><h1>Fähre nach Meersburg fährt wieder im Halbstundentakt</h1><div class="author-line">Von Hans Müller</div><p>Seit Montag fährt die Fähre zwischen Konstanz und Meersburg wieder alle dreißig Minuten. Die Stadtwerke hatten den Takt im Winter wegen Personalmangels ausgedünnt.</p><p>Pendler begrüßen die Rückkehr zum alten Fahrplan, die Wartezeiten am Hafen sind deutlich kürzer geworden.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Spanish page: the author link\'s text is wrapped over two source lines ("Lucía\\n   Gómez"), no other author source',
    host: 'www.gaceta-de-la-sierra.example',
    context: { title: 'El mercado de abastos abre los domingos en verano' },
    meta: { title: ['El mercado de abastos abre los domingos en verano'], author: ['Lucía Gómez'] },
    handle: ok(shell({ lang: 'es', title: 'El mercado de abastos abre los domingos en verano', site: 'Gaceta de la Sierra',
      main: `<article><h1>El mercado de abastos abre los domingos en verano</h1><div class="post-meta"><span>Por <a href="/autor/lucia-gomez/">Lucía
                                      Gómez</a> <span>-</span></span></div><p>El ayuntamiento ha aprobado la apertura del mercado de abastos los domingos de junio a septiembre. Los comerciantes pidieron el cambio para atender a los visitantes de la costa.</p><p>El horario será de nueve de la mañana a dos de la tarde.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Norwegian page: og:site_name is the domain ("Fjordposten.no"), the JSON-LD publisher and the <title> tail name the paper ("Fjordposten")',
    host: 'www.fjordposten.example',
    context: { title: 'Ny bru over Sognefjorden får grønt lys' },
    meta: { title: ['Ny bru over Sognefjorden får grønt lys'], publisher: ['Fjordposten'], published: ['2023-09-12'] },
    handle: ok(shell({ lang: 'no', title: 'Ny bru over Sognefjorden får grønt lys – Fjordposten', site: 'Fjordposten',
      head: `<meta property="og:site_name" content="Fjordposten.no">${'<script type="application/ld+json">'}${JSON.stringify({ '@type': 'NewsArticle', headline: 'Ny bru over Sognefjorden får grønt lys', datePublished: '2023-09-12T06:00:00+02:00', publisher: { '@type': 'NewsMediaOrganization', name: 'Fjordposten' } })}</script>`,
      main: `<article><h1>Ny bru over Sognefjorden får grønt lys</h1><p>Stortinget har vedtatt å bygge en ny bru over Sognefjorden. Brua skal stå ferdig om åtte år og korte ned reisetiden mellom Bergen og Trondheim.</p><p>Kommunene langs fjorden er fornøyde med vedtaket.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Polish company blog: <title> names the site first ("Zielony Dom | Headline"), no h1, no other site name; the host has the site\'s letters',
    host: 'www.zielonydom.example',
    context: { title: 'Pompy ciepła w starych kamienicach' },
    meta: { title: ['Pompy ciepła w starych kamienicach'], publisher: ['Zielony Dom'] },
    handle: ok(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Zielony Dom | Pompy ciepła w starych kamienicach</title></head><body>
<main><div class="post"><p class="lead">Czy pompa ciepła sprawdzi się w kamienicy z 1910 roku? Sprawdziliśmy to na trzech budynkach w Łodzi.</p><p>W każdym z nich zużycie gazu spadło o połowę, a koszty ogrzewania o jedną trzecią. Najwięcej pracy wymagało docieplenie stropów i wymiana okien.</p><p>Instalacja zwróci się po około dziewięciu latach.</p></div></main></body></html>`),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'German paginated article: <title> and og:title carry "– Seite 2 von 3" after the headline, no h1',
    host: 'www.harzkurier.example', path: '/reise/wanderwege-harz/2',
    context: { title: 'Die besten Wanderwege im Harz' },
    meta: { title: ['Die besten Wanderwege im Harz'], publisher: ['Harzkurier'] },
    handle: ok(shell({ lang: 'de', title: 'Die besten Wanderwege im Harz – Seite 2 von 3 | Harzkurier', site: 'Harzkurier',
      head: '<meta property="og:site_name" content="Harzkurier"><meta property="og:title" content="Die besten Wanderwege im Harz – Seite 2 von 3">',
      main: `<article><div class="pager">Seite 2 von 3</div><p>Der Hexenstieg führt auf 94 Kilometern von Osterode nach Thale. Wer ihn in fünf Etappen geht, übernachtet in Altenau, Schierke und Rübeland.</p><p>Die schönste Etappe ist die vierte, durch das Bodetal.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'French portrait page: an infobox beside the headline gives the subject\'s birth date ("Naissance | 3 mars 1950 (74 ans)"); the publication date is only in the URL',
    host: 'www.lejournaldulac.example', path: '/2023/05/14/portrait-marie-lefevre',
    context: { title: 'Marie Lefèvre, la dernière batelière du lac' },
    meta: { title: ['Marie Lefèvre, la dernière batelière du lac'], published: ['2023-05-14'] },
    handle: ok(shell({ lang: 'fr', title: 'Marie Lefèvre, la dernière batelière du lac', site: 'Le Journal du Lac',
      main: `<article><h1>Marie Lefèvre, la dernière batelière du lac</h1><table class="infobox"><tr><th>Naissance</th><td>3 mars 1950 (74 ans)<br>Annecy</td></tr><tr><th>Métier</th><td>Batelière</td></tr></table><p>Depuis quarante ans, Marie Lefèvre fait traverser le lac aux promeneurs, d\'avril à octobre, par tous les temps.</p><p>Elle prendra sa retraite à la fin de la saison, et personne ne reprend son bateau.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Spanish company blog: the author link reads "Ana Ruiz - Jefa de prensa" (name, then job title), no other author source',
    host: 'blog.cooperativa-olivar.example',
    context: { title: 'Cómo elegimos el momento de la cosecha' },
    meta: { title: ['Cómo elegimos el momento de la cosecha'], author: ['Ana Ruiz'] },
    handle: ok(shell({ lang: 'es', title: 'Cómo elegimos el momento de la cosecha', site: 'Cooperativa Olivar',
      main: `<article><h1>Cómo elegimos el momento de la cosecha</h1><p class="meta"><a href="/author/ana-ruiz/">Ana Ruiz - Jefa de prensa</a></p><p>Cada otoño medimos el color y la humedad de las aceitunas en cuarenta parcelas antes de decidir la fecha de la cosecha.</p><p>Este año empezaremos la segunda semana de noviembre, diez días más tarde que el año pasado.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Danish blog: the only date is an ISO stamp written out under the headline ("2021-09-14T08:15:00+02:00" in a span)',
    host: 'www.havneblog.example',
    context: { title: 'Havnebadet åbner igen efter renoveringen' },
    meta: { title: ['Havnebadet åbner igen efter renoveringen'], published: ['2021-09-14'] },
    handle: ok(shell({ lang: 'da', title: 'Havnebadet åbner igen efter renoveringen', site: 'Havneblog',
      main: `<article><h1>Havnebadet åbner igen efter renoveringen</h1><div class="post-meta"><span class="hidden-xs">| </span><span class="post-timestamp">2021-09-14T08:15:00+02:00</span></div><p>Efter to års renovering åbner havnebadet igen på lørdag med nye trapper, en længere badebro og et varmt omklædningsrum.</p><p>Kommunen forventer flere besøgende end før.</p></article>` })),
  });
  add('cls-meta-s4', {
    expected: 'valid', reason: 'Italian press-release wire: only <meta name="publisher"> names the site ("Agenzia Stampa Nord"); the text writes the brand glued ("AgenziaStampaNord")',
    host: 'www.agenziastampanord.example',
    context: { title: 'Nuovo treno regionale tra Como e Lecco' },
    meta: { title: ['Nuovo treno regionale tra Como e Lecco'], publisher: ['Agenzia Stampa Nord'] },
    handle: ok(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Nuovo treno regionale tra Como e Lecco</title><meta name="publisher" content="Agenzia Stampa Nord"><meta name="twitter:site" content="@AgenziaStampaNord"></head><body>
<header><a href="/">AgenziaStampaNord</a></header><main><article><h1>Nuovo treno regionale tra Como e Lecco</h1><p>Dal 1° marzo un treno regionale collegherà Como e Lecco ogni ora, con fermate a Erba e Merone. La Regione ha stanziato dodici milioni di euro per il servizio.</p><p>I pendolari chiedevano il collegamento diretto da anni.</p></article></main>
<footer><p>Seguici su Twitter: AgenziaStampaNord</p></footer></body></html>`),
  });
  // — blind6 classes, in wordings and languages other than blind6's pages —
  add('cls-b6-soft404', {
    expected: 'mismatch', reason: 'Persian soft 404 (Arabic yeh: "يافت نشد") served with 200 under a cookie banner', context: {},
    handle: ok(shell({ lang: 'fa', title: 'خطا', site: 'مجله', main: '<h1>مطلب مورد نظر شما يافت نشد</h1><p>لطفا از جستجو استفاده کنید.</p>' })),
  });
  add('cls-b6-soft404', {
    expected: 'mismatch', reason: 'wiki page that does not exist: "does not have an article with this exact name" (200)', context: {},
    handle: ok(shell({ lang: 'en', title: 'Old Mill Bridge - Townpedia', site: 'Townpedia', main: '<h1>Old Mill Bridge</h1><div class="noarticletext"><p><b>Townpedia does not have an article with this exact name.</b> Please search for Old Mill Bridge in Townpedia to check for alternative titles or spellings.</p></div>' })),
  });
  add('cls-b6-expired', {
    expected: 'mismatch', reason: 'registrar page for an expired domain ("This domain has expired")', context: {},
    handle: ok('<!DOCTYPE html><html><head><title>Domain expired</title></head><body><h2>This domain has expired</h2><p>The registration of this domain has lapsed. The owner can renew your domain now in the control panel.</p></body></html>'),
  });
  add('cls-b6-expired', {
    expected: 'mismatch', reason: 'German registrar notice: "Diese Domain ist abgelaufen"', context: {},
    handle: ok('<!DOCTYPE html><html lang="de"><head><title>Domain abgelaufen</title></head><body><h1>Diese Domain ist abgelaufen</h1><p>Bitte wenden Sie sich an Ihren Anbieter.</p></body></html>'),
  });
  add('cls-b6-queue', {
    expected: 'blocked', reason: 'waiting room without a vendor script: "Your estimated wait time is 14 minutes"', context: {},
    handle: ok('<!DOCTYPE html><html><head><title>Please wait</title></head><body><h1>High demand</h1><p>Your estimated wait time is 14 minutes. Please keep this window open.</p></body></html>'),
  });
  add('cls-b6-queue', {
    expected: 'blocked', reason: 'German waiting room: "Sie befinden sich in der Warteschlange"', context: {},
    handle: ok('<!DOCTYPE html><html lang="de"><head><title>Warteraum</title></head><body><h1>Sie befinden sich in der Warteschlange</h1><p>Bitte laden Sie die Seite nicht neu.</p></body></html>'),
  });
  add('cls-b6-payorconsent', {
    expected: 'blocked', reason: 'French pay-or-consent: accept cookies or subscribe without ads', context: {},
    handle: ok(shell({ lang: 'fr', title: 'Le Quotidien du Nord', site: 'Le Quotidien du Nord', main: '<div class="wall"><h2>Pour lire nos articles, acceptez les cookies</h2><p>Nos partenaires et nous utilisons des cookies pour la publicité.</p><button>Accepter et continuer</button><h2>Ou abonnez-vous sans publicité</h2><p>1 € le premier mois.</p></div>' })),
  });
  add('cls-b6-payorconsent', {
    expected: 'blocked', reason: 'English pay-or-consent: "Continue with ads and tracking" or an ad-free subscription', context: {},
    handle: ok(shell({ lang: 'en', title: 'The Northern Post', site: 'The Northern Post', main: '<div class="wall"><h2>Choose how to read The Northern Post</h2><p>Read for free with ads and tracking: we and our partners use cookies and personal data.</p><button>Accept all</button><h2>Go ad-free</h2><p>£2.99 a month, no tracking.</p></div>' })),
  });
  add('cls-b6-logingate', {
    expected: 'paywalled', reason: 'Arabic teaser then "سجل الدخول لمتابعة القراءة" (log in to keep reading)',
    context: { title: 'المجلس البلدي يناقش الميزانية' },
    handle: ok(shell({ lang: 'ar', title: 'المجلس البلدي يناقش الميزانية', site: 'الجريدة', main: '<article><h1>المجلس البلدي يناقش الميزانية</h1><p>ناقش المجلس البلدي مساء الأحد ميزانية العام المقبل في جلسة طويلة.</p><div class="gate"><p>سجل الدخول لمتابعة القراءة</p><a href="/login">دخول</a></div></article>' })),
  });
  add('cls-b6-logingate', {
    expected: 'paywalled', reason: 'Greek teaser then "Συνδεθείτε για να συνεχίσετε την ανάγνωση"',
    context: { title: 'Νέος δρόμος στην Κρήτη' },
    handle: ok(shell({ lang: 'el', title: 'Νέος δρόμος στην Κρήτη', site: 'Κρητικά Νέα', main: '<article><h1>Νέος δρόμος στην Κρήτη</h1><p>Ξεκινούν τα έργα για τον νέο δρόμο στη βόρεια Κρήτη.</p><div class="gate"><p>Συνδεθείτε για να συνεχίσετε την ανάγνωση</p></div></article>' })),
  });
  add('cls-b6-journal', {
    expected: 'paywalled', reason: 'Chinese journal landing page: abstract and "购买全文"', context: {},
    handle: ok(shell({ lang: 'zh', title: '城市绿地对鸟类多样性的影响', site: '生态学报', main: '<article><h1>城市绿地对鸟类多样性的影响</h1><h2>摘要</h2><p>本文调查了十二个城市公园的鸟类种类。</p><div class="access"><a href="/buy">购买全文</a> <a href="/login">机构登录</a></div></article>' })),
  });
  add('cls-b6-journal', {
    expected: 'paywalled', reason: 'German publisher landing page: abstract and "Artikel kaufen"', context: {},
    handle: ok(shell({ lang: 'de', title: 'Stadtgrün und Vogelvielfalt', site: 'Zeitschrift für Ökologie', main: '<article><h1>Stadtgrün und Vogelvielfalt</h1><h2>Zusammenfassung</h2><p>Wir untersuchten zwölf Stadtparks.</p><div class="buy"><a href="/kaufen">Artikel kaufen</a> <span>34,95 €</span></div></article>' })),
  });

  // — blind7 classes (other wordings and languages than the blind7 pages) —
  // A cookie banner whose text sits in the main blocks (OneTrust-style ids, no furniture class) over a short
  // page headed by something else is not a consent interstitial.
  const banner = '<div id="onetrust-banner-sdk"><p id="onetrust-policy-text">We and our partners use cookies to personalise content and ads. Manage your cookie preferences or accept all.</p><button id="onetrust-accept-btn-handler">Accept all</button></div>';
  add('cls-b7-banner', {
    expected: 'valid', reason: 'short Tagalog news item (no og:type, no author) under an in-page cookie banner: the story, not a consent page',
    context: { title: 'Bagong palengke sa Iloilo, bukas na' },
    handle: ok(`<!DOCTYPE html><html lang="tl"><head><meta charset="utf-8"><title>Bagong palengke sa Iloilo, bukas na</title></head><body><h1>Bagong palengke sa Iloilo, bukas na</h1><p>Binuksan na ang bagong pamilihang bayan ng Iloilo na may tatlong daang puwesto para sa mga tindero.</p><p>Ayon sa alkalde, mas malinis at mas maluwag ang bagong gusali.</p>${banner}</body></html>`),
  });
  add('cls-b7-banner', {
    expected: 'mismatch', reason: 'Kannada soft 404 ("ಪುಟ ಸಿಗಲಿಲ್ಲ") under an in-page cookie banner: gone, not a consent page', context: { title: 'ಮೈಸೂರು ದಸರಾ ಉತ್ಸವ ಆರಂಭ' },
    handle: ok(`<!DOCTYPE html><html lang="kn"><head><meta charset="utf-8"><title>ಕನ್ನಡ ಸುದ್ದಿ</title></head><body><h1>ಕ್ಷಮಿಸಿ, ಪುಟ ಸಿಗಲಿಲ್ಲ</h1><p>ಮುಖಪುಟಕ್ಕೆ ಹಿಂತಿರುಗಿ.</p>${banner}</body></html>`),
  });
  add('cls-b7-banner', {
    expected: 'blocked', reason: 'must stay: a bare consent page whose only heading is about privacy stays a consent interstitial', context: { title: 'Harbour wall budget approved' },
    handle: ok(`<!DOCTYPE html><html><head><meta charset="utf-8"><title>Town News</title></head><body><h2>Your privacy choices</h2>${banner}</body></html>`),
  });
  add('cls-b7-soft404', {
    expected: 'mismatch', reason: 'Uzbek soft 404 "Sahifa topilmadi" (200)', context: {},
    handle: ok(shell({ lang: 'uz', title: 'Xatolik', site: 'Kun', main: '<h1>Sahifa topilmadi</h1><p>Bosh sahifaga qayting.</p>' })),
  });
  add('cls-b7-soft404', {
    expected: 'mismatch', reason: 'Zulu soft 404 "Ikhasi alitholakalanga" (200)', context: {},
    handle: ok(shell({ lang: 'zu', title: 'Iphutha', site: 'Izindaba', main: '<h1>Uxolo, ikhasi alitholakalanga</h1><p>Buyela ekhasini lasekhaya.</p>' })),
  });
  add('cls-b7-search', {
    expected: 'mismatch', reason: 'Tagalog empty search "Walang resulta para sa …" on a search form', context: {}, path: '/search',
    handle: ok(shell({ lang: 'tl', title: 'Paghahanap', site: 'Balita', main: '<form class="search" action="/search"><input name="q"></form><p>Walang resulta para sa "tulay Marikina".</p>' })),
  });
  add('cls-b7-parked', {
    expected: 'mismatch', reason: '"The domain name … is available for sale" lander (200)', context: {},
    handle: ok('<!DOCTYPE html><html><head><title>oldharbourblog.example</title></head><body><h1>The domain name oldharbourblog.example is available for sale!</h1><p>Contact the owner to make an offer.</p></body></html>'),
  });
  add('cls-b7-parked', {
    expected: 'mismatch', reason: 'Vietnamese registrar page "Tên miền này đã hết hạn" (expired)', context: {},
    handle: ok('<!DOCTYPE html><html lang="vi"><head><title>Hết hạn</title></head><body><h1>Tên miền này đã hết hạn</h1><p>Vui lòng liên hệ nhà cung cấp để gia hạn.</p></body></html>'),
  });
  add('cls-b7-default', {
    expected: 'mismatch', reason: 'Apache "Apache2 Debian Default Page: It works" where the article was: the host serves no such source', context: { title: 'Night buses return to the city centre' },
    handle: ok('<!DOCTYPE html><html><head><title>Apache2 Debian Default Page: It works</title></head><body><div class="page_header"><span>Apache2 Debian Default Page</span></div><div class="section_header">It works!</div><p>This is the default welcome page used to test the correct operation of the Apache2 server after installation on Debian systems.</p></body></html>'),
  });
  add('cls-b7-default', {
    expected: 'mismatch', reason: 'Fedora "Test Page for the nginx HTTP Server" where the article was', context: { title: 'Night buses return to the city centre' },
    handle: ok('<!DOCTYPE html><html><head><title>Test Page for the Nginx HTTP Server on Fedora</title></head><body><h1>Welcome to <strong>nginx</strong> on Fedora!</h1><p>This page is used to test the proper operation of the nginx HTTP server after it has been installed.</p></body></html>'),
  });
  add('cls-b7-profile', {
    expected: 'mismatch', reason: 'a staff profile page (bio, four story links) cited for another story: a listing of the writer, not an interstitial', context: { title: 'Night buses return to the city centre' }, path: '/staff/ana-lima',
    handle: ok('<!DOCTYPE html><html><head><title>Ana Lima</title></head><body><h1>Ana Lima</h1><p>Ana Lima reports on health for the Courier.</p><ul><li><a href="/1">Clinic waiting times fall</a></li><li><a href="/2">New maternity ward</a></li><li><a href="/3">Flu season starts early</a></li><li><a href="/4">Dentists wanted</a></li></ul></body></html>'),
  });
  add('cls-b7-gate', {
    expected: 'paywalled', reason: 'Georgian teaser then "კითხვის გაგრძელებისთვის გაიარეთ ავტორიზაცია" (log in to continue reading)', context: { title: 'ბათუმში ახალი პარკი გაიხსნა' },
    handle: ok(shell({ lang: 'ka', title: 'ბათუმში ახალი პარკი გაიხსნა', site: 'ბათუმელები', main: '<article><h1>ბათუმში ახალი პარკი გაიხსნა</h1><p>ბათუმში ზღვისპირა ახალი პარკი გაიხსნა.</p><div class="gate"><p>კითხვის გაგრძელებისთვის გაიარეთ ავტორიზაცია</p></div></article>' })),
  });
  add('cls-b7-gate', {
    expected: 'paywalled', reason: 'Armenian teaser then "Բաժանորդագրվեք՝ հոդվածն ամբողջությամբ կարդալու համար" (subscribe to read the whole article)', context: { title: 'Գյումրիում նոր դպրոց է բացվել' },
    handle: ok(shell({ lang: 'hy', title: 'Գյումրիում նոր դպրոց է բացվել', site: 'Շիրակ', main: '<article><h1>Գյումրիում նոր դպրոց է բացվել</h1><p>Գյումրիում բացվել է նոր դպրոց։</p><div class="gate"><p>Բաժանորդագրվեք՝ հոդվածն ամբողջությամբ կարդալու համար</p></div></article>' })),
  });
  add('cls-b7-headline-gate', {
    expected: 'valid', reason: 'a free German column whose headline says "Abonnieren, um weiterzulesen?": the page\'s own headline is no gate after a teaser',
    context: { title: 'Abonnieren, um weiterzulesen? Warum Leser zögern' },
    handle: ok(shell({ lang: 'de', title: 'Abonnieren, um weiterzulesen? Warum Leser zögern', site: 'Medienwoche', main: '<article><h1>Abonnieren, um weiterzulesen? Warum Leser zögern</h1><p>Wer regionale Nachrichten online liest, kennt den Hinweis nach dem dritten Absatz.</p><p>Wir haben im Januar achtzig Regionalportale gezählt: die Hälfte zeigte eine harte Bezahlschranke.</p><p>Die Verlage sagen, die Schranken wirken; viele Leser sehen das anders.</p></article>' })),
  });
  // A Location in raw UTF-8 bytes (Greek path) is read as UTF-8 and percent-encoded, as browsers do.
  add('cls-b7-utf8-location', {
    expected: 'valid', reason: 'a 302 whose Location is raw UTF-8 (/άρθρα/λιμάνι): followed to the percent-encoded path, the article', path: '/go/limani',
    context: { title: 'Το λιμάνι ανοίγει ξανά' }, host: 'cls-b7-utf8.classes.example',
    handle: (req) => { req.socket.end(Buffer.from('HTTP/1.1 302 Found\r\nLocation: /άρθρα/λιμάνι\r\nContent-Length: 0\r\nConnection: close\r\n\r\n', 'utf8')); },
  });
  add('cls-b7-utf8-location-target', {
    expected: 'valid', reason: 'target', host: 'cls-b7-utf8.classes.example', path: `/${encodeURIComponent('άρθρα')}/${encodeURIComponent('λιμάνι')}`,
    context: { title: 'Το λιμάνι ανοίγει ξανά' },
    handle: ok(shell({ lang: 'el', title: 'Το λιμάνι ανοίγει ξανά', site: 'Νέα', main: '<article><h1>Το λιμάνι ανοίγει ξανά</h1><p>Το λιμάνι της πόλης ανοίγει ξανά τη Δευτέρα μετά από δύο χρόνια εργασιών.</p><p>Τα πλοία θα δένουν στη νέα προβλήτα.</p></article>' })),
  });
  // — blind9's classes, in other languages and wordings —
  const artHead = (t: string) => `<meta property="og:type" content="article"><meta property="og:title" content="${esc(t)}"><meta name="author" content="Redação"><meta property="article:published_time" content="2025-04-02T09:00:00Z">`;
  add('cls-b9-ellipsis', {
    expected: 'valid', reason: 'quotes that skip words with "…" / "(...)" or insert [words] are found; the same with a changed number is not',
    context: { title: 'Lisboa abre novo parque ribeirinho em Marvila' },
    quotes: [
      { quote: 'O parque tem cerca de nove hectares … e uma ciclovia de dois quilómetros', present: true },
      { quote: 'a autarquia [de Lisboa] investiu 14 milhões de euros no projeto', present: true },
      { quote: 'os moradores (...) pediam um espaço verde há mais de vinte anos', present: true },
      { quote: 'O parque tem cerca de sete hectares … e uma ciclovia de dois quilómetros', present: false },
    ],
    handle: ok(shell({ lang: 'pt', title: 'Lisboa abre novo parque ribeirinho em Marvila', site: 'Jornal da Cidade', head: artHead('Lisboa abre novo parque ribeirinho em Marvila'),
      main: '<article><h1>Lisboa abre novo parque ribeirinho em Marvila</h1><p>O parque tem cerca de nove hectares, um anfiteatro ao ar livre e uma ciclovia de dois quilómetros junto ao Tejo.</p><p>Segundo a vereadora do Ambiente, a autarquia investiu 14 milhões de euros no projeto, financiado em parte por fundos europeus.</p><p>Segundo a junta de freguesia, os moradores da zona oriental pediam um espaço verde há mais de vinte anos.</p><p>O parque abre todos os dias das 7h às 22h.</p></article>' })),
  });
  add('cls-b9-empty-search', {
    expected: 'mismatch', reason: 'a Portuguese search page: "Não foram encontrados resultados para a sua pesquisa"', context: { title: 'Lisboa abre novo parque ribeirinho em Marvila' }, path: '/busca/parque-marvila',
    handle: ok(shell({ lang: 'pt', title: 'Pesquisa: parque marvila – Jornal da Cidade', site: 'Jornal da Cidade', main: '<h1>Pesquisa: parque marvila</h1><p>Não foram encontrados resultados para a sua pesquisa.</p><h3>Mais lidas</h3><ul><li><a href="/1">Greve nos comboios</a></li><li><a href="/2">Calor volta no fim de semana</a></li></ul>' })),
  });
  add('cls-b9-empty-search', {
    expected: 'mismatch', reason: 'an Italian search page: "Non sono stati trovati risultati"', context: { title: 'Torino, nuova linea del tram in Barriera' }, path: '/cerca/tram-barriera',
    handle: ok(shell({ lang: 'it', title: 'Cerca – Cronaca Torino', site: 'Cronaca Torino', main: '<h1>Risultati per: tram barriera</h1><p>Non sono stati trovati risultati per la tua ricerca.</p>' })),
  });
  add('cls-b9-soft404-de', {
    expected: 'mismatch', reason: 'a German soft 404 "Den Artikel gibt es nicht mehr" above a consent box with "Alle akzeptieren": the page is not there, not a consent wall', context: { title: 'Neue Fähre nach Helgoland ab Mai' },
    handle: ok(shell({ lang: 'de', title: 'Nordsee-Kurier', site: 'Nordsee-Kurier', main: '<h1>Den Artikel gibt es nicht mehr</h1><p>Vielleicht finden Sie, was Sie suchen, auf unserer Startseite.</p><div class="consent"><p>Wir und unsere Partner verwenden Cookies und ähnliche Technologien.</p><button>Alle akzeptieren</button></div>' })),
  });
  add('cls-b9-consent-article', {
    expected: 'valid', reason: 'a French article about "accepter ou s\'abonner" cookie walls (sans publicité, Tout accepter in its text) under a banner: it discusses the wall, it is not one', context: { title: 'Les « cookie walls » payants divisent les lecteurs' },
    handle: ok(shell({ lang: 'fr', title: 'Les « cookie walls » payants divisent les lecteurs', site: 'Médias & Co', head: artHead('Les « cookie walls » payants divisent les lecteurs'),
      main: '<article><h1>Les « cookie walls » payants divisent les lecteurs</h1><p>De plus en plus de sites demandent aux internautes d’accepter les cookies publicitaires ou de payer un abonnement sans publicité pour lire leurs articles.</p><p>La CNIL estime que ce choix peut être légal si le prix reste raisonnable, mais plusieurs associations contestent le consentement obtenu de cette manière.</p><p>Les éditeurs affirment que la publicité ciblée finance une grande part de leurs rédactions.</p></article><div class="cmp"><p>Nous utilisons des cookies et nos partenaires traitent vos données.</p><button>Tout accepter</button></div>' })),
  });
  add('cls-b9-consent-box', {
    expected: 'blocked', reason: 'a Dutch accept-or-subscribe wall inside a box classed as furniture (class="cookiewall"): "Accepteer cookies of lees zonder advertenties met een abonnement"', context: { title: 'Zwolle opent nieuw zwembad' },
    handle: ok(shell({ lang: 'nl', title: 'De Stentor-Post', site: 'De Stentor-Post', main: '<div class="cookiewall"><h2>Lees verder op De Stentor-Post</h2><p>Accepteer cookies van ons en onze partners, of lees zonder advertenties en tracking met een abonnement voor 3 euro per maand.</p><div><button>Akkoord</button></div><div><button>Abonnement nemen</button></div></div>' })),
  });
  add('cls-b9-question', {
    expected: 'valid', reason: 'a Q&A page titled with a long question about maintenance ("How long does scheduled maintenance of a company website usually take?"): it asks, it is not a maintenance page', context: { title: 'How long does scheduled maintenance of a company website usually take?' },
    handle: ok(shell({ lang: 'en', title: 'How long does scheduled maintenance of a company website usually take? - WebOps Answers', site: 'WebOps Answers', main: '<h1>How long does scheduled maintenance of a company website usually take?</h1><div class="answer"><p>Most small sites plan one to two hours at night. Announce it a week ahead.</p></div>' })),
  });
  add('cls-b9-site-password-401', {
    expected: 'blocked', reason: 'a Spanish "Este sitio es privado" password page answered with 401 and no WWW-Authenticate: a site password, not a login wall', context: { title: 'Catálogo de primavera' },
    handle: (_q, r) => send(r, 401, '<!DOCTYPE html><html lang="es"><head><title>Este sitio es privado</title></head><body><h1>Este sitio es privado</h1><form method="post" action="/password"><label>Introduce la contraseña de la tienda</label><input type="password" name="password"><button>Entrar</button></form></body></html>'),
  });
  add('cls-b9-no-content', {
    expected: 'mismatch', reason: 'HTTP 205 Reset Content (no body) for a cited story: a live answer that is not the source', context: { title: 'Night trains return to the Alps' },
    handle: (_q, r) => { r.writeHead(205); r.end(); },
  });
  add('cls-b9-300', {
    expected: 'valid', reason: '300 Multiple Choices with a Location to the Dutch article: followed like a redirect', context: { title: 'Groningen krijgt nieuwe fietsbrug' }, host: 'cls-b9-300.classes.example', path: '/keuze/fietsbrug',
    handle: (_q, r) => { r.writeHead(300, { location: '/nl/fietsbrug', 'content-type': 'text/html' }); r.end('<ul><li><a href="/nl/fietsbrug">Nederlands</a></li><li><a href="/en/fietsbrug">English</a></li></ul>'); },
  });
  add('cls-b9-300-target', {
    expected: 'valid', reason: 'target', host: 'cls-b9-300.classes.example', path: '/nl/fietsbrug', context: { title: 'Groningen krijgt nieuwe fietsbrug' },
    handle: ok(shell({ lang: 'nl', title: 'Groningen krijgt nieuwe fietsbrug', site: 'Dagblad Noord', head: artHead('Groningen krijgt nieuwe fietsbrug'), main: `<article><h1>Groningen krijgt nieuwe fietsbrug</h1>${longText(5, 3)}</article>` })),
  });
  {
    let n = 0;
    add('cls-b9-retry-after', {
      expected: 'valid', reason: 'a one-off 502 with Retry-After: 2, then the article: waited for and retried', context: { title: 'Harbour ferry timetable changes' },
      handle: (_q, r) => (n++ === 0 ? send(r, 502, '<h1>502 Bad Gateway</h1>', { 'retry-after': '2' }) : send(r, 200, shell({ lang: 'en', title: 'Harbour ferry timetable changes', site: 'Bay News', main: `<article><h1>Harbour ferry timetable changes</h1>${longText(5, 7)}</article>` }))),
    });
  }
  add('cls-b9-js-redirect', {
    expected: 'valid', reason: 'a script-only shell (`window.location.href = \'/artikel/…\'`) to the article: followed like a meta refresh', context: { title: 'Malmö bygger ny spårväg' }, host: 'cls-b9-js.classes.example', path: '/l/8812',
    handle: ok("<!DOCTYPE html><html><head><title>Malmö</title><script>window.location.href = '/artikel/malmo-sparvag';</script></head><body></body></html>"),
  });
  add('cls-b9-js-redirect-target', {
    expected: 'valid', reason: 'target', host: 'cls-b9-js.classes.example', path: '/artikel/malmo-sparvag', context: { title: 'Malmö bygger ny spårväg' },
    handle: ok(shell({ lang: 'sv', title: 'Malmö bygger ny spårväg', site: 'Skånebladet', head: artHead('Malmö bygger ny spårväg'), main: `<article><h1>Malmö bygger ny spårväg</h1>${longText(5, 11)}</article>` })),
  });

  // — blind8 classes (other wordings and languages than the blind8 pages) —
  add('cls-b8-journal', {
    expected: 'paywalled', reason: 'Spanish journal landing page (citation_* meta): abstract, and "Comprar artículo" only in the sidebar access box',
    context: { title: 'Sequía y rendimiento del olivar en Jaén' },
    handle: ok(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Sequía y rendimiento del olivar en Jaén | Revista de Agronomía</title><meta name="citation_title" content="Sequía y rendimiento del olivar en Jaén"><meta name="citation_doi" content="10.5555/ra.2024.118"></head><body><main><h1>Sequía y rendimiento del olivar en Jaén</h1><h2>Resumen</h2><p>Analizamos doce campañas en 40 fincas de secano y estimamos una pérdida media del 23 % en los años secos.</p></main><aside class="acceso"><p>Comprar artículo</p><p>25,00 € IVA incluido</p><p>Acceso institucional</p></aside></body></html>`),
  });
  add('cls-b8-journal', {
    expected: 'paywalled', reason: 'English publisher landing page: abstract, and "Purchase 48-hour access" in the sidebar',
    context: { title: 'Tidal energy and estuarine sediment transport' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tidal energy and estuarine sediment transport | Estuarine Science</title><meta name="citation_title" content="Tidal energy and estuarine sediment transport"><meta name="citation_journal_title" content="Estuarine Science"></head><body><main><h1>Tidal energy and estuarine sediment transport</h1><section class="abstract"><h2>Abstract</h2><p>We model sediment transport in three estuaries with and without tidal turbines.</p></section></main><aside><ul><li>Purchase 48-hour access — $14.00</li><li>Institutional login</li></ul></aside></body></html>`),
  });
  add('cls-b8-journal', {
    expected: 'valid', reason: 'must stay: an open-access landing page (citation_* meta, "Download PDF", "Cite") sells nothing',
    context: { title: 'Tidal energy and estuarine mixing' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Tidal energy and estuarine mixing | Open Estuaries</title><meta name="citation_title" content="Tidal energy and estuarine mixing"></head><body><main><h1>Tidal energy and estuarine mixing</h1><p class="badge">Open Access</p><h2>Abstract</h2><p>We measure vertical mixing downstream of two tidal turbine arrays over eighteen months and find no change beyond natural variability.</p></main><aside><p>Download PDF</p><p>Cite this article</p></aside></body></html>`),
  });
  add('cls-b8-german-quotes', {
    expected: 'mismatch', reason: 'German empty search: „Rheinbrücke Leverkusen“ lieferte keine Ergebnisse — the words after a closed „…“ quotation are the page\'s own',
    context: {}, path: '/suche',
    handle: ok(shell({ lang: 'de', title: 'Suche', site: 'Rheinische Post Online', main: '<form action="/suche"><input name="q"></form><p>Ihre Suche nach „Rheinbrücke Leverkusen“ lieferte keine Ergebnisse.</p>' })),
  });
  add('cls-b8-parked', {
    expected: 'mismatch', reason: 'Dutch lander "Het domein oudehavenkrant.nl is te koop" (the domain named between the words)',
    context: { title: 'Nieuwe sluis in gebruik genomen' },
    handle: ok('<!DOCTYPE html><html lang="nl"><head><title>oudehavenkrant.nl</title></head><body><h1>Het domein oudehavenkrant.nl is te koop</h1><p>Neem contact op met de eigenaar voor een bod.</p></body></html>'),
  });
  add('cls-b8-parked', {
    expected: 'mismatch', reason: 'Chinese registrar lander "该域名已被注册"', context: { title: '新港区码头扩建工程开工' },
    handle: ok('<!DOCTYPE html><html lang="zh"><head><title>xingang-news.example</title></head><body><h1>该域名已被注册</h1><p>如需购买请联系域名持有人。</p></body></html>'),
  });
  add('cls-b8-payconsent', {
    expected: 'blocked', reason: 'French pay-or-consent wall in a cookie-wall container, "Accepter et continuer" and "S\'abonner" on one line',
    context: { title: 'Le conseil régional vote le budget des lycées' },
    handle: ok(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>La Voix du Centre</title></head><body><div class="cookie-wall"><h2>Pour lire gratuitement, acceptez les cookies</h2><p>Nous et nos partenaires utilisons des cookies pour la publicité personnalisée. Vous pouvez accepter ou vous abonner pour lire sans publicité ciblée pour 2,99 € par mois.</p><p><button>Accepter et continuer</button> <a href="/abo">S'abonner</a></p></div></body></html>`),
  });
  add('cls-b8-home-query', {
    expected: 'mismatch', reason: 'a deleted story redirects to the home page with a marker query (/?from=article)', path: '/cronaca/2021/ponte-chiuso', host: 'cls-b8-home.classes.example',
    context: { title: 'Ponte chiuso per lavori fino a giugno' },
    handle: (_q, r) => { r.writeHead(302, { location: '/?from=article' }); r.end(); },
  });
  add('cls-b8-home-query-target', {
    expected: 'mismatch', reason: 'target: home page', path: '/', host: 'cls-b8-home.classes.example', context: {},
    handle: ok(shell({ lang: 'it', title: 'Il Corriere del Lago', site: 'Il Corriere del Lago', main: '<h2>Primo piano</h2><ul><li><a href="/1">Nuovo parcheggio in centro</a></li><li><a href="/2">Festa del lago</a></li></ul><p>Accetta i cookie per continuare</p>' })),
  });
  add('cls-b8-section', {
    expected: 'mismatch', reason: 'a deleted story redirects to its section (/deportes, no trailing slash)', path: '/deportes/2022/05/final-copa-regional', host: 'cls-b8-section.classes.example',
    context: { title: 'El Atlético Ribera gana la copa regional' },
    handle: (_q, r) => { r.writeHead(301, { location: '/deportes' }); r.end(); },
  });
  add('cls-b8-section-target', {
    expected: 'mismatch', reason: 'target: section front', path: '/deportes', host: 'cls-b8-section.classes.example', context: {},
    handle: ok(shell({ lang: 'es', title: 'Deportes', site: 'La Ribera', main: '<h1>Deportes</h1><ul><li><a href="/1">Resultados</a></li></ul>' })),
  });
  add('cls-b8-listing', {
    expected: 'mismatch', reason: 'a Portuguese home page served at a story URL: headline lists only, a teaser shares words with the cited title',
    context: { title: 'Nova ponte sobre o rio Douro inaugurada' },
    handle: ok(`<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Jornal do Norte — últimas notícias</title></head><body><header><a href="/">Jornal do Norte</a></header><main><h1>Jornal do Norte</h1>${['Destaques', 'Região', 'Desporto', 'Mais lidas'].map((h, k) => `<section class="widget"><h2>${h}</h2><ul>${['Nova ciclovia inaugurada em Gaia', 'Câmara aprova orçamento para 2025', 'FC Porto vence em casa', 'Greve nos transportes na sexta-feira', 'Festival de música regressa ao Douro'].map((t, j) => `<li><a href="/${k}/${j}">${t}</a></li>`).join('')}</ul></section>`).join('')}</main><footer>© Jornal do Norte</footer></body></html>`),
  });
  add('cls-b8-free-declared', {
    expected: 'valid', reason: 'a free blog post (isAccessibleForFree true) ending with a platform box "Become a member to read member-only stories": the publisher says it is free',
    context: { title: 'Why we moved our builds off a single CI runner' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why we moved our builds off a single CI runner</title><script type="application/ld+json">{"@context":"https://schema.org","@type":"BlogPosting","headline":"Why we moved our builds off a single CI runner","isAccessibleForFree":true}</script></head><body><article><h1>Why we moved our builds off a single CI runner</h1><p>For three years every build in the company ran on one large machine under a desk.</p><p>When it failed in March, nobody could ship for two days, so we split the work across six small runners.</p><p>Builds are now 40 percent faster on average.</p></article><div class="upsell"><p>Become a member to read member-only stories</p><p>Sign up</p></div></body></html>`),
  });
  add('cls-b8-comments-cjk', {
    expected: 'valid', reason: 'a short Chinese story whose reader comments (class cmt-list) repeat a changed figure: the comment is not the source',
    context: { title: '市图书馆新馆开放' },
    quotes: [{ quote: '新馆藏书约八十万册', present: true }, { quote: '新馆藏书约一百万册', present: false }],
    handle: ok(`<!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><title>市图书馆新馆开放</title></head><body><article><h1>市图书馆新馆开放</h1><p>市图书馆新馆于周六正式对外开放，新馆藏书约八十万册，设有儿童阅览区和自习室。</p><p>馆方表示，开放首日接待读者超过一万人次，周末将延长开放时间至晚上九点。</p><p>新馆位于城东文化中心，市民可乘坐地铁二号线到达。</p><p>据介绍，新馆总建筑面积约三万平方米，是老馆的三倍，馆内还设有数字阅读体验区、古籍修复展示室和可容纳三百人的报告厅。</p></article><div class="cmt-list"><p>网友甲：听说新馆藏书约一百万册，太棒了</p><p>网友乙：周末去看看</p></div></body></html>`),
  });
  add('cls-b8-similar', {
    expected: 'valid', reason: 'a record page whose "similar-articles" list names another paper: that title is not the source\'s words',
    context: { title: 'Coffee intake and atrial fibrillation in a cohort of 40 000 adults' },
    quotes: [{ quote: 'Tea intake and stroke risk in older women', present: false }],
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Coffee intake and atrial fibrillation in a cohort of 40 000 adults</title></head><body><main><h1>Coffee intake and atrial fibrillation in a cohort of 40 000 adults</h1><h2>Abstract</h2><p>Among 40 112 adults followed for nine years, moderate coffee intake was not associated with a higher risk of atrial fibrillation (hazard ratio 0.97).</p><p>Results were similar in men and women and across age groups, and did not change after adjustment for smoking, alcohol intake, body-mass index, blood pressure and physical activity.</p><p>Participants who drank four or more cups a day had no higher risk than those who drank none. These findings do not support advice to avoid coffee for the prevention of arrhythmia.</p><div class="similar-articles"><h2>Similar articles</h2><ul><li><a href="/1">Tea intake and stroke risk in older women</a></li><li><a href="/2">Caffeine and heart rhythm: a review</a></li></ul></div></main></body></html>`),
  });
  {
    let n = 0;
    add('cls-b8-short-retry-after', {
      expected: 'valid', reason: 'a one-off 502 with "Retry-After: 1", then the article: retried like a 5xx without Retry-After',
      context: { title: 'Harbour cranes to be replaced by 2027' },
      handle: (_q, r) => (n++ === 0 ? send(r, 502, '<h1>502 Bad Gateway</h1>', { 'retry-after': '1' }) : send(r, 200, shell({ lang: 'en', title: 'Harbour cranes to be replaced by 2027', site: 'Port News', main: `<article><h1>Harbour cranes to be replaced by 2027</h1>${longText(4, 7)}</article>` }))),
    });
  }
  add('cls-b8-sidebar-link', {
    expected: 'mismatch', reason: 'a German article about another story whose sidebar links to the cited one: the sidebar is not the page\'s words',
    context: { title: 'Neue Rheinfähre zwischen Bonn und Beuel startet im Mai' },
    handle: ok(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stadtrat beschließt neues Parkraumkonzept | Bonner Blatt</title><meta property="og:type" content="article"></head><body><main><article><h1>Stadtrat beschließt neues Parkraumkonzept</h1><p>Der Stadtrat hat am Donnerstag ein neues Parkraumkonzept für die Innenstadt beschlossen. Anwohnerparken wird auf zwölf weitere Quartiere ausgeweitet.</p><p>Die Gebühren für Kurzzeitparken steigen ab Juli um fünfzig Cent pro Stunde. Einzelhändler kritisieren den Beschluss.</p><p>Die Verwaltung rechnet mit Mehreinnahmen von rund zwei Millionen Euro im Jahr, die in den Nahverkehr fließen sollen.</p></article></main><aside class="sidebar"><h3>Meistgelesen</h3><ul><li><a href="/1">Neue Rheinfähre zwischen Bonn und Beuel startet im Mai</a></li><li><a href="/2">Beethovenfest: Programm vorgestellt</a></li></ul></aside></body></html>`),
  });
  add('cls-b8-cookie-loop', {
    expected: 'blocked', reason: 'a self-redirect that sets a fresh cookie on every hop and never serves the page: bot defence, not a dead link',
    context: { title: 'Exchange rates today' },
    handle: (q, r) => { r.writeHead(307, { location: q.url ?? '/', 'set-cookie': `chk=${Math.random().toString(36).slice(2)}; Path=/` }); r.end(); },
  });
  add('cls-b8-cookie-loop', {
    expected: 'invalid', reason: 'must stay: a redirect loop that sets no cookie is a dead link',
    context: { title: 'Exchange rates today' },
    handle: (q, r) => { r.writeHead(302, { location: q.url ?? '/' }); r.end(); },
  });
  // — blind11: pay-or-consent walls whose accept button is phrased "read with ads – agree" or leads a row of buttons —
  add('cls-b11-payconsent', {
    expected: 'blocked', reason: 'a Dutch pay-or-consent wall: the accept button reads "Lees met advertenties – Akkoord", the alternative is a subscription without ads',
    context: { title: 'Gemeente Zwolle opent nieuwe fietsbrug over de IJssel' },
    handle: ok(`<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>Zwolse Courant</title></head><body><div class="privacy-gate" role="dialog"><h2>Jouw keuze</h2><p>Zwolse Courant en onze 96 partners gebruiken cookies om advertenties te tonen die bij je passen en om het gebruik van de site te meten.</p><button class="gate-accept">Lees met advertenties – Akkoord</button><p>Of lees zonder advertenties en zonder tracking met een abonnement voor € 3,50 per maand.</p><a href="/abonnement">Abonneer</a></div></body></html>`),
  });
  add('cls-b11-payconsent', {
    expected: 'blocked', reason: 'a Portuguese pay-or-consent wall: one row of buttons and links that starts with "Aceitar e continuar grátis", the paid way is "sem anúncios"',
    context: { title: 'Câmara do Porto aprova nova linha de metro até Gondomar' },
    handle: ok(`<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Diário do Douro</title></head><body><div class="cookie-gate"><h1>A sua privacidade</h1><p>Para continuar a ler o Diário do Douro, aceite os cookies e o tratamento dos seus dados pelos nossos parceiros para publicidade personalizada, ou assine a versão sem anúncios por 2,49 € por mês.</p><p><button>Aceitar e continuar grátis</button> <a href="/assine-sem-anuncios">Assine sem anúncios</a> <a href="/privacidade">Política de privacidade</a></p></div></body></html>`),
  });
  add('cls-b11-payconsent', {
    expected: 'valid', reason: 'must stay: a short article (byline, date, paragraphs) about pay-or-consent buttons that quotes "Lees met advertenties – Akkoord"',
    context: { title: 'Waarom nieuwssites vragen: lees met advertenties of neem een abonnement' },
    handle: ok(shell({ lang: 'nl', title: 'Waarom nieuwssites vragen: lees met advertenties of neem een abonnement', site: 'Mediakrant', head: '<meta property="og:type" content="article"><meta name="author" content="Sanne Bakker">',
      main: `<article><h1>Waarom nieuwssites vragen: lees met advertenties of neem een abonnement</h1><p class="byline">Door Sanne Bakker · 3 maart 2025</p><p>Steeds meer Nederlandse nieuwssites tonen bezoekers een keuze: een knop met "Lees met advertenties – Akkoord" of een abonnement zonder advertenties en zonder tracking.</p><p>Volgens de Autoriteit Persoonsgegevens is zo'n keuze alleen toegestaan als het abonnement een redelijke prijs heeft. Uitgevers zeggen dat de advertentie-inkomsten anders wegvallen.</p><p>Uit een rondgang langs twaalf sites blijkt dat de prijs van een advertentievrij abonnement varieert van twee tot vijf euro per maand. De meeste lezers kiezen voor de advertenties.</p></article>` })),
  });

  // — blind11: a 429 whose Retry-After asks for a few seconds, then the page —
  {
    let n = 0;
    add('cls-b11-retry-after-429', {
      expected: 'valid', reason: 'a one-off 429 with "Retry-After: 2", then the article: the server asked to come back in two seconds',
      context: { title: 'Le marché couvert de Rouen rouvre après travaux' },
      handle: (_q, r) => (n++ === 0 ? send(r, 429, '<h1>429 Too Many Requests</h1>', { 'retry-after': '2' }) : send(r, 200, shell({ lang: 'fr', title: 'Le marché couvert de Rouen rouvre après travaux', site: 'Normandie Actu', main: `<article><h1>Le marché couvert de Rouen rouvre après travaux</h1><p>Après dix-huit mois de chantier, le marché couvert de la place Saint-Marc a rouvert ses portes samedi matin avec quarante-deux commerçants.</p><p>La rénovation a coûté 6,8 millions d'euros, financés par la métropole et la région. La charpente métallique d'origine a été conservée et repeinte.</p><p>Les horaires restent inchangés : du mardi au dimanche, de 7 heures à 13 h 30. Un parking à vélos de soixante places a été installé devant l'entrée nord.</p></article>` }))),
    });
  }
  add('cls-b11-retry-after-429', {
    expected: 'blocked', reason: 'must stay: a 429 with "Retry-After: 2" on every try is a rate limit, not the page',
    context: { title: 'Le marché couvert de Rouen rouvre après travaux' },
    handle: (_q, r) => send(r, 429, '<h1>429 Too Many Requests</h1>', { 'retry-after': '2' }),
  });

  // — blind11: a 2xx body the server cuts short (connection closed before the end) after the article —
  add('cls-b11-cut-body', {
    expected: 'valid', reason: 'a chunked 200 whose connection is dropped after the article, before the last chunk: browsers show what arrived, so the page is judged on it',
    context: { title: 'Salzburg verlängert die Lokalbahn bis zum Mirabellplatz' },
    quotes: [{ quote: 'Die Strecke soll im Herbst 2031 in Betrieb gehen', present: true }, { quote: 'Die Strecke soll im Herbst 2033 in Betrieb gehen', present: false }],
    handle: (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      r.write(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Salzburg verlängert die Lokalbahn bis zum Mirabellplatz</title><meta property="og:type" content="article"></head><body><main><article><h1>Salzburg verlängert die Lokalbahn bis zum Mirabellplatz</h1><p>Die Salzburger Lokalbahn wird unterirdisch vom Hauptbahnhof bis zum Mirabellplatz verlängert. Das haben Land und Stadt am Dienstag beschlossen.</p><p>Der neue Abschnitt ist 1,3 Kilometer lang und bekommt eine Station unter der Rainerstraße. Die Kosten werden auf 380 Millionen Euro geschätzt, der Bund übernimmt die Hälfte.</p><p>Die Strecke soll im Herbst 2031 in Betrieb gehen. Während der Bauzeit wird die Rainerstraße abschnittsweise gesperrt.</p></article>`);
      setTimeout(() => r.socket?.destroy(), 60);
    },
  });
  add('cls-b11-cut-body', {
    expected: 'blocked', reason: 'must stay: a 200 whose connection drops before any byte of the body is a failed connection (blocked after the ladder), not a page',
    context: { title: 'Salzburg verlängert die Lokalbahn bis zum Mirabellplatz' },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': '5000' }); r.flushHeaders(); setTimeout(() => r.socket?.destroy(), 60); },
  });
  // — blind11: a deleted story that redirects to its section front, a "river" of headline links in list items (no teaser headings) —
  add('cls-b11-river', {
    expected: 'mismatch', reason: 'an Italian story URL 302-redirects to the "Cronaca" front: one h1 and a list of headline links, one sharing words with the cited title',
    path: '/2024/05/12/nuovo-ponte-sul-brenta-a-bassano', host: 'cls-b11-river-it.classes.example',
    context: { title: 'Nuovo ponte sul Brenta a Bassano, via libera della Regione' },
    handle: (_q, r) => { r.writeHead(302, { location: '/cronaca-locale/' }); r.end(); },
  });
  add('cls-b11-river-target', {
    expected: 'mismatch', reason: 'target: section front', path: '/cronaca-locale/', host: 'cls-b11-river-it.classes.example', context: {},
    handle: ok(shell({ lang: 'it', title: 'Cronaca locale | Il Giornale del Brenta', site: 'Il Giornale del Brenta', main: `<h1>Cronaca locale</h1><ul class="lista-notizie">${['Bassano, chiuso per lavori il ponte degli Alpini fino a giugno', 'Regione Veneto, via libera al piano per le piste ciclabili sul Brenta', 'Cittadella, incendio in un capannone: nessun ferito', 'Marostica, la partita a scacchi torna in piazza a settembre', 'Asiago, nuova seggiovia pronta per l\'inverno', 'Rosà, il consiglio comunale approva il bilancio'].map((t, i) => `<li><a href="/cronaca-locale/${i}">${t}</a> <span class="ora">${i + 1} ore fa</span></li>`).join('')}</ul><a href="?pagina=2">Pagina successiva</a>` })),
  });
  add('cls-b11-river', {
    expected: 'mismatch', reason: 'a Japanese story URL 301-redirects to the regional news index: a list of dated headline links',
    path: '/article/20240512-001', host: 'cls-b11-river-ja.classes.example',
    context: { title: '旭川市、新しい市立図書館を2026年に開館へ' },
    handle: (_q, r) => { r.writeHead(301, { location: '/local/index.html' }); r.end(); },
  });
  add('cls-b11-river-target', {
    expected: 'mismatch', reason: 'target: regional index', path: '/local/index.html', host: 'cls-b11-river-ja.classes.example', context: {},
    handle: ok(shell({ lang: 'ja', title: '道北のニュース一覧｜北北海道タイムス', site: '北北海道タイムス', main: `<h1>道北のニュース</h1><ul class="news-list">${['旭川市、市立図書館の開館時間を延長', '旭川空港、冬ダイヤを発表', '名寄市で初雪、平年より5日早く', '稚内港に大型クルーズ船が寄港', '富良野市、ラベンダー畑の入場料を検討'].map((t, i) => `<li><span class="date">5月${12 - i}日</span><a href="/local/${i}.html">${t}</a></li>`).join('')}</ul>` })),
  });
  add('cls-b11-river', {
    expected: 'valid', reason: 'must stay: an old slug redirects to the short story itself (no article markup, a long list of related links under it): its headline is the cited title',
    path: '/2024/05/bibliotheque-ouverte-dimanche', host: 'cls-b11-river-fr.classes.example',
    context: { title: 'La bibliothèque municipale de Vannes ouvrira le dimanche' },
    handle: (_q, r) => { r.writeHead(301, { location: '/actu/bibliotheque-vannes-dimanche' }); r.end(); },
  });
  add('cls-b11-river-target', {
    expected: 'valid', reason: 'target: the story', path: '/actu/bibliotheque-vannes-dimanche', host: 'cls-b11-river-fr.classes.example', context: {},
    handle: ok(shell({ lang: 'fr', title: 'La bibliothèque municipale de Vannes ouvrira le dimanche', site: 'Vannes Infos', main: `<h1>La bibliothèque municipale de Vannes ouvrira le dimanche</h1><p>À partir de septembre, la médiathèque des Capucins ouvrira chaque dimanche de 14 heures à 18 heures, a annoncé la mairie.</p><ul class="a-lire">${['Vannes : le marché des Lices change d\'horaires', 'Golfe du Morbihan : les navettes reprennent', 'Vannes : un nouveau skatepark à Kercado', 'Séné : la réserve naturelle ouvre ses portes', 'Vannes : la piscine de Kercado fermée en août', 'Arradon : le festival de jazz revient'].map((t, i) => `<li><a href="/actu/${i}">${t}</a></li>`).join('')}</ul>` })),
  });
  add('cls-b11-cut-body', {
    expected: 'blocked', reason: 'must stay: a 200 cut after the site header, navigation and a rail of other headlines, before the article: what arrived is not the page, so the failed connection stands (blocked)',
    context: { title: 'Tartu avab uue jalgsilla üle Emajõe' },
    handle: (_q, r) => {
      r.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': '48000' });
      r.write(`<!DOCTYPE html><html lang="et"><head><meta charset="utf-8"><title>Tartu Postimees</title></head><body><header><a href="/">Tartu Postimees</a><nav><a href="/uudised">Uudised</a> <a href="/sport">Sport</a> <a href="/kultuur">Kultuur</a> <a href="/arvamus">Arvamus</a></nav></header><aside><h2>Loetuimad</h2><ul><li><a href="/1">Tartu linnavalitsus kinnitas eelarve</a></li><li><a href="/2">Emajõe kaldale tuleb uus promenaad</a></li><li><a href="/3">Raekoja platsil algab jõuluturg</a></li><li><a href="/4">Ülikool avab uue õppehoone</a></li></ul></aside><main><p>Tartu ülikooli teadlased uurivad, miks Emajõe vesi on viimastel suvedel olnud soojem kui varem, ja mõõdavad temperatuuri kolmes kohas.</p>`);
      setTimeout(() => r.socket?.destroy(), 60);
    },
  });
  // — blind10 classes —
  add('cls-b10-accent', {
    expected: 'valid', reason: 'a Ukrainian encyclopedia entry whose headline and text carry stress marks (combining acute): the citing title without them is the same words',
    context: { title: 'Чорнобильська атомна електростанція' },
    quotes: [{ quote: 'розташована за 110 кілометрів від Києва', present: true }],
    handle: ok(`<!DOCTYPE html><html lang="uk"><head><meta charset="utf-8"><title>ЧОРНО\u0301БИЛЬСЬКА А\u0301ТОМНА ЕЛЕКТРОСТА\u0301НЦІЯ</title></head><body><header><a href="/">Енциклопедія</a></header><main><h1>ЧОРНО\u0301БИЛЬСЬКА А\u0301ТОМНА ЕЛЕКТРОСТА\u0301НЦІЯ</h1><p>ЧОРНО\u0301БИЛЬСЬКА А\u0301ТОМНА ЕЛЕКТРОСТА\u0301НЦІЯ — перша АЕС в Україні, розташована за 110 кілометрів від Києва.</p><p>Будівництво розпочато 1970. У квітні 1986 на четвертому енергоблоці сталася найбільша в історії аварія ядерного реактора.</p><p>Останній енергоблок зупинено 15 грудня 2000.</p></main></body></html>`),
  });
  add('cls-b10-doc-shop', {
    expected: 'paywalled', reason: 'a Japanese standards shop page: the JIS code in the headline, a price and "カートに入れる" — the standard is sold',
    context: { title: 'JIS Z 8301:2019 規格票の様式及び作成方法' },
    handle: ok(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>JIS Z 8301:2019 規格票の様式及び作成方法 | 規格ストア</title></head><body><header><a href="/">規格ストア</a></header><main><h1>JIS Z 8301:2019</h1><p>規格票の様式及び作成方法</p><p>この規格は、日本産業規格の規格票の様式及び作成方法について規定する。</p><div class="buy"><p>価格 8,800円（税込）</p><p>PDF版 / 冊子版</p><button>カートに入れる</button></div></main><footer>© 規格ストア</footer></body></html>`),
  });
  add('cls-b10-doc-shop', {
    expected: 'paywalled', reason: 'a British standards shop page: "BS EN" code in the title, "£310", "Add to basket"',
    context: { title: 'BS EN 1991-1-4:2005 Eurocode 1. Actions on structures. Wind actions' },
    handle: ok(`<!DOCTYPE html><html lang="en-GB"><head><meta charset="utf-8"><title>BS EN 1991-1-4:2005+A1:2010 | Standards Shop</title></head><body><header><a href="/">Standards Shop</a><nav><a href="/basket">Basket</a></nav></header><main><h1>BS EN 1991-1-4:2005+A1:2010</h1><h2>Eurocode 1. Actions on structures. General actions. Wind actions</h2><p>This European Standard gives guidance on the determination of natural wind actions for the structural design of buildings and civil engineering works for each of the loaded areas under consideration.</p><div class="price-box"><p>Non-member price: £310.00</p><p>Format: PDF, Hardcopy</p><button>Add to basket</button></div></main></body></html>`),
  });
  add('cls-b10-doc-shop', {
    expected: 'valid', reason: 'must stay: a product page for a gadget (price, "Add to cart") names no document — it is the cited product',
    context: { title: 'Aeropress Clear coffee maker' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Aeropress Clear coffee maker – Brew Supply</title><meta property="og:type" content="product"></head><body><main><h1>Aeropress Clear coffee maker</h1><p>The clear version of the classic press, made from a shatterproof copolyester. Brews one to three cups in about a minute.</p><p>$49.95</p><button>Add to cart</button><h2>Details</h2><p>Includes 350 paper filters, a stirrer and a scoop. Dishwasher safe.</p></main></body></html>`),
  });
  add('cls-b10-limit', {
    expected: 'paywalled', reason: 'a French book preview past its limit: "Vous avez atteint la limite de consultation pour ce livre"',
    context: { title: 'Les Misérables, tome II' },
    handle: ok(shell({ lang: 'fr', title: 'Les Misérables, tome II – Aperçu', site: 'Livres en ligne', main: '<h1>Les Misérables, tome II</h1><p>Victor Hugo — Éditions du Rocher, 2011</p><div class="preview-message"><p>Vous avez atteint la limite de consultation pour ce livre.</p></div><p><a href="/acheter">Acheter le livre numérique</a></p>' })),
  });
  add('cls-b10-limit', {
    expected: 'paywalled', reason: 'a digital-lending page: "Sign in to borrow" and "Borrow for 14 days" — the text is on loan to account holders',
    context: { title: 'The Overstory (Richard Powers)' },
    handle: ok(shell({ lang: 'en', title: 'The Overstory – County Digital Library', site: 'County Digital Library', main: '<h1>The Overstory</h1><p>Richard Powers · eBook · 2018</p><div class="loan"><p>1 of 3 copies available</p><p>Sign in to borrow</p><p>Borrow for 14 days</p></div><p>Subjects: Fiction, Literature</p>' })),
  });
  add('cls-b10-registered', {
    expected: 'paywalled', reason: 'a German literature database: abstract free, "Der Volltext ist nur für registrierte Nutzer verfügbar"',
    context: { title: 'Mietpreisbremse und Wohnungsneubau in Berlin' },
    handle: ok(shell({ lang: 'de', title: 'Mietpreisbremse und Wohnungsneubau in Berlin – Fachportal', site: 'Fachportal', main: '<h1>Mietpreisbremse und Wohnungsneubau in Berlin</h1><p>Zusammenfassung: Die Studie vergleicht Baugenehmigungen vor und nach Einführung der Mietpreisbremse.</p><p>Der Volltext ist nur für registrierte Nutzer verfügbar.</p>' })),
  });
  add('cls-b10-registered', {
    expected: 'paywalled', reason: 'a Chinese database record: "全文仅限注册用户阅读"',
    context: { title: '城市更新中的历史街区保护研究' },
    handle: ok(`<!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><title>城市更新中的历史街区保护研究</title></head><body><main><h1>城市更新中的历史街区保护研究</h1><p>摘要：本文以成都宽窄巷子为例，讨论城市更新中历史街区的保护与利用。</p><p>全文仅限注册用户阅读，请登录后查看。</p></main></body></html>`),
  });
  add('cls-b10-subscription-required', {
    expected: 'paywalled', reason: 'a report page with a summary and a long block "Access to this report requires a subscription. We offer individual, team and institutional…"',
    context: { title: 'Global lithium supply outlook 2030' },
    handle: ok(shell({ lang: 'en', title: 'Global lithium supply outlook 2030 – Market Research', site: 'Market Research', main: '<h1>Global lithium supply outlook 2030</h1><p>Summary: demand for lithium is expected to triple by 2030, led by electric vehicles.</p><p>Access to this report requires a subscription. We offer individual, team and institutional subscription options for analysts, companies and libraries in more than forty countries.</p><p><a href="/plans">See plans</a></p>' })),
  });
  add('cls-b10-disambig', {
    expected: 'mismatch', reason: 'a French Wikipedia homonymy page (bandeau-homonymie, "peut désigner :") cited for one of its meanings',
    context: { title: 'Mercure (planète) – orbite et rotation' },
    handle: ok(`<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Mercure — Wikipédia</title></head><body><main><h1>Mercure</h1><div class="bandeau-homonymie"><p>Cette page d’homonymie répertorie les différents sujets et articles partageant un même nom.</p></div><p>Mercure peut désigner :</p><ul><li>Mercure, planète du Système solaire</li><li>Mercure, dieu romain du commerce</li><li>mercure, élément chimique de symbole Hg</li><li>Mercure, ancien nom de plusieurs journaux</li></ul></main></body></html>`),
  });
  add('cls-b10-disambig', {
    expected: 'mismatch', reason: 'a Spanish wiki page "Córdoba puede referirse a:" with a list of places, cited for the Argentine city',
    context: { title: 'Córdoba (Argentina): población y economía' },
    handle: ok(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Córdoba - Enciclopedia libre</title></head><body><main><h1>Córdoba</h1><p>Córdoba puede referirse a:</p><h2>Lugares</h2><ul><li>Córdoba, ciudad de España</li><li>Córdoba, ciudad de Argentina</li><li>Córdoba, municipio de Colombia</li><li>Córdoba, municipio de México</li></ul><h2>Personas</h2><ul><li>Gonzalo Fernández de Córdoba, militar</li></ul></main></body></html>`),
  });
  add('cls-b10-no-such', {
    expected: 'mismatch', reason: 'a forum answering 200 "No such thread." for a wrong id',
    context: { title: 'Best settings for sourdough in a cold kitchen' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Bread Forum</title></head><body><div id="top"><a href="/">Bread Forum</a></div><div class="content"><p>No such thread.</p></div></body></html>`),
  });
  add('cls-b10-no-such', {
    expected: 'mismatch', reason: 'a German dictionary answering 200 "Kein Eintrag für „Wolkenkratzerei“ gefunden"',
    context: { title: 'Wolkenkratzerei – Wörterbuch' },
    handle: ok(shell({ lang: 'de', title: 'Wörterbuch – Suche', site: 'Wörterbuch', main: '<h1>Kein Eintrag für „Wolkenkratzerei“ gefunden</h1><p>Meinten Sie: <a href="/w/wolkenkratzer">Wolkenkratzer</a>?</p>' })),
  });
  add('cls-b10-no-such', {
    expected: 'mismatch', reason: 'an English dictionary page: "We don\'t have a definition for this word yet."',
    context: { title: 'glimmerous – definition' },
    handle: ok(shell({ lang: 'en', title: 'Definitions – WordBase', site: 'WordBase', main: '<h2>glimmerous</h2><p>We don\'t have a definition for this word yet.</p><p>Try a <a href="/thesaurus">thesaurus search</a>.</p>' })),
  });
  add('cls-b10-no-matches', {
    expected: 'mismatch', reason: 'a library catalogue search: "Query produced no matches."',
    path: '/catalogue/search', context: { title: 'Minutes of the Harbour Board, 1898' },
    handle: ok(shell({ lang: 'en', title: 'Catalogue – City Archives', site: 'City Archives', main: '<h1>Catalogue</h1><form action="/catalogue/search"><input name="q" value="harbour board minutes 1898"></form><p>Query produced no matches.</p>' })),
  });
  add('cls-b10-data-file', {
    expected: 'valid', reason: 'a tab-separated data file (text/tab-separated-values) cited by what it holds: column codes and numbers are not words to match',
    context: { title: 'Daily river levels at Koblenz gauge, 2023' },
    handle: (_q, r) => { r.writeHead(200, { 'content-type': 'text/tab-separated-values; charset=utf-8' }); r.end('datum\tpegel_cm\tabfluss_m3s\n2023-01-01\t312\t2140\n2023-01-02\t318\t2210\n2023-01-03\t325\t2290\n2023-01-04\t330\t2350\n2023-01-05\t327\t2310\n'); },
  });
  add('cls-b10-gate-not', {
    expected: 'valid', reason: 'a public post on a jobs network, whole, with "Sign in to continue your search" for the site\'s other listings: no gate on the post',
    context: { title: 'We are hiring two hydrologists in Lyon' },
    handle: ok(shell({ lang: 'en', title: 'We are hiring two hydrologists in Lyon | WorkNet', site: 'WorkNet', main: '<article><h1>We are hiring two hydrologists in Lyon</h1><p>Our flood forecasting team is growing. We are looking for two hydrologists with experience in rainfall-runoff models, starting in January.</p><p>Apply by 30 November through our careers page.</p></article><section class="signin"><p>Sign in to continue your search</p><a href="/login">Sign in</a></section>' })),
  });
  add('cls-b10-media-description', {
    expected: 'valid', reason: 'a script-rendered video page (og:type video.movie, empty app root) whose description meta is the video\'s text',
    context: { title: 'Restoring a 1930s tram in Porto' },
    quotes: [{ quote: 'took the workshop eleven months and 2,400 hours of work', present: true }],
    handle: ok(`<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Restoring a 1930s tram in Porto - TubeVideo</title><meta property="og:type" content="video.movie"><meta property="og:title" content="Restoring a 1930s tram in Porto"><meta property="og:description" content="Tram 131, built in 1932, is back on line 1. Restoring its wooden body and motors took the workshop eleven months and 2,400 hours of work."><script src="/app.js" defer></script></head><body><div id="app"></div></body></html>`),
  });
  add('cls-b10-media-description', {
    expected: 'valid', reason: 'a fediverse post page (profile:username meta) with the post only in its description meta',
    context: { title: 'City library extends Sunday opening hours' },
    handle: ok(`<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stadtbibliothek (@stabi@social.example)</title><meta property="og:type" content="article"><meta property="profile:username" content="stabi@social.example"><meta property="og:description" content="Ab 1. März hat die Stadtbibliothek auch sonntags von 11 bis 17 Uhr geöffnet. City library extends Sunday opening hours — see our website for details."><script type="module" src="/packs/app.js"></script></head><body><div id="root"></div><noscript>Bitte aktiviere JavaScript.</noscript></body></html>`),
  });
  add('cls-b10-media-description', {
    expected: 'blocked', reason: 'must stay: a news app shell (og:type article, no poster) with only a teaser description — a browser may render the whole story',
    context: { title: 'Council approves new bus depot' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Council approves new bus depot</title><meta property="og:type" content="article"><meta property="og:description" content="The council voted 31 to 12 on Tuesday night to approve a new electric bus depot on the former gasworks site, ending a two-year dispute."><script src="/static/app.js" defer></script></head><body><div id="root"></div></body></html>`),
  });
  add('cls-b10-player-response', {
    expected: 'valid', reason: 'a video page whose text is in an inline `var initialPlayerResponse = {…}` (a state script named …Response)',
    context: { title: 'Why Venice floods: the MOSE barrier explained' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Why Venice floods: the MOSE barrier explained</title><script>var initialPlayerResponse = {"details":{"title":"Why Venice floods: the MOSE barrier explained","description":"Venice has flooded more often since the 1960s. The MOSE barrier, 78 steel gates across three inlets of the lagoon, was raised for the first time in October 2020 and has since kept out dozens of high tides. We look at how it works, what it costs to run and why it may not be enough as the sea keeps rising."}};</script></head><body><div id="player"></div></body></html>`),
  });
  add('cls-b10-field-label', {
    expected: 'valid', reason: 'a Polish repository record whose h1 starts with its field label "Tytuł:" (a descriptor span): the label is not the title',
    context: { title: 'Zmiany klimatu a rolnictwo na Mazowszu' },
    meta: { title: ['Zmiany klimatu a rolnictwo na Mazowszu'] },
    handle: ok(`<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Repozytorium Uniwersyteckie: Zmiany klimatu a rolnictwo na Mazowszu</title></head><body><main><h1><span class="descriptor">Tytuł:</span>Zmiany klimatu a rolnictwo na Mazowszu</h1><p><b>Autor:</b> Anna Kowalska</p><p><b>Streszczenie:</b> Praca analizuje plony pszenicy i kukurydzy na Mazowszu w latach 1990–2020. Susze w 2015 i 2019 roku obniżyły plony pszenicy o ponad 20 procent.</p><p>Rolnicy coraz częściej stosują odmiany odporne na suszę oraz nawadnianie kropelkowe.</p></main></body></html>`),
  });
  add('cls-b10-numbered-heading', {
    expected: 'valid', reason: 'a short manual page whose numbered section headings name status codes ("4.2 404 Not Found"): a document describing the status, not a soft 404',
    context: { title: 'Status pages of the web server – administrator manual' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Status pages of the web server – administrator manual</title></head><body><main><h1>Status pages of the web server</h1><h2>4.1 403 Forbidden</h2><p>Shown when a file exists but the server may not serve it.</p><h2>4.2 404 Not Found</h2><p>Shown when no file matches the path.</p><h2>4.3 500 Internal Server Error</h2><p>Shown when a script fails.</p></main></body></html>`),
  });
  // — lead (s9): a cited article address that holds a listing word (`/themen/…`, `/categoria/…`) moved to a section front —
  add('cls-listword-front', {
    expected: 'mismatch', reason: 'a German story under /themen/verkehr/ 302-redirects to the Stuttgart front (one h1, a list of headline links, a consent banner after the footer): the cited path holds a listing word but names one story; the front is the wrong page, not a consent interstitial',
    path: '/themen/verkehr/2024/neue-strassenbahn-nach-ostfildern', host: 'cls-listword-front-de.classes.example',
    context: { title: 'Neue Straßenbahn nach Ostfildern: Baubeginn im Herbst' },
    handle: (_q, r) => { r.writeHead(302, { location: '/stuttgart/' }); r.end(); },
  });
  add('cls-listword-front-target', {
    expected: 'mismatch', reason: 'target: section front', path: '/stuttgart/', host: 'cls-listword-front-de.classes.example', context: {},
    handle: ok(front('de', 'Neckar-Kurier', 'Stuttgart', 'Neueste Meldungen', ['Stadtbahn U12: Sperrung am Wochenende', 'Wilhelma verlängert die Öffnungszeiten', 'Gemeinderat berät über den Doppelhaushalt', 'Feinstaubalarm: Was jetzt gilt', 'Neuer Radweg an der Neckarstraße', 'Weindorf zieht Bilanz']).replace('</body>', '<div class="cmp" role="dialog"><p>Wir und unsere 112 Partner speichern und/oder greifen auf Informationen auf Ihrem Gerät zu, etwa Cookies, und verarbeiten personenbezogene Daten.</p><button>Alle akzeptieren</button><button>Einstellungen</button></div></body>')),
  });
  add('cls-listword-front', {
    expected: 'mismatch', reason: 'a Portuguese story under /categoria/politica/ 301-redirects to the politics front (six teaser headings, no article, an LGPD consent banner after the footer); also mismatch before this rule, by word overlap',
    path: '/categoria/politica/2023/camara-aprova-orcamento-participativo', host: 'cls-listword-front-pt.classes.example',
    context: { title: 'Câmara aprova orçamento participativo de 2024 com recorde de propostas' },
    handle: (_q, r) => { r.writeHead(301, { location: '/politica/' }); r.end(); },
  });
  add('cls-listword-front-target', {
    expected: 'mismatch', reason: 'target: section front', path: '/politica/', host: 'cls-listword-front-pt.classes.example', context: {},
    handle: ok(`<!DOCTYPE html><html lang="pt"><head><meta charset="utf-8"><title>Política – Jornal do Planalto</title></head><body><header><a href="/">Jornal do Planalto</a></header><div id="conteudo"><h1>Política</h1>${['Governador anuncia novo secretariado', 'Assembleia vota reforma administrativa', 'Prefeito sanciona lei do transporte', 'Oposição pede CPI da merenda', 'TSE divulga calendário eleitoral', 'Vereadores aprovam plano diretor'].map((t, i) => `<div class="chamada"><h3><a href="/politica/${i}">${t}</a></h3><p>Leia mais.</p></div>`).join('')}</div><footer>© Jornal do Planalto</footer><div class="lgpd"><p>Nós e nossos 87 parceiros armazenamos e acessamos informações no seu dispositivo, como cookies, e tratamos dados pessoais.</p><button>Aceitar todos</button></div></body></html>`),
  });
  add('cls-listword-front', {
    expected: 'valid', reason: 'must stay: a cited topic hub (/category/solar-power) moved to /solar-power/, whose headline is the cited title — the hub itself was cited',
    path: '/category/solar-power', host: 'cls-listword-front-en.classes.example',
    context: { title: 'Solar power news and analysis' },
    handle: (_q, r) => { r.writeHead(301, { location: '/solar-power/' }); r.end(); },
  });
  add('cls-listword-front-target', {
    expected: 'valid', reason: 'target: the hub', path: '/solar-power/', host: 'cls-listword-front-en.classes.example', context: {},
    handle: ok(front('en', 'Energy Desk', 'Solar power news and analysis', 'Latest', ['Rooftop installs hit a record in June', 'Module prices fall for a fifth quarter', 'Grid operator approves three solar farms', 'Community solar: how the new tariff works', 'Inverter recall widens'])),
  });
  // — s9, from blind13: classes its first score exposed, in other languages and forms than its pages —
  const teaser = (lang: string, title: string, para: string, gate: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">Logo</a></header><main><article><h1>${esc(title)}</h1><p>${esc(para)}</p><div class="gate"><p>${esc(gate)}</p><a href="/account/new">→</a></div></article></main><footer>©</footer></body></html>`;
  add('cls-b13-register-gate', {
    expected: 'paywalled', reason: 'an Italian teaser then "Registrati gratis per continuare a leggere" (a free-registration wall: the account word is "registrati")',
    context: { title: 'Il porto di Ancona rinnova le banchine' },
    handle: ok(teaser('it', 'Il porto di Ancona rinnova le banchine', 'I lavori sulle banchine del porto di Ancona partiranno a marzo e dureranno due anni, con un investimento di 38 milioni di euro.', 'Registrati gratis per continuare a leggere questo articolo.')),
  });
  add('cls-b13-register-gate', {
    expected: 'paywalled', reason: 'a Portuguese teaser then "Cadastre-se gratuitamente para continuar lendo"',
    context: { title: 'Ponte de Santos terá nova faixa para ônibus' },
    handle: ok(teaser('pt', 'Ponte de Santos terá nova faixa para ônibus', 'A prefeitura anunciou nesta terça-feira que a ponte receberá uma faixa exclusiva para ônibus a partir de julho.', 'Cadastre-se gratuitamente para continuar lendo.')),
  });
  add('cls-b13-register-gate', {
    expected: 'paywalled', reason: 'a Chinese teaser then "注册登录后阅读全文" (register / log in to read the full text)',
    context: { title: '西湖景区试行预约游船' },
    handle: ok(teaser('zh', '西湖景区试行预约游船', '西湖景区从下月起试行游船预约制度，游客需提前一天在线预约，每天限额三千人次。', '注册登录后阅读全文')),
  });
  add('cls-b13-register-gate', {
    expected: 'valid', reason: 'must stay: a short French brief whose comment box says "Inscrivez-vous pour lire et écrire des commentaires" (comments, not the article)',
    context: { title: 'La médiathèque de Vannes ouvre le dimanche' },
    handle: ok(teaser('fr', 'La médiathèque de Vannes ouvre le dimanche', 'À partir du 5 janvier, la médiathèque de Vannes ouvrira aussi le dimanche de 14 heures à 18 heures, a annoncé la mairie. Le personnel sera renforcé par deux contractuels et des étudiants.', 'Inscrivez-vous pour lire et écrire des commentaires.')),
  });
  add('cls-b13-js-check', {
    expected: 'blocked', reason: 'a Chinese JS check served 200: "正在检查您的浏览器，请稍候" and "请启用JavaScript"; cited without a title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="zh"><head><meta charset="utf-8"><title>安全检查</title></head><body><div class="c"><p>正在检查您的浏览器，请稍候……</p><p>如果页面没有自动跳转，请启用JavaScript后刷新。</p></div></body></html>'),
  });
  add('cls-b13-js-check', {
    expected: 'blocked', reason: 'a Korean JS check served 200: "브라우저를 확인하고 있습니다" / "자바스크립트를 활성화"; cited without a title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>잠시만 기다려 주십시오</title></head><body><p>브라우저를 확인하고 있습니다.</p><p>자바스크립트를 활성화한 후 다시 시도해 주세요.</p></body></html>'),
  });
  add('cls-b13-consent-l10n', {
    expected: 'blocked', reason: 'a Spanish cookie-settings page as the whole answer ("Configuración de cookies", "Aceptar todo" / "Rechazar todo"), no citing title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Configuración de cookies</title></head><body><div class="cmp"><h2>Configuración de cookies</h2><p>Usamos cookies propias y de terceros con fines analíticos y publicitarios.</p><button>Aceptar todo</button><button>Rechazar todo</button></div></body></html>'),
  });
  add('cls-b13-consent-l10n', {
    expected: 'blocked', reason: 'a Polish consent gate ("Ustawienia plików cookie", "Zaakceptuj wszystkie"), no citing title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Serwis</title></head><body><div class="rodo"><h1>Ustawienia plików cookie</h1><p>Wraz z naszymi partnerami przetwarzamy dane osobowe w celach marketingowych.</p><button>Zaakceptuj wszystkie</button></div></body></html>'),
  });
  add('cls-b13-consent-l10n', {
    expected: 'valid', reason: 'must stay: a short Spanish brief (own headline) under a cookie bar with "Aceptar todo"',
    context: { title: 'Zaragoza amplía el carril bici del Ebro' },
    handle: ok('<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Zaragoza amplía el carril bici del Ebro</title></head><body><main><h1>Zaragoza amplía el carril bici del Ebro</h1><p>El Ayuntamiento de Zaragoza ampliará en 3,2 kilómetros el carril bici de la ribera del Ebro, con obras que empezarán en abril.</p></main><div class="cookies"><p>Usamos cookies.</p><button>Aceptar todo</button></div></body></html>'),
  });
  add('cls-b13-geo-legal', {
    expected: 'blocked', reason: 'a 200 page titled "Unavailable due to legal reasons" (a regional block phrased as the 451 reason), its text naming the EEA; cited without a title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Unavailable due to legal reasons</title></head><body><div class="msg">Visitors from the EEA cannot see this site at present. We are working on it.</div></body></html>'),
  });
  add('cls-b13-zero-count', {
    expected: 'mismatch', reason: 'a Korean search page at the cited URL: "검색 결과 0건"',
    path: '/search/result', context: { title: '부산 항만 새 크레인 도입' },
    handle: ok('<!DOCTYPE html><html lang="ko"><head><meta charset="utf-8"><title>통합검색</title></head><body><form action="/search"><input name="q"></form><p class="count">검색 결과 0건</p><ul class="list"></ul></body></html>'),
  });
  add('cls-b13-zero-count', {
    expected: 'mismatch', reason: 'a Traditional Chinese search page: "共找到 0 篇相關結果"',
    path: '/search/list', context: { title: '高雄港新碼頭啟用' },
    handle: ok('<!DOCTYPE html><html lang="zh-TW"><head><meta charset="utf-8"><title>站內搜尋</title></head><body><form action="/search"><input name="kw"></form><p>共找到 0 篇相關結果</p></body></html>'),
  });
  add('cls-b13-zero-count', {
    expected: 'mismatch', reason: 'a Polish search page: "0 wyników dla „most w Gdańsku”"',
    path: '/szukaj/most', context: { title: 'Nowy most w Gdańsku otwarty' },
    handle: ok('<!DOCTYPE html><html lang="pl"><head><meta charset="utf-8"><title>Szukaj</title></head><body><form action="/szukaj"><input name="q"></form><p>0 wyników dla „most w Gdańsku”</p></body></html>'),
  });
  add('cls-b13-removed', {
    expected: 'mismatch', reason: 'a Hebrew removal notice as the page\'s heading ("הכתבה הוסרה")',
    context: { title: 'עיריית חיפה מרחיבה את הטיילת' },
    handle: ok('<!DOCTYPE html><html lang="he" dir="rtl"><head><meta charset="utf-8"><title>חדשות הצפון</title></head><body><main><h2>הכתבה הוסרה לבקשת בעלי הזכויות</h2><p><a href="/">לעמוד הבית</a></p></main></body></html>'),
  });
  add('cls-b13-removed', {
    expected: 'mismatch', reason: 'a Vietnamese removal notice as the page\'s heading ("Bài viết đã bị gỡ")',
    context: { title: 'Đà Nẵng mở rộng cầu cảng Tiên Sa' },
    handle: ok('<!DOCTYPE html><html lang="vi"><head><meta charset="utf-8"><title>Báo Miền Trung</title></head><body><main><h1>Bài viết đã bị gỡ</h1><p><a href="/">Trang chủ</a></p></main></body></html>'),
  });
  add('cls-b13-parked', {
    expected: 'mismatch', reason: 'a French lander: "Ce nom de domaine peut être acheté"',
    context: { title: 'Le marché couvert de Rennes rouvre' },
    handle: ok('<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>marche-rennes.example</title></head><body><div class="lander"><h1>marche-rennes.example</h1><p>Ce nom de domaine peut être acheté.</p><a href="/offre">Faire une offre</a></div></body></html>'),
  });
  add('cls-b13-parked', {
    expected: 'mismatch', reason: 'an English lander: "Interested in this domain? Contact the owner."',
    context: { title: 'Ferry timetable changes for winter' },
    handle: ok('<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>ferry-times.example</title></head><body><main><h2>ferry-times.example</h2><p>Interested in this domain? Contact the owner.</p></main></body></html>'),
  });
  add('cls-b13-refuse-subscribe', {
    expected: 'blocked', reason: 'a French pay-or-consent gate whose paid way is the "Refuser et s\'abonner" button (rule 3), with no ad-free wording; cited without a title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>Ouest Matin</title></head><body><main><div class="gate"><h2>Votre consentement</h2><p>Nos partenaires et nous utilisons des cookies pour la mesure d’audience et la publicité.</p><button>Accepter et continuer</button><button>Refuser et s’abonner</button></div></main></body></html>'),
  });
  add('cls-b13-refuse-subscribe', {
    expected: 'blocked', reason: 'a German gate: "Zustimmen" or "Ablehnen und abonnieren" (pay-or-consent, rule 3); cited without a title',
    context: {},
    handle: ok('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Seekurier</title></head><body><main><div class="gate"><h2>Ihre Einwilligung</h2><p>Wir und unsere Partner nutzen Cookies und Tracking für Werbung und Reichweitenmessung.</p><button>Zustimmen</button><button>Ablehnen und abonnieren</button></div></main></body></html>'),
  });
  const tablePortal = (lang: string, title: string, cell: string, logo: string, paras: string[]) => `<html><head><meta http-equiv="content-type" content="text/html; charset=utf-8"><title>${esc(title)}</title></head><body><table width="960"><tr><td><img src="/logo.gif" alt="logo"> ${esc(logo)}</td></tr></table><table width="960"><tr><td width="180"><a href="/">Início</a><br><a href="/a">Arquivo</a></td><td><font size="4"><b>${esc(cell)}</b></font><br>${paras.map((p) => `<p>${esc(p)}</p>`).join('')}</td></tr></table><center><small>© 2003</small></center></body></html>`;
  add('cls-b13-site-first-title', {
    expected: 'valid', reason: 'a Portuguese table portal titled "Site :: Headline", the headline only in a bold table cell, no site meta: title is the headline, publisher the site',
    context: { title: 'Ponte nova liga as duas margens do rio Doce' },
    meta: { title: ['Ponte nova liga as duas margens do rio Doce'], publisher: ['Gazeta do Vale'] },
    handle: ok(tablePortal('pt', 'Gazeta do Vale :: Ponte nova liga as duas margens do rio Doce', 'Ponte nova liga as duas margens do rio Doce', '', ['A nova ponte sobre o rio Doce foi inaugurada no sábado e encurta em vinte minutos o caminho entre os dois bairros.', 'A obra custou 18 milhões de reais e levou dois anos.'])),
  });
  add('cls-b13-site-first-title', {
    expected: 'valid', reason: 'a Czech portal "Site :: Headline" with the headline in a <font><b> cell',
    context: { title: 'Nová lávka přes Svratku je otevřena' },
    meta: { title: ['Nová lávka přes Svratku je otevřena'], publisher: ['Jihomoravský Večerník'] },
    handle: ok(tablePortal('cs', 'Jihomoravský Večerník :: Nová lávka přes Svratku je otevřena', 'Nová lávka přes Svratku je otevřena', '', ['Lávka pro pěší a cyklisty spojuje Pisárky s výstavištěm a stála 42 milionů korun.', 'Otevřena je denně od šesti do půlnoci.'])),
  });
  // — blind14 (natural mix, specialist topics): classes its first sight exposed —
  const b14 = (lang: string, title: string, main: string, head = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${title}</title>${head}</head><body><header><a href="/">Portal</a><nav><a href="/a">Themen</a> <a href="/b">Presse</a> <a href="/c">Daten</a></nav><form action="/suche"><input name="q"></form></header><main>${main}</main><footer>Impressum · Datenschutz · Kontakt</footer></body></html>`;
  add('cls-b14-zero-results', {
    expected: 'mismatch', reason: 'a German portal search answering 200 "0 Treffer für „Rentenanpassung 2019 Tabelle“": the echoed query is not the cited table',
    path: '/suche/rentenanpassung-2019-tabelle', context: { title: 'Rentenanpassung 2019 Tabelle' },
    handle: ok(b14('de', 'Suche – Rentenportal', '<h1>Suchergebnisse</h1><p class="count">0 Treffer für „Rentenanpassung 2019 Tabelle“</p><p>Bitte überprüfen Sie die Schreibweise oder verwenden Sie allgemeinere Suchbegriffe.</p>')),
  });
  add('cls-b14-zero-results', {
    expected: 'mismatch', reason: 'a Spanish statistics search: "0 resultados para «paro registrado municipios 2018»"',
    path: '/buscar/paro-registrado-municipios-2018', context: { title: 'Paro registrado por municipios 2018' },
    handle: ok(b14('es', 'Búsqueda | Estadística', '<h1>Resultados de la búsqueda</h1><p>0 resultados para «paro registrado municipios 2018»</p><p>Ningún documento coincide con su búsqueda. Pruebe con otros términos.</p>')),
  });
  add('cls-b14-zero-results', {
    expected: 'mismatch', reason: 'a Japanese site search: "「最低賃金 改定 2020」の検索結果 0件"',
    path: '/search/saitei-chingin-2020', context: { title: '最低賃金 改定 2020' },
    handle: ok(b14('ja', '検索 | 労働ポータル', '<h1>検索結果</h1><p>「最低賃金 改定 2020」の検索結果 0件</p><p>別のキーワードでお試しください。</p>')),
  });
  add('cls-b14-zero-results', {
    expected: 'valid', reason: 'must stay: a French news story whose headline counts "10 résultats" (not zero) on a search-like word',
    context: { title: 'Élections : les 10 résultats à retenir' },
    handle: ok(b14('fr', 'Élections : les 10 résultats à retenir', '<article><h1>Élections : les 10 résultats à retenir</h1><p>Le taux de participation a atteint 67 %, en hausse de cinq points par rapport au dernier scrutin. Dans les grandes villes, les listes écologistes ont conservé leurs mairies.</p><p>Dans les communes rurales, les sortants ont été largement réélus dès le premier tour. Les résultats définitifs seront publiés jeudi par le ministère.</p></article>')),
  });
  add('cls-b14-gate-quoted', {
    expected: 'valid', reason: 'a short German news item reporting a publisher\'s words: „Wer lesen will, soll zahlen“ is quoted speech, not a gate asking the reader to subscribe',
    context: { title: 'Verlage verteidigen Bezahlmodelle' },
    handle: ok(b14('de', 'Verlage verteidigen Bezahlmodelle', '<article><h1>Verlage verteidigen Bezahlmodelle</h1><p>Die Zahl der digitalen Abonnements deutscher Tageszeitungen ist 2024 um sieben Prozent gestiegen, teilte der Branchenverband am Dienstag mit.</p><p>Verlage verteidigen Abonnements. „Wer lesen will, soll zahlen“, sagte ein Verbandssprecher.</p><p>Kritiker verweisen auf sinkende Reichweiten kleiner Lokalzeitungen.</p></article>')),
  });
  add('cls-b14-gate-quoted', {
    expected: 'valid', reason: 'a French brief quoting an editor: « Il faut payer pour lire » is reported speech, not a gate',
    context: { title: 'La presse régionale mise sur le numérique' },
    handle: ok(b14('fr', 'La presse régionale mise sur le numérique', '<article><h1>La presse régionale mise sur le numérique</h1><p>Les quotidiens régionaux comptent désormais 1,2 million d’abonnés numériques, selon le syndicat de la presse.</p><p>Les éditeurs défendent l’abonnement. « Il faut payer pour lire », dit un éditeur.</p></article>')),
  });
  add('cls-b14-gate-quoted', {
    expected: 'paywalled', reason: 'must stay: a German teaser with a real gate line outside quotation marks ("Jetzt Abo abschließen und weiterlesen")',
    context: { title: 'Wohnungsbau bricht ein' },
    handle: ok(b14('de', 'Wohnungsbau bricht ein', '<article><h1>Wohnungsbau bricht ein</h1><p>Die Zahl der Baugenehmigungen ist im ersten Quartal um ein Fünftel gesunken.</p><p>Abonnieren Sie jetzt und lesen Sie den ganzen Artikel.</p></article>')),
  });
  add('cls-b14-percent-space', {
    expected: 'valid', reason: 'German typography spaces the per-cent sign ("6,3 %"); a quote typed "6,3%" is the same words — its changed-number twin is not',
    context: { title: 'Arbeitslosenquote steigt im Mai' },
    quotes: [{ quote: 'Die Arbeitslosenquote stieg im Mai auf 6,3% und damit auf den höchsten Stand seit 2015', present: true }, { quote: 'Die Arbeitslosenquote stieg im Mai auf 6,8% und damit auf den höchsten Stand seit 2015', present: false }],
    handle: ok(b14('de', 'Arbeitslosenquote steigt im Mai', '<article><h1>Arbeitslosenquote steigt im Mai</h1><p>Die Arbeitslosenquote stieg im Mai auf 6,3 % und damit auf den höchsten Stand seit 2015. Besonders betroffen waren Industrieregionen im Westen.</p><p>Die Bundesagentur rechnet für den Sommer mit einer leichten Entspannung am Arbeitsmarkt, weil saisonale Arbeitskräfte gefragt sind.</p></article>')),
  });
  add('cls-b14-percent-space', {
    expected: 'valid', reason: 'the other way round: a Swedish page writes "2,25%" without the space, the quote "2,25 %" with it',
    context: { title: 'Styrräntan lämnas oförändrad' },
    quotes: [{ quote: 'Styrräntan lämnas oförändrad på 2,25 % enligt direktionens beslut', present: true }],
    handle: ok(b14('sv', 'Styrräntan lämnas oförändrad', '<article><h1>Styrräntan lämnas oförändrad</h1><p>Styrräntan lämnas oförändrad på 2,25% enligt direktionens beslut. Inflationen väntas ligga nära målet under året.</p><p>Nästa penningpolitiska beslut offentliggörs i september.</p></article>')),
  });
  add('cls-b14-permalink', {
    expected: 'valid', reason: 'an Italian Sphinx page (table of contents naming the page, version switch) whose h1 ends with the permalink anchor "¶": the title is the heading\'s words',
    context: { title: 'Modalità di sicurezza del server' },
    meta: { title: ['Modalità di sicurezza del server'] },
    handle: ok(`<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>Modalità di sicurezza del server</title><meta property="og:title" content="Modalità di sicurezza del server"><meta name="generator" content="Sphinx 7.2.6"></head><body><div class="wy-grid-for-nav"><nav class="wy-nav-side"><p class="caption">Indice</p><ul><li><a href="../index.html">Panoramica</a></li><li><a href="../installazione.html">Installazione</a></li><li class="current"><a href="#">Modalità di sicurezza del server</a></li><li><a href="../api.html">Riferimento API</a></li></ul></nav><div class="version-switch">Versione: 4.1</div><div role="main" class="document"><div class="body" itemprop="articleBody"><section id="configurazione"><h1>Modalità di sicurezza del server<a class="headerlink" href="#configurazione" title="Link a questa intestazione">¶</a></h1><p>Il file <code>server.toml</code> definisce l’indirizzo di ascolto, il numero di processi e i certificati TLS. Ogni opzione può essere sostituita da una variabile d’ambiente.</p><p>Dopo una modifica, ricaricare il servizio con il comando di ricarica; le connessioni aperte non vengono interrotte.</p></section></div></div></div></body></html>`),
  });
  add('cls-b14-permalink', {
    expected: 'valid', reason: 'a Japanese MkDocs page whose h1 ends with a "🔗" permalink anchor',
    context: { title: 'インストール手順' },
    meta: { title: ['インストール手順'] },
    handle: ok(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>インストール手順 - ツール文書</title><meta property="og:title" content="インストール手順"><meta name="generator" content="mkdocs-1.5.3"></head><body><article class="md-content__inner"><h1 id="install">インストール手順<a class="headerlink" href="#install">🔗</a></h1><p>このツールはPython 3.10以降で動作します。パッケージ管理ツールを使ってインストールしてください。</p><p>インストール後、設定ファイルを作成し、サーバーを起動します。詳しくは設定のページを参照してください。</p></article></body></html>`),
  });
  add('cls-b14-removed-here', {
    expected: 'mismatch', reason: 'a German ministry page on 200: the hearing is over and "die Unterlagen wurden von dieser Website entfernt" — the cited draft is not there (not an interstitial)',
    context: { title: 'Entwurf einer Verordnung zum Schutz des Bodens – Verbändeanhörung' },
    handle: ok(b14('de', 'Anhörung beendet', '<h1>Diese Anhörung ist beendet</h1><p>Die Frist zur Stellungnahme endete am 30. Juni 2023, und die Unterlagen wurden von dieser Website entfernt. Das Ergebnis wird zu gegebener Zeit veröffentlicht.</p>')),
  });
  add('cls-b14-removed-here', {
    expected: 'mismatch', reason: 'a French tender page on 200: "ses documents ont été retirés de ce site" after the call closed',
    context: { title: 'Appel d’offres : rénovation énergétique des lycées de la région' },
    handle: ok(b14('fr', 'Consultation close', '<h1>Cette consultation est close</h1><p>La date limite de remise des offres est dépassée depuis le 12 mars 2024 et ses documents ont été retirés de ce site. L’avis d’attribution sera publié ultérieurement.</p>')),
  });
  // — lead (s9, from blind15): a web archive's page for a URL it holds no copy of is the archive's own soft 404 —
  const archivePage = (lang: string, site: string, heading: string, message: string, extra: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(site)}</title></head><body><div id="topbar"><a href="/">${esc(site)}</a><form action="/search"><input name="url"></form></div><div id="content"><h2>${esc(heading)}</h2><p>${esc(message)}</p><p>${extra}</p></div></body></html>`;
  add('cls-archive-none', {
    expected: 'mismatch', reason: 'a German web archive: "Diese URL wurde noch nicht archiviert" — no copy of the cited page',
    path: '/web/2025/https://www.stadtanzeiger.example/lokales/neue-bruecke', context: { title: 'Neue Brücke über die Lahn wird im Mai eröffnet' },
    handle: ok(archivePage('de', 'Webarchiv', 'Leider nichts gefunden', 'Diese URL wurde noch nicht archiviert.', '<a href="/save">Jetzt archivieren</a>')),
  });
  add('cls-archive-none', {
    expected: 'mismatch', reason: 'an English archive: "No captures found for this URL" under its search box',
    path: '/snapshot/https://news.valley.example/2024/dam-report', context: { title: 'Dam inspection report flags spillway cracks' },
    handle: ok(archivePage('en', 'PageVault', 'PageVault', 'No captures found for this URL.', 'You can <a href="/save">capture it now</a>.')),
  });
  add('cls-archive-none', {
    expected: 'mismatch', reason: 'a French archive: "Cette page n\'a jamais été archivée"',
    path: '/archive/https://www.le-courrier.example/region/inondations', context: { title: 'Inondations : la digue de la Loire sera rehaussée' },
    handle: ok(archivePage('fr', 'Mémoire du Web', 'Aucun résultat', 'Cette page n’a jamais été archivée.', '<a href="/save">Archiver maintenant</a>')),
  });
  add('cls-archive-none', {
    expected: 'valid', reason: 'must stay: an archived copy of the cited story, whose text mentions what was not archived',
    path: '/web/2024/https://www.gazette.example/tech/link-rot-study', context: { title: 'Study finds a quarter of cited links have rotted' },
    handle: ok(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Study finds a quarter of cited links have rotted | The Gazette</title></head><body><div id="wm-toolbar">Archived copy</div><main><article><h1>Study finds a quarter of cited links have rotted</h1><p>A study of 20,000 citations in court opinions and news articles found that a quarter of the links no longer lead to the page that was cited.</p><p>The researchers noted that many of the missing pages had never been archived, so no copy survives anywhere.</p><p>Librarians urged authors to save a copy of every source when they cite it, and publishers to keep old addresses working.</p></article></main></body></html>`),
  });
  // — lead (s10, from the unlabelled real pages): promos and prompts on a short free page are no wall —
  const shortPost = (lang: string, site: string, title: string, paras: string[], extra: { nav?: string; after?: string; side?: string; foot?: string }) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)} – ${esc(site)}</title><meta property="og:site_name" content="${esc(site)}"></head><body><div class="site-wrap"><nav class="main-navigation"><ul><li><a href="/">${esc(site)}</a></li>${extra.nav ?? ''}</ul></nav><div class="content-area"><article><h1>${esc(title)}</h1>${paras.map((p) => `<p>${esc(p)}</p>`).join('')}</article>${extra.after ?? ''}<div class="col-side">${extra.side ?? ''}</div></div><footer class="site-footer"><ul>${extra.foot ?? ''}<li><a href="/impressum">Impressum</a></li></ul></footer></div></body></html>`;
  const dentalParas = ['Our hygienists now use a low-dose intraoral scanner instead of putty impressions for crowns and aligners.', 'Patients tell us the scan takes about five minutes and is far more comfortable than the old trays.', 'Ask at your next check-up whether a digital impression suits your treatment.'];
  add('cls-dismissible-prompt', {
    expected: 'valid', reason: 'a short practice blog post with a WordPress-style "Discover more from … Subscribe now to keep reading and get access to the full archive" e-mail modal and its "Continue reading" link: a dismissible prompt, the post is free',
    context: { title: 'Why we switched to digital impressions' },
    handle: ok(shortPost('en', 'Bayside Family Dental', 'Why we switched to digital impressions', dentalParas, { after: '<div class="subscription-modal"><h2>Discover more from Bayside Family Dental</h2><p>Subscribe now to keep reading and get access to the full archive.</p><form action="/email-subscriptions"><label>Type your email…</label><input type="email" name="email"><button type="submit">Subscribe</button></form><p class="subscription-modal__close"><a href="#">Continue reading</a></p></div>' })),
  });
  add('cls-dismissible-prompt', {
    expected: 'valid', reason: 'a Spanish short post: "Suscríbete ahora para seguir leyendo…" newsletter modal with a "No, gracias" line — dismissible, free',
    context: { title: 'Cinco rutas en bici por la sierra' },
    handle: ok(shortPost('es', 'Pedales de la Sierra', 'Cinco rutas en bici por la sierra', ['La ruta del embalse tiene 32 kilómetros y apenas 300 metros de desnivel, ideal para empezar.', 'Para la subida al puerto conviene salir temprano y llevar agua suficiente.', 'Todas las rutas se pueden descargar en formato GPX desde la tienda de la asociación.'], { after: '<div class="newsletter-popup"><h2>Descubre más de Pedales de la Sierra</h2><p>Suscríbete para seguir leyendo y acceder a todo el archivo.</p><form><input type="email" name="email"><button>Suscribirme</button></form><p><a href="#">No, gracias</a></p></div>' })),
  });
  add('cls-dismissible-prompt', {
    expected: 'paywalled', reason: 'must stay: a teaser with "Subscribe now to keep reading" and only a subscription and a login offered (no free way on)',
    context: { title: 'Council budget: the five cuts nobody voted for' },
    handle: ok(shortPost('en', 'The Harbour Ledger', 'Council budget: the five cuts nobody voted for', ['The council’s draft budget trims five services that were never debated in a public meeting, documents seen by the Ledger show.'], { after: '<div class="gate"><h2>Subscribe now to keep reading</h2><p><a href="/subscribe">Subscribe for $1 a week</a></p><p>Already a subscriber? <a href="/login">Log in</a></p></div>' })),
  });
  add('cls-chrome-subscribe', {
    expected: 'valid', reason: 'a German magazine\'s short news item; "Heft digital lesen" / "Heft abonnieren" are links in the site\'s footer menu, on every page — not a gate',
    context: { title: 'Turnier in Luhmühlen abgesagt' },
    handle: ok(shortPost('de', 'Reiterjournal', 'Turnier in Luhmühlen abgesagt', ['Das Vielseitigkeitsturnier in Luhmühlen fällt in diesem Jahr wegen der Bodenverhältnisse aus.', 'Die Veranstalter prüfen einen Ersatztermin im Herbst.'], { foot: '<li><a href="/haendler">Händler finden</a></li><li><a href="/epaper">Heft digital lesen</a></li><li><a href="/abo">Heft abonnieren</a></li>' })),
  });
  add('cls-chrome-subscribe', {
    expected: 'valid', reason: 'a Portuguese portal\'s short item; "Assine e tenha acesso ilimitado ao conteúdo exclusivo" is a link of its navigation menu — not a gate',
    context: { title: 'Prefeitura amplia horário dos postos de saúde' },
    handle: ok(shortPost('pt', 'Portal Litoral', 'Prefeitura amplia horário dos postos de saúde', ['Os postos de saúde da região central passam a atender até as 22h a partir de segunda-feira.', 'A medida vale por três meses e será avaliada pela secretaria.'], { nav: '<li><a href="/assine">Assine e tenha acesso ilimitado ao conteúdo exclusivo</a></li><li><a href="/ao-vivo">Ao vivo</a></li>' })),
  });
  add('cls-chrome-subscribe', {
    expected: 'valid', reason: 'an English podcast episode page (short show notes); a sidebar promo "Unlock member-only exclusives and support the show" / "Unlock exclusives in The Club" + "Become a member" offers extras, not this page',
    context: { title: 'Episode 212: The typewriter collectors' },
    handle: ok(shortPost('en', 'Curio Radio', 'Episode 212: The typewriter collectors', ['This week we visit two collectors who keep hundreds of typewriters in working order.', 'Reported and produced by Ana Ruiz.'], { side: '<div class="membership"><h4>Unlock member-only exclusives and support the show</h4><h5>Ad-free listening</h5></div><div class="club"><h4>Unlock exclusives in The Club</h4><p><a href="/club">Become a member</a></p></div>' })),
  });
  add('cls-chrome-subscribe', {
    expected: 'paywalled', reason: 'must stay: a teaser, then a registration wall whose heading sits in the wall\'s own <header> ("Kostenlos registrieren und weiterlesen")',
    context: { title: 'Stadtrat beschließt neue Parkgebühren' },
    handle: ok(shortPost('de', 'Stadtkurier', 'Stadtrat beschließt neue Parkgebühren', ['Parken in der Innenstadt wird ab Januar teurer: Der Stadtrat hat die Gebühren erhöht.'], { after: '<div class="kurier-paywall-login"><header class="kurier-paywall-header"><h2>Kostenlos registrieren und weiterlesen</h2></header><p><a href="/login">Schon registriert? Hier einloggen</a></p><p><a href="/registrieren">Registrieren</a></p></div>' })),
  });
  // — lead (s10, from an unlabelled real page read as empty): a <head> never closed ends where the body's first tag starts —
  const noBody = (lang: string, site: string, title: string, paras: string[]) => `<!DOCTYPE html>\n<html>\n<head>\n<meta charset="UTF-8">\n<title>${esc(title)}</title>\n<meta property="og:title" content="${esc(title)}">\n<script>var cfg = { page: "article" };</script>\n<style>h1{font-size:2em}</style>\n<div class="top"><a href="/">${esc(site)}</a> <a href="/abo">Abo</a></div>\n<div class="main"><h1>${esc(title)}</h1>${paras.map((p) => `<p>${esc(p)}</p>`).join('\n')}</div>\n<div class="foot">© ${esc(site)}</div>\n</html>`;
  add('cls-unclosed-head', {
    expected: 'valid', reason: 'a French local page whose template has no </head> and no <body>: a browser shows its article, so must we',
    context: { title: 'La passerelle du port rouvre aux piétons' }, quotes: [{ quote: 'rouvre aux piétons dès samedi', present: true }],
    handle: ok(noBody('fr', 'Le Petit Littoral', 'La passerelle du port rouvre aux piétons', ['Après six mois de travaux, la passerelle du port rouvre aux piétons dès samedi matin.', 'Les cyclistes devront encore patienter jusqu’à la fin du mois, le temps de poser les garde-corps.', 'La mairie a chiffré le chantier à 1,2 million d’euros, dont un tiers financé par la région.'])),
  });
  add('cls-unclosed-head', {
    expected: 'valid', reason: 'a Czech club page with the same broken template (no </head>, no <body>)',
    context: { title: 'Mládežnický turnaj vyhrál domácí tým' }, quotes: [{ quote: 've finále porazil hosty 3:1', present: true }],
    handle: ok(noBody('cs', 'FK Podhradí', 'Mládežnický turnaj vyhrál domácí tým', ['Domácí tým ve finále porazil hosty 3:1 a obhájil loňské vítězství.', 'Turnaje se zúčastnilo osm družstev z celého kraje.', 'Nejlepším hráčem byl vyhlášen brankář Jakub Novák.'])),
  });
  // — blind18 (government and public-sector sources): classes its first sight exposed —
  const gov = (lang: string, title: string, main: string, site = 'Portal') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header class="gov-header"><a href="/" class="logo">${esc(site)}</a><nav><a href="/a">Services</a> <a href="/b">News</a> <a href="/c">Contact</a></nav></header><main>${main}</main><aside><ul><li><a href="/x">Annual report</a></li><li><a href="/y">Open data</a></li><li><a href="/z">Careers</a></li></ul></aside><footer><p>© ${esc(site)} · Accessibility · Privacy</p></footer></body></html>`;
  add('cls-b18-moved', {
    expected: 'mismatch', reason: 'a French ministry page left at the old address: "Cette page a été déplacée" and a link, no redirect — not the cited document',
    context: { title: 'Barème kilométrique 2025 pour les frais professionnels' },
    handle: ok(gov('fr', 'Page déplacée', '<h1>Cette page a été déplacée</h1><p>Retrouvez désormais cette information sur le nouveau site :</p><p><a href="https://www.example.gouv.fr/bareme">www.example.gouv.fr/bareme</a></p>', 'Ministère')),
  });
  add('cls-b18-moved', {
    expected: 'mismatch', reason: 'a Japanese agency page: "このページは移動しました" with the new address, no redirect',
    context: { title: '令和6年度 地方財政の状況' },
    handle: ok(gov('ja', 'ページ移動のお知らせ', '<h1>ページ移動のお知らせ</h1><p>このページは移動しました。お手数ですが、新しいURLをブックマークしてください。</p><p><a href="/new/zaisei/r06.html">新しいページへ</a></p>', '総務省')),
  });
  add('cls-b18-moved', {
    expected: 'mismatch', reason: 'a Polish office page: "Strona została przeniesiona" and a link',
    context: { title: 'Stopa bezrobocia rejestrowanego w grudniu 2025' },
    handle: ok(gov('pl', 'Strona przeniesiona', '<h1>Strona została przeniesiona</h1><p>Aktualne informacje znajdziesz pod nowym adresem.</p><p><a href="https://stat.example.gov.pl/bezrobocie">stat.example.gov.pl/bezrobocie</a></p>', 'Urząd')),
  });
  add('cls-b18-moved', {
    expected: 'valid', reason: 'must stay: a news story that says an agency has moved (its subject is the agency, not the page)',
    context: { title: 'Statistics office moves to new headquarters in Newport' },
    handle: ok(gov('en', 'Statistics office moves to new headquarters in Newport', `<article><h1>Statistics office moves to new headquarters in Newport</h1><p>The statistics office has moved to a new headquarters building in Newport, bringing 1,400 staff under one roof for the first time since 2007.</p><p>The office said the move would save £3.2 million a year in rent and energy costs. The old site in Titchfield will be sold.</p>${longText(3, 40)}</article>`, 'Gazette')),
  });
  add('cls-b18-home-path', {
    expected: 'mismatch', reason: 'a German authority\'s deep link 301 to its portal home at "/DE/Startseite" on a new host (not "/")',
    path: '/SharedDocs/Pressemitteilungen/2019/pm-0412.html', context: { title: 'Pflegestatistik 2019: 4,1 Millionen Pflegebedürftige' },
    handle: (_q, r, web) => { r.writeHead(301, { location: `${web.origin('cls-b18-home-path-neu.classes.example')}/DE/Startseite` }); r.end(); },
  });
  add('cls-b18-home-path', {
    expected: 'mismatch', reason: 'an Italian region\'s old link 302 to "/portale/home.html"',
    path: '/documenti/delibera-2020-1187.htm', context: { title: 'Delibera di Giunta n. 1187 del 2020 sui trasporti regionali' },
    handle: (_q, r) => { r.writeHead(302, { location: '/portale/home.html' }); r.end(); },
  });
  add('cls-b18-home-path', {
    expected: 'valid', reason: 'must stay: a report directory redirected to its own index page ("/reports/2024-water-quality" → "/reports/2024-water-quality/index.html")',
    path: '/reports/2024-water-quality', context: { title: 'Drinking water quality report 2024' },
    handle: (_q, r) => { r.writeHead(301, { location: '/reports/2024-water-quality/index.html' }); r.end(); },
  });
  const homeCards = (lang: string, site: string, items: string[]) => gov(lang, site, `<h1>${esc(site)}</h1><ul>${items.map((i, n) => `<li><a href="/k/${n}">${esc(i)}</a></li>`).join('')}</ul>`, site);
  add('cls-b18-home-path-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b18-home-path-neu.classes.example', path: '/DE/Startseite', context: {}, handle: ok(homeCards('de', 'Statistisches Landesamt', ['Bevölkerung', 'Gesundheit', 'Wirtschaft', 'Preise', 'Presse', 'Publikationen', 'Karriere'])) });
  add('cls-b18-home-path-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b18-home-path.classes.example', path: '/portale/home.html', context: {}, handle: ok(homeCards('it', 'Regione', ['Salute', 'Trasporti', 'Lavoro', 'Ambiente', 'Bandi', 'Amministrazione trasparente'])) });
  add('cls-b18-home-path-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b18-home-path.classes.example', path: '/reports/2024-water-quality/index.html', context: {}, handle: ok(gov('en', 'Drinking water quality report 2024', '<article><h1>Drinking water quality report 2024</h1><p>In 2024, 99.97% of more than 1.9 million regulatory tests on drinking water met the national standards, the same rate as in 2023.</p><p>The most frequent failures were for iron and manganese, mostly at small private supplies in rural areas.</p></article>', 'Drinking Water Inspectorate')) });
  add('cls-b18-eid', {
    expected: 'blocked', reason: 'an Italian public portal 302 to /login: "Entra con SPID" / "Entra con CIE" — a citizen identity login, not a paywall',
    path: '/area-personale/pratiche/2025-4412', context: { title: 'Esito della domanda di bonus asilo nido' },
    handle: (_q, r) => { r.writeHead(302, { location: '/login?next=/area-personale' }); r.end(); },
  });
  add('cls-b18-eid-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b18-eid.classes.example', path: '/login', context: {}, handle: ok(gov('it', 'Accedi - Area personale', '<h1>Accedi all\'area personale</h1><p>Per accedere ai servizi online è necessario autenticarsi.</p><button>Entra con SPID</button> <button>Entra con CIE</button>', 'Comune')) });
  add('cls-b18-eid', {
    expected: 'blocked', reason: 'a Korean government service (200): "로그인" with 공동인증서 / 간편인증 — certificate login to one\'s own records',
    context: { title: '2025년 귀속 근로소득 원천징수영수증' },
    handle: ok(gov('ko', '로그인 | 정부24', '<h1>로그인</h1><p>서비스를 이용하시려면 로그인하세요.</p><button>공동인증서 로그인</button> <button>간편인증 로그인</button> <button>금융인증서 로그인</button>', '정부24')),
  });
  add('cls-b18-eid', {
    expected: 'blocked', reason: 'a Spanish e-office (200): "Acceso con Cl@ve" login page',
    context: { title: 'Consulta de vida laboral' },
    handle: ok(gov('es', 'Identificación - Sede electrónica', '<h1>Identifíquese</h1><p>Para acceder a este trámite debe iniciar sesión.</p><button>Acceso con Cl@ve</button> <button>Certificado electrónico o DNIe</button>', 'Sede electrónica')),
  });
  add('cls-b18-eid', {
    expected: 'paywalled', reason: 'must stay: a newspaper archive\'s login page ("Sign in to continue reading", e-mail and password) — a login wall, documented paywalled',
    context: { title: 'Council tax to rise by 5% in April' },
    handle: ok(gov('en', 'Sign in to continue reading | The Evening Echo', '<h1>Sign in to continue reading</h1><form><label>Email <input type="email" name="email"></label><label>Password <input type="password" name="pw"></label><button>Sign in</button></form><p>No account? <a href="/register">Register</a></p>', 'The Evening Echo')),
  });
  add('cls-b18-frameset', {
    expected: 'valid', reason: 'a German state server\'s frameset: frames "navigation" and "inhalt" — the content frame holds the cited press release',
    path: '/presse/pm2025-412.htm', context: { title: 'Landtag beschließt Kita-Gesetz' }, quotes: [{ quote: 'Elternbeiträge für das letzte Kita-Jahr entfallen ab August 2026', present: true }],
    handle: ok('<html><head><title>Landesportal</title></head><frameset cols="200,*"><frame name="navigation" src="/nav.htm"><frame name="inhalt" src="/presse/inhalt/pm2025-412.htm"><noframes>Ihr Browser unterstützt keine Frames.</noframes></frameset></html>'),
  });
  add('cls-b18-frameset', {
    expected: 'valid', reason: 'an English council\'s frameset with unnamed frames: a banner frame, then the content frame (last)',
    path: '/minutes/2025-03.htm', context: { title: 'Parish council minutes, March 2025' }, quotes: [{ quote: 'The precept for 2025/26 was set at £48,200', present: true }],
    handle: ok('<html><head><title>Parish Council</title></head><frameset rows="80,*"><frame src="/banner.htm"><frame src="/minutes/body/2025-03.htm"></frameset></html>'),
  });
  add('cls-b18-frameset-target', { expected: 'valid', reason: 'frame (not scored)', host: 'cls-b18-frameset.classes.example', path: '/presse/inhalt/pm2025-412.htm', context: {}, handle: ok('<html><head><title>Landtag beschließt Kita-Gesetz</title></head><body><h2>Landtag beschließt Kita-Gesetz</h2><p>Der Landtag hat am Donnerstag das neue Kita-Gesetz beschlossen. Die Elternbeiträge für das letzte Kita-Jahr entfallen ab August 2026.</p><p>Das Land stellt dafür jährlich 112 Millionen Euro bereit. Die Kommunen erhalten einen Ausgleich für die entfallenden Beiträge.</p></body></html>') });
  add('cls-b18-frameset-target', { expected: 'valid', reason: 'frame (not scored)', host: 'cls-b18-frameset.classes.example', path: '/minutes/body/2025-03.htm', context: {}, handle: ok('<html><head><title>Minutes</title></head><body><h3>Parish council minutes, March 2025</h3><p>Present: Cllrs Hughes (Chair), Patel, Okafor, Wright. The precept for 2025/26 was set at £48,200, an increase of 3%.</p><p>The council agreed to fund two new benches on the green and to ask the county council to repair the footpath on Mill Lane.</p></body></html>') });
  add('cls-b18-frameset-target', { expected: 'valid', reason: 'frame (not scored)', host: 'cls-b18-frameset.classes.example', path: '/nav.htm', context: {}, handle: ok('<html><body><a href="/presse/">Presse</a></body></html>') });
  add('cls-b18-frameset-target', { expected: 'valid', reason: 'frame (not scored)', host: 'cls-b18-frameset.classes.example', path: '/banner.htm', context: {}, handle: ok('<html><body><img src="/crest.gif" alt="Parish Council"></body></html>') });
  add('cls-b18-gov-gate', {
    expected: 'valid', reason: 'a superseded Australian guidance page: "Read the latest version" then a link line naming "Vehicle registration" — a pointer to newer guidance, not a subscription gate',
    context: { title: 'Transferring vehicle registration after a sale' },
    handle: ok(gov('en', 'Transferring vehicle registration after a sale', '<div class="notice"><p>This guidance was replaced on 2 May 2025. Read the latest version</p><p><a href="/vehicle-registration">Vehicle registration and transfer</a></p></div><article><h1>Transferring vehicle registration after a sale</h1><p>When you sell a vehicle, you must notify the transport authority within 14 days. The buyer then has 14 days to apply for the transfer and pay the transfer fee of $38.</p><p>If the buyer does not transfer the registration, you may remain liable for tolls and fines.</p></article>', 'Transport Services')),
  });
  add('cls-b18-gov-gate', {
    expected: 'valid', reason: 'an electoral commission page: a short "Read the current rules" line above a "Voter registration" link',
    context: { title: 'Postal voting: how to apply' },
    handle: ok(gov('en', 'Postal voting: how to apply', '<article><h1>Postal voting: how to apply</h1><p>You can apply for a postal vote online or by post. Applications must reach your local electoral office by 5pm eleven working days before polling day.</p><p>This page describes the rules before 2024. Read the current rules</p><p><a href="/voter-registration">Voter registration</a></p></article>', 'Electoral Commission')),
  });
  add('cls-b18-gov-gate', {
    expected: 'paywalled', reason: 'must stay: a teaser then "Want to keep reading?" and a subscribe line',
    context: { title: 'Harbour dredging contract goes to tender' },
    handle: ok(gov('en', 'Harbour dredging contract goes to tender', '<article><h1>Harbour dredging contract goes to tender</h1><p>The port authority has put a £12 million dredging contract out to tender.</p><p>Want to keep reading?</p><p>Subscribe for £1 a week</p></article>', 'Harbour News')),
  });
  add('cls-b18-sold', {
    expected: 'paywalled', reason: 'a Japanese public-records shop: the gazette issue "購入後に閲覧できます" (readable after purchase), price 1,100円',
    context: { title: '官報 令和6年3月1日 号外第45号' },
    handle: ok(gov('ja', '官報 令和6年3月1日 号外第45号｜官報販売所', '<h1>官報 令和6年3月1日 号外第45号</h1><p>収録：法律、政令、告示</p><div class="buy"><p>この号は購入後に閲覧できます。価格：1,100円（税込）</p><button>カートに入れる</button></div>', '官報販売所')),
  });
  add('cls-b18-sold', {
    expected: 'paywalled', reason: 'a German land registry extract: "Dieses Dokument ist kostenpflichtig" and a price',
    context: { title: 'Amtlicher Auszug aus dem Liegenschaftskataster' },
    handle: ok(gov('de', 'Liegenschaftsauszug bestellen', '<h1>Amtlicher Auszug aus dem Liegenschaftskataster</h1><p>Flurstück 412/7, Gemarkung Nordstadt</p><p>Dieses Dokument ist kostenpflichtig. Gebühr: 15,00 EUR.</p><button>Zahlungspflichtig bestellen</button>', 'Geoportal')),
  });
  add('cls-b18-sold', {
    expected: 'valid', reason: 'must stay: a free report page whose last line offers print copies for sale',
    context: { title: 'State of the rivers 2025' },
    handle: ok(gov('en', 'State of the rivers 2025', '<article><h1>State of the rivers 2025</h1><p>Only 16% of river water bodies in England met good ecological status in 2025, unchanged since 2019, the agency\'s annual assessment finds.</p><p>Pollution from agriculture and sewage overflows remains the main reason rivers fail.</p><p><a href="/state-of-rivers-2025.pdf">Read the full report (PDF)</a></p><p>Print copies are available for purchase at £25.</p></article>', 'Environment Agency')),
  });
  // — blind17 (market-research sources: shops, analyst reports, job boards): classes its first sight exposed —
  const b17 = (lang: string, title: string, main: string, head = '', site = 'Shop') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head><body><header class="site-header"><a href="/" class="logo">${esc(site)}</a><nav><a href="/a">Home</a> <a href="/b">Catalogue</a> <a href="/c">Contact</a></nav><form action="/search" role="search"><input type="search" name="q"></form></header><main>${main}</main><footer><form action="/newsletter"><input type="email" name="email"><button>OK</button></form><p>© ${esc(site)}</p></footer></body></html>`;
  const field = (label: string, type = 'text', name = label.toLowerCase().replace(/\W+/g, '')) => `<label>${esc(label)} <input type="${type}" name="${name}" required></label>`;
  add('cls-b17-lead-capture', {
    expected: 'paywalled', reason: 'an Italian analyst report\'s landing page: a summary, then "Scarica il report gratuito" above a form asking nome, cognome, e-mail aziendale, azienda — the findings need a free registration',
    path: '/report/osservatorio-ecommerce-2026', context: { title: 'Osservatorio e-commerce 2026' },
    handle: ok(b17('it', 'Osservatorio e-commerce 2026 | Analitica Retail', '<section><p class="kicker">Report</p><h1>Osservatorio e-commerce 2026</h1><p>Come comprano online gli italiani: canali, spesa media e consegne. Basato su 3.000 interviste.</p><ul><li>Quote per canale</li><li>Spesa media per categoria</li></ul></section><section><h2>Scarica il report gratuito</h2><form action="/lp" method="post">' + field('Nome') + field('Cognome') + field('E-mail aziendale', 'email', 'email') + field('Azienda') + '<button>Scarica</button></form></section>', '', 'Analitica Retail')),
  });
  add('cls-b17-lead-capture', {
    expected: 'paywalled', reason: 'a Brazilian white paper page: "Baixe o relatório completo" and a form whose e-mail field is typed as plain text (its label says "E-mail corporativo")',
    path: '/materiais/relatorio-varejo-2026', context: { title: 'Relatório do varejo digital 2026' },
    handle: ok(b17('pt-BR', 'Relatório do varejo digital 2026 | Conecta Insights', '<h1>Relatório do varejo digital 2026</h1><p>Dados exclusivos sobre o comportamento do consumidor brasileiro nas compras online.</p><h2>Baixe o relatório completo</h2><form action="/lp/enviar" method="post"><label>Nome <input name="f1"></label><label>E-mail corporativo <input name="f2"></label><label>Empresa <input name="f3"></label><label>Cargo <input name="f4"></label><button>Quero o relatório</button></form>', '', 'Conecta Insights')),
  });
  add('cls-b17-lead-capture', {
    expected: 'valid', reason: 'must stay: a short English press release with a "Download the full report (PDF)" link and a contact form (name, e-mail, message box) — a contact form is no lead gate',
    path: '/news/2026/packaging-survey', context: { title: 'Survey: two in three shoppers want less packaging' },
    handle: ok(b17('en', 'Survey: two in three shoppers want less packaging | Greenpack', '<article><h1>Survey: two in three shoppers want less packaging</h1><p>Sixty-six per cent of UK shoppers say they would switch brands to get less plastic packaging, according to a survey of 2,000 adults published today by Greenpack.</p><p><a href="/media/packaging-survey-2026.pdf">Download the full report (PDF)</a></p></article><section><h2>Contact us</h2><form action="/contact" method="post">' + field('Name') + field('Email', 'email') + field('Company') + '<label>Message <textarea name="msg"></textarea></label><button>Send</button></form></section>', '', 'Greenpack')),
  });
  add('cls-b17-report-licence', {
    expected: 'paywalled', reason: 'a French report shop: "Étude de marché" in the title, summary and table of contents, "Licence mono-utilisateur : 3 900 € HT" — the study is sold',
    path: '/etudes/cosmetiques-bio-france-2026', context: { title: 'Le marché des cosmétiques bio en France 2026' },
    handle: ok(b17('fr', 'Étude de marché : les cosmétiques bio en France 2026 | Études & Marchés', '<h1>Étude de marché : les cosmétiques bio en France 2026</h1><p>Parution : octobre 2026 · 180 pages · PDF</p><h2>Sommaire</h2><ul><li>1. Synthèse</li><li>2. Taille du marché</li><li>3. Circuits de distribution</li></ul><div class="buy-box"><p>Licence mono-utilisateur : 3 900 € HT</p><p>Licence entreprise : 6 500 € HT</p><a class="btn" href="/panier/ajout/cb-2026">Commander</a></div>', '', 'Études & Marchés')),
  });
  add('cls-b17-report-licence', {
    expected: 'paywalled', reason: 'a Spanish report page: "Comprar el informe" and a price line — the report is sold',
    path: '/informes/mercado-cafe-capsulas-2026', context: { title: 'Mercado de café en cápsulas en España 2026' },
    handle: ok(b17('es', 'Informe: mercado de café en cápsulas en España 2026 | Estudios Sectoriales', '<h1>Informe: mercado de café en cápsulas en España 2026</h1><p>Análisis de ventas, precios y cuotas de las principales marcas. 120 páginas.</p><p><strong>Precio: 1.950 € + IVA</strong></p><p><a class="btn" href="/carrito/anadir/cafe-2026">Comprar el informe</a></p>', '', 'Estudios Sectoriales')),
  });
  add('cls-b17-report-licence', {
    expected: 'valid', reason: 'must stay: a software shop\'s product page priced by "Single user licence" — its title names a program, not a report',
    path: '/store/photoforge-3-windows', context: { title: 'PhotoForge 3 for Windows' },
    handle: ok(b17('en', 'PhotoForge 3 for Windows | Forge Software Store', '<h1>PhotoForge 3 for Windows</h1><p>Professional photo editing with non-destructive layers, RAW development and AI-assisted masking. Runs on Windows 10 and 11.</p><p>Single user licence: £69.99</p><p>Family licence (up to 5 PCs): £119.99</p><p><a class="btn" href="/cart/add/pf3">Add to basket</a></p><p>Free updates for all version 3 releases. 30-day money-back guarantee.</p>', '', 'Forge Software Store')),
  });
  const searchList = (lang: string, heading: string, items: string[]) => b17(lang, heading, `<h1>${esc(heading)}</h1><ul class="results">${items.map((i, n) => `<li><a href="/p/${n}">${esc(i)}</a> <span class="price">${19 + n},90 €</span></li>`).join('')}</ul>`);
  add('cls-b17-search-redirect', {
    expected: 'mismatch', reason: 'a French shop sends a retired product\'s URL to "/recherche?q=…": the results list echoes the product\'s name but is not the product page',
    path: '/produits/bougie-parfumee-figuier-220g', context: { title: 'Bougie parfumée Figuier 220 g' },
    handle: (_q, r, web) => { r.writeHead(302, { location: `${web.origin('cls-b17-search-redirect.classes.example')}/recherche?q=bougie+parfumee+figuier` }); r.end(); },
  });
  add('cls-b17-search-redirect', {
    expected: 'mismatch', reason: 'an Italian shop sends the product URL to "/cerca?query=…" (results shown)',
    path: '/prodotti/tazza-ceramica-blu', context: { title: 'Tazza in ceramica blu' },
    handle: (_q, r, web) => { r.writeHead(301, { location: `${web.origin('cls-b17-search-redirect.classes.example')}/cerca?query=tazza+ceramica+blu` }); r.end(); },
  });
  add('cls-b17-search-redirect', {
    expected: 'valid', reason: 'must stay: an old report URL redirecting to its new address under "/research/" (a research section, not a search)',
    path: '/reports/2025/packaging-trends', context: { title: 'Packaging trends 2025' },
    handle: (_q, r, web) => { r.writeHead(301, { location: `${web.origin('cls-b17-search-redirect.classes.example')}/research/packaging-trends-2025` }); r.end(); },
  });
  add('cls-b17-search-redirect-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b17-search-redirect.classes.example', context: {}, path: '/recherche', handle: ok(searchList('fr', 'Résultats pour « bougie parfumee figuier »', ['Bougie parfumée Figue noire 180 g', 'Diffuseur Figuier 100 ml', 'Bougie Cèdre 220 g', 'Savon Figuier'])) });
  add('cls-b17-search-redirect-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b17-search-redirect.classes.example', context: {}, path: '/cerca', handle: ok(searchList('it', 'Risultati per "tazza ceramica blu"', ['Tazza mug blu notte', 'Set 4 tazze in ceramica', 'Piattino blu', 'Tazza da tè verde'])) });
  add('cls-b17-search-redirect-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-b17-search-redirect.classes.example', context: {}, path: '/research/packaging-trends-2025', handle: ok(b17('en', 'Packaging trends 2025 | Greenpack Research', '<article><h1>Packaging trends 2025</h1><p>Refill formats grew fastest in 2025, with sales up 34% in UK supermarkets, while paper-based wraps replaced plastic film on fresh produce at three of the four largest grocers.</p><p>Brands told us the cost of recyclable materials fell for the first time in five years, which helped smaller suppliers switch.</p></article>', '', 'Greenpack')) });
  add('cls-b17-zero-items', {
    expected: 'mismatch', reason: 'a German shop search cited directly: "0 Produkte gefunden" — no product',
    path: '/suche/espressomaschine-sieb-58mm', context: { title: 'Espressomaschine Siebträger 58 mm – Preis' },
    handle: ok(b17('de', 'Suche: espressomaschine sieb 58mm | Küchenwelt', '<h1>Ihre Suche nach „espressomaschine sieb 58mm“</h1><p>0 Produkte gefunden</p><p>Bitte überprüfen Sie die Schreibweise.</p><h2>Beliebte Kategorien</h2><ul><li><a href="/kaffee">Kaffee</a></li><li><a href="/kochen">Kochen</a></li></ul>', '', 'Küchenwelt')),
  });
  add('cls-b17-zero-items', {
    expected: 'mismatch', reason: 'an English shop search: "We couldn\'t find any products matching …"',
    path: '/search/oak-bread-bin-large', context: { title: 'Oak Bread Bin Large' },
    handle: ok(b17('en', 'Search | Oak & Hearth', '<h1>Search</h1><p>We couldn\'t find any products matching "oak bread bin large".</p><p>Try a different spelling or browse our bestsellers.</p>', '', 'Oak & Hearth')),
  });
  add('cls-b17-zero-items', {
    expected: 'valid', reason: 'must stay: a category page counting "10 Produkte" (not zero) for the cited category',
    path: '/kategorie/espressomaschinen', context: { title: 'Espressomaschinen' },
    handle: ok(b17('de', 'Espressomaschinen | Küchenwelt', '<h1>Espressomaschinen</h1><p>10 Produkte</p><p>Siebträger und Vollautomaten für Einsteiger und Profis, mit Beratung vom Fachhändler und zwei Jahren Garantie.</p><ul><li>Siebträger Classic 58 – 449,00 €</li><li>Siebträger Pro Dual – 899,00 €</li><li>Vollautomat Easy – 399,00 €</li></ul>', '', 'Küchenwelt')),
  });
  const jobAd = (lang: string, title: string, notice: string, body: string, site: string) => b17(lang, `${title} | ${site}`, `<div class="job"><h1>${esc(title)}</h1><p class="job-status">${esc(notice)}</p>${body}</div>`, '', site);
  add('cls-b17-job-closed', {
    expected: 'mismatch', reason: 'an English job board keeps the ad\'s title but says "This position has been filled" — the posting is gone',
    path: '/jobs/category-manager-bakery-4401', context: { title: 'Category Manager – Bakery' },
    handle: ok(jobAd('en', 'Category Manager – Bakery', 'This position has been filled.', '<p>Browse similar jobs below.</p><ul><li><a href="/jobs/1">Buyer – Fresh Produce</a></li><li><a href="/jobs/2">Range Planner</a></li></ul>', 'HireBoard')),
  });
  add('cls-b17-job-closed', {
    expected: 'mismatch', reason: 'a Danish job ad: "Stillingen er besat"',
    path: '/job/indkoeber-dagligvarer-2291', context: { title: 'Indkøber til dagligvarer' },
    handle: ok(jobAd('da', 'Indkøber til dagligvarer', 'Stillingen er besat.', '<p>Se lignende job nedenfor.</p>', 'JobNet Nord')),
  });
  add('cls-b17-job-closed', {
    expected: 'mismatch', reason: 'a Polish job ad: "Ogłoszenie wygasło"',
    path: '/praca/analityk-sprzedazy-9912', context: { title: 'Analityk sprzedaży' },
    handle: ok(jobAd('pl', 'Analityk sprzedaży', 'Ogłoszenie wygasło.', '<p>Zobacz podobne oferty pracy.</p>', 'PracaTeraz')),
  });
  add('cls-b17-job-closed', {
    expected: 'mismatch', reason: 'a Japanese job ad: 「この求人の掲載は終了しました」',
    path: '/job/12345', context: { title: '店舗スタッフ（正社員）' },
    handle: ok(jobAd('ja', '店舗スタッフ（正社員）', 'この求人の掲載は終了しました。', '<p>似た求人を探す</p>', '求人ナビ')),
  });
  add('cls-b17-job-closed', {
    expected: 'valid', reason: 'must stay: an open job ad whose text says when applications close',
    path: '/jobs/insights-manager-4420', context: { title: 'Insights Manager' },
    handle: ok(jobAd('en', 'Insights Manager', 'Applications close on 30 June 2026.', '<p>We are looking for an Insights Manager to lead our shopper research programme, run the quarterly tracker and present findings to the board.</p><p>You will manage two analysts and a budget of £400,000 for agency research.</p><ul><li>5+ years in consumer research</li><li>Strong storytelling with data</li></ul><p><a href="/apply/4420">Apply now</a></p>', 'HireBoard')),
  });
  const productLd = (name: string, availability: string) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'Product', name, offers: { '@type': 'Offer', price: '14.90', priceCurrency: 'EUR', availability: `https://schema.org/${availability}` } })}</script><meta property="og:type" content="product">`;
  add('cls-b17-product-404', {
    expected: 'valid', reason: 'a German shop\'s mug called "Fehler 404 – Seite nicht gefunden" on sale (Product, InStock): a product, not a soft 404',
    path: '/produkte/tasse-fehler-404', context: { title: 'Tasse „Fehler 404 – Seite nicht gefunden“' },
    handle: ok(b17('de', 'Fehler 404 – Seite nicht gefunden | Tasse | Nerdladen', '<h1>Fehler 404 – Seite nicht gefunden</h1><p class="price">14,90 €</p><p>Die Tasse für alle, die morgens erst nach dem Kaffee gefunden werden: Keramik, 330 ml, spülmaschinenfest, beidseitig bedruckt mit der bekanntesten Fehlermeldung des Internets.</p><p>Lieferzeit 2–4 Werktage.</p><button>In den Warenkorb</button>', productLd('Tasse Fehler 404 – Seite nicht gefunden', 'InStock'), 'Nerdladen')),
  });
  add('cls-b17-product-404', {
    expected: 'valid', reason: 'a Japanese T-shirt "404 Not Found Tシャツ" on sale (Product, InStock)',
    path: '/item/404-tshirt', context: { title: '404 Not Found Tシャツ' },
    handle: ok(b17('ja', '404 Not Found Tシャツ | ギークストア', '<h1>404 Not Found Tシャツ</h1><p class="price">2,980円（税込）</p><p>エンジニアに人気の「404 Not Found」をプリントした綿100％のTシャツです。サイズはSからXLまで。洗濯機で洗えます。</p><p>ご注文から3営業日以内に発送します。</p>', productLd('404 Not Found Tシャツ', 'InStock'), 'ギークストア')),
  });
  add('cls-b17-product-404', {
    expected: 'mismatch', reason: 'must stay: a shop\'s soft 404 on a product template (og:type product, no offer on sale): "Seite nicht gefunden"',
    path: '/produkte/tasse-retro-gaming', context: { title: 'Tasse Retro Gaming' },
    handle: ok(b17('de', 'Seite nicht gefunden | Nerdladen', '<h1>Seite nicht gefunden</h1><p>Das gesuchte Produkt gibt es nicht mehr.</p>', '<meta property="og:type" content="product">', 'Nerdladen')),
  });
  const gate = (lang: string, title: string, q: string, site: string, note: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body class="agegate"><div class="gate"><img src="/logo.svg" alt="${esc(site)}"><h1>${esc(q)}</h1><form action="/age" method="post"><button name="y">OK</button> <button name="n">—</button></form><p>${esc(note)}</p><p class="small">© 2026 ${esc(site)}</p></div></body></html>`;
  add('cls-b17-age-gate', {
    expected: 'blocked', reason: 'an Italian winery\'s gate page naming the wine in its title: "Sei maggiorenne?" — only the question, no wine page',
    path: '/vini/barolo-2019', context: { title: 'Barolo 2019 – Cantina Colle Alto' },
    handle: ok(gate('it', 'Barolo 2019 – Cantina Colle Alto', 'Sei maggiorenne?', 'Cantina Colle Alto', 'Per visitare il sito devi avere l’età legale per il consumo di alcolici nel tuo paese. Bevi responsabilmente.')),
  });
  add('cls-b17-age-gate', {
    expected: 'blocked', reason: 'a Dutch brewery\'s gate: "Ben je 18 jaar of ouder?"',
    path: '/bieren/tripel-zilverberg', context: { title: 'Tripel Zilverberg – Brouwerij De Zilverberg' },
    handle: ok(gate('nl', 'Tripel Zilverberg – Brouwerij De Zilverberg', 'Ben je 18 jaar of ouder?', 'Brouwerij De Zilverberg', 'Geen 18, geen alcohol. Geniet, maar drink met mate.')),
  });
  add('cls-b17-age-gate', {
    expected: 'blocked', reason: 'a Korean liquor shop\'s gate: "만 19세 이상입니까?"',
    path: '/goods/soju-premium', context: { title: '프리미엄 소주 – 한강양조' },
    handle: ok(gate('ko', '프리미엄 소주 – 한강양조', '만 19세 이상입니까?', '한강양조', '이 사이트는 청소년 보호법에 따라 만 19세 미만 청소년의 이용을 제한합니다.')),
  });
  add('cls-b17-age-gate', {
    expected: 'valid', reason: 'must stay: a Swedish cider page whose "Är du över 20 år?" is a modal over the full product text',
    path: '/cider/appelcider-torr', context: { title: 'Äppelcider torr – Österlens Musteri' },
    handle: ok(b17('sv', 'Äppelcider torr – Österlens Musteri', '<h1>Äppelcider torr</h1><p>En torr cider på äpplen från Österlen, jäst i tolv veckor och lagrad på ståltank. Alkoholhalt 5,5 procent.</p><p>Passar till skaldjur, lagrade ostar och grillad fisk. Serveras kall, 6–8 grader.</p><p>Finns i 33 cl flaska och 20 liter fat till restauranger.</p><table><tr><th>Alkoholhalt</th><td>5,5 %</td></tr><tr><th>Volym</th><td>33 cl</td></tr></table></main><div class="age-modal" role="dialog"><h2>Är du över 20 år?</h2><button>Ja</button> <button>Nej</button></div><main>', '', 'Österlens Musteri')),
  });
  const gateway = (lang: string, title: string, heading: string, countries: string[], site: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><img src="/logo.svg" alt="${esc(site)}"></header><main><h1>${esc(heading)}</h1><ul>${countries.map((c, i) => `<li><a href="/${i}/">${esc(c)}</a></li>`).join('')}</ul></main></body></html>`;
  add('cls-b17-locale-gateway', {
    expected: 'blocked', reason: 'a Spanish fashion brand answers the product URL with "Selecciona tu país" and a list of markets (its title names the brand, as the citing title does)',
    path: '/es/vestidos/vestido-lino-arena', context: { title: 'Vestido de lino arena – Marea Moda' },
    handle: ok(gateway('es', 'Selecciona tu país – Marea Moda', 'Selecciona tu país', ['España', 'Portugal', 'France', 'Deutschland', 'Italia', 'United Kingdom', 'México', 'Chile', 'Colombia', 'Argentina', 'Perú', 'United States', 'Canada', 'Japan'], 'Marea Moda')),
  });
  add('cls-b17-locale-gateway', {
    expected: 'blocked', reason: 'a Swedish design shop: "Välj land" before the product',
    path: '/produkter/vas-glas-bla', context: { title: 'Vas i glas, blå – Nordform Design' },
    handle: ok(gateway('sv', 'Välj land | Nordform Design', 'Välj land och språk', ['Sverige', 'Norge', 'Danmark', 'Suomi', 'Deutschland', 'United Kingdom', 'Europe (EUR)', 'United States', 'Japan', 'Australia', 'Rest of the world', 'Ísland', 'Polska'], 'Nordform Design')),
  });
  add('cls-b17-locale-gateway', {
    expected: 'blocked', reason: 'a Japanese brand: 「国・地域を選択してください」',
    path: '/products/kettle-ks-01', context: { title: '電気ケトル KS-01 – ツバメ製作所' },
    handle: ok(gateway('ja', '国・地域を選択 | ツバメ製作所', '国・地域を選択してください', ['日本', 'United States', 'United Kingdom', 'Deutschland', 'France', '中国', '한국', '台灣', 'Australia', 'Canada', 'Singapore', 'Hong Kong', 'Thailand'], 'ツバメ製作所')),
  });
  add('cls-b17-locale-gateway', {
    expected: 'valid', reason: 'must stay: a product page with a "Choose your country" picker in its header and the full product text',
    path: '/products/linen-apron-natural', context: { title: 'Linen Apron – Natural' },
    handle: ok(b17('en', 'Linen Apron – Natural | Field & Loom', '<h1>Linen Apron – Natural</h1><p>A full-length apron in stonewashed European linen with two deep pockets and adjustable cotton ties. Machine washable at 40 degrees; softens with every wash.</p><p>Made in our Lisbon workshop. One size fits most, 85 cm long and 70 cm wide.</p><p class="price">£38.00</p>', '<div class="locale"><label>Choose your country</label><select><option>United Kingdom</option><option>Ireland</option></select></div>', 'Field & Loom')),
  });
  const closed402 = (title: string, heading: string): Handler => (_q, r) => send(r, 402, `<!DOCTYPE html><html><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><h1>${esc(heading)}</h1><p><a href="/admin">Login</a></p></body></html>`);
  add('cls-b17-closed-store', {
    expected: 'blocked', reason: 'a German shop its platform closed, HTTP 402 "Dieser Shop ist derzeit nicht verfügbar": the owner\'s bill, not a paywall',
    path: '/products/leinen-kissen-salbei', context: { title: 'Leinenkissen Salbei' },
    handle: closed402('Shop nicht verfügbar', 'Dieser Shop ist derzeit nicht verfügbar'),
  });
  add('cls-b17-closed-store', {
    expected: 'blocked', reason: 'a French shop on 402: "Cette boutique est indisponible"',
    path: '/products/savon-olive', context: { title: 'Savon à l’huile d’olive' },
    handle: closed402('Boutique indisponible', 'Cette boutique est indisponible'),
  });
  add('cls-b17-closed-store', {
    expected: 'paywalled', reason: 'must stay: a 402 on an article asking the reader to pay ("Payment required to read this article")',
    path: '/analysis/grocery-inflation-outlook', context: { title: 'Grocery inflation outlook' },
    handle: (_q, r) => send(r, 402, '<!DOCTYPE html><html><head><meta charset="utf-8"><title>Grocery inflation outlook</title></head><body><h1>Grocery inflation outlook</h1><p>Payment required to read this article. Buy a day pass for £2.</p></body></html>'),
  });
  const geo = (lang: string, title: string, heading: string, line: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><div class="box"><img src="/logo.svg" alt=""><h1>${esc(heading)}</h1><p>${esc(line)}</p></div></body></html>`;
  add('cls-b17-geo', {
    expected: 'blocked', reason: 'a Belgian shop whose title names the product: "Ce site n\'est pas accessible depuis votre pays" (a geo-block in French)',
    path: '/produits/speculoos-artisanal-400g', context: { title: 'Spéculoos artisanal 400 g – Biscuiterie Delvaux' },
    handle: ok(geo('fr', 'Spéculoos artisanal 400 g – Biscuiterie Delvaux', 'Accès restreint', 'Ce site n’est pas accessible depuis votre pays.')),
  });
  add('cls-b17-geo', {
    expected: 'blocked', reason: 'a Japanese shop: 「海外からのアクセスは制限しています」',
    path: '/item/matcha-100g', context: { title: '宇治抹茶 100g – 茶匠やまもと' },
    handle: ok(geo('ja', '宇治抹茶 100g – 茶匠やまもと', 'アクセス制限', '申し訳ございません。海外からのアクセスは制限しています。')),
  });
  add('cls-b17-geo', {
    expected: 'blocked', reason: 'an Italian shop: "Questo sito non è accessibile dal tuo paese"',
    path: '/prodotti/olio-evo-taggiasca', context: { title: 'Olio EVO Taggiasca – Frantoio Ligure' },
    handle: ok(geo('it', 'Olio EVO Taggiasca – Frantoio Ligure', 'Accesso limitato', 'Questo sito non è accessibile dal tuo paese.')),
  });
  // — metadata (s10, from blind14/blind15 and real blogs): a site named only by its chrome — the header's logo link home or the footer's copyright line —
  const chromePage = (lang: string, title: string, header: string, footer: string, paras: string[]) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${header}<main><article><h1>${esc(title)}</h1>${paras.map((x) => `<p>${esc(x)}</p>`).join('')}</article></main>${footer}</body></html>`;
  add('cls-s10-chrome-site', {
    expected: 'valid', reason: 'an Italian local blog: no og:site_name, no JSON-LD — the name is the header\'s logo link home',
    context: { title: 'Il mercato coperto riapre dopo due anni di lavori' },
    meta: { title: ['Il mercato coperto riapre dopo due anni di lavori'], publisher: ['Cronache di Borgo'] },
    handle: ok(chromePage('it', 'Il mercato coperto riapre dopo due anni di lavori', '<header class="masthead"><a class="site-title" href="/">Cronache di Borgo</a><nav><a href="/">Home</a> <a href="/cronaca/">Cronaca</a></nav></header>', '<footer>Realizzato con WordPress</footer>',
      ['Il mercato coperto di piazza Garibaldi riapre sabato dopo due anni di lavori di restauro del tetto e degli impianti.', 'I banchi saranno trentadue, sei in più di prima, e l\'orario sarà esteso fino alle venti nei giorni feriali.', 'Il comune ha speso un milione e duecentomila euro, in parte coperti da fondi regionali per i centri storici.'])),
  });
  add('cls-s10-chrome-site', {
    expected: 'valid', reason: 'a Greek regional site: the name only in the footer\'s copyright line (the header holds a bare logo image)',
    context: { title: 'Νέα γέφυρα στον Πηνειό ανοίγει τον Μάιο' },
    meta: { title: ['Νέα γέφυρα στον Πηνειό ανοίγει τον Μάιο'], publisher: ['Λαρισαϊκά Νέα'] },
    handle: ok(chromePage('el', 'Νέα γέφυρα στον Πηνειό ανοίγει τον Μάιο', '<header><a href="/"><img src="/img/brand.svg" alt=""></a></header>', '<footer><p>© 2026 Λαρισαϊκά Νέα. Με επιφύλαξη παντός δικαιώματος. <a href="/oroi">Όροι</a></p></footer>',
      ['Η νέα γέφυρα πάνω από τον Πηνειό θα παραδοθεί στην κυκλοφορία τον Μάιο, σύμφωνα με την περιφέρεια.', 'Το έργο κόστισε οκτώ εκατομμύρια ευρώ και θα αποσυμφορήσει το κέντρο της πόλης από τα φορτηγά.', 'Οι εργασίες καθυστέρησαν λόγω των πλημμυρών του περασμένου φθινοπώρου.'])),
  });
  // — s10 (fresh11's round): author and date classes through a real fetch, in other languages than the pages that showed them —
  add('cls-s10-meta', {
    expected: 'valid', reason: 'Spanish blog post: the writer only in an SEO plugin\'s reading card (twitter:label1 "Escrito por"); the date only in a footer field laid out as two blocks, the label alone in the first ("Publicado" | "7 de marzo de 2022")',
    host: 'www.huerto-urbano.example',
    context: { title: 'Cómo preparar el compost en invierno' },
    meta: { title: ['Cómo preparar el compost en invierno'], author: ['Lucía Ferrer'], published: ['2022-03-07'] },
    handle: ok(shell({ lang: 'es', title: 'Cómo preparar el compost en invierno – Huerto Urbano', site: 'Huerto Urbano',
      head: '<meta name="twitter:label1" content="Escrito por"><meta name="twitter:data1" content="Lucía Ferrer"><meta name="twitter:label2" content="Tiempo de lectura"><meta name="twitter:data2" content="4 minutos">',
      main: `<article><h1>Cómo preparar el compost en invierno</h1>${longText(18, 3)}<footer class="entry-meta"><div>Publicado</div><div>7 de marzo de 2022</div></footer></article>` })),
  });
  add('cls-s10-meta', {
    expected: 'valid', reason: 'French news page: the byline is an author picture and its name under the headline (alt = the name shown); the date a lead dateline opening the first long paragraph',
    host: 'www.journal-du-lac.example',
    context: { title: 'Le pont du lac rouvre après six mois de travaux' },
    meta: { title: ['Le pont du lac rouvre après six mois de travaux'], author: ['Camille Perrin'], published: ['2023-04-18'] },
    handle: ok(shell({ lang: 'fr', title: 'Le pont du lac rouvre après six mois de travaux', site: 'Journal du Lac',
      main: `<article><h1>Le pont du lac rouvre après six mois de travaux</h1><div class="meta"><img class="author-avatar" src="/img/cperrin.jpg" alt="Camille Perrin"><span>Camille Perrin</span></div>
<p>18 avril 2023 – Le pont qui relie les deux rives du lac a rouvert mardi matin après six mois de travaux de consolidation, a annoncé la mairie, qui promet une circulation fluide dès la semaine prochaine pour les habitants des deux communes.</p>${longText(5, 4)}</article>` })),
  });
  add('cls-s10-meta', {
    expected: 'valid', reason: 'Italian page: two dates glued by markup, the first in a <time class="updated"> (the modification), then the publication with the writer after "di"',
    host: 'www.cucina-facile.example',
    context: { title: 'Risotto alla zucca: la ricetta della nonna' },
    meta: { title: ['Risotto alla zucca: la ricetta della nonna'], author: ['Giulia Neri'], published: ['2021-10-12'] },
    handle: ok(shell({ lang: 'it', title: 'Risotto alla zucca: la ricetta della nonna', site: 'Cucina Facile',
      main: `<article><h1>Risotto alla zucca: la ricetta della nonna</h1><div class="entry-meta"><time class="updated">15 gennaio 2024</time><time class="entry-date published">12 ottobre 2021</time> di Giulia Neri</div>${longText(6, 5)}</article>` })),
  });

  // — s10, from blind16 (platforms and hosted services): classes its first sight exposed, in other languages and shapes than its pages —
  const platformPage = (o: { lang: string; title: string; main: string; head?: string; login?: boolean; site?: string }) => `<!DOCTYPE html><html lang="${o.lang}"><head><meta charset="utf-8"><title>${esc(o.title)}</title>${o.head ?? ''}</head><body>
<header class="topbar"><a href="/" class="logo">${esc(o.site ?? 'Platform')}</a><a href="/explore">Explore</a></header>
<main role="main">${o.main}${o.login ? '<form action="/login" method="post"><input type="text" name="user" placeholder="Email"><input type="password" name="pass" placeholder="Password"><button>Log in</button><a href="/signup">Create account</a></form>' : ''}</main>
<footer><a href="/terms">Terms</a> <a href="/privacy">Privacy</a> © Platform</footer></body></html>`;
  const described = (t: string, d: string) => `<meta property="og:title" content="${esc(t)}"><meta property="og:description" content="${esc(d)}"><meta property="og:type" content="website">`;
  add('cls-b16-item-deleted', {
    expected: 'mismatch', reason: 'a German community page whose main text says "Dieser Beitrag wurde vom Autor gelöscht." — the cited post is gone (not a near-empty interstitial)',
    context: { title: 'Erfahrungsbericht: Balkonkraftwerk nach einem Jahr', claims: ['das Balkonkraftwerk erzeugte im ersten Jahr 640 Kilowattstunden Strom'] },
    handle: ok(platformPage({ lang: 'de', title: 'Forum Energiewende', site: 'Energiewende-Community', main: '<div class="notice">Dieser Beitrag wurde vom Autor gelöscht.</div><a href="/forum">Zurück zum Forum</a>' })),
  });
  add('cls-b16-item-deleted', {
    expected: 'mismatch', reason: 'a Polish social page: "Ten wpis został usunięty." in a main-text line',
    context: { title: 'Nowy rozkład jazdy tramwajów od marca', claims: ['tramwaje linii 8 będą kursować co 10 minut w godzinach szczytu'] },
    handle: ok(platformPage({ lang: 'pl', title: 'Wpis niedostępny', site: 'Portal społecznościowy', main: '<div class="empty-state"><p>Ten wpis został usunięty.</p><a href="/">Wróć na stronę główną</a></div>' })),
  });
  add('cls-b16-item-deleted', {
    expected: 'mismatch', reason: 'a Traditional-Chinese forum: "此貼文已被管理員刪除" — removed by a moderator',
    context: { title: '台北捷運環狀線北環段通車時程', claims: ['北環段預計二〇二八年通車，共設十二座車站'] },
    handle: ok(platformPage({ lang: 'zh-TW', title: '討論區', site: '論壇', main: '<div class="msg">抱歉，此貼文已被管理員刪除。</div>', head: described('討論區', '論壇討論區') })),
  });
  add('cls-b16-item-deleted', {
    expected: 'mismatch', reason: 'an English social page titled "Log in or sign up to view" whose notice says "This content isn\'t available at the moment … it may have been deleted", above a sign-in form: the notice wins over the login box',
    context: { title: 'Photos from the harbour festival parade', claims: ['the parade had forty floats this year'] },
    handle: ok(platformPage({ lang: 'en', title: 'Log in or sign up to view', login: true, main: '<h2>This content isn\'t available at the moment</h2><p>The owner may have shared it with a small group only, or it may have been deleted.</p>' })),
  });
  add('cls-b16-item-deleted', {
    expected: 'paywalled', reason: 'must stay: a login wall whose notice asks the reader to log in ("log in to see this content") is no deletion notice',
    context: { title: 'Members’ photo album: spring walk', claims: ['twenty members joined the spring walk'] },
    handle: ok(platformPage({ lang: 'en', title: 'Log in to continue', login: true, main: '<h2>Log in to continue</h2><p>You must log in to see this content.</p>' })),
  });
  add('cls-b16-item-deleted', {
    expected: 'valid', reason: 'must stay: a long forum thread (an article\'s worth of prose) in which one reply says "This post was deleted by the moderator" — the thread is the cited source (a shorter thread is read as a soft 404 by the older not-found rule too: a limit of both rules, left)',
    context: { title: 'Repairing a cracked clay chimney pot', claims: ['lime mortar is better than cement for old chimney pots'] },
    handle: ok(platformPage({ lang: 'en', title: 'Repairing a cracked clay chimney pot - Old House Forum', site: 'Old House Forum', main: `<h1>Repairing a cracked clay chimney pot</h1><div class="post"><p>My Victorian chimney pot has a crack running down one side. Can it be repaired, or does it need replacing? The roofer quoted a lot for a new one and I would rather keep the original if I can.</p></div><div class="post"><p>This post was deleted by the moderator.</p></div><div class="post"><p>Use lime mortar, not cement, for old chimney pots. Cement is harder than the clay and the pot will crack again beside the repair within a couple of winters. Clean the crack, wet it, and fill it with a hot-mixed lime mortar, then protect it from frost for a week.</p></div><div class="post"><p>Agree with the lime advice. Also check the flaunching at the base; that is usually what lets water in and freezes. If the flaunching is sound, a repaired pot can last another fifty years.</p></div><div class="post"><p>Thanks all, I used lime mortar and it has survived its first winter without a new crack. For anyone finding this thread later: I mixed one part hot lime to two and a half parts sharp sand, packed the crack in two layers a day apart, and kept the pot covered with damp hessian for a week. The roofer who had quoted for a replacement came back to look at it and said he would use the same method next time.</p></div><div class="post"><p>Good write-up. One more tip: if the pot is loose in its flaunching, re-bed it at the same time, otherwise the movement will open the crack again. A conservation officer told me the same, and our listed-building consent needed the lime repair anyway.</p></div>` })),
  });
  add('cls-b16-item-private', {
    expected: 'mismatch', reason: 'a Spanish social profile: "Esta cuenta es privada" — only followers the owner approves see the cited post',
    context: { title: 'Publicación del ayuntamiento sobre la feria de abril', claims: ['la feria tendrá casetas públicas por primera vez este año'] },
    handle: ok(platformPage({ lang: 'es', title: 'Instagram', main: '<h2>Esta cuenta es privada</h2><p>Sigue esta cuenta para ver sus fotos y videos.</p>', head: described('Ayuntamiento (@ayto)', 'Perfil del ayuntamiento') })),
  });
  add('cls-b16-item-private', {
    expected: 'mismatch', reason: 'a Japanese video page: "この動画は非公開です" — a private video',
    context: { title: '【解説】川の増水時に気をつけること', claims: ['増水時は河川敷に近づかないことが大切だ'] },
    handle: ok(platformPage({ lang: 'ja', title: '動画プラットフォーム', main: '<div class="player-error"><p>この動画は非公開です。</p></div>', head: described('動画プラットフォーム', '動画を見る') })),
  });
  add('cls-b16-item-private', {
    expected: 'mismatch', reason: 'an English group post: "This group is private" above a sign-in form — a private group, not a login wall any reader passes',
    context: { title: 'Allotment society: water tap rota', claims: ['the water taps are turned on from the first of April'] },
    handle: ok(platformPage({ lang: 'en', title: 'Platform', login: true, main: '<h2>This group is private</h2><p>Only members can see who is in the group and what they post.</p>' })),
  });
  add('cls-b16-item-private', {
    expected: 'blocked', reason: 'must stay: a shop\'s site password page ("This site is private" and a password form) is a site password, blocked',
    context: { title: 'Spring collection: linen shirts', claims: ['the linen shirts come in six colours'] },
    handle: ok(platformPage({ lang: 'en', title: 'Opening soon', main: '<h1>Opening soon</h1><p>This site is private. Enter the store password to continue.</p><form action="/password" method="post"><input type="password" name="password"><button>Enter</button></form>' })),
  });
  add('cls-b16-botcheck-signin', {
    expected: 'blocked', reason: 'a German bot check behind a sign-in: title "Anmelden", heading "Melde dich an, um zu bestätigen, dass du kein Bot bist" — bot defence, not a login wall',
    context: { title: 'Dokumentation: Die Hallig im Winter', claims: ['auf der Hallig leben im Winter nur zwölf Menschen'] },
    handle: ok(platformPage({ lang: 'de', title: 'Anmelden', main: '<h1>Melde dich an, um zu bestätigen, dass du kein Bot bist</h1><p>Das schützt unsere Community.</p><a href="/login">Anmelden</a>' })),
  });
  add('cls-b16-botcheck-signin', {
    expected: 'blocked', reason: 'a French bot check: title "Connexion", "Connectez-vous pour confirmer que vous n\'êtes pas un robot"',
    context: { title: 'Reportage : les ostréiculteurs du bassin d\'Arcachon', claims: ['la production d\'huîtres a baissé de moitié en dix ans'] },
    handle: ok(platformPage({ lang: 'fr', title: 'Connexion', main: '<h1>Connectez-vous pour confirmer que vous n\'êtes pas un robot</h1><p>Cela permet de protéger notre communauté.</p>' })),
  });
  add('cls-b16-botcheck-signin', {
    expected: 'paywalled', reason: 'must stay: a German login page ("Anmelden — Bitte melde dich an, um fortzufahren") is a login wall',
    context: { title: 'Mitgliederbereich: Protokoll der Jahresversammlung', claims: ['die Versammlung wählte einen neuen Vorstand'] },
    handle: ok(platformPage({ lang: 'de', title: 'Anmelden', main: '<h1>Anmelden</h1><p>Bitte melde dich an, um fortzufahren.</p><form><input type="email" name="email"><input type="password" name="pw"><button>Anmelden</button></form>' })),
  });
  add('cls-b16-geo', {
    expected: 'blocked', reason: 'a Japanese video page (described by og tags): "お住まいの地域ではこの動画をご視聴いただけません" — a geo-block',
    context: { title: '春の選抜高校野球 決勝ハイライト', claims: ['決勝は延長十回の末に決着した'] },
    handle: ok(platformPage({ lang: 'ja', title: '動画 - 配信サービス', main: '<div class="error"><p>お住まいの地域ではこの動画をご視聴いただけません。</p></div>', head: described('動画 - 配信サービス', '人気の動画を配信中') })),
  });
  add('cls-b16-geo', {
    expected: 'blocked', reason: 'a Korean streaming page: "해당 국가에서는 이 콘텐츠를 시청할 수 없습니다" — a geo-block',
    context: { title: '다큐멘터리: 제주 해녀의 겨울', claims: ['제주 해녀의 평균 연령은 칠십 세를 넘었다'] },
    handle: ok(platformPage({ lang: 'ko', title: '스트리밍 서비스', main: '<div class="error"><p>해당 국가에서는 이 콘텐츠를 시청할 수 없습니다.</p></div>', head: described('스트리밍 서비스', '다양한 영상을 만나보세요') })),
  });
  add('cls-b16-geo', {
    expected: 'blocked', reason: 'a Russian video page: "Видео недоступно в вашей стране" — a geo-block',
    context: { title: 'Репортаж: как строят мост через Лену', claims: ['мост через Лену будет длиной около трёх километров'] },
    handle: ok(platformPage({ lang: 'ru', title: 'Видеохостинг', main: '<div class="error"><p>Видео недоступно в вашей стране.</p></div>', head: described('Видеохостинг', 'Смотрите видео онлайн') })),
  });
  add('cls-b16-quota', {
    expected: 'blocked', reason: 'a French file host answering 200 "Trop de requêtes" — a rate limit, the file may well exist',
    context: { title: 'Rapport annuel 2023 de l\'association (PDF)', claims: ['l\'association compte 412 adhérents'] },
    handle: ok(platformPage({ lang: 'fr', title: 'Hébergeur de fichiers', main: '<h1>Trop de requêtes</h1><p>Veuillez réessayer dans quelques minutes.</p>', head: described('Hébergeur de fichiers', 'Partagez vos fichiers') })),
  });
  add('cls-b16-quota', {
    expected: 'blocked', reason: 'a Spanish download page: "Se ha superado el límite: demasiadas solicitudes para este archivo" — a download quota',
    context: { title: 'Plan de movilidad urbana 2030', claims: ['el plan prevé 40 kilómetros de carril bici'] },
    handle: ok(platformPage({ lang: 'es', title: 'Descargas', main: '<div class="alert"><p>Demasiadas solicitudes para este archivo. Inténtalo de nuevo más tarde.</p></div>', head: described('Descargas', 'Descarga de documentos') })),
  });
  add('cls-b16-quota', {
    expected: 'valid', reason: 'must stay: an article on API rate limits whose headline says "Too many requests"',
    context: { title: 'Too many requests: how public APIs rate-limit their clients', claims: ['most public APIs answer 429 with a Retry-After header'] },
    handle: ok(shell({ lang: 'en', title: 'Too many requests: how public APIs rate-limit their clients', site: 'Dev Weekly', main: `<article><h1>Too many requests: how public APIs rate-limit their clients</h1><p>Most public APIs answer 429 with a Retry-After header when a client sends too much. We looked at forty of them.</p>${longText(6, 40)}</article>` })),
  });
  add('cls-b16-preview', {
    expected: 'paywalled', reason: 'a German book preview: "Die Seiten 5 bis 40 werden in dieser Leseprobe nicht angezeigt." — text shown only within a preview',
    context: { title: 'Die Geschichte der Hanse', claims: ['Lübeck war das Zentrum der Hanse'] },
    handle: ok(platformPage({ lang: 'de', title: 'Die Geschichte der Hanse – Leseprobe', main: '<h1>Die Geschichte der Hanse</h1><p>Kapitel 1. Lübeck war über Jahrhunderte das Zentrum der Hanse, ihr Rat traf die wichtigsten Entscheidungen.</p><p>Die Seiten 5 bis 40 werden in dieser Leseprobe nicht angezeigt.</p><a href="/kaufen">E-Book kaufen</a>' })),
  });
  add('cls-b16-preview', {
    expected: 'paywalled', reason: 'an English book service: "Pages 12 to 80 are not shown in this preview."',
    context: { title: 'A History of the Lighthouse Service', claims: ['the first keepers were paid by the ship owners'] },
    handle: ok(platformPage({ lang: 'en', title: 'A History of the Lighthouse Service - Book preview', main: '<h1>A History of the Lighthouse Service</h1><p>Chapter 1. The first keepers were paid by the ship owners who used the lights, through dues collected in port.</p><p>Pages 12 to 80 are not shown in this preview.</p><a href="/buy">Buy eBook</a>' })),
  });
  add('cls-b16-preview', {
    expected: 'valid', reason: 'must stay: a design blog post about "a preview of the new layout" is not a preview limit',
    context: { title: 'A preview of our new reading layout', claims: ['the new layout uses a wider column for tables'] },
    handle: ok(shell({ lang: 'en', title: 'A preview of our new reading layout', site: 'Product Notes', main: `<article><h1>A preview of our new reading layout</h1><p>This is a preview of the new layout we will ship next month. The new layout uses a wider column for tables and a larger font for body text.</p>${longText(4, 50)}</article>` })),
  });
  add('cls-b16-hidden-tabs', {
    expected: 'valid', reason: 'a Spanish timetable page whose tables sit in display:none panels a script reveals (a published sheet\'s or tab widget\'s shape): the hidden text is the page\'s text',
    context: { title: 'Horarios de la línea 12 de autobús', claims: ['el primer autobús sale a las 6:15 de lunes a viernes'] },
    handle: ok(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Horarios línea 12</title><script>document.addEventListener('DOMContentLoaded',function(){document.getElementById('t1').style.display='block'})</script></head><body><div id="tabs"><button>Laborables</button><button>Festivos</button></div>
<div id="t1" style="display:none"><h2>Horarios de la línea 12 de autobús</h2><p>De lunes a viernes el primer autobús sale a las 6:15 desde la estación y el último a las 22:40.</p><table><tr><td>Estación</td><td>6:15</td><td>6:45</td><td>7:15</td></tr><tr><td>Hospital</td><td>6:27</td><td>6:57</td><td>7:27</td></tr></table></div>
<div id="t2" style="display:none"><p>Sábados, domingos y festivos: primer autobús a las 8:00, cada 30 minutos.</p></div></body></html>`),
  });
  add('cls-b16-hidden-tabs', {
    expected: 'blocked', reason: 'must stay: an empty shell whose only hidden markup is a short cookie notice — still no content',
    context: { title: 'Horarios de la línea 14 de autobús', claims: ['la línea 14 pasa cada 20 minutos'] },
    handle: ok(`<!DOCTYPE html><html lang="es"><head><meta charset="utf-8"><title>Transporte</title><script src="/app.js"></script></head><body><div id="app"></div><div id="cookies" style="display:none"><p>Usamos cookies. Aceptar</p></div></body></html>`),
  });
  add('cls-b16-maintenance-notice', {
    expected: 'valid', reason: 'an English status-page notice of scheduled maintenance, cited under its own headline — the notice itself, not a maintenance wall',
    context: { title: 'Scheduled maintenance: payment API on 12 May', claims: ['the payment API will be unavailable between 02:00 and 04:00 UTC'] },
    handle: ok(platformPage({ lang: 'en', title: 'Acme Status - Scheduled maintenance: payment API on 12 May', site: 'Acme Status', main: '<h1>Scheduled maintenance: payment API on 12 May</h1><div class="update"><strong>Scheduled</strong><p>The payment API will be down for scheduled maintenance between 02:00 and 04:00 UTC on 12 May while we upgrade the database cluster.</p></div>' })),
  });
  add('cls-b16-maintenance-notice', {
    expected: 'valid', reason: 'a French notice "Maintenance programmée du portail le 3 avril" ("Le portail sera en maintenance de 22 h à minuit"), cited under its headline',
    context: { title: 'Maintenance programmée du portail le 3 avril', claims: ['le portail sera en maintenance de 22 h à minuit'] },
    handle: ok(platformPage({ lang: 'fr', title: 'Maintenance programmée du portail le 3 avril - État des services', site: 'État des services', main: '<h1>Maintenance programmée du portail le 3 avril</h1><p>Le portail sera en maintenance de 22 h à minuit le 3 avril. Les démarches en cours seront conservées.</p>' })),
  });
  add('cls-b16-maintenance-notice', {
    expected: 'blocked', reason: 'must stay: a site in maintenance mode served at a cited article\'s address (its own headline "Site en maintenance") is a wall',
    context: { title: 'Les nouveaux horaires de la médiathèque dès avril', claims: ['la médiathèque ouvre le dimanche matin'] },
    handle: ok(platformPage({ lang: 'fr', title: 'Site en maintenance', site: 'Ville', main: '<h1>Site en maintenance</h1><p>Notre site est en maintenance. Nous serons de retour très bientôt.</p>' })),
  });
  const shopPage = (title: string, h1: string, body: string) => `<!DOCTYPE html><html lang="nl"><head><meta charset="utf-8"><title>${esc(title)}</title><meta property="og:site_name" content="Fietsenwinkel Jansen"></head><body><header><a href="/">Fietsenwinkel Jansen</a><nav><a href="/fietsen">Fietsen</a> <a href="/accessoires">Accessoires</a> <a href="/aanbiedingen">Aanbiedingen</a></nav></header><main><h1>${esc(h1)}</h1>${body}</main><footer>© Fietsenwinkel Jansen · Klantenservice · Privacy</footer></body></html>`;
  add('cls-b16-redirect-away', {
    expected: 'mismatch', reason: 'a Dutch shop\'s product address redirected to its offers page: the citing title shares only the shop\'s name with it ("Waterdichte fietstas – Fietsenwinkel Jansen" → "Aanbiedingen")',
    path: '/p/waterdichte-fietstas-20l', context: { title: 'Waterdichte fietstas – Fietsenwinkel Jansen' },
    handle: (_q, r) => { r.writeHead(301, { location: '/aanbiedingen' }); r.end(); },
  });
  add('cls-b16-redirect-away', {
    expected: 'valid', reason: 'must stay: a story moved to a new address whose page carries the citing title\'s own words',
    path: '/nieuws/2023/05/jansen-tweede-winkel', context: { title: 'Fietsenwinkel Jansen opent filiaal in Zwolle' },
    handle: (_q, r) => { r.writeHead(301, { location: '/nieuws/2023/05/fietsenwinkel-jansen-opent-filiaal-in-zwolle' }); r.end(); },
  });
  add('cls-b16-redirect-away', {
    expected: 'valid', reason: 'must stay: a short product page reached without a redirect, sharing the shop\'s name and the product\'s words',
    path: '/p/fietsslot-ketting', context: { title: 'Kettingslot 110 cm – Fietsenwinkel Jansen' },
    handle: ok(shopPage('Kettingslot 110 cm – Fietsenwinkel Jansen', 'Kettingslot 110 cm', '<p>Stevig kettingslot van 110 cm met ART-keurmerk (2 sterren). Prijs: € 39,95.</p><button>In winkelwagen</button>')),
  });
  add('cls-b16-redirect-away-target', {
    expected: 'mismatch', reason: 'target', host: 'cls-b16-redirect-away.classes.example', path: '/aanbiedingen', context: {},
    handle: ok(shopPage('Aanbiedingen – Fietsenwinkel Jansen', 'Aanbiedingen', '<p>Deze week in de aanbieding bij Fietsenwinkel Jansen:</p><ul><li>Bidonhouder — € 7,95</li><li>Fietspomp met drukmeter — € 19,95</li><li>Zadeldek regen — € 4,95</li></ul><p>Op = op. Alle prijzen inclusief btw.</p>')),
  });
  add('cls-b16-redirect-away-target', {
    expected: 'valid', reason: 'target', host: 'cls-b16-redirect-away.classes.example', path: '/nieuws/2023/05/fietsenwinkel-jansen-opent-filiaal-in-zwolle', context: {},
    handle: ok(shopPage('Fietsenwinkel Jansen opent filiaal in Zwolle – Fietsenwinkel Jansen', 'Fietsenwinkel Jansen opent filiaal in Zwolle', '<p>Op 1 juni opent Fietsenwinkel Jansen een tweede winkel, aan de Luttekestraat in Zwolle. Het nieuwe filiaal krijgt een eigen werkplaats voor e-bikes.</p><p>Bij de opening krijgen de eerste honderd klanten een gratis onderhoudsbeurt.</p>')),
  });
  // — blind19 (archives, libraries, digitised collections): classes its first sight exposed —
  const b19 = (lang: string, title: string, main: string, site = 'Archiv') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/suche">Suche</a> <a href="/sammlungen">Sammlungen</a> <a href="/hilfe">Hilfe</a></nav></header><main>${main}</main><footer><p>© ${esc(site)} · Impressum · Datenschutz</p></footer></body></html>`;
  add('cls-b19-geo-abroad', {
    expected: 'blocked', reason: 'a Spanish broadcaster\'s archive: "Este contenido no está disponible desde el extranjero" on a terse page (a geo-block that names no country)',
    path: '/archivo/1982/mundial-inauguracion', context: { title: 'Inauguración del Mundial 82 en el Camp Nou' },
    handle: ok(b19('es', 'Inauguración del Mundial 82 en el Camp Nou - Archivo', '<h1>Inauguración del Mundial 82 en el Camp Nou</h1><div class="player-error"><p>Este contenido no está disponible desde el extranjero por motivos de derechos.</p></div>', 'Archivo TV')),
  });
  add('cls-b19-geo-abroad', {
    expected: 'blocked', reason: 'a German media library: "Dieses Video ist im Ausland nicht verfügbar" on a terse page',
    path: '/mediathek/1989/mauerfall-sondersendung', context: { title: 'Sondersendung zum Mauerfall, 9. November 1989' },
    handle: ok(b19('de', 'Sondersendung zum Mauerfall, 9. November 1989 | Mediathek', '<h1>Sondersendung zum Mauerfall, 9. November 1989</h1><p class="geo">Dieses Video ist im Ausland nicht verfügbar.</p>', 'Mediathek')),
  });
  add('cls-b19-geo-abroad', {
    expected: 'valid', reason: 'must stay: an English article about rights that says archive films are "not available abroad" — it carries its prose',
    path: '/news/archive-rights', context: { title: 'Why some archive films are not available abroad' },
    handle: ok(shell({ lang: 'en', title: 'Why some archive films are not available abroad', site: 'Screen Heritage', main: `<article><h1>Why some archive films are not available abroad</h1><p>Many films in national archives are not available abroad because the rights were cleared only for domestic broadcast.</p>${longText(6, 3)}</article>` })),
  });
  add('cls-b19-restricted-work', {
    expected: 'paywalled', reason: 'a French open archive record: "Fichier sous embargo jusqu\'au 1 janvier 2028" beside the abstract — the thesis text is withheld until then',
    path: '/tel-04412345', context: { title: 'Les ouvriers du port de Marseille, 1880-1914' },
    handle: ok(b19('fr', 'Les ouvriers du port de Marseille, 1880-1914 - Archive ouverte', '<h1>Les ouvriers du port de Marseille, 1880-1914</h1><p class="authors">Claire Dumas</p><h2>Résumé</h2><p>Cette thèse étudie le travail des dockers marseillais entre 1880 et 1914.</p><div class="files"><p>Fichier sous embargo jusqu\'au 1 janvier 2028</p></div><dl><dt>Type</dt><dd>Thèse</dd><dt>Date de soutenance</dt><dd>2024</dd></dl>', 'Archive ouverte')),
  });
  add('cls-b19-restricted-work', {
    expected: 'paywalled', reason: 'a Dutch university repository: "Toegang beperkt: dit bestand is alleen beschikbaar voor medewerkers" — restricted file, only the abstract shown',
    path: '/handle/1887/99887', context: { title: 'Het Amsterdamse havenbedrijf na 1945' },
    handle: ok(b19('nl', 'Het Amsterdamse havenbedrijf na 1945 | Repository', '<h1>Het Amsterdamse havenbedrijf na 1945</h1><p>Samenvatting: een studie van de overslag in de Amsterdamse haven.</p><table><tr><td>proefschrift.pdf</td><td>4 MB</td><td>The file is restricted</td></tr></table><p><a href="/request">Request a copy</a></p>', 'Repository')),
  });
  add('cls-b19-restricted-work', {
    expected: 'paywalled', reason: 'a German book search page: "Keine Vorschau verfügbar" with "Dieses Buch kaufen" and library links — the book is sold, not shown',
    path: '/books/about/Hafenarbeit.html', context: { title: 'Hafenarbeit in Hamburg 1890-1970' },
    handle: ok(b19('de', 'Hafenarbeit in Hamburg 1890-1970 - Google Books', '<h1>Hafenarbeit in Hamburg 1890-1970</h1><p>Ernst Petersen · Christians Verlag, 1988 · 312 Seiten</p><div class="viewability">Keine Vorschau verfügbar</div><h3>Dieses Buch kaufen</h3><ul><li>Buchhandel</li><li>In einer Bibliothek suchen</li></ul>', 'Google Books')),
  });
  add('cls-b19-restricted-work', {
    expected: 'valid', reason: 'must stay: a short press release headed "EMBARGOED UNTIL 00:01 GMT" (an embargo line names no withheld file)',
    path: '/press/2026/harbour-museum', context: { title: 'Harbour museum reopens with new docks gallery' },
    handle: ok(shell({ lang: 'en', title: 'Harbour museum reopens with new docks gallery', site: 'Harbour Museum', main: '<article><p><strong>EMBARGOED UNTIL 00:01 GMT THURSDAY 14 MAY</strong></p><h1>Harbour museum reopens with new docks gallery</h1><p>The Harbour Museum reopens on 14 May after a two-year refurbishment, with a new gallery on the working lives of dockers from 1900 to the closure of the docks in 1981.</p><p>The gallery brings together 400 objects, oral-history recordings and a restored crane cab.</p></article>' })),
  });
  add('cls-b19-restricted-work', {
    expected: 'valid', reason: 'must stay: a short Spanish news brief about a trade embargo whose line names a document ("El documento del embargo hasta 2027…") — no withheld text or file',
    path: '/noticias/2026/embargo-petroleo', context: { title: 'La UE prorroga el embargo al petróleo hasta 2027' },
    handle: ok(b19('es', 'La UE prorroga el embargo al petróleo hasta 2027', '<article><h1>La UE prorroga el embargo al petróleo hasta 2027</h1><p>El documento del embargo hasta 2027 fue aprobado ayer por los Veintisiete en Bruselas.</p><p>La prórroga afecta a las importaciones de crudo por vía marítima y entra en vigor el 1 de enero.</p></article>', 'Diario Económico')),
  });
  add('cls-b19-retired', {
    expected: 'mismatch', reason: 'a German portal\'s notice at a cited item\'s address: "Dieser Dienst wurde eingestellt" (the collection moved; the item is not here)',
    path: '/objekt/44821', context: { title: 'Stadtplan von Leipzig, 1913' },
    handle: ok(b19('de', 'Hinweis', '<h1>Dieser Dienst wurde eingestellt</h1><p>Das Bildarchiv ist seit dem 1. Juli 2022 offline. Die Bestände werden schrittweise in das neue Portal übernommen.</p><p><a href="https://portal.example/">Zum neuen Portal</a></p>', 'Bildarchiv')),
  });
  add('cls-b19-retired', {
    expected: 'mismatch', reason: 'a Chinese database\'s notice: "本服务已停止" — retired, the cited record is not shown',
    path: '/db/record/19090824', context: { title: '京张铁路通车典礼照片' },
    handle: ok(b19('zh', '通知', '<h1>通知</h1><p>本数据库服务已停止，感谢您多年来的支持。相关资料将陆续迁移至新平台。</p>', '档案数据库')),
  });
  add('cls-b19-no-records', {
    expected: 'mismatch', reason: 'a library catalogue search cited as the source: "No titles found for your search" on a search-shaped page',
    path: '/catalog/search/harbour-strike-1911', context: { title: 'The harbour strike of 1911' },
    handle: ok(shell({ lang: 'en', title: 'Catalogue search', site: 'County Library', main: '<h1>Catalogue search</h1><form action="/catalog/search"><input name="q" value="harbour strike 1911"></form><p>No titles found for your search.</p><aside><h2>New in the catalogue</h2><ul><li>Maps of the county</li><li>Parish registers 1700-1850</li></ul></aside>' })),
  });
  add('cls-b19-named-404', {
    expected: 'valid', reason: 'a short German museum story headed "Saal 404: Der Raum, der nie fertig wurde" — a room\'s number, not an error',
    path: '/geschichten/saal-404', context: { title: 'Saal 404: Der Raum, der nie fertig wurde' },
    handle: ok(b19('de', 'Saal 404: Der Raum, der nie fertig wurde | Stadtmuseum', '<article><h1>Saal 404: Der Raum, der nie fertig wurde</h1><p>Wer im zweiten Stock nach Saal 404 sucht, steht vor einer verschlossenen Tür. Der Raum war für den Erweiterungsbau von 1931 geplant, wurde aber nie eingerichtet, weil das Geld ausging.</p><p>Jahrzehntelang lagerten dort Rahmen und Gipsabgüsse.</p></article>', 'Stadtmuseum')),
  });
  add('cls-b19-named-404', {
    expected: 'valid', reason: 'a short French archive note "Vol 404 : l\'avion qui n\'a jamais décollé" — a flight number in the headline',
    path: '/notes/vol-404', context: { title: 'Vol 404 : l\'avion qui n\'a jamais décollé' },
    handle: ok(b19('fr', 'Vol 404 : l\'avion qui n\'a jamais décollé — Archives', '<article><h1>Vol 404 : l\'avion qui n\'a jamais décollé</h1><p>Le vol 404 devait relier Paris à Alger le 3 mars 1962. Les archives de la compagnie montrent qu\'il fut annulé la veille, faute d\'équipage.</p></article>', 'Archives')),
  });
  add('cls-b19-named-404', {
    expected: 'mismatch', reason: 'must stay: a German soft 404 headed "Fehler 404: Seite nicht gefunden"',
    path: '/geschichten/alt-404', context: { title: 'Die Hafenbahn in Kiel' },
    handle: ok(b19('de', 'Fehler 404 | Stadtmuseum', '<h1>Fehler 404</h1><p>Die gewünschte Seite ist leider nicht vorhanden.</p>', 'Stadtmuseum')),
  });
  // — stop 28 (lead), from blind14 and blind18: a withdrawal notice standing in place of the cited work —
  const recordPage = (lang: string, site: string, title: string, main: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)} – ${esc(site)}</title></head><body><header><a href="/" class="logo">${esc(site)}</a><nav><a href="/themen">Themen</a> <a href="/service">Service</a></nav></header><main>${main}</main><footer><p>© ${esc(site)}</p></footer></body></html>`;
  add('cls-withdrawn-work', {
    expected: 'mismatch', reason: 'a German safety warning page that keeps only "Diese Sicherheitswarnung wurde zurückgezogen" and a pointer: the cited warning is no longer there',
    path: '/warnungen/2024/wasserkocher-rueckruf', context: { title: 'Rückruf: Wasserkocher WK-200 kann überhitzen', claims: ['Der Wasserkocher WK-200 kann überhitzen.'] },
    handle: ok(recordPage('de', 'Produktwarnungen.example', 'Rückruf: Wasserkocher WK-200 kann überhitzen', '<h1>Rückruf: Wasserkocher WK-200 kann überhitzen</h1><p class="meta">Veröffentlicht am 3. Mai 2024</p><p>Diese Sicherheitswarnung wurde zurückgezogen. Der Hersteller hat nachgewiesen, dass die betroffenen Geräte nicht ausgeliefert wurden.</p><p><a href="/warnungen">Zur Übersicht der aktuellen Warnungen</a></p>')),
  });
  add('cls-withdrawn-work', {
    expected: 'mismatch', reason: 'a French preprint record whose abstract is replaced by "Cette prépublication a été retirée par ses auteurs"',
    path: '/preprints/2023.11.0412v2', context: { title: 'Effet du télétravail sur la productivité des PME', claims: ['Le télétravail augmente la productivité de 12 %.'] },
    handle: ok(recordPage('fr', 'Archive ouverte', 'Effet du télétravail sur la productivité des PME', '<h1>Effet du télétravail sur la productivité des PME</h1><p class="authors">C. Martin, L. Dubois</p><h2>Résumé</h2><p>Cette prépublication a été retirée par ses auteurs à la suite d\u2019une erreur dans le traitement des données. Merci de ne pas la citer.</p><p>Déposée le 4 novembre 2023 · Version 2</p>')),
  });
  add('cls-withdrawn-work', {
    expected: 'mismatch', reason: 'a Japanese notice page: "この通知は撤回されました" in place of the cited notice',
    path: '/tsuchi/2022/0315', context: { title: '補助金申請の期限延長について', claims: ['補助金の申請期限は4月末まで延長された。'] },
    handle: ok(recordPage('ja', '市役所', '補助金申請の期限延長について', '<h1>補助金申請の期限延長について</h1><p>この通知は撤回されました。最新の情報は補助金のページをご覧ください。</p><p>掲載日：2022年3月15日</p>')),
  });
  add('cls-withdrawn-work', {
    expected: 'valid', reason: 'must stay: a short Spanish news brief reporting that a ministry withdrew a guide (no notice about the page itself)',
    path: '/noticias/2024/guia-retirada', context: { title: 'Sanidad retira la guía sobre dietas escolares', claims: ['Sanidad retiró la guía el lunes.'] },
    handle: ok(recordPage('es', 'Diario Local', 'Sanidad retira la guía sobre dietas escolares', '<article><h1>Sanidad retira la guía sobre dietas escolares</h1><p class="byline">Por Marta Gil · 12 de febrero de 2024</p><p>El Ministerio de Sanidad informó de que la guía fue retirada el lunes tras las quejas de varias asociaciones de nutricionistas, que criticaron sus raciones.</p><p>Una nueva versión se publicará en primavera, según fuentes del ministerio.</p></article>')),
  });
  add('cls-withdrawn-work', {
    expected: 'valid', reason: 'must stay: an English guidance page with a "This guidance was withdrawn" banner and its full text still below it',
    path: '/guidance/school-milk-scheme', context: { title: 'School milk scheme: guidance for schools', claims: ['Schools can claim a subsidy for each pupil under five.'] },
    handle: ok(recordPage('en', 'Gov Portal', 'School milk scheme: guidance for schools', `<div class="notice"><h2>This guidance was withdrawn on 1 September 2025</h2><p>The scheme closed. This page is kept for reference.</p></div><h1>School milk scheme: guidance for schools</h1>${Array.from({ length: 8 }, (_, i) => `<p>Section ${i + 1}. Schools can claim a subsidy for each pupil under five who receives milk on a school day, up to one third of a pint, and must keep records of the milk served, the number of pupils and the days on which milk was provided, for inspection by the paying agency.</p>`).join('')}`)),
  });
  // — blind20 (culture, sport and entertainment): classes its first sight exposed —
  const b20 = (lang: string, title: string, main: string, site = 'Player') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/live">Live</a> <a href="/a-z">A–Z</a> <a href="/login">Sign in</a></nav></header><main>${main}</main><footer><a href="/help">Help</a> · <a href="/privacy">Privacy</a></footer></body></html>`;
  add('cls-b20-geo-country', {
    expected: 'blocked', reason: 'an English catch-up player: "This programme is only available in the UK" (the subject first, the country last) on a terse page',
    path: '/iplayer/episode/b0071', context: { title: 'Match of the Season: 1989 title decider' },
    handle: ok(b20('en', 'Match of the Season: 1989 title decider - Player', '<h1>Match of the Season: 1989 title decider</h1><div class="error"><p>This programme is only available in the UK.</p><p><a href="/help/outside-uk">Find out more</a></p></div>')),
  });
  add('cls-b20-geo-country', {
    expected: 'blocked', reason: 'a French replay: "Cette vidéo n\'est disponible qu\'en France" on a terse page',
    path: '/replay/finale-top14', context: { title: 'Finale du Top 14 : le replay' },
    handle: ok(b20('fr', 'Finale du Top 14 : le replay', '<h1>Finale du Top 14 : le replay</h1><p class="geo">Pour des raisons de droits, cette vidéo n\'est disponible qu\'en France.</p>', 'Replay')),
  });
  add('cls-b20-geo-country', {
    expected: 'blocked', reason: 'an Austrian broadcaster: "Aus lizenzrechtlichen Gründen können wir diese Sendung im Ausland nicht zeigen"',
    path: '/tvthek/ski-weltcup', context: { title: 'Ski-Weltcup Kitzbühel: Abfahrt' },
    handle: ok(b20('de', 'Ski-Weltcup Kitzbühel: Abfahrt – TVthek', '<h1>Ski-Weltcup Kitzbühel: Abfahrt</h1><p>Aus lizenzrechtlichen Gründen können wir diese Sendung im Ausland leider nicht zeigen.</p>', 'TVthek')),
  });
  add('cls-b20-geo-country', {
    expected: 'valid', reason: 'must stay: a short English product page saying the console "is only available in Japan" inside its prose — it carries its text',
    path: '/retro/famicom-disk', context: { title: 'The Famicom Disk System' },
    handle: ok(shell({ lang: 'en', title: 'The Famicom Disk System', site: 'Retro Games Wiki', main: `<article><h1>The Famicom Disk System</h1><p>The Famicom Disk System was a floppy-disk add-on for the Famicom, released in 1986; the add-on was only ever sold in Japan.</p>${longText(5, 2)}</article>` })),
  });
  add('cls-b20-licence-removed', {
    expected: 'mismatch', reason: 'a Spanish lyrics page: "No tenemos licencia para mostrar la letra de esta canción" — the cited lyrics are not there',
    path: '/letras/la-bamba-azul', context: { title: 'La bamba azul - letra', quotes: ['bailando en la orilla azul'] }, quotes: [{ quote: 'bailando en la orilla azul', present: false }],
    handle: ok(b20('es', 'La bamba azul - Los Marineros | Letras', '<h1>La bamba azul</h1><h2>Los Marineros</h2><div class="aviso"><p>Lo sentimos, no tenemos licencia para mostrar la letra de esta canción. Esperamos poder hacerlo pronto.</p></div>', 'Letras')),
  });
  add('cls-b20-licence-removed', {
    expected: 'mismatch', reason: 'an Italian lyrics page: "Testo rimosso su richiesta del titolare dei diritti"',
    path: '/testi/mare-di-notte', context: { title: 'Mare di notte - testo' },
    handle: ok(b20('it', 'Mare di notte - Testo | Testi Canzoni', '<h1>Mare di notte</h1><p class="artista">Lucio Neri</p><p>Il testo di questa canzone è stato rimosso su richiesta del titolare dei diritti.</p>', 'Testi Canzoni')),
  });
  add('cls-b20-licence-removed', {
    expected: 'mismatch', reason: 'a French lyrics site: "Les paroles de cette chanson ont été retirées à la demande de l\'éditeur"',
    path: '/paroles/le-phare', context: { title: 'Le Phare - paroles' },
    handle: ok(b20('fr', 'Le Phare - paroles | Paroles.net', '<h1>Le Phare</h1><p>Les paroles de cette chanson ont été retirées à la demande de l\'éditeur.</p>', 'Paroles')),
  });
  add('cls-b20-licence-removed', {
    expected: 'valid', reason: 'must stay: a news article about a lyrics site that was told to remove texts "at the request of" publishers — it carries its prose',
    path: '/news/lyrics-takedowns', context: { title: 'Publishers force lyrics sites to pull songs' },
    handle: ok(shell({ lang: 'en', title: 'Publishers force lyrics sites to pull songs', site: 'Music Law Weekly', main: `<article><h1>Publishers force lyrics sites to pull songs</h1><p>Thousands of lyrics have been removed at the request of music publishers since January, the sites say.</p>${longText(6, 4)}</article>` })),
  });
  add('cls-b20-consent-partners', {
    expected: 'blocked', reason: 'a German consent-only page: "Wir und unsere Partner speichern und verwenden Cookies…" with the buttons, nothing else',
    path: '/tv-programm/heute', context: { title: 'TV-Programm heute Abend' },
    handle: ok(b20('de', 'TV-Programm', '<div class="cmp"><h2>Ihre Privatsphäre</h2><p>Wir und unsere Partner speichern und verwenden Cookies und ähnliche Technologien auf Ihrem Gerät, um personenbezogene Daten zu verarbeiten.</p><button>Alle akzeptieren</button> <button>Ablehnen</button></div>', 'TV Spielfilm')),
  });
  add('cls-b20-consent-partners', {
    expected: 'blocked', reason: 'a Spanish consent-only page: "Nosotros y nuestros socios utilizamos cookies…"',
    path: '/resultados/liga', context: { title: 'Resultados de la Liga, jornada 12' },
    handle: ok(b20('es', 'Marcador', '<div class="cmp"><p>Nosotros y nuestros socios utilizamos cookies para almacenar y acceder a información personal como los datos de navegación.</p><button>Aceptar</button> <button>Configurar</button></div>', 'Marcador')),
  });
  add('cls-b20-tier-members', {
    expected: 'paywalled', reason: 'an English stats site: "This report is only available to Premium members"',
    path: '/reports/xg-2025', context: { title: 'Expected goals report 2025' },
    handle: ok(b20('en', 'Expected goals report 2025 | StatsPro', '<h1>Expected goals report 2025</h1><p>Team-by-team xG for the 2025 season.</p><div class="lock"><p>This report is only available to Premium members.</p><a href="/premium">Upgrade</a></div>', 'StatsPro')),
  });
  add('cls-b20-tier-members', {
    expected: 'paywalled', reason: 'a German music magazine: "Exklusiv für Plus-Abonnenten" on a teaser',
    path: '/interviews/kraftwerk-1981', context: { title: 'Das verlorene Interview von 1981' },
    handle: ok(b20('de', 'Das verlorene Interview von 1981 | Musikexpress', '<h1>Das verlorene Interview von 1981</h1><p>Ein Gespräch über Maschinen und Musik.</p><div class="plus"><p>Dieser Artikel ist exklusiv für Plus-Abonnenten.</p><a href="/abo">Jetzt Plus testen</a></div>', 'Musikexpress')),
  });
  add('cls-b20-other-edition', {
    expected: 'mismatch', reason: 'a German theatre\'s season plan cited for 2023/24, now headed "Spielplan 2025/26" and never naming 2023',
    path: '/spielplan', context: { title: 'Spielplan 2023/24 – Stadttheater Lübeck' },
    handle: ok(b20('de', 'Spielplan 2025/26 – Stadttheater Lübeck', '<h1>Spielplan 2025/26 des Stadttheaters Lübeck</h1><p>Die neue Spielzeit des Stadttheaters Lübeck beginnt am 20. September mit Verdis „Don Carlos“ in der Regie von Anna Berger. Insgesamt stehen 24 Premieren in Oper, Schauspiel, Ballett und Konzert auf dem Spielplan, dazu Gastspiele und ein Jugendclub.</p><ul><li>20.09. Don Carlos</li><li>04.10. Die Fledermaus</li><li>18.10. Woyzeck</li></ul>', 'Stadttheater Lübeck')),
  });
  add('cls-b20-other-edition', {
    expected: 'mismatch', reason: 'an English race page cited for the 2022 results, now headed "City Marathon 2025 results"',
    path: '/results', context: { title: 'City Marathon 2022 results' },
    handle: ok(b20('en', 'City Marathon 2025 results', '<h1>City Marathon 2025 results</h1><p>Men: 1. J. Kiprop 2:08:41; 2. A. Bekele 2:09:03. Women: 1. M. Chebet 2:24:10.</p><p>Looking for older results? See the archive.</p>', 'City Marathon')),
  });
  add('cls-b20-other-edition', {
    expected: 'valid', reason: 'must stay: a retrospective headed with this year that discusses the cited year in its text',
    path: '/news/lemond-anniversary', context: { title: 'Tour de France 1989: LeMond wins by eight seconds' },
    handle: ok(shell({ lang: 'en', title: 'Tour de France 2019: remembering LeMond\'s eight seconds', site: 'Cycling Weekly', main: `<article><h1>Tour de France 2019: remembering LeMond's eight seconds</h1><p>Thirty years ago, in 1989, Greg LeMond won the Tour de France by eight seconds after the final time trial in Paris.</p>${longText(4, 5)}</article>` })),
  });

  // — s12, from blind21 (health and medicine): members-only with the society named; retired content and closed practices —
  const b21 = (lang: string, title: string, main: string, site = 'Gesundheit') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/leitlinien">Guidelines</a> <a href="/kongress">Congress</a> <a href="/login">Login</a></nav></header><main>${main}</main><footer><a href="/impressum">Imprint</a> · <a href="/datenschutz">Privacy</a></footer></body></html>`;
  add('cls-b21-society-members', {
    expected: 'paywalled', reason: 'a German cardiology society: "Dieser Bereich ist nur für DGK-Mitglieder zugänglich" (the society in a hyphenated compound) with a login',
    path: '/leitlinien/pocket-herzinsuffizienz', context: { title: 'Pocket-Leitlinie Herzinsuffizienz 2024' },
    handle: ok(b21('de', 'Pocket-Leitlinie Herzinsuffizienz 2024 | DGK', '<h1>Pocket-Leitlinie Herzinsuffizienz 2024</h1><div class="locked"><p>Dieser Bereich ist nur für DGK-Mitglieder zugänglich.</p><a href="/login">Anmelden</a> <a href="/mitglied-werden">Mitglied werden</a></div>', 'Deutsche Gesellschaft für Kardiologie')),
  });
  add('cls-b21-society-members', {
    expected: 'paywalled', reason: 'a Dutch GP society: "Deze e-learning is alleen beschikbaar voor NHG-leden"',
    path: '/scholing/e-learning-astma', context: { title: 'E-learning Astma bij volwassenen' },
    handle: ok(b21('nl', 'E-learning Astma bij volwassenen | NHG', '<h1>E-learning Astma bij volwassenen</h1><p>Accreditatie: 4 punten.</p><div class="slot"><p>Deze e-learning is alleen beschikbaar voor NHG-leden.</p><a href="/inloggen">Inloggen</a></div>', 'NHG')),
  });
  add('cls-b21-society-members', {
    expected: 'paywalled', reason: 'an English college: "This webinar recording is available to RCPCH members and fellows" (no "only", a college named)',
    path: '/education/webinars/bronchiolitis-2024', context: { title: 'Webinar: bronchiolitis management 2024' },
    handle: ok(b21('en', 'Webinar: bronchiolitis management 2024 | RCPCH', '<h1>Webinar: bronchiolitis management 2024</h1><p>Speaker: Dr A. Patel. 60 minutes.</p><div class="members"><p>This webinar recording is available to RCPCH members and fellows.</p><a href="/login">Sign in</a> <a href="/join">Join the College</a></div>', 'RCPCH')),
  });
  add('cls-b21-society-members', {
    expected: 'valid', reason: 'must stay: an insurer\'s short benefit page saying the benefit "is available to Bupa members with outpatient cover" — a benefit, not a wall',
    path: '/health/direct-access', context: { title: 'Direct Access to physiotherapy' },
    handle: ok(b21('en', 'Direct Access to physiotherapy | Bupa', '<h1>Direct Access to physiotherapy</h1><p>Direct Access lets you book physiotherapy for muscle, bone and joint problems without seeing a GP first.</p><p>This benefit is available to Bupa members with outpatient cover. Call us and we will arrange an appointment with a physiotherapist near you, usually within a few days.</p>', 'Bupa')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'mismatch', reason: 'a French dental practice\'s advice page now showing "Le cabinet dentaire a définitivement fermé ses portes"',
    path: '/conseils/blanchiment-dentaire', context: { title: 'Blanchiment dentaire : nos conseils' },
    handle: ok(b21('fr', 'Cabinet dentaire des Lilas', '<h1>Fermeture du cabinet</h1><p>Le cabinet dentaire a définitivement fermé ses portes le 30 juin 2024.</p><p>Merci pour votre fidélité.</p>', 'Cabinet dentaire des Lilas')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'mismatch', reason: 'a Japanese clinic page: 「当院は2024年3月31日をもちまして閉院いたしました」',
    path: '/shinryo/kafunsho.html', context: { title: '花粉症の治療について' },
    handle: ok(b21('ja', '閉院のお知らせ｜さくら耳鼻科', '<h1>閉院のお知らせ</h1><p>当院は2024年3月31日をもちまして閉院いたしました。長年のご愛顧に心より感謝申し上げます。</p>', 'さくら耳鼻科')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'mismatch', reason: 'a German leaflet page: "Dieses Merkblatt wurde zurückgezogen" and a link, no text',
    path: '/merkblaetter/reiseimpfungen-2019', context: { title: 'Merkblatt Reiseimpfungen 2019' },
    handle: ok(b21('de', 'Merkblatt Reiseimpfungen | Gesundheitsamt', '<h1>Merkblatt Reiseimpfungen</h1><p>Dieses Merkblatt wurde zurückgezogen.</p><p><a href="/merkblaetter">Zur Übersicht der aktuellen Merkblätter</a></p>', 'Gesundheitsamt')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'mismatch', reason: 'a Spanish health-service page: "Esta hoja informativa ha sido retirada"',
    path: '/ciudadania/hojas-informativas/gripe-aviar', context: { title: 'Hoja informativa: gripe aviar' },
    handle: ok(b21('es', 'Hoja informativa: gripe aviar | Servicio de Salud', '<h1>Hoja informativa: gripe aviar</h1><p>Esta hoja informativa ha sido retirada.</p><p>Consulte la información actualizada en la sección de alertas sanitarias.</p>', 'Servicio de Salud')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'valid', reason: 'must stay: a Dutch GP practice page with its opening hours ("De praktijk is gesloten op vrijdagmiddag") and its text',
    path: '/spreekuur', context: { title: 'Spreekuur en openingstijden' },
    handle: ok(b21('nl', 'Spreekuur en openingstijden | Huisartsenpraktijk De Linde', '<h1>Spreekuur en openingstijden</h1><p>U kunt op werkdagen tussen 8.00 en 10.00 uur bellen voor een afspraak. Het telefonisch spreekuur is van 13.00 tot 14.00 uur.</p><p>De praktijk is gesloten op vrijdagmiddag. Bij spoed buiten openingstijden belt u de huisartsenpost.</p><p>Voor herhaalrecepten kunt u de receptenlijn gebruiken of het patiëntenportaal.</p>', 'Huisartsenpraktijk De Linde')),
  });
  add('cls-b21-gone-closed-retired', {
    expected: 'valid', reason: 'must stay: an English hospital news brief reporting that a ward "has now closed" for refurbishment, with the story around it',
    path: '/news/ward-7-refurbishment', context: { title: 'Ward 7 to reopen after refurbishment in spring' },
    handle: ok(shell({ lang: 'en', title: 'Ward 7 to reopen after refurbishment in spring', site: 'City Hospitals', main: `<article><h1>Ward 7 to reopen after refurbishment in spring</h1><p>Ward 7 has now closed for a six-month refurbishment and its patients have moved to the new wing.</p>${longText(3, 6)}</article>` })),
  });
  // — s12, blind24 (everyday local life: travel, classifieds, forums, charities): classes its first sight exposed —
  const b24 = (lang: string, title: string, main: string, site = 'Site') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/a">Start</a> <a href="/b">Info</a> <a href="/c">Kontakt</a></nav></header><main>${main}</main><footer><p>© ${esc(site)}</p></footer></body></html>`;
  add('cls-b24-forum-gone', {
    expected: 'mismatch', reason: 'a German vBulletin board: "Ungültiges Thema angegeben" message page in place of the cited thread',
    path: '/showthread.php', context: { title: 'Wohnmobil-Stellplätze an der Mosel – Erfahrungen' },
    handle: ok(b24('de', 'Wohnmobil-Forum', '<div class="standard_error"><h2>Wohnmobil-Forum Nachricht</h2><div class="blockrow">Ungültiges Thema angegeben. Wenn Sie einem gültigen Link gefolgt sind, benachrichtigen Sie bitte den Administrator.</div></div>', 'Wohnmobil-Forum')),
  });
  add('cls-b24-forum-gone', {
    expected: 'mismatch', reason: 'an English board: "Invalid Post specified. If you followed a valid link, please notify the administrator"',
    path: '/showpost.php', context: { title: 'Best allotment sites in Sheffield' },
    handle: ok(b24('en', 'Allotment Talk', '<div class="standard_error"><h2>Allotment Talk Message</h2><p>Invalid Post specified. If you followed a valid link, please notify the administrator.</p></div>', 'Allotment Talk')),
  });
  add('cls-b24-forum-gone', {
    expected: 'mismatch', reason: 'a forum topic whose only post reads "(topic withdrawn by author, will be automatically deleted in 24 hours unless flagged)"',
    path: '/t/ferry-to-arran/812', context: { title: 'Ferry to Arran cancelled again?' },
    handle: ok(b24('en', 'Ferry to Arran cancelled again? - Island Forum', '<h1>Ferry to Arran cancelled again?</h1><div class="post"><p>(topic withdrawn by author, will be automatically deleted in 24 hours unless flagged)</p></div>', 'Island Forum')),
  });
  add('cls-b24-forum-gone', {
    expected: 'valid', reason: 'must stay: a help article that explains the "Invalid Thread specified" error, with its prose',
    path: '/help/invalid-thread', context: { title: 'Why do I see "Invalid Thread specified"?' },
    handle: ok(shell({ lang: 'en', title: 'Why do I see "Invalid Thread specified"?', site: 'Board Help', main: `<article><h1>Why do I see "Invalid Thread specified"?</h1><p>The message appears when a thread was deleted or moved to a forum you cannot see; moderators can restore it from the recycle bin within 30 days.</p>${longText(5, 2)}</article>` })),
  });
  add('cls-b24-no-longer-offered', {
    expected: 'mismatch', reason: 'a German holiday-flat portal: "Diese Ferienwohnung wird nicht mehr angeboten." with other flats',
    path: '/ferienwohnung/4471', context: { title: 'Ferienwohnung Seeblick, Malente' },
    handle: ok(b24('de', 'Ferienwohnung nicht verfügbar | FeWo-Portal', '<h1>Diese Ferienwohnung wird nicht mehr angeboten.</h1><p>Ähnliche Unterkünfte in der Nähe:</p><ul><li><a href="/fw/1">Haus am Kellersee</a></li><li><a href="/fw/2">Appartement Dieksee</a></li></ul>', 'FeWo-Portal')),
  });
  add('cls-b24-no-longer-offered', {
    expected: 'mismatch', reason: 'an English cottage site: "This cottage is no longer offered for rent" in place of the listing',
    path: '/cottages/bryn-cottage', context: { title: 'Bryn Cottage, Betws-y-Coed' },
    handle: ok(b24('en', 'Snowdonia Cottages', '<h2>Sorry — this cottage is no longer offered for rent.</h2><p><a href="/cottages/">Browse our other cottages</a></p>', 'Snowdonia Cottages')),
  });
  add('cls-b24-no-longer-offered', {
    expected: 'mismatch', reason: 'a Spanish rural-house portal: "Este alojamiento ya no se ofrece"',
    path: '/casa-rural/la-era', context: { title: 'Casa rural La Era, Cuenca' },
    handle: ok(b24('es', 'Casas Rurales', '<h1>Este alojamiento ya no se ofrece en nuestra web</h1><p>Consulte otras casas rurales en Cuenca.</p>', 'Casas Rurales')),
  });
  add('cls-b24-no-longer-offered', {
    expected: 'valid', reason: 'must stay: a news story whose headline says a bus pass "is no longer offered", with its prose',
    path: '/news/bus-pass', context: { title: 'Free bus pass no longer offered to under-60s' },
    handle: ok(shell({ lang: 'en', title: 'Free bus pass no longer offered to under-60s', site: 'County News', main: `<article><h1>Free bus pass no longer offered to under-60s</h1><p>The county council has confirmed that the free bus pass is no longer offered to residents under 60 from April, saving an estimated £1.2 million a year.</p>${longText(5, 4)}</article>` })),
  });
  add('cls-b24-empty-search-lodging', {
    expected: 'mismatch', reason: 'a German booking search cited as the source: "0 Unterkünfte gefunden"',
    path: '/frage/8812/heizung-entlueften-reihenfolge', context: { title: 'Pension Alpenrose, Oberstdorf' },
    handle: ok(b24('de', 'Suchergebnisse | Urlaubsportal', '<h1>0 Unterkünfte gefunden</h1><p>Ändern Sie Ihre Reisedaten oder entfernen Sie Filter.</p>', 'Urlaubsportal')),
  });
  add('cls-b24-empty-search-lodging', {
    expected: 'mismatch', reason: 'an English holiday-rental search: "We couldn\'t find any homes matching your search"',
    path: '/search', context: { title: 'Seaview Lodge, Whitby' },
    handle: ok(b24('en', 'Holiday Homes', '<form action="/search"><input name="q" value="Seaview Lodge Whitby"></form><p>We couldn\'t find any homes matching your search.</p>', 'Holiday Homes')),
  });
  add('cls-b24-empty-search-lodging', {
    expected: 'mismatch', reason: 'a Spanish forum search: "Lo sentimos - no hay coincidencias. Por favor, intente con otros términos."',
    path: '/search.php', context: { title: 'Ruta en autobús de Granada a Nerja' },
    handle: ok(b24('es', 'Foro Viajeros', '<div class="standard_error"><p>Lo sentimos - no hay coincidencias. Por favor, intente con otros términos.</p></div>', 'Foro Viajeros')),
  });
  add('cls-b24-reviews-more', {
    expected: 'valid', reason: 'a German restaurant page: description and first reviews, then "Jetzt anmelden und alle 312 Bewertungen lesen" (more reviews, not the page)',
    path: '/restaurant/zum-hirschen', context: { title: 'Gasthaus Zum Hirschen, Freiburg' },
    handle: ok(b24('de', 'Gasthaus Zum Hirschen, Freiburg | Restaurantführer', '<h1>Gasthaus Zum Hirschen</h1><p>Badische Küche in einem Fachwerkhaus von 1698 am Rand der Altstadt, mit Biergarten und Wildgerichten im Herbst.</p><div class="review"><p>Sehr gute Schäufele, freundlicher Service. – Anna</p></div><p>Jetzt anmelden und alle 312 Bewertungen lesen</p>', 'Restaurantführer')),
  });
  add('cls-b24-reviews-more', {
    expected: 'valid', reason: 'an English B&B page: "Log in to read more guest reviews" under the description',
    path: '/stay/heron-house', context: { title: 'Heron House B&B, Keswick' },
    handle: ok(b24('en', 'Heron House B&B, Keswick | Lakes Stays', '<h1>Heron House B&amp;B</h1><p>A Victorian guesthouse five minutes from Derwentwater, with six rooms and a drying room for walkers.</p><div class="review"><p>Lovely breakfast and a warm welcome. – Tom</p></div><p>Log in to read more guest reviews</p>', 'Lakes Stays')),
  });
  add('cls-b24-meter-members', {
    expected: 'paywalled', reason: 'a Turkish local paper: "Bu ay ücretsiz makale hakkınızı doldurdunuz." over a teaser',
    path: '/haber/sahil-yolu', context: { title: 'Sahil yolu projesi ihaleye çıktı' },
    handle: ok(b24('tr', 'Sahil yolu projesi ihaleye çıktı | Kent Gazetesi', '<h1>Sahil yolu projesi ihaleye çıktı</h1><p>Belediye sahil yolu projesinin ihalesini duyurdu.</p><div class="meter"><p>Bu ay ücretsiz makale hakkınızı doldurdunuz.</p><a href="/abone">Abone olun</a></div>', 'Kent Gazetesi')),
  });
  add('cls-b24-meter-members', {
    expected: 'paywalled', reason: 'an Urdu news site: "یہ مضمون صرف ممبران کے لیے ہے" (for members only)',
    path: '/khabar/metro-bus', context: { title: 'میٹرو بس کا نیا روٹ' },
    handle: ok(b24('ur', 'میٹرو بس کا نیا روٹ', '<h1>میٹرو بس کا نیا روٹ</h1><p>شہر میں میٹرو بس کا نیا روٹ شروع ہو گیا ہے۔</p><div class="lock"><p>یہ مضمون صرف ممبران کے لیے ہے۔</p></div>', 'خبرنامہ')),
  });
  add('cls-b24-meter-members', {
    expected: 'paywalled', reason: 'a Swahili news site: "Makala hii ni kwa wanachama pekee."',
    path: '/habari/bandari', context: { title: 'Upanuzi wa bandari ya Lamu' },
    handle: ok(b24('sw', 'Upanuzi wa bandari ya Lamu', '<h1>Upanuzi wa bandari ya Lamu</h1><p>Serikali imetangaza awamu mpya ya upanuzi wa bandari.</p><div class="lock"><p>Makala hii ni kwa wanachama pekee.</p></div>', 'Pwani Leo')),
  });
  add('cls-b24-meter-members', {
    expected: 'paywalled', reason: 'an Indonesian regional paper: "Anda telah mencapai batas artikel gratis bulan ini."',
    path: '/berita/pasar-terapung', context: { title: 'Pasar terapung Lok Baintan kembali ramai' },
    handle: ok(b24('id', 'Pasar terapung Lok Baintan kembali ramai', '<h1>Pasar terapung Lok Baintan kembali ramai</h1><p>Pedagang kembali berjualan di atas perahu.</p><div class="meter"><p>Anda telah mencapai batas artikel gratis bulan ini.</p></div>', 'Banjar Pos')),
  });
  add('cls-b24-donation-wall', {
    expected: 'paywalled', reason: 'a German association: "Mit einer Spende können Sie den vollständigen Bericht herunterladen" — the report behind a donation',
    path: '/bericht-2024', context: { title: 'Jahresbericht 2024: Tafeln in Sachsen' },
    handle: ok(b24('de', 'Jahresbericht 2024: Tafeln in Sachsen', '<h1>Jahresbericht 2024: Tafeln in Sachsen</h1><p>Zusammenfassung: mehr Kundinnen und Kunden, weniger Spenden.</p><div class="give"><p>Mit einer Spende können Sie den vollständigen Bericht herunterladen.</p><button>Spenden</button></div>', 'Tafel Sachsen e.V.')),
  });
  add('cls-b24-donation-wall', {
    expected: 'paywalled', reason: 'an English heritage trust: "This guide is available only to our supporters"',
    path: '/guides/canal-walks', context: { title: 'Canal walks of the Black Country' },
    handle: ok(b24('en', 'Canal walks of the Black Country', '<h1>Canal walks of the Black Country</h1><p>Twelve walks along the BCN.</p><div class="supporters"><p>This guide is available only to our supporters.</p><a href="/support">Become a supporter</a></div>', 'Canal Heritage Trust')),
  });
  add('cls-b24-donation-wall', {
    expected: 'valid', reason: 'must stay: a charity news post with its text and a "Donate to support our work" box after it',
    path: '/news/new-van', context: { title: 'Our new delivery van is on the road' },
    handle: ok(shell({ lang: 'en', title: 'Our new delivery van is on the road', site: 'Food Share', main: `<article><h1>Our new delivery van is on the road</h1><p>Thanks to a grant from the community fund, our new refrigerated van started deliveries to twelve pantries this week.</p>${longText(3, 6)}</article><div class="donate"><p>Donate to support our work</p><button>Donate</button></div>` })),
  });
  add('cls-b24-report-cart', {
    expected: 'paywalled', reason: 'a Kenyan property-research shop: "Nairobi Office Market Report H1 2025", KSh 45,000.00, Add to cart',
    path: '/reports/nairobi-office-h1-2025', context: { title: 'Nairobi Office Market Report H1 2025' },
    handle: ok(b24('en', 'Nairobi Office Market Report H1 2025 | Property Research Kenya', '<h1>Nairobi Office Market Report H1 2025</h1><p>Vacancy, rents and new supply in Upper Hill, Westlands and Kilimani.</p><p class="price">KSh 45,000.00</p><button>Add to cart</button>', 'Property Research Kenya')),
  });
  // — s12, from blind23 (education, science communication, technical documentation) —
  const b23 = (lang: string, title: string, main: string, site = 'Universität', extra = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/studium">Studium</a> <a href="/forschung">Forschung</a> <a href="/kontakt">Kontakt</a></nav></header><main>${main}</main><footer><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></footer>${extra}</body></html>`;
  // Consent bars whose class names no furniture word (tarteaucitron, a RODO pop-up): read as main text.
  const bar = (text: string, button: string, cls = 'tarteaucitronAlertBig') => `<div id="${cls}" class="${cls}"><p>${text}</p><button>${button}</button></div>`;
  add('cls-b23-consent-bar', {
    expected: 'mismatch', reason: 'a French institute news story (its own paragraphs) with a cookie bar at the end of its main region, cited for another story: the bar is no consent wall',
    path: '/actualites/2024/sismometres-ecoles', context: { title: 'Le CNRS ouvre un observatoire des glaciers alpins', claims: ['Le nouvel observatoire suit douze glaciers des Alpes françaises.'] },
    handle: ok(b23('fr', 'Des sismomètres dans les collèges | Institut de physique du globe', '<h1>Des sismomètres dans les collèges</h1><p>Depuis la rentrée, quarante collèges de la région accueillent un sismomètre pédagogique relié au réseau national. Les élèves comparent leurs enregistrements avec ceux des stations professionnelles.</p><p>Le programme, financé par la région, forme aussi les enseignants de sciences de la vie et de la Terre à l’analyse des signaux, au cours de deux journées de stage par an.</p><p>Les données des collèges sont publiées en accès libre et servent déjà à des projets de fin d’année dans plusieurs établissements.</p>' + bar('Ce site utilise des cookies pour mesurer son audience.', 'J’accepte'), 'IPG')),
  });
  add('cls-b23-consent-bar', {
    expected: 'mismatch', reason: 'a Polish faculty news story under a cookie bar ("Zgadzam się"), cited for another story',
    path: '/aktualnosci/olimpiada-chemiczna', context: { title: 'Wydział otwiera laboratorium druku 3D dla szkół', claims: ['Laboratorium druku 3D przyjmie w tym roku 25 klas ze szkół średnich.'] },
    handle: ok(b23('pl', 'Sukces studentów na olimpiadzie chemicznej | Wydział Chemii', '<h1>Sukces studentów na olimpiadzie chemicznej</h1><p>Troje studentów pierwszego roku zajęło czołowe miejsca w międzynarodowej olimpiadzie chemicznej dla studentów, która odbyła się w tym roku w Pradze. Zadania obejmowały syntezę organiczną i analizę spektroskopową.</p><p>Opiekunem drużyny był dr hab. Marek Zieliński, który od lat przygotowuje studentów do konkursów przedmiotowych i prowadzi dla nich dodatkowe zajęcia laboratoryjne.</p>' + bar('Serwis wykorzystuje pliki cookies w celach statystycznych.', 'Zgadzam się', 'rodo-popup'), 'Wydział Chemii')),
  });
  add('cls-b23-retired', {
    expected: 'mismatch', reason: 'a Spanish course page: "Esta asignatura ya no se imparte" and nothing else of the course',
    path: '/grado/asignaturas/geologia-estructural', context: { title: 'Geología estructural (guía docente)', claims: ['La asignatura incluye una salida de campo de tres días al Pirineo.'] },
    handle: ok(b23('es', 'Geología estructural | Facultad de Ciencias', '<h1>Geología estructural</h1><div class="aviso"><p>Esta asignatura ya no se imparte en el plan de estudios vigente. Consulte la oferta actual del grado.</p></div>', 'Facultad de Ciencias')),
  });
  add('cls-b23-retired', {
    expected: 'mismatch', reason: 'a Dutch course page: "Dit vak wordt niet meer aangeboden"',
    path: '/studiegids/2019/vak/ns-123', context: { title: 'Klassieke mechanica (NS-123)', claims: ['Het vak wordt afgesloten met een schriftelijk tentamen van drie uur.'] },
    handle: ok(b23('nl', 'Klassieke mechanica | Studiegids', '<h1>Klassieke mechanica (NS-123)</h1><p>Dit vak wordt niet meer aangeboden. Zie de studiegids van het huidige jaar voor het vervangende vak.</p>', 'Studiegids')),
  });
  add('cls-b23-retired', {
    expected: 'mismatch', reason: 'a French staff page: "Mme Durand ne fait plus partie du laboratoire"',
    path: '/membres/claire-durand', context: { title: 'Claire Durand — chercheuse en écologie microbienne', claims: ['Claire Durand étudie les communautés microbiennes des sols forestiers.'] },
    handle: ok(b23('fr', 'Claire Durand | Laboratoire d’écologie', '<h1>Claire Durand</h1><p>Mme Claire Durand ne fait plus partie du laboratoire depuis septembre 2023. Pour toute question, contactez le secrétariat.</p>', 'Laboratoire d’écologie')),
  });
  add('cls-b23-retired', {
    expected: 'mismatch', reason: 'a German staff page: "Prof. Weber hat die Universität verlassen"',
    path: '/personen/weber', context: { title: 'Prof. Dr. Anna Weber – Didaktik der Physik', claims: ['Anna Weber forscht zu Schülervorstellungen in der Optik.'] },
    handle: ok(b23('de', 'Prof. Dr. Anna Weber | Institut für Physik', '<h1>Prof. Dr. Anna Weber</h1><p>Prof. Weber hat die Universität zum 31. März 2024 verlassen. Anfragen richten Sie bitte an das Sekretariat des Instituts.</p>')),
  });
  add('cls-b23-retired', {
    expected: 'mismatch', reason: 'a package index page: "This project was removed from the index by its maintainers"',
    path: '/project/quickstats-legacy/', context: { title: 'quickstats-legacy', claims: ['quickstats-legacy computes rolling medians in linear time.'] },
    handle: ok(b23('en', 'quickstats-legacy · Package Index', '<h1>quickstats-legacy</h1><p>This project was removed from the index by its maintainers on 2024-02-01.</p>', 'Package Index')),
  });
  add('cls-b23-retired', {
    expected: 'valid', reason: 'must stay: a catalogue entry with a "no longer offered" banner that still shows the whole course description',
    path: '/catalog/archive/2019/hist-210', context: { title: 'HIST 210: The Atlantic World, 1500–1800', claims: ['HIST 210 examines the Atlantic slave trade through ship records.'] },
    handle: ok(b23('en', 'HIST 210: The Atlantic World, 1500–1800 | Catalog Archive', `<div class="banner">This course is no longer offered.</div><h1>HIST 210: The Atlantic World, 1500–1800</h1><p>This course examines the Atlantic world from the first Iberian voyages to the age of revolutions, with particular attention to the Atlantic slave trade, which students study through ship records, port registers and the testimony of the enslaved.</p><p>Weekly seminars discuss primary sources in translation; a research paper of 5,000 words on a single voyage or port is the main assessment, and students present their work in the last two weeks of term.</p><p>The course counts towards the history major and the Atlantic studies minor. It has no prerequisites, but students are encouraged to take HIST 110 first.</p>`, 'Catalog')),
  });
  add('cls-b23-moved-away', {
    expected: 'mismatch', reason: 'a German group page reduced to "Die Arbeitsgruppe ist an die ETH Zürich umgezogen … neue Webseite"',
    path: '/forschung/ag-nanooptik', context: { title: 'AG Nanooptik – Forschung', claims: ['Die AG Nanooptik untersucht Plasmonen in Goldnanostrukturen.'] },
    handle: ok(b23('de', 'AG Nanooptik | Fachbereich Physik', '<h1>AG Nanooptik</h1><p>Die Arbeitsgruppe ist zum 1. Oktober an die ETH Zürich umgezogen. Unsere neue Webseite finden Sie unter nanooptik.example.ch.</p>')),
  });
  add('cls-b23-moved-away', {
    expected: 'mismatch', reason: 'a French project page: "Le projet a déménagé … mettez à jour vos favoris"',
    path: '/projets/corpus-oral', context: { title: 'Corpus oral du français parlé', claims: ['Le corpus réunit 300 heures d’enregistrements transcrits.'] },
    handle: ok(b23('fr', 'Corpus oral | Laboratoire de linguistique', '<h1>Corpus oral</h1><p>Le site du projet est désormais hébergé par la TGIR Huma-Num. Merci de mettre à jour vos favoris.</p>')),
  });
  add('cls-b23-empty-search', {
    expected: 'mismatch', reason: 'a German course catalogue search: "0 Lehrveranstaltungen gefunden"',
    path: '/vorlesungsverzeichnis/suche', context: { title: 'Quanteninformatik für Lehramtsstudierende', claims: ['Die Veranstaltung führt in Qubits und Quantengatter ein.'] },
    handle: ok(b23('de', 'Suche | Vorlesungsverzeichnis', '<h1>Suche</h1><p>0 Lehrveranstaltungen gefunden für „Quanteninformatik“.</p><p>Bitte ändern Sie Ihre Suchbegriffe.</p>', 'Vorlesungsverzeichnis')),
  });
  add('cls-b23-empty-search', {
    expected: 'mismatch', reason: 'an English module finder: "No modules were found"',
    path: '/modules/search', context: { title: 'MA4012 Algebraic Topology', claims: ['MA4012 covers the fundamental group and covering spaces.'] },
    handle: ok(b23('en', 'Module search | Module Finder', '<h1>Module search</h1><p>No modules were found. Check the module code and try again.</p>', 'Module Finder')),
  });
  add('cls-b23-enrol-wall', {
    expected: 'paywalled', reason: 'a French MOOC lesson: "Inscrivez-vous gratuitement au cours pour accéder à cette leçon"',
    path: '/cours/astronomie/lecon-4', context: { title: 'Leçon 4 : les exoplanètes', claims: ['La méthode des transits détecte la baisse de luminosité d’une étoile.'] },
    handle: ok(b23('fr', 'Leçon 4 : les exoplanètes | Campus ouvert', '<h1>Leçon 4 : les exoplanètes</h1><div class="verrou"><p>Inscrivez-vous gratuitement au cours pour accéder à cette leçon.</p><a href="/inscription">S’inscrire</a></div>', 'Campus ouvert')),
  });
  add('cls-b23-enrol-wall', {
    expected: 'paywalled', reason: 'a Japanese e-learning lesson: "この講義は受講登録した方のみ視聴できます"',
    path: '/courses/stat101/lecture/5', context: { title: '第5回 回帰分析', claims: ['最小二乗法で回帰直線を求める。'] },
    handle: ok(b23('ja', '第5回 回帰分析 | まなびオンライン', '<h1>第5回 回帰分析</h1><p>この講義は受講登録した方のみ視聴できます。</p><a href="/enroll">受講登録する</a>', 'まなびオンライン')),
  });
  add('cls-b23-enrol-wall', {
    expected: 'paywalled', reason: 'a Portuguese course: "Conteúdo exclusivo para alunos matriculados"',
    path: '/curso/python/aula-7', context: { title: 'Aula 7: listas e dicionários', claims: ['Dicionários guardam pares de chave e valor.'] },
    handle: ok(b23('pt', 'Aula 7: listas e dicionários | Escola Online', '<h1>Aula 7: listas e dicionários</h1><p>Conteúdo exclusivo para alunos matriculados.</p><a href="/matricula">Matricule-se</a>', 'Escola Online')),
  });
  add('cls-b23-wayf', {
    expected: 'paywalled', reason: 'a course reading redirected to a SAML discovery service ("/Shibboleth.sso/Login" → institution picker): a login wall',
    path: '/readings/ma201', context: { title: 'MA201 reading list', claims: ['The MA201 reading list includes Spivak’s Calculus.'] },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('cls-b23-wayf.classes.example')}/Shibboleth.sso/Login?target=%2Freadings%2Fma201` }); r.end(); },
  });
  add('cls-b23-wayf', {
    expected: 'paywalled', reason: 'the discovery page itself, German: "Wählen Sie Ihre Einrichtung"',
    path: '/Shibboleth.sso/Login', context: { title: 'MA201 reading list' },
    handle: ok(b23('de', 'Wählen Sie Ihre Einrichtung', '<h1>Wählen Sie Ihre Einrichtung</h1><form><input name="q" placeholder="Name Ihrer Hochschule"><button>Weiter</button></form>', 'DFN-AAI')),
  });
  add('cls-b23-wayf', {
    expected: 'paywalled', reason: 'a thin page titled "Find your institution" at the cited address (no redirect)',
    path: '/library/ebooks/9780198', context: { title: 'Oxford Handbook of Glaciology, chapter 3', claims: ['Chapter 3 explains ice flow laws.'] },
    handle: ok(b23('en', 'Find your institution', '<h1>Find your institution</h1><form><input name="q" placeholder="Search for your university"><button>Continue</button></form>', 'Library')),
  });
  add('cls-b23-docs-root', {
    expected: 'mismatch', reason: 'a German docs page redirected to the version index ("/de/2.1/api/klassen.html" → "/de/latest/")',
    path: '/de/2.1/api/klassen.html', context: { title: 'Klassen', claims: ['Die Klasse Messreihe speichert Zeitreihen.'] },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('cls-b23-docs-root.classes.example')}/de/latest/` }); r.end(); },
  });
  add('cls-b23-docs-root', {
    expected: 'valid', reason: 'docs root itself (target, scored as the page it is)',
    path: '/de/latest/', context: { title: 'messwerk Dokumentation' },
    handle: ok(b23('de', 'messwerk Dokumentation', '<h1>messwerk Dokumentation</h1><p>messwerk ist ein Werkzeug zur Auswertung von Messreihen. Diese Dokumentation beschreibt Installation, Konfiguration und die Programmierschnittstelle.</p><ul><li><a href="installation.html">Installation</a></li><li><a href="api/">API</a></li></ul>', 'messwerk')),
  });
  add('cls-b23-docs-root', {
    expected: 'valid', reason: 'must stay: the same page moved from one version to another ("/en/3.0/pooling.html" → "/en/stable/pooling.html")',
    path: '/en/3.0/pooling.html', context: { title: 'Connection pooling', claims: ['The client keeps up to 10 connections per host by default.'] },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('cls-b23-docs-root.classes.example')}/en/stable/pooling.html` }); r.end(); },
  });
  add('cls-b23-docs-root', {
    expected: 'valid', reason: 'the moved page (target of the case above)',
    path: '/en/stable/pooling.html', context: { title: 'Connection pooling', claims: ['The client keeps up to 10 connections per host by default.'] },
    handle: ok(b23('en', 'Connection pooling — poolkit docs', '<h1>Connection pooling</h1><p>By default the client keeps a pool of up to 10 connections per host. Connections that stay idle for more than 30 seconds are closed.</p><p>Pass a PoolOptions object to change these limits.</p>', 'poolkit')),
  });
  add('cls-b23-other-part', {
    expected: 'mismatch', reason: 'German lecture notes cited as "Vorlesung 7: Fourier-Reihen", the page is "Vorlesung 8: Fourier-Transformation"',
    path: '/~mueller/analysis3/v8.html', context: { title: 'Vorlesung 7: Fourier-Reihen', claims: ['Jede stückweise glatte periodische Funktion wird durch ihre Fourier-Reihe dargestellt.'] },
    handle: ok(b23('de', 'Vorlesung 8: Fourier-Transformation', '<h1>Vorlesung 8: Fourier-Transformation</h1><p>Die Fourier-Transformation verallgemeinert die Fourier-Reihen auf nicht periodische Funktionen. Für integrierbare Funktionen ist sie stetig und beschränkt.</p><p>Wir beweisen den Satz von Plancherel und die Umkehrformel für Funktionen, deren Transformierte ebenfalls integrierbar ist.</p><p>Übung 8.2: Berechnen Sie die Fourier-Transformierte der Gauß-Funktion.</p>', 'Analysis III')),
  });
  add('cls-b23-other-part', {
    expected: 'mismatch', reason: 'Japanese course page cited as "第3回 線形回帰", the page is "第4回 ロジスティック回帰"',
    path: '/ml/lecture04.html', context: { title: '第3回 線形回帰', claims: ['線形回帰では最小二乗法で係数を推定する。'] },
    handle: ok(b23('ja', '第4回 ロジスティック回帰 | 機械学習入門', '<h1>第4回 ロジスティック回帰</h1><p>ロジスティック回帰は、線形回帰の出力をシグモイド関数に通して確率を推定する分類手法です。係数は最尤法で推定します。</p><p>演習では、回帰係数の解釈と、線形回帰との違いを確認します。</p>', '機械学習入門')),
  });
  add('cls-b23-other-part', {
    expected: 'valid', reason: 'must stay: a "Week 3" page that recaps "Week 2", cited as Week 2',
    path: '/course/stats/week-3', context: { title: 'Week 2: Sampling distributions', claims: ['The sampling distribution of the mean narrows as the sample grows.'] },
    handle: ok(b23('en', 'Week 3: Confidence intervals', '<h1>Week 3: Confidence intervals</h1><p>In Week 2 we saw that the sampling distribution of the mean narrows as the sample grows, with a standard error of sigma over root n.</p><p>This week we use that result to build confidence intervals for a mean, and we discuss what the confidence level does and does not mean.</p>', 'Stats Online')),
  });
  // — blind22 (finance, business and markets): classes its first sight exposed —
  const b22 = (lang: string, title: string, main: string, site = 'Finanzportal') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/maerkte">Märkte</a> <a href="/news">News</a> <a href="/login">Login</a></nav></header><main>${main}</main><footer><a href="/impressum">Impressum</a> · <a href="/datenschutz">Datenschutz</a></footer></body></html>`;
  add('cls-b22-entity-gone', {
    expected: 'mismatch', reason: 'a German company site reduced to "Die Muster Logistik GmbH hat den Geschäftsbetrieb eingestellt" (cited for its services)',
    path: '/leistungen/kontraktlogistik', context: { title: 'Muster Logistik: Kontraktlogistik für den Handel', claims: ['Muster Logistik betreibt 12 Lager mit 240.000 Quadratmetern.'] },
    handle: ok(b22('de', 'Muster Logistik GmbH', '<h1>Muster Logistik GmbH</h1><p>Die Muster Logistik GmbH hat den Geschäftsbetrieb eingestellt.</p><p>Anfragen richten Sie bitte an den Insolvenzverwalter.</p>', 'Muster Logistik')),
  });
  add('cls-b22-entity-gone', {
    expected: 'mismatch', reason: 'a Spanish fund page: "Este fondo ha sido liquidado" and nothing of the factsheet',
    path: '/fondos/ES0123456789', context: { title: 'Fondo Renta Fija Flexible – ficha', claims: ['El fondo Renta Fija Flexible rentó un 3,4 % en 2024.'] },
    handle: ok(b22('es', 'Renta Fija Flexible | Gestora Ibérica', '<h1>Renta Fija Flexible, FI</h1><div class="aviso"><p>Este fondo ha sido liquidado con fecha 31 de marzo de 2025.</p><p>Para más información, contacte con su asesor.</p></div>', 'Gestora Ibérica')),
  });
  add('cls-b22-entity-gone', {
    expected: 'mismatch', reason: 'an Italian product page: plural "Le informazioni su questo prodotto non sono più disponibili"',
    path: '/conti/conto-deposito-plus', context: { title: 'Conto Deposito Plus: tassi e condizioni', claims: ['Il Conto Deposito Plus rende il 3,5% lordo a 12 mesi.'] },
    handle: ok(b22('it', 'Conto Deposito Plus | Banca Esempio', '<h1>Conto Deposito Plus</h1><p>Le informazioni su questo prodotto non sono più disponibili.</p><p><a href="/conti">Scopri i nostri conti</a></p>', 'Banca Esempio')),
  });
  add('cls-b22-entity-gone', {
    expected: 'valid', reason: 'must stay: a German business article reporting that a firm "hat den Geschäftsbetrieb eingestellt" — it carries its prose',
    path: '/wirtschaft/muster-logistik-insolvenz', context: { title: 'Muster Logistik stellt Geschäftsbetrieb ein', claims: ['Die Muster Logistik GmbH hat den Geschäftsbetrieb eingestellt; 480 Beschäftigte sind betroffen.'] },
    handle: ok(shell({ lang: 'de', title: 'Muster Logistik stellt Geschäftsbetrieb ein', site: 'Wirtschaftsnachrichten', main: `<article><h1>Muster Logistik stellt Geschäftsbetrieb ein</h1><p>Die Muster Logistik GmbH hat den Geschäftsbetrieb eingestellt; 480 Beschäftigte sind betroffen, teilte der Insolvenzverwalter am Montag mit.</p><p>Das Unternehmen hatte zuletzt 12 Lager betrieben und war nach dem Verlust zweier Großkunden in Zahlungsschwierigkeiten geraten. Ein Investor habe sich trotz monatelanger Suche nicht gefunden.</p><p>Die Gewerkschaft kritisierte, die Beschäftigten seien zu spät informiert worden, und forderte eine Transfergesellschaft.</p>${longText(3, 7)}</article>` })),
  });
  add('cls-b22-cjk-verify', {
    expected: 'blocked', reason: 'a Japanese registry: 画像認証 (image captcha) before the record',
    path: '/houjin/1234567890123', context: { title: '株式会社サンプル商事 法人情報', claims: ['株式会社サンプル商事の法人番号は1234567890123。'] },
    handle: ok(b22('ja', '法人情報検索', '<h1>画像認証</h1><p>表示されている文字を入力してください。</p><img src="/captcha.png" alt=""><input name="c"><button>送信</button>', '法人情報')),
  });
  add('cls-b22-cjk-verify', {
    expected: 'blocked', reason: 'a Korean disclosure site: 보안문자 (captcha) to continue',
    path: '/corp/00123456', context: { title: '샘플전자 기업개황', claims: ['샘플전자의 대표이사는 김철수이다.'] },
    handle: ok(b22('ko', '기업정보', '<h2>보안문자 입력</h2><p>정보 보호를 위해 아래 보안문자를 입력해 주세요.</p><img src="/kcaptcha.png" alt=""><button>확인</button>', '기업정보')),
  });
  add('cls-b22-cjk-verify', {
    expected: 'blocked', reason: 'a Taiwanese market site: 請完成驗證 with a slider (拖動滑塊)',
    path: '/stock/2330/news', context: { title: '台積電 最新新聞', claims: ['台積電10月營收創新高。'] },
    handle: ok(b22('zh-TW', '安全檢查', '<h1>請完成驗證</h1><p>請拖動下方滑塊完成拼圖後繼續瀏覽。</p><div class="slider"></div>', '股市')),
  });
  add('cls-b22-cjk-search-title', {
    expected: 'mismatch', reason: 'a Korean disclosure search titled "기업검색" (the search word inside a compound) with 검색 결과가 없습니다',
    path: '/dsab/corpsearch', context: { title: '샘플전자 2025년 사업보고서', claims: ['샘플전자는 2025년 매출 3조원을 기록했다.'] },
    handle: ok(b22('ko', '기업검색', '<h1>기업검색</h1><form><input name="textCrpNm" value="샘플전자"><button>검색</button></form><p>검색 결과가 없습니다.</p>', '공시')),
  });
  add('cls-b22-cjk-search-title', {
    expected: 'mismatch', reason: 'a Taiwanese announcement search titled "公告搜尋" with 找不到相關結果',
    path: '/mops/announce', context: { title: '台億半導體 董事會決議', claims: ['台億半導體董事會決議發放現金股利每股5元。'] },
    handle: ok(b22('zh-TW', '公告搜尋 - 資訊平台', '<h1>公告搜尋</h1><form><input name="kw" value="台億 董事會"><button>查詢</button></form><p>找不到相關結果，請更換關鍵字。</p>', '資訊平台')),
  });
  add('cls-b22-tier-available', {
    expected: 'paywalled', reason: 'an English data terminal: "Historical prices are available to Pro subscribers" over an empty table',
    path: '/data/brent/history', context: { title: 'Brent crude historical prices', claims: ['Brent averaged $81 a barrel in 2025.'] },
    handle: ok(b22('en', 'Brent crude – historical prices | DataDesk', '<h1>Brent crude – historical prices</h1><table><tr><th>Date</th><th>Close</th></tr><tr><td>—</td><td>—</td></tr></table><div class="lock"><h2>Historical prices are available to Pro subscribers</h2><a href="/pricing">See plans</a></div>', 'DataDesk')),
  });
  add('cls-b22-doc-fee', {
    expected: 'paywalled', reason: 'a French registry: an extract at "3,80 € par extrait" (pay per document)',
    path: '/entreprise/123456789/extrait', context: { title: 'Société Exemple SAS – extrait Kbis', claims: ['La Société Exemple SAS est immatriculée au RCS de Lyon.'] },
    handle: ok(b22('fr', 'Extrait Kbis – Registre', '<h1>Commander un extrait Kbis</h1><p>Société Exemple SAS (RCS Lyon 123 456 789)</p><p>Tarif : 3,80 € par extrait, envoyé par courriel. Paiement par carte bancaire.</p><button>Commander</button>', 'Registre')),
  });
  add('cls-b22-doc-fee', {
    expected: 'paywalled', reason: 'an English filings shop: "a fee of $12 per filing" before the document',
    path: '/filings/abc-holdings/2024-10k', context: { title: 'ABC Holdings 2024 annual filing', claims: ['ABC Holdings reported revenue of $410 million in 2024.'] },
    handle: ok(b22('en', 'ABC Holdings – 2024 annual filing | FilingsDirect', '<h1>ABC Holdings – 2024 annual filing</h1><p>Download the full filing for a fee of $12 per filing. Payment by card; instant download.</p><button>Buy filing</button>', 'FilingsDirect')),
  });
  // — s13, blind25 (regional platforms of the non-English web and their walls): classes its first sight exposed —
  const b25 = (lang: string, title: string, main: string, site = 'Site', head = '') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head><body><header><a href="/">${esc(site)}</a><nav><a href="/a">1</a> <a href="/b">2</a> <a href="/c">3</a></nav></header><main>${main}</main><footer><p>© ${esc(site)}</p></footer></body></html>`;
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'a Taiwanese video page: "此影片因違反社群規範無法顯示" (a reason between the item and "cannot be shown")',
    path: '/watch/v8812', context: { title: '颱風過後的花蓮海岸' },
    handle: ok(b25('zh-TW', '影音平台', '<div class="notice"><h2>此影片因違反社群規範無法顯示</h2><p><a href="/">回首頁</a></p></div>', '影音平台')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'a Chinese cloud-drive share: "分享链接已过期" in place of the shared report',
    path: '/s/1aBcD', context: { title: '2024年度行业调研报告.pdf' },
    handle: ok(b25('zh', '网盘分享', '<div class="share-error"><h3>啊哦，分享链接已过期</h3><p>你可以联系分享者重新分享</p></div>', '网盘')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'an Indonesian social post: "Postingan ini telah dihapus oleh pemiliknya"',
    path: '/p/88123', context: { title: 'Foto banjir di Kemang pagi ini' },
    handle: ok(b25('id', 'Komunitas', '<div class="empty"><h2>Postingan ini telah dihapus oleh pemiliknya.</h2><a href="/">Kembali</a></div>', 'Komunitas')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'a Turkish forum: "Aradığınız konu silinmiş veya taşınmış olabilir."',
    path: '/konu/55120', context: { title: 'Kredi kartı aidatı iadesi nasıl alınır' },
    handle: ok(b25('tr', 'Forum', '<div class="box"><h2>Hata</h2><p>Aradığınız konu silinmiş veya taşınmış olabilir.</p></div>', 'Forum')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'a Vietnamese news page: "Bài viết này đã bị xóa"',
    path: '/tin/441020', context: { title: 'Giá vàng tăng mạnh phiên cuối tuần' },
    handle: ok(b25('vi', 'Tin tức', '<div class="msg"><h2>Bài viết này đã bị xóa</h2><p><a href="/">Về trang chủ</a></p></div>', 'Tin tức')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'mismatch', reason: 'a Thai web board: "กระทู้นี้ถูกลบแล้ว"',
    path: '/topic/77120', context: { title: 'รีวิวรถไฟฟ้าสายสีเหลือง' },
    handle: ok(b25('th', 'เว็บบอร์ด', '<div class="msg"><h2>กระทู้นี้ถูกลบแล้ว</h2><p>กลับหน้าแรก</p></div>', 'เว็บบอร์ด')),
  });
  add('cls-b25-deleted-notice', {
    expected: 'valid', reason: 'must stay: a Turkish news article reporting that a minister\'s post "silindi", with its prose',
    path: '/gundem/bakan-paylasim', context: { title: 'Bakanın tartışmalı paylaşımı silindi' },
    handle: ok(shell({ lang: 'tr', title: 'Bakanın tartışmalı paylaşımı silindi', site: 'Gündem', main: `<article><h1>Bakanın tartışmalı paylaşımı silindi</h1><p>Bakanın sosyal medya hesabından yapılan paylaşım, gelen tepkilerin ardından birkaç saat içinde silindi. Gönderi silindi ancak ekran görüntüleri kısa sürede yayıldı.</p>${longText(4, 3)}</article>` })),
  });
  add('cls-b25-private-friends', {
    expected: 'mismatch', reason: 'a Korean blog PostView frame: "이웃에게만 공개된 글입니다" (the writer admits neighbours) under an og:type article head',
    path: '/PostView.naver', context: { title: '우리 아이 첫 돌잔치 준비' },
    handle: ok(b25('ko', '블로그', '<div class="post-lock"><p class="tit">이 글은 이웃에게만 공개된 글입니다.</p><p>이웃 추가 후 확인하실 수 있습니다.</p></div>', '블로그', '<meta property="og:type" content="article"><meta property="og:title" content="우리 아이 첫 돌잔치 준비">')),
  });
  add('cls-b25-private-friends', {
    expected: 'mismatch', reason: 'an English social post: "The author only shared this post with their friends."',
    path: '/posts/40012', context: { title: 'Our trip to the Outer Hebrides' },
    handle: ok(b25('en', 'Post unavailable', '<div class="notice"><h2>Post unavailable</h2><p>The author only shared this post with their friends.</p></div>', 'Social', '<meta property="og:type" content="article">')),
  });
  add('cls-b25-community-members', {
    expected: 'paywalled', reason: 'a Korean BAND post: "밴드 멤버만 볼 수 있는 게시글입니다" (join the band to read)',
    path: '/band/55/post/12', context: { title: '동호회 정기 산행 공지' },
    handle: ok(b25('ko', '동호회 정기 산행 공지 | BAND', '<h1>동호회 정기 산행 공지</h1><div class="lock"><p>밴드 멤버만 볼 수 있는 게시글입니다.</p><a>밴드 가입하기</a></div>', 'BAND')),
  });
  add('cls-b25-community-members', {
    expected: 'paywalled', reason: 'a Chinese forum thread: "本帖仅限会员查看" with a register link',
    path: '/thread-8812-1-1.html', context: { title: '老小区加装电梯的分摊方案讨论' },
    handle: ok(b25('zh', '老小区加装电梯的分摊方案讨论 - 业主论坛', '<h1>老小区加装电梯的分摊方案讨论</h1><div class="locked">本帖仅限会员查看，请<a>登录</a>或<a>注册</a></div>', '业主论坛')),
  });
  add('cls-b25-follow-wall', {
    expected: 'paywalled', reason: 'a Taiwanese blog: two paragraphs, then "關注作者後即可閱讀全文"',
    path: '/post/3311', context: { title: 'Rust 非同步執行環境比較' },
    handle: ok(b25('zh-TW', 'Rust 非同步執行環境比較 - 技術部落格', '<article><h1>Rust 非同步執行環境比較</h1><p>本文比較 tokio、async-std 與 smol 三種非同步執行環境的設計取捨。</p><p>首先看排程器的差異。</p><div class="hide-box"><a class="btn">關注作者後即可閱讀全文</a></div></article>', '技術部落格')),
  });
  add('cls-b25-follow-wall', {
    expected: 'paywalled', reason: 'an English writing platform: "Follow the author to read the full post"',
    path: '/p/async-runtimes', context: { title: 'Comparing async runtimes' },
    handle: ok(b25('en', 'Comparing async runtimes', '<article><h1>Comparing async runtimes</h1><p>Three runtimes, three sets of trade-offs.</p><div class="gate"><p>Follow the author to read the full post.</p><button>Follow</button></div></article>', 'Writers')),
  });
  add('cls-b25-app-wall', {
    expected: 'paywalled', reason: 'a Korean news page: lead paragraph, then "앱에서 전체 기사 보기"',
    path: '/article/22019', context: { title: '수도권 광역급행철도 개통 1년' },
    handle: ok(b25('ko', '수도권 광역급행철도 개통 1년 | 뉴스', '<article><h1>수도권 광역급행철도 개통 1년</h1><p>GTX-A 노선이 개통 1년을 맞았다. 하루 평균 이용객은 예상치의 60% 수준이다.</p><div class="app-only"><a>앱에서 전체 기사 보기</a></div></article>', '뉴스')),
  });
  add('cls-b25-app-wall', {
    expected: 'paywalled', reason: 'an English news page: two paragraphs, then "Continue reading in the app"',
    path: '/story/ferry-fares', context: { title: 'Island ferry fares to rise by 8%' },
    handle: ok(b25('en', 'Island ferry fares to rise by 8%', '<article><h1>Island ferry fares to rise by 8%</h1><p>Fares on the island routes will rise by 8% from April, the operator said.</p><p>Season tickets are included.</p><div class="app-gate"><p>Continue reading in the app</p><a>Get the app</a></div></article>', 'Coast News')),
  });
  add('cls-b25-app-wall', {
    expected: 'paywalled', reason: 'a Chinese portal page: a lead, then "下载APP查看完整内容"',
    path: '/a/20250411A0', context: { title: '多地试点二手房带押过户' },
    handle: ok(b25('zh', '多地试点二手房带押过户', '<article><h1>多地试点二手房带押过户</h1><p>记者了解到，今年以来已有超过百个城市推行二手房“带押过户”。</p><div class="mask"><a>下载APP查看完整内容</a></div></article>', '新闻')),
  });
  add('cls-b25-app-wall', {
    expected: 'valid', reason: 'must stay: a Chinese article with a download bar "打开客户端，查看更多精彩内容" and its whole text',
    path: '/a/20250412B0', context: { title: '城市更新中的老厂房改造' },
    handle: ok(b25('zh', '城市更新中的老厂房改造', `<article><h1>城市更新中的老厂房改造</h1>${'<p>老厂房改造为文化园区、办公空间和社区中心，是近年来城市更新的重要方式。许多城市在保留工业遗存的同时，引入新的业态，让老建筑重新焕发活力。改造中需要兼顾结构安全、消防要求和历史风貌的保护。</p>'.repeat(6)}</article><div class="open-app-bar"><span>打开客户端，查看更多精彩内容</span><a>打开APP</a></div>`, '新闻')),
  });
  add('cls-b25-indic-gate', {
    expected: 'paywalled', reason: 'a Tamil e-paper: the only heading is "இ-பேப்பர் படிக்க சந்தா செலுத்துங்கள்"',
    path: '/epaper/chennai/2025-11-27/3', context: { title: 'சென்னை பதிப்பு, பக்கம் 3' },
    handle: ok(b25('ta', 'சென்னை பதிப்பு, பக்கம் 3 | இ-பேப்பர்', '<div class="thumbs"><span>பக்கம் 1</span><span>பக்கம் 2</span></div><div class="lock"><h2>இ-பேப்பர் படிக்க சந்தா செலுத்துங்கள்</h2><a>உள்நுழைக</a></div>', 'இ-பேப்பர்')),
  });
  add('cls-b25-indic-gate', {
    expected: 'paywalled', reason: 'a Telugu e-paper: "ఈ-పేపర్ చదవడానికి సబ్‌స్క్రైబ్ చేయండి"',
    path: '/epaper/hyd/2025-11-27/1', context: { title: 'హైదరాబాద్ ఎడిషన్, పేజీ 1' },
    handle: ok(b25('te', 'హైదరాబాద్ ఎడిషన్ | ఈ-పేపర్', '<div class="lock"><h2>ఈ-పేపర్ చదవడానికి సబ్‌స్క్రైబ్ చేయండి</h2><a>లాగిన్</a></div>', 'ఈ-పేపర్')),
  });
  add('cls-b25-related-label', {
    expected: 'valid', reason: 'must stay: an Indonesian story whose "Baca juga: Cara daftar BPJS Kesehatan secara online" link names an account word',
    path: '/read/2025/03/bpjs-tarif', context: { title: 'Iuran BPJS Kesehatan tidak naik tahun ini' },
    handle: ok(b25('id', 'Iuran BPJS Kesehatan tidak naik tahun ini', '<article><h1>Iuran BPJS Kesehatan tidak naik tahun ini</h1><p>Pemerintah memastikan iuran BPJS Kesehatan untuk semua kelas tidak naik sepanjang tahun ini, kata juru bicara kementerian.</p><p><strong>Baca juga: Cara daftar BPJS Kesehatan secara online</strong></p><p>Keputusan itu diambil setelah evaluasi keuangan lembaga menunjukkan surplus pada tahun lalu.</p><p>Peserta mandiri diminta tetap membayar tepat waktu agar layanan tidak terhenti.</p></article>', 'Kabar')),
  });
  add('cls-b25-related-label', {
    expected: 'valid', reason: 'must stay: a Spanish story whose "Lea también: Cómo registrarse en el padrón municipal" link names an account word',
    path: '/sociedad/padron-plazos', context: { title: 'El ayuntamiento amplía el plazo del padrón' },
    handle: ok(b25('es', 'El ayuntamiento amplía el plazo del padrón', '<article><h1>El ayuntamiento amplía el plazo del padrón</h1><p>El ayuntamiento ha ampliado hasta el 30 de junio el plazo para actualizar los datos del padrón municipal, según informó el concejal de Hacienda.</p><p><strong>Lea también: Cómo registrarse en el padrón municipal</strong></p><p>Los vecinos podrán hacer el trámite en cualquiera de las oficinas de distrito o por internet.</p></article>', 'Diario')),
  });
  add('cls-b25-state-script', {
    expected: 'valid', reason: 'a Japanese microblog shell: empty root, the post in "var config = {…};\\nvar $render_data = […]" (the state after a config statement, a lowercase _data name)',
    path: '/detail/501122', context: { title: '市立図書館、来月から夜間開館を試行' },
    handle: ok(`<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>投稿</title></head><body><div id="app"></div><script>var config = {env: 'prod', login: false};
var $render_data = [{"status":{"text":${JSON.stringify('【お知らせ】市立図書館は来月1日から、平日の開館時間を午後9時まで延長する夜間開館を試行します。対象は中央館と東分館の2館で、試行期間は3か月間です。利用状況を見て、来年度以降の本格実施を判断します。夜間は閲覧と貸出・返却のみとし、レファレンスは午後7時までとなります。')},"user":{"screen_name":"市立図書館"}}}][0] || {};</script><script src="/js/app.js"></script></body></html>`),
  });
  // — s13, from blind27 (law, standards, patents, advisories, software vendors) —
  const b27 = (lang: string, title: string, main: string, site = 'Portal') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body><header><a href="/">${esc(site)}</a><nav><a href="/catalogue">Catalogue</a> <a href="/news">News</a> <a href="/account">Account</a></nav></header><main>${main}</main><footer><a href="/legal">Legal</a> · <a href="/privacy">Privacy</a></footer></body></html>`;
  add('cls-b27-standard-ref-line', {
    expected: 'paywalled', reason: 'a Spanish standards shop: the reference "UNE-EN ISO 9001:2015" on its own line above a headline that names the standard only, "Añadir al carrito" and a price',
    context: { title: 'UNE-EN ISO 9001:2015 Sistemas de gestión de la calidad. Requisitos' },
    handle: ok(b27('es', 'Sistemas de gestión de la calidad. Requisitos | Tienda de normas', '<div class="ref">UNE-EN ISO 9001:2015</div><h1>Sistemas de gestión de la calidad. Requisitos</h1><p>Esta norma internacional especifica los requisitos para un sistema de gestión de la calidad cuando una organización necesita demostrar su capacidad para proporcionar productos y servicios que satisfagan los requisitos del cliente.</p><table><tr><td>PDF</td><td>52,41 €</td></tr></table><button>Añadir al carrito</button>', 'Tienda de normas')),
  });
  add('cls-b27-standard-ref-line', {
    expected: 'paywalled', reason: 'an English standards shop: "BS EN IEC 62443-4-2:2019" as the line above the name, a bare "Buy" button and "£298"',
    context: { title: 'BS EN IEC 62443-4-2:2019 Security for industrial automation and control systems. Technical security requirements for IACS components' },
    handle: ok(b27('en', 'Security for industrial automation and control systems | Standards Shop', '<p class="code">BS EN IEC 62443-4-2:2019</p><h1>Security for industrial automation and control systems. Technical security requirements for IACS components</h1><p>This document provides the cybersecurity technical requirements for components that make up an industrial automation and control system.</p><p class="price">£298.00</p><button>Buy</button>', 'Standards Shop')),
  });
  add('cls-b27-standard-ref-line', {
    expected: 'valid', reason: 'must stay: headphones on sale ("Buy", a price) with "EN 50332-1" in the specification table far below the headline — a gadget, not a document',
    context: { title: 'Aurora X2 wireless headphones' },
    handle: ok(b27('en', 'Aurora X2 wireless headphones | SoundShop', `<h1>Aurora X2 wireless headphones</h1><p>Active noise cancelling, 40 hours of battery life and a fold-flat design for travel.</p><p class="price">€199.00</p><button>Buy</button>${longText(2)}<h2>Specifications</h2><table><tr><td>Driver</td><td>40 mm</td></tr><tr><td>Weight</td><td>250 g</td></tr><tr><td>Bluetooth</td><td>5.3</td></tr><tr><td>Battery</td><td>40 h</td></tr></table><p>Sound pressure measured to</p><p>EN 50332-1</p>`, 'SoundShop')),
  });
  add('cls-b27-pre-wrapped', {
    expected: 'valid', reason: 'an Internet-Draft in <pre>: a hard-wrapped line says "responds with 404 Not Found when the" — part of a sentence, not a message',
    context: { title: 'draft-example-httpapi-tokens-02: Revoked Token Handling for HTTP APIs' },
    handle: ok(b27('en', 'draft-example-httpapi-tokens-02 - Revoked Token Handling for HTTP APIs', '<pre>Network Working Group                                        A. Author\nInternet-Draft                                              Example Inc.\nIntended status: Informational                             March 2025\n\n              Revoked Token Handling for HTTP APIs\n\nAbstract\n\n   This document describes how an HTTP API responds to requests that\n   carry a revoked bearer token.  A conforming server responds with\n   404 Not Found when the\n   resource exists but the token may no longer read it, so that a\n   revoked token cannot be used to enumerate resources.\n</pre>', 'Datatracker')),
  });
  add('cls-b27-pre-wrapped', {
    expected: 'valid', reason: 'a German mailing-list archive in <pre>: "…liefert der Server seit" / "gestern nicht gefunden für…" wrapped mid-sentence',
    context: { title: '[dev] Re: Paketquelle liefert 404 seit dem Update' },
    handle: ok(b27('de', '[dev] Re: Paketquelle liefert 404 seit dem Update', '<pre>Am 03.02.2025 um 10:14 schrieb Jana:\n> Die Paketquelle ist seit dem Update nicht erreichbar.\n\nDas liegt am neuen Pfad. Für die alten Pakete meldet der Spiegel seit\ngestern nicht gefunden, weil die Indexdatei verschoben wurde. Ich habe\ndie Umleitung eingetragen; bitte noch einmal testen und Bescheid geben,\nob die Installation jetzt durchläuft.\n\nGruß, Tom\n</pre>', 'Mailarchiv')),
  });
  add('cls-b27-hyphen-404', {
    expected: 'valid', reason: 'a German explainer headed "ECMA-404: die JSON-Syntax" — the standard\'s name joined to 404 by a hyphen, not an error',
    context: { title: 'ECMA-404: die JSON-Syntax im Überblick' },
    handle: ok(b27('de', 'ECMA-404: die JSON-Syntax im Überblick', '<h1>ECMA-404: die JSON-Syntax im Überblick</h1><p>Die Norm beschreibt die Syntax von JSON-Texten: Objekte, Arrays, Zeichenketten, Zahlen und die drei Literale true, false und null.</p><p>Sie legt keine Semantik fest; diese bleibt den Formaten überlassen, die auf JSON aufbauen.</p>', 'Technik-Wiki')),
  });
  add('cls-b27-hyphen-404', {
    expected: 'valid', reason: 'a Spanish flight page "Vuelo IB-404 Madrid – Lima" (a flight number, not a status)',
    context: { title: 'Vuelo IB-404 Madrid – Lima: horarios y terminal' },
    handle: ok(b27('es', 'Vuelo IB-404 Madrid – Lima: horarios y terminal', '<h1>Vuelo IB-404 Madrid – Lima</h1><p>Salida diaria a las 23:55 desde la Terminal 4S de Madrid-Barajas; llegada a Lima a las 05:10 hora local.</p><p>El vuelo se opera con un Airbus A350-900.</p>', 'Aeropuertos')),
  });
  add('cls-b27-registry-name', {
    expected: 'valid', reason: 'a short Russian explainer headed by the name of the blocked-sites registry ("Единый реестр") — a subject, not a block notice',
    context: { title: 'Что такое Единый реестр запрещённой информации' },
    handle: ok(b27('ru', 'Что такое Единый реестр запрещённой информации', '<h1>Единый реестр запрещённой информации: как он устроен</h1><p>Реестр ведёт федеральное ведомство; в него вносят адреса страниц по решениям уполномоченных органов.</p><p>Владелец сайта может обжаловать включение страницы в суде.</p>', 'Право просто')),
  });
  add('cls-b27-registry-name', {
    expected: 'blocked', reason: 'must stay: an ISP\'s notice that the resource "включён в Единый реестр"',
    context: { title: 'Новости проекта' },
    handle: ok(b27('ru', 'Ресурс заблокирован', '<h1>Ресурс включён в Единый реестр</h1><p>Страница недоступна по требованию законодательства.</p>', 'Провайдер')),
  });
  // Lead, s13 (review of blind27's note): the regulator's bare name is a news subject, not a block notice.
  add('cls-b27-registry-name', {
    expected: 'valid', reason: 'a short Russian news brief headed "Роскомнадзор оштрафовал …" (the regulator as subject, not a block notice)',
    context: { title: 'Роскомнадзор оштрафовал видеосервис на 3 млн рублей' },
    handle: ok(b27('ru', 'Роскомнадзор оштрафовал видеосервис на 3 млн рублей', '<h1>Роскомнадзор оштрафовал видеосервис на 3 млн рублей</h1><p>Суд признал сервис виновным в неудалении материалов; штраф составил 3 млн рублей.</p>', 'Новости')),
  });
  add('cls-b27-registry-name', {
    expected: 'blocked', reason: 'must stay: a Russian ISP\'s notice "Доступ к ресурсу ограничен по решению Роскомнадзора"',
    context: { title: 'Обзор новых смартфонов' },
    handle: ok(b27('ru', 'Доступ ограничен', '<h1>Доступ к ресурсу ограничен по решению Роскомнадзора</h1><p>Подробнее на сайте ведомства.</p>', 'Провайдер')),
  });
  add('cls-b27-customer-only', {
    expected: 'paywalled', reason: 'a German knowledge-base article "nur für Kunden mit gültigem Wartungsvertrag" with a login link',
    context: { title: 'Fehler 0x2041 beim Datenbank-Update beheben' },
    handle: ok(b27('de', 'Fehler 0x2041 beim Datenbank-Update beheben | Kundenportal', '<h1>Fehler 0x2041 beim Datenbank-Update beheben</h1><p>Dieser Artikel ist nur für Kunden mit gültigem Wartungsvertrag verfügbar.</p><p><a href="/login">Anmelden</a></p>', 'Kundenportal')),
  });
  add('cls-b27-customer-only', {
    expected: 'paywalled', reason: 'a French vendor advisory "réservé aux clients sous contrat"',
    context: { title: 'Avis de sécurité 2025-014 : contournement d\'authentification' },
    handle: ok(b27('fr', 'Avis de sécurité 2025-014 | Espace clients', '<h1>Avis de sécurité 2025-014 : contournement d’authentification</h1><p>Cet avis est réservé aux clients sous contrat de maintenance. Connectez-vous à l’espace clients pour le consulter.</p>', 'Espace clients')),
  });
  add('cls-b27-customer-only', {
    expected: 'paywalled', reason: 'an English KB: "available to customers with an active support contract"',
    context: { title: 'How to recover a cluster after a failed quorum vote' },
    handle: ok(b27('en', 'How to recover a cluster after a failed quorum vote | Support', '<h1>How to recover a cluster after a failed quorum vote</h1><p>This solution is available to customers with an active support contract. Log in to view it.</p>', 'Support')),
  });
  add('cls-b27-document-unavailable', {
    expected: 'mismatch', reason: 'an English records portal headed "The requested record is not available."',
    context: { title: 'Order granting motion to seal, Case 24-cv-1180' },
    handle: ok(b27('en', 'Records portal', '<h1>The requested record is not available.</h1><p>Return to the case search.</p>', 'Records portal')),
  });
  add('cls-b27-document-unavailable', {
    expected: 'mismatch', reason: 'a Spanish case-law database headed "Documento no disponible"',
    context: { title: 'Auto de la Audiencia Nacional sobre medidas cautelares' },
    handle: ok(b27('es', 'Base de jurisprudencia', '<h1>Documento no disponible</h1><p>Vuelva al buscador para realizar una nueva consulta.</p>', 'Jurisprudencia')),
  });
  add('cls-b27-other-standard', {
    expected: 'mismatch', reason: 'a French standards shop at the address of "NF EN ISO 14001" showing NF EN ISO 50001 (energy management) — another standard, whatever the shop sells',
    context: { title: 'NF EN ISO 14001 Systèmes de management environnemental — Exigences et lignes directrices' },
    handle: ok(b27('fr', 'Systèmes de management de l’énergie | Boutique de normes', '<div class="ref">NF EN ISO 50001</div><h1>Systèmes de management de l’énergie — Exigences et recommandations de mise en œuvre</h1><p>Le présent document spécifie les exigences pour établir, mettre en œuvre, entretenir et améliorer un système de management de l’énergie.</p><p>98,00 € HT</p><button>Ajouter au panier</button>', 'Boutique de normes')),
  });
  add('cls-b27-other-standard', {
    expected: 'mismatch', reason: 'a Japanese standards catalogue page for JIS Q 9001 at the address cited for JIS Z 8301 (free record, no shop)',
    context: { title: 'JIS Z 8301:2019 規格票の様式及び作成方法' },
    handle: ok(b27('ja', 'JIS Q 9001:2015 品質マネジメントシステム－要求事項', '<h1>JIS Q 9001:2015 品質マネジメントシステム－要求事項</h1><p>この規格は，次の場合の品質マネジメントシステムに関する要求事項について規定する。</p><p>閲覧のみ可能です。</p>', '規格カタログ')),
  });
  add('cls-b27-other-standard', {
    expected: 'paywalled', reason: 'the cited ISO/IEC 27002:2013 at its shop page now showing the 2022 edition of the same standard (same number) for sale: not another standard, a shop (the old rules called its "privacy protection" headline a consent interstitial)',
    context: { title: 'ISO/IEC 27002:2013 Code of practice for information security controls' },
    handle: ok(b27('en', 'Information security, cybersecurity and privacy protection — Information security controls | Standards Store', '<div class="ref">ISO/IEC 27002:2022</div><h1>Information security, cybersecurity and privacy protection — Information security controls</h1><p>This document provides a reference set of generic information security controls including implementation guidance.</p><p>CHF 198</p><button>Buy</button>', 'Standards Store')),
  });
  // — s13, from blind26 (broken AI citations): classes in other languages and shapes than the set's pages —
  const b26redirect = (to: string, status = 301): Handler => (_q, r, w) => { r.writeHead(status, { location: to.startsWith('/') ? to : `${w.origin(to.split('/')[0]!)}/${to.split('/').slice(1).join('/')}` }); r.end(); };
  const b26list = (lang: string, site: string, h1: string, items: string[]) => shell({ lang, site, title: `${h1} | ${site}`, main: `<h1>${esc(h1)}</h1><ul class="stream">${items.map((t, i) => `<li><a href="/n/${i}">${esc(t)}</a><p>${esc(t)} …</p></li>`).join('')}</ul><nav><a href="?page=2">2</a></nav>` });
  add('cls-b26-index-file', {
    expected: 'valid', reason: 'a Spanish story cited with its trailing index.php; the site 301s to the directory, which is the same story (not a section above it)',
    path: '/cultura/2022/05/expo-goya/index.php', context: { title: 'El Museo de Zaragoza reúne 80 obras de Goya', claims: ['La exposición reúne 80 obras de Goya hasta septiembre.'] },
    handle: b26redirect('/cultura/2022/05/expo-goya/'),
  });
  add('cls-b26-index-file', {
    expected: 'valid', reason: 'the redirect target: the story itself', host: 'cls-b26-index-file.classes.example', path: '/cultura/2022/05/expo-goya/',
    context: { title: 'El Museo de Zaragoza reúne 80 obras de Goya', claims: ['La exposición reúne 80 obras de Goya hasta septiembre.'] },
    handle: ok(news('es', 'Heraldo del Ebro', 'El Museo de Zaragoza reúne 80 obras de Goya', ['El Museo de Zaragoza inaugura este viernes una exposición que reúne 80 obras de Goya, entre pinturas, dibujos y grabados, que podrá visitarse hasta septiembre.', 'La muestra incluye préstamos del Prado y de colecciones privadas aragonesas, y dedica una sala a los Caprichos.', 'La entrada será gratuita los domingos por la tarde, según ha anunciado el Gobierno de Aragón.'], { section: 'Cultura' })),
  });
  add('cls-b26-index-file', {
    expected: 'valid', reason: 'an English council notice cited as …/default.aspx; 301 to its directory, the same notice',
    host: 'www.harbour-council.example', path: '/news/2021/harbour-dredging/default.aspx', context: { title: 'Harbour dredging to start in March', claims: ['Dredging of the inner harbour will remove 45,000 cubic metres of silt.'] },
    handle: b26redirect('/news/2021/harbour-dredging/'),
  });
  add('cls-b26-index-file', {
    expected: 'valid', reason: 'the redirect target: the notice itself', host: 'www.harbour-council.example', path: '/news/2021/harbour-dredging/',
    context: { title: 'Harbour dredging to start in March', claims: ['Dredging of the inner harbour will remove 45,000 cubic metres of silt.'] },
    handle: ok(news('en', 'Harbour District Council', 'Harbour dredging to start in March', ['Dredging of the inner harbour will start in March and remove 45,000 cubic metres of silt, the council said on Tuesday.', 'The work will close the north slipway for six weeks. Moorings on the east quay are unaffected.', 'The silt will be taken to a licensed site offshore after testing.'], { section: 'News' })),
  });
  const b26pdfType = (type: string, body: string): Handler => (_q, r) => { r.writeHead(200, { 'content-type': type }); r.end(body); };
  add('cls-b26-html-as-pdf', {
    expected: 'mismatch', reason: 'a French report PDF moved: 200, application/pdf, but the body is the site\'s HTML "Page introuvable"',
    path: '/docs/rapport-mobilite-2022.pdf', context: { title: 'Rapport mobilité 2022', claims: ['La part modale du vélo a atteint 7 % en 2022.'] },
    handle: b26pdfType('application/pdf', shell({ lang: 'fr', site: 'Métropole Exemple', title: 'Page introuvable | Métropole Exemple', main: '<h1>Page introuvable</h1><p>La page que vous recherchez n’existe pas ou a été déplacée.</p><p><a href="/">Retour à l’accueil</a></p>' })),
  });
  add('cls-b26-html-as-pdf', {
    expected: 'mismatch', reason: 'a Japanese download link answered with application/octet-stream and an HTML "ページが見つかりません" page',
    path: '/files/hakusho2023.pdf', context: { title: '観光白書 2023', claims: ['2023年の訪日客は2,507万人だった。'] },
    handle: b26pdfType('application/octet-stream', shell({ lang: 'ja', site: '観光庁サンプル', title: 'ページが見つかりません | 観光庁サンプル', main: '<h1>ページが見つかりません</h1><p>お探しのページは移動または削除された可能性があります。</p><p><a href="/">トップページへ</a></p>' })),
  });
  add('cls-b26-html-as-pdf', {
    expected: 'valid', reason: 'must stay: an HTML article sent as application/octet-stream (a misconfigured server) is still the article',
    path: '/articles/ferry-timetable', context: { title: 'Island ferry adds a winter sailing', claims: ['The island ferry adds a 7am winter sailing from November.'] },
    handle: b26pdfType('application/octet-stream', news('en', 'Island Times', 'Island ferry adds a winter sailing', ['The island ferry adds a 7am winter sailing from November, the operator said, after a petition signed by 1,200 residents.', 'The extra crossing will run on weekdays until March and connects with the first train on the mainland.', 'Fares are unchanged. Season tickets bought before November remain valid.'], { section: 'Transport' })),
  });
  add('cls-b26-cited-search', {
    expected: 'mismatch', reason: 'a German site search with results cited as the source (/suche, "Suchergebnisse für …"; the query left out: the loopback web routes without it)',
    path: '/frage/8812/heizung-entlueften-reihenfolge', context: { title: 'Stadtbahn: Verlängerung nach Nordheim beschlossen', claims: ['Der Rat hat die Verlängerung der Stadtbahn nach Nordheim beschlossen.'] },
    handle: ok(b26list('de', 'Kreisbote', 'Suchergebnisse für „stadtbahn verlängerung“', ['Stadtbahn: Verlängerung nach Nordheim beschlossen', 'Bürgerinitiative gegen Stadtbahntrasse', 'Stadtbahn fährt am Wochenende nicht'])),
  });
  add('cls-b26-cited-search', {
    expected: 'mismatch', reason: 'a Portuguese site search with results (/busca/, "Resultados da busca por")',
    path: '/busca/', context: { title: 'Nova ponte do Guaíba terá pedágio', claims: ['A nova ponte do Guaíba terá pedágio de R$ 6,50.'] },
    handle: ok(b26list('pt', 'Correio do Vale', 'Resultados da busca por "ponte guaiba"', ['Nova ponte do Guaíba terá pedágio', 'Obras na ponte atrasam', 'Ponte fechada para manutenção'])),
  });
  add('cls-b26-cited-search', {
    expected: 'mismatch', reason: 'an English results page at a plain list address, headed "Search results for: …"',
    path: '/news/list.php', context: { title: 'Harbour dredging to start in March', claims: ['Dredging of the inner harbour will remove 45,000 cubic metres of silt.'] },
    handle: ok(b26list('en', 'Bay Courier', 'Search results for: harbour dredging', ['Harbour dredging to start in March', 'Marina plans approved', 'Slipway closed for repairs'])),
  });
  add('cls-b26-cited-search', {
    expected: 'valid', reason: 'must stay: an article whose headline starts "Search results …" at an article address',
    path: '/tech/2024/search-results-are-getting-worse', context: { title: 'Search results are getting worse, study finds', claims: ['A study of 7,000 queries found more spam in search results.'] },
    handle: ok(news('en', 'Tech Weekly', 'Search results are getting worse, study finds', ['A study of 7,000 product-review queries found that search results have filled with affiliate spam over the past year, researchers in Leipzig said.', 'The team tracked three engines for twelve months and found that pages built for search traffic ranked higher over time.', 'The engines said they were updating their ranking systems to reward first-hand reviews.'], { section: 'Tech' })),
  });
  add('cls-b26-cited-tag', {
    expected: 'mismatch', reason: 'a Spanish tag page (/etiqueta/…/) of four teasers cited for one story',
    path: '/etiqueta/metro-de-sevilla/', context: { title: 'La línea 3 del metro de Sevilla tendrá 17 estaciones', claims: ['La línea 3 del metro de Sevilla tendrá 17 estaciones.'] },
    handle: ok(b26list('es', 'Diario de Triana', 'Etiqueta: Metro de Sevilla', ['La línea 3 del metro de Sevilla tendrá 17 estaciones', 'El metro amplía su horario en Feria', 'Obras del metro cortan la avenida', 'Récord de viajeros en el metro'])),
  });
  add('cls-b26-cited-tag', {
    expected: 'mismatch', reason: 'a Polish tag page (/tagi/tramwaje/) cited for one story',
    path: '/tagi/tramwaje/', context: { title: 'Nowa linia tramwajowa na Ruczaj gotowa', claims: ['Linia tramwajowa na Ruczaj ma 3,5 km długości.'] },
    handle: ok(b26list('pl', 'Gazeta Wawelska', 'Tagi: tramwaje', ['Nowa linia tramwajowa na Ruczaj gotowa', 'Tramwaje nocne wracają', 'Remont torowiska na Dietla'])),
  });
  add('cls-b26-doc-redirect', {
    expected: 'mismatch', reason: 'a German report PDF address now 301s to the publications overview, which does not hold it',
    path: '/fileadmin/berichte/verkehrsbericht-2020.pdf', context: { title: 'Verkehrsbericht 2020', claims: ['2020 sank die Zahl der Verkehrstoten im Kreis auf 11.'] },
    handle: b26redirect('/service/publikationen/'),
  });
  add('cls-b26-doc-redirect', {
    expected: 'valid', reason: 'the redirect target, the publications overview itself (cited without a title or claim)', host: 'cls-b26-doc-redirect.classes.example', path: '/service/publikationen/',
    context: {},
    handle: ok(shell({ lang: 'de', site: 'Landkreis Beispiel', title: 'Publikationen | Landkreis Beispiel', main: '<h1>Publikationen</h1><ul><li><a href="/p/1">Haushaltsplan 2025</a></li><li><a href="/p/2">Sozialbericht 2024</a></li><li><a href="/p/3">Klimaschutzkonzept</a></li></ul>' })),
  });
  add('cls-b26-doc-redirect', {
    expected: 'valid', reason: 'must stay: a report PDF address 301 to the report\'s own landing page (its title and key figures)',
    host: 'www.port-authority.example', path: '/files/annual-report-2022.pdf', context: { title: 'Annual Report 2022', claims: ['The port handled 41 million tonnes of cargo in 2022.'] },
    handle: b26redirect('/reports/annual-report-2022/'),
  });
  add('cls-b26-doc-redirect', {
    expected: 'valid', reason: 'the landing page of the report', host: 'www.port-authority.example', path: '/reports/annual-report-2022/',
    context: { title: 'Annual Report 2022', claims: ['The port handled 41 million tonnes of cargo in 2022.'] },
    handle: ok(shell({ lang: 'en', site: 'Port Authority', title: 'Annual Report 2022 | Port Authority', main: '<h1>Annual Report 2022</h1><p>The port handled 41 million tonnes of cargo in 2022, up 4 per cent on 2021, and welcomed 212 cruise calls.</p><p>Container volumes reached 1.3 million TEU. <a href="/files/ar2022-final.pdf">Download the report (PDF, 6 MB)</a></p>' })),
  });
  add('cls-b26-claim-figures', {
    expected: 'mismatch', reason: 'a French story on the subject cited for other figures (45 km, 300 M€) than it gives (12 km, 85 M€)',
    path: '/grenoble/2024/03/nouvelle-ligne-tram', context: { title: 'Grenoble : feu vert pour une nouvelle ligne de tram', claims: ['La nouvelle ligne de tram de Grenoble mesurera 45 km et coûtera 300 millions d’euros.'] },
    handle: ok(news('fr', 'Le Dauphiné Exemple', 'Grenoble : feu vert pour une nouvelle ligne de tram', ['Le conseil métropolitain a donné son feu vert jeudi à une nouvelle ligne de tramway de 12 kilomètres entre Grenoble et Meylan.', 'Le coût est estimé à 85 millions d’euros, financés à 40 % par l’État et la Région. Les travaux doivent commencer en 2026.', 'La ligne desservira 19 stations et transportera, selon les prévisions, 38 000 voyageurs par jour.'], { section: 'Grenoble' })),
  });
  add('cls-b26-claim-figures', {
    expected: 'mismatch', reason: 'a Korean story cited for 500 stations / 200억 원 where it says 120 / 35억 원',
    path: '/news/2024/ev-charging', context: { title: '대전시, 전기차 충전소 확충', claims: ['대전시는 전기차 충전소 500곳을 200억 원을 들여 설치한다.'] },
    handle: ok(news('ko', '대전일보샘플', '대전시, 전기차 충전소 확충', ['대전시는 올해 전기차 충전소 120곳을 새로 설치한다고 12일 밝혔다.', '사업비는 35억 원이며 공동주택과 공영주차장에 우선 설치된다.', '시는 2026년까지 충전기 수를 두 배로 늘릴 계획이다.'], { section: '사회' })),
  });
  add('cls-b26-claim-figures', {
    expected: 'valid', reason: 'must stay: the claim writes "4.02 million" where the page says 4,020,000, and "£1.2bn" for £1.2 billion',
    path: '/transport/2024/metro-ridership-record', context: { title: 'Metro ridership hits record', claims: ['Ridership reached 4.02 million a day, and the network plans £1.2bn of new trains.'] },
    handle: ok(news('en', 'City Standard', 'Metro ridership hits record', ['The metro carried 4,020,000 passengers a day in May, a record, the operator said on Monday.', 'It plans to spend £1.2 billion on new trains by 2030 and to extend two lines.', 'Passenger groups welcomed the figures but warned of crowding at peak times.'], { section: 'Transport' })),
  });
  // Lead, s13 (merge review): a claim that rounds or rescales the page's figures is the page's claim.
  add('cls-b26-claim-figures', {
    expected: 'valid', reason: 'must stay: a German story cited with rounded figures (23 %, 4,6 Milliarden) for the 22,7 % and 4.560 Millionen Euro it gives',
    path: '/wirtschaft/2024/umsatz-maschinenbau', context: { title: 'Maschinenbauer steigert Umsatz deutlich', claims: ['Der Umsatz stieg um 23 % auf 4,6 Milliarden Euro.'] },
    handle: ok(news('de', 'Wirtschaftsblatt Beispiel', 'Maschinenbauer steigert Umsatz deutlich', ['Der Maschinenbauer hat seinen Umsatz im vergangenen Geschäftsjahr um 22,7 Prozent gesteigert.', 'Er erreichte 4.560 Millionen Euro, teilte das Unternehmen am Dienstag mit; der Gewinn lag bei 312 Millionen Euro.', 'Für 2025 rechnet der Vorstand mit einem Wachstum von 5 bis 7 Prozent.'], { section: 'Wirtschaft' })),
  });
  add('cls-b26-claim-figures', {
    expected: 'valid', reason: 'must stay: a Spanish story cited as "1,5 millones de visitantes" and "casi 40 %" for its 1.480.000 visitors and 38,9 %',
    path: '/cultura/2024/museo-record-visitas', context: { title: 'El museo bate su récord de visitas', claims: ['El museo recibió 1,5 millones de visitantes, casi un 40 % más que el año anterior.'] },
    handle: ok(news('es', 'Diario Ejemplo', 'El museo bate su récord de visitas', ['El museo recibió 1.480.000 visitantes el año pasado, un 38,9 % más que en el ejercicio anterior.', 'La exposición temporal sobre el Siglo de Oro atrajo a 412.000 personas.', 'La dirección prevé ampliar el horario los jueves a partir de 2025.'], { section: 'Cultura' })),
  });
  add('cls-b26-empty-search-cs', {
    expected: 'mismatch', reason: 'a Slovak site search with "Nič sa nenašlo" as its heading (no results), cited for a story',
    path: '/vyhladavanie', context: { title: 'Bratislava otvorí novú knižnicu v Petržalke', claims: ['Nová knižnica v Petržalke bude stáť 12 miliónov eur.'] },
    handle: ok(shell({ lang: 'sk', site: 'Bratislavské noviny', title: 'Vyhľadávanie | Bratislavské noviny', main: '<h1>Vyhľadávanie</h1><form action="/vyhladavanie"><input name="hladaj" value="knižnica petržalka"><button>Hľadať</button></form><h2>Nič sa nenašlo</h2><p>Skúste zadať iné kľúčové slová.</p>' })),
  });
  add('cls-b26-empty-search-cs', {
    expected: 'mismatch', reason: 'a Czech site search whose only line is "Nic nebylo nalezeno."',
    path: '/hledani', context: { title: 'Ostrava: nová tramvajová trať do Poruby', claims: ['Nová tramvajová trať do Poruby bude měřit 4,2 kilometru.'] },
    handle: ok(shell({ lang: 'cs', site: 'Ostravský deník', title: 'Hledání | Ostravský deník', main: '<h1>Hledání</h1><form action="/hledani"><input name="q" value="tramvaj poruba"><button>Hledat</button></form><p>Nic nebylo nalezeno.</p>' })),
  });
  // — s14, from blind28 (data, statistics and science outputs): classes in other languages and shapes than the set's pages —
  const b28 = (lang: string, title: string, main: string, head = '', site = 'Portal') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title>${head}</head><body><header><a href="/">${esc(site)}</a><nav><a href="/data">Data</a> <a href="/publications">Publications</a> <a href="/about">About</a></nav></header><main>${main}</main><footer><a href="/legal">Legal</a> · <a href="/privacy">Privacy</a></footer></body></html>`;
  const typed = (type: string, body: string | Buffer): Handler => (_q, r) => { r.writeHead(200, { 'content-type': type }); r.end(body); };
  const recordMeta = (title: string) => `<meta name="citation_title" content="${esc(title)}"><meta name="citation_author" content="Doe, Jane"><meta name="citation_publication_date" content="2024/05/02"><meta name="citation_doi" content="10.1234/example.5521">`;
  add('cls-b28-xml-types', {
    expected: 'valid', reason: 'a DOCX methodology note (application/vnd.openxmlformats-officedocument.wordprocessingml.document): a download, not an HTML page — the old rules read the "xml" in "openxmlformats" as XML/HTML and called the zip an empty page (blocked)',
    path: '/files/methodology-note.docx', context: { title: 'Methodology note: household budget survey 2024' },
    handle: typed('application/vnd.openxmlformats-officedocument.wordprocessingml.document', Buffer.concat([Buffer.from('PK\x03\x04\x14\x00\x00\x00\x08\x00', 'latin1'), Buffer.alloc(400, 7)])),
  });
  add('cls-b28-xml-types', {
    expected: 'valid', reason: 'a French statistics API answering SDMX-ML (application/xml): the series names sit in attributes (TITLE_FR), the observations are numbers — data, read as text with its markup, not an empty HTML page',
    path: '/series/sdmx/data/SERIES_BDM/001763852', context: { title: 'Indice des prix à la consommation - Base 2015 - Ensemble des ménages - France', claims: ['L’indice des prix à la consommation a atteint 120,13 en octobre 2025.'] },
    handle: typed('application/xml;charset=UTF-8', `<?xml version="1.0" encoding="UTF-8"?><message:StructureSpecificData xmlns:message="http://www.sdmx.org/resources/sdmxml/schemas/v2_1/message"><message:Header><message:ID>BDM_1763852</message:ID><message:Prepared>2025-11-13T08:45:00</message:Prepared></message:Header><message:DataSet><Series IDBANK="001763852" FREQ="M" TITLE_FR="Indice des prix à la consommation - Base 2015 - Ensemble des ménages - France - Ensemble" TITLE_EN="Consumer price index - Base 2015 - All households - France - All items" UNIT_MEASURE="SO" DECIMALS="2"><Obs TIME_PERIOD="2025-10" OBS_VALUE="120.13" OBS_STATUS="A"/><Obs TIME_PERIOD="2025-09" OBS_VALUE="119.93" OBS_STATUS="A"/></Series></message:DataSet></message:StructureSpecificData>`),
  });
  add('cls-b28-xml-types', {
    expected: 'valid', reason: 'must stay: an XHTML article served as application/xml is still a page (it opens like HTML)',
    path: '/reports/regional-accounts-2024.xhtml', context: { title: 'Regional accounts 2024: growth in every region', claims: ['Gross value added grew in all 12 regions in 2024.'] },
    handle: typed('application/xml', `<?xml version="1.0" encoding="UTF-8"?><!DOCTYPE html><html xmlns="http://www.w3.org/1999/xhtml" lang="en"><head><title>Regional accounts 2024: growth in every region</title></head><body><h1>Regional accounts 2024: growth in every region</h1><p>Gross value added grew in all 12 regions in 2024, led by the capital region at 2.4 per cent and the north-east at 1.9 per cent.</p><p>Output per head remained highest in the capital region, at 61,200 per person, and lowest in the north-east, at 27,900.</p><p>The estimates will be revised when the annual business survey results for 2024 are complete.</p></body></html>`),
  });
  add('cls-b28-data-lock', {
    expected: 'paywalled', reason: 'a German economic data service: the latest value shown, the full series after a free registration ("Registrieren Sie sich kostenlos, um die vollständigen Zeitreihen abzurufen")',
    context: { title: 'Baugenehmigungen Wohnungen Deutschland, monatlich 2000–2025', claims: ['Im Jahr 2009 wurden 177.570 Wohnungen genehmigt.'] },
    handle: ok(b28('de', 'Baugenehmigungen Wohnungen Deutschland | Konjunkturdaten', '<h1>Baugenehmigungen Wohnungen Deutschland</h1><p>Letzter Wert (September 2025): 19.800 Wohnungen.</p><div class="lock"><p>Registrieren Sie sich kostenlos, um die vollständigen Zeitreihen abzurufen.</p><a href="/registrieren">Jetzt registrieren</a> <a href="/login">Anmelden</a></div>', '', 'Konjunkturdaten')),
  });
  add('cls-b28-data-lock', {
    expected: 'paywalled', reason: 'a French market-data page: "Abonnez-vous pour consulter l’ensemble des séries" under a teaser chart',
    context: { title: 'Prix du gazole à la pompe en France depuis 2000', claims: ['Le gazole a atteint 2,08 euros le litre en juin 2022.'] },
    handle: ok(b28('fr', 'Prix du gazole à la pompe | Données Marchés', '<h1>Prix du gazole à la pompe en France</h1><p>Dernière valeur : 1,64 € le litre (novembre 2025).</p><p class="lock">Abonnez-vous pour consulter l’ensemble des séries depuis 2000.</p><a href="/abonnement">Voir les offres</a>', '', 'Données Marchés')),
  });
  add('cls-b28-data-lock', {
    expected: 'paywalled', reason: 'an English indicator page whose lock line names the data and the paid tier ("Complete time series from 1990 are available to premium subscribers")',
    context: { title: 'Brazil coffee exports by volume, 1990–2025', claims: ['Brazil exported 47.3 million bags of coffee in 2020.'] },
    handle: ok(b28('en', 'Brazil coffee exports | Commodity Data', '<h1>Brazil coffee exports by volume</h1><p>Latest: 4.1 million bags (October 2025).</p><p>Complete time series from 1990 are available to premium subscribers.</p><a href="/pricing">See plans</a>', '', 'Commodity Data')),
  });
  add('cls-b28-data-lock', {
    expected: 'valid', reason: 'must stay: an open statistics page with its whole table and a newsletter line ("Subscribe to get new data releases in your inbox")',
    context: { title: 'Building permits, October 2025', claims: ['Permits for 3,412 dwellings were issued in October 2025.'] },
    handle: ok(b28('en', 'Building permits, October 2025 | Statistics Office', '<h1>Building permits, October 2025</h1><p>Permits for 3,412 dwellings were issued in October 2025, 6.1 per cent more than a year earlier. Single-family houses accounted for 1,208 of them.</p><table><tr><th>Region</th><th>Dwellings</th></tr><tr><td>North</td><td>1,120</td></tr><tr><td>South</td><td>2,292</td></tr></table><p>Subscribe to get new data releases in your inbox.</p>', '', 'Statistics Office')),
  });
  add('cls-b28-restricted-files', {
    expected: 'paywalled', reason: 'a French data repository record: metadata public, "Les fichiers de ce jeu de données sont en accès restreint" (access on request)',
    context: { title: 'Enquête sur les mobilités quotidiennes en Île-de-France, 2023', claims: ['Les Franciliens effectuent en moyenne 3,8 déplacements par jour.'] },
    handle: ok(b28('fr', 'Enquête sur les mobilités quotidiennes en Île-de-France, 2023 | Entrepôt de données', '<h1>Enquête sur les mobilités quotidiennes en Île-de-France, 2023</h1><p>Microdonnées anonymisées de l’enquête auprès de 9 800 ménages.</p><section class="files"><h2>Fichiers</h2><p>Les fichiers de ce jeu de données sont en accès restreint.</p><a href="/demande">Demander l’accès</a></section>', recordMeta('Enquête sur les mobilités quotidiennes en Île-de-France, 2023'), 'Entrepôt de données')),
  });
  add('cls-b28-restricted-files', {
    expected: 'paywalled', reason: 'an English data archive record whose restriction is a sentence of one long access notice (the record has citation metadata)',
    context: { title: 'Longitudinal survey of small farm incomes, waves 1–6', claims: ['Median farm income fell 12% between waves 3 and 4.'] },
    handle: ok(b28('en', 'Longitudinal survey of small farm incomes, waves 1–6 | Data Archive', '<h1>Longitudinal survey of small farm incomes, waves 1–6</h1><p>Panel survey of 1,450 farm households, 2012–2022.</p><div class="access-notice">This deposit is public. However, the data files in this record are restricted to approved researchers; you can apply for them by completing the application form below, which the data steward reviews within ten working days of receipt.</div>', recordMeta('Longitudinal survey of small farm incomes, waves 1–6'), 'Data Archive')),
  });
  add('cls-b28-restricted-files', {
    expected: 'valid', reason: 'must stay: an open record whose long description mentions that earlier versions had restricted files, opened since',
    context: { title: 'Street tree inventory of Rotterdam, 2024', claims: ['The inventory lists 183,000 street trees.'] },
    handle: ok(b28('en', 'Street tree inventory of Rotterdam, 2024 | Data Archive', '<h1>Street tree inventory of Rotterdam, 2024</h1><div class="description">The inventory lists 183,000 street trees with species, planting year, height class and condition. All files in this upload are openly available under CC BY 4.0; earlier versions had restricted files, which the municipality opened in 2023 after a privacy review of the address fields.</div><table><tr><td>trees_2024.csv</td><td>21 MB</td><td><a href="/f/1">Download</a></td></tr></table>', recordMeta('Street tree inventory of Rotterdam, 2024'), 'Data Archive')),
  });
  add('cls-b28-deaccessioned', {
    expected: 'mismatch', reason: 'a Dataverse-style record whose version was deaccessioned: the alert and the citation remain, no data',
    context: { title: 'Replication data for: Minimum wages and restaurant employment', claims: ['Employment fell 2.1% after the increase.'] },
    handle: ok(b28('en', 'Replication data for: Minimum wages and restaurant employment | Dataverse', '<div class="alert alert-danger">This dataset version has been deaccessioned. Reason: the authors found an error in the merge of the payroll files.</div><h1>Replication data for: Minimum wages and restaurant employment</h1><p>Citation: Doe, Jane, 2024, "Replication data for: Minimum wages and restaurant employment", https://doi.org/10.1234/example.5521, V2</p>', recordMeta('Replication data for: Minimum wages and restaurant employment'), 'Dataverse')),
  });
  add('cls-b28-deaccessioned', {
    expected: 'mismatch', reason: 'a German research data record: "Dieser Datensatz wurde zurückgezogen." and nothing else',
    context: { title: 'Pendlerströme in Baden-Württemberg 2022', claims: ['Täglich pendelten 1,9 Millionen Menschen über Kreisgrenzen.'] },
    handle: ok(b28('de', 'Pendlerströme in Baden-Württemberg 2022 | Forschungsdatenzentrum', '<h1>Pendlerströme in Baden-Württemberg 2022</h1><p class="hinweis">Dieser Datensatz wurde zurückgezogen.</p><p>Bei Fragen wenden Sie sich an das Forschungsdatenzentrum.</p>', recordMeta('Pendlerströme in Baden-Württemberg 2022'), 'Forschungsdatenzentrum')),
  });
  add('cls-b28-deaccessioned', {
    expected: 'valid', reason: 'must stay: a museum\'s collection record of an object deaccessioned in 1998 — the record is the cited source',
    context: { title: 'Still life with lemons (oil on canvas), collection record', claims: ['The painting was deaccessioned in 1998.'] },
    handle: ok(b28('en', 'Still life with lemons | Collection online', '<h1>Still life with lemons</h1><p>Oil on canvas, 48 × 62 cm, Dutch school, c. 1660.</p><p>This object was deaccessioned in 1998 and sold at auction; the record is kept for provenance research.</p><p>Provenance: bequest of H. van Dam, 1921.</p>', '', 'Collection online')),
  });
  add('cls-b28-not-yet-published', {
    expected: 'mismatch', reason: 'an English release-calendar entry: "This statistical release will be published on 14 January 2026 at 9:30am" — no text or figures yet',
    context: { title: 'Retail sales, Great Britain: December 2025', claims: ['Retail sales volumes rose 0.4% in December 2025.'] },
    handle: ok(b28('en', 'Retail sales, Great Britain: December 2025 | Statistics Office', '<h1>Retail sales, Great Britain: December 2025</h1><p>This statistical release will be published on 14 January 2026 at 9:30am.</p><p>See the release calendar for other upcoming releases.</p>', '', 'Statistics Office')),
  });
  add('cls-b28-not-yet-published', {
    expected: 'mismatch', reason: 'a French calendar page: "Cette publication sera diffusée le 18 décembre 2025 à 8h45."',
    context: { title: 'Note de conjoncture – décembre 2025', claims: ['La croissance atteindrait 0,3 % au quatrième trimestre.'] },
    handle: ok(b28('fr', 'Note de conjoncture – décembre 2025 | Institut', '<h1>Note de conjoncture – décembre 2025</h1><p>Cette publication sera diffusée le 18 décembre 2025 à 8h45.</p>', '', 'Institut')),
  });
  add('cls-b28-not-yet-published', {
    expected: 'mismatch', reason: 'a Japanese statistics page that only gives its scheduled date (公表予定日：2026年1月30日)',
    context: { title: '労働力調査（基本集計）2025年12月分', claims: ['2025年12月の完全失業率は2.5％だった。'] },
    handle: ok(b28('ja', '労働力調査（基本集計）2025年12月分 | 統計局', '<h1>労働力調査（基本集計）2025年12月分</h1><p>公表予定日：2026年1月30日（金）8時30分</p><p>公表後、このページに結果を掲載します。</p>', '', '統計局')),
  });
  add('cls-b28-not-yet-published', {
    expected: 'valid', reason: 'must stay: a published release that says when the next one comes ("The next release will be published on 11 February 2026")',
    context: { title: 'Retail sales, Great Britain: November 2025', claims: ['Retail sales volumes fell 0.2% in November 2025.'] },
    handle: ok(b28('en', 'Retail sales, Great Britain: November 2025 | Statistics Office', '<h1>Retail sales, Great Britain: November 2025</h1><p>Retail sales volumes fell 0.2% in November 2025, after a rise of 0.6% in October. Food store volumes fell 1.1%, while non-food stores rose 0.3% as Black Friday discounts drew shoppers.</p><p>Over the three months to November, volumes rose 0.8% compared with the previous three months, and were 1.5% higher than a year earlier.</p><p>Online spending made up 27.4% of all retail sales, up from 26.9% in October.</p><p>The next release will be published on 14 January 2026.</p>', '', 'Statistics Office')),
  });
  // — (s14, fresh17) React streaming server rendering: the content in `<div hidden id="S:n">` parts that the
  // page's inline script moves into `<template id="B:n">` placeholders — shown to the reader —
  const streamedPage = (lang: string, site: string, title: string, paras: string[]) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"></head><body><div hidden=""><template id="B:0"></template></div><template id="B:1"></template>`
    + `<div hidden id="S:1"><header><a href="/">${esc(site)}</a></header><main><article><h1>${esc(title)}</h1>${paras.map((p) => `<p>${esc(p)}</p>`).join('')}</article></main></div>`
    + `<script>$RC=function(b,c){};$RC("B:1","S:1")</script><div hidden id="S:2"></div><title>${esc(title)} | ${esc(site)}</title></body></html>`;
  add('cls-s14-streamed-ssr', {
    expected: 'valid', reason: 'a German post (a one-word headline) sent by React streaming SSR: the whole article in a `<div hidden id="S:1">` part its script moves into place (not an empty page)',
    path: '/beitraege/stadtbahn-verlaengerung', context: { title: 'Stadtbahn' },
    quotes: [{ quote: 'die Stadtbahnlinie 3 um vier Kilometer bis zum Flughafen zu verlängern', present: true }],
    handle: ok(streamedPage('de', 'SF', 'Stadtbahn', ['Der Gemeinderat hat am Dienstag beschlossen, die Stadtbahnlinie 3 um vier Kilometer bis zum Flughafen zu verlängern.', 'Die Bauarbeiten sollen im kommenden Frühjahr beginnen und etwa drei Jahre dauern; die Kosten werden auf 180 Millionen Euro geschätzt.', 'Fahrgastverbände begrüßen den Beschluss, Anwohner fordern Lärmschutz entlang der neuen Trasse.'])),
  });
  add('cls-s14-streamed-ssr', {
    expected: 'valid', reason: 'a Japanese post (a short headline) sent by React streaming SSR (the article in `<div hidden id="S:1">`)',
    path: '/posts/library-renewal', context: { title: '図書館' },
    quotes: [{ quote: '閲覧席を二倍に増やしてリニューアルオープンする', present: true }],
    handle: ok(streamedPage('ja', '市民', '図書館', ['市立図書館は来年四月、閲覧席を二倍に増やしてリニューアルオープンすると発表しました。', '改修工事は十月から始まり、その間は駅前の仮設窓口で貸し出しと返却を受け付けます。', '新しい図書館には子ども向けの読書室と学習スペースも設けられる予定です。'])),
  });
  add('cls-s14-streamed-ssr', {
    expected: 'blocked', reason: 'must stay: a script shell whose only text is a hidden `<div hidden>` that is no streamed part (no "S:n" id) is still an empty page',
    path: '/app/inbox', context: { title: 'Stadtbahn' },
    handle: ok('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Stadtforum</title></head><body><div id="root"></div><div hidden id="preload">Der Gemeinderat hat am Dienstag beschlossen, die Stadtbahnlinie 3 um vier Kilometer bis zum Flughafen zu verlängern. Die Bauarbeiten sollen im kommenden Frühjahr beginnen.</div><script src="/app.js"></script></body></html>'),
  });

  // (lead, at the s14 merge) edges1's Polish listing words and blind30's shop page: a product "wycofany"
  // (discontinued) that the page still describes is valid; a listing "wycofane" is gone.
  add('cls-s14-pl-discontinued', {
    expected: 'valid', reason: 'must stay: a Polish shop page "Ten produkt został wycofany ze sprzedaży" above the product\'s description and specs (discontinued, still shown)',
    path: '/sklep/czajnik-elektryczny-k20', context: { title: 'Czajnik elektryczny K20 Steel' },
    quotes: [{ quote: 'zagotuje litr wody w niecałe trzy minuty', present: true }],
    handle: ok(shell({ lang: 'pl', title: 'Czajnik elektryczny K20 Steel | Sklep Domowy', site: 'Sklep Domowy',
      main: '<div class="notice">Ten produkt został wycofany ze sprzedaży.</div><h1>Czajnik elektryczny K20 Steel</h1><p class="price">149 zł</p><p>Stalowy czajnik o mocy 2200 W zagotuje litr wody w niecałe trzy minuty.</p><table><tr><th>Pojemność</th><td>1,7 l</td></tr><tr><th>Moc</th><td>2200 W</td></tr></table>' })),
  });
  add('cls-s14-pl-discontinued', {
    expected: 'mismatch', reason: 'a Polish classifieds page whose only content is "Ogłoszenie zostało wycofane przez sprzedającego." (the listing is gone)',
    path: '/ogloszenie/rower-miejski-28-cali-ID7Hk2', context: { title: 'Rower miejski 28 cali – Kraków' },
    handle: ok(shell({ lang: 'pl', title: 'Ogłoszenie nieaktywne | Tablica Ogłoszeń', site: 'Tablica Ogłoszeń',
      main: '<h1>Ogłoszenie nieaktywne</h1><p>Ogłoszenie zostało wycofane przez sprzedającego.</p><p><a href="/rowery">Zobacz inne ogłoszenia w kategorii Rowery</a></p>' })),
  });
  // (lead, s14, from blind28) A notice in a box that is both a banner and an alert or a message is the page's
  // word to its reader, not furniture; a bare banner (an advert, a promotion) still is.
  add('cls-s14-alert-banner', {
    expected: 'mismatch', reason: 'a German data repository record whose withdrawal notice sits in `<div class="alert alert-danger banner" role="alert">` (the data is gone)',
    path: '/datensatz/doi-10-5072-fk2-abc123', context: { title: 'Haushaltsbefragung Pendelwege 2022' },
    handle: ok(shell({ lang: 'de', title: 'Haushaltsbefragung Pendelwege 2022 – Forschungsdatenportal', site: 'Forschungsdatenportal',
      main: '<div class="alert alert-danger banner" role="alert"><strong>Zurückgezogen</strong> – Dieser Datensatz wurde zurückgezogen und ist nicht mehr verfügbar.</div><h1>Haushaltsbefragung Pendelwege 2022</h1><p>Zitieren: Institut für Verkehrsforschung (2023), Version 2.</p>' })),
  });
  add('cls-s14-alert-banner', {
    expected: 'valid', reason: 'must stay: a French article with a promotional `<div class="banner">` ("Abonnez-vous pour soutenir…") between its paragraphs: the banner is furniture',
    path: '/actualites/2025/03/pistes-cyclables-nantes', context: { title: 'Nantes ouvre trois nouvelles pistes cyclables' },
    quotes: [{ quote: 'trois nouvelles pistes cyclables sur les quais', present: true }],
    handle: ok(shell({ lang: 'fr', title: 'Nantes ouvre trois nouvelles pistes cyclables | Ouest Quotidien', site: 'Ouest Quotidien',
      main: '<article><h1>Nantes ouvre trois nouvelles pistes cyclables</h1><p>La métropole a inauguré samedi trois nouvelles pistes cyclables sur les quais de la Loire, longues de six kilomètres au total.</p><div class="banner">Abonnez-vous pour soutenir le journalisme local : 1 € le premier mois.</div><p>Les travaux ont coûté 4,2 millions d’euros et se sont achevés avec deux mois d’avance sur le calendrier prévu.</p><p>Les associations de cyclistes saluent une continuité attendue depuis dix ans entre le centre et Rezé.</p></article>' })),
  });
  // — s14, from blind30: pages whose content has a shelf life —
  // A status line over an item the page still shows in full is no gone notice (the advert, listing or
  // offer is still what the page says); a board that keeps only the title and lists similar items is.
  add('cls-b30-banner-shown', {
    expected: 'valid', reason: 'an Italian job ad "Questo annuncio è scaduto" above the whole advert (duties, requirements, pay)',
    path: '/annunci/impiegato-contabile-verona-55120', context: { title: 'Impiegato contabile – Verona' },
    handle: ok(shell({ lang: 'it', title: 'Impiegato contabile – Verona | Lavoro Veneto', site: 'Lavoro Veneto',
      main: '<div class="alert">Questo annuncio è scaduto.</div><h1>Impiegato contabile – Verona</h1><p class="company">Studio Adige S.r.l.</p><dl><dt>Contratto</dt><dd>Tempo indeterminato</dd><dt>Retribuzione</dt><dd>1.800 – 2.100 € netti al mese</dd></dl><p>Lo studio cerca un impiegato contabile per la tenuta della contabilità ordinaria di piccole imprese clienti, la liquidazione IVA e la preparazione dei bilanci.</p><p>Requisiti: diploma di ragioneria o laurea in economia, almeno due anni di esperienza in uno studio professionale, conoscenza del gestionale TeamSystem.</p>' })),
  });
  add('cls-b30-banner-shown', {
    expected: 'valid', reason: 'a Dutch rental listing "niet meer beschikbaar" above its full description and key facts',
    path: '/huur/groningen/studio-oosterstraat-12', context: { title: 'Studio Oosterstraat 12, Groningen' },
    handle: ok(shell({ lang: 'nl', title: 'Studio Oosterstraat 12, Groningen – Huurwoningen Noord', site: 'Huurwoningen Noord',
      main: '<p class="status">Deze woning is niet meer beschikbaar.</p><h1>Studio Oosterstraat 12, Groningen</h1><p class="price">€ 895 per maand, exclusief servicekosten</p><ul><li>Woonoppervlakte: 32 m²</li><li>Oplevering: gestoffeerd</li></ul><p>Lichte studio op de tweede verdieping van een gerenoveerd pand in de binnenstad, met eigen keuken en badkamer en een gedeelde fietsenberging.</p><p>Geschikt voor één persoon; huisdieren en roken niet toegestaan. Minimale huurperiode twaalf maanden.</p>' })),
  });
  add('cls-b30-banner-shown', {
    expected: 'valid', reason: 'a university post "This position has been filled" above the full further-particulars text',
    path: '/vacancies/research-fellow-marine-ecology-rf2291', context: { title: 'Research Fellow in Marine Ecology (RF2291)' },
    handle: ok(shell({ lang: 'en', title: 'Research Fellow in Marine Ecology (RF2291) | University Careers', site: 'University Careers',
      main: '<div class="notice">This position has been filled.</div><h1>Research Fellow in Marine Ecology (RF2291)</h1><p>Salary: £38,249 to £45,163 per annum. Fixed term for 36 months.</p><p>The School of Ocean Sciences invites applications for a postdoctoral fellow to join a project measuring seagrass recovery along the Welsh coast, using drone surveys and diver transects.</p><p>Applicants should hold a PhD in ecology or a related field and have experience of statistical modelling in R. A diving qualification is desirable but not essential.</p>' })),
  });
  add('cls-b30-banner-shown', {
    expected: 'mismatch', reason: 'must stay: a Spanish board whose headline is the notice "Esta oferta ha caducado" (the ad is gone)',
    path: '/empleo/oferta/comercial-zaragoza-8812', context: { title: 'Comercial de zona – Zaragoza' },
    handle: ok(shell({ lang: 'es', title: 'Comercial de zona – Zaragoza | Empleo Aragón', site: 'Empleo Aragón',
      main: '<h1>Esta oferta ha caducado</h1><p>Te mostramos ofertas parecidas:</p><ul><li><a href="/o/1">Comercial de zona – Huesca</a></li><li><a href="/o/2">Agente comercial – Zaragoza</a></li><li><a href="/o/3">Delegado comercial – Teruel</a></li></ul>' })),
  });
  add('cls-b30-banner-shown', {
    expected: 'mismatch', reason: 'must stay: a German board keeps the job title as headline but shows only "Diese Stelle ist bereits besetzt" and links to similar jobs',
    path: '/jobs/elektriker-mwd-bremen-33019', context: { title: 'Elektriker (m/w/d) – Bremen' },
    handle: ok(shell({ lang: 'de', title: 'Elektriker (m/w/d) – Bremen | Jobs Nord', site: 'Jobs Nord',
      main: '<h1>Elektriker (m/w/d) – Bremen</h1><p>Diese Stelle ist bereits besetzt.</p><h2>Ähnliche Jobs</h2><ul><li><a href="/j/1">Elektroniker (m/w/d) – Bremerhaven</a></li><li><a href="/j/2">Elektriker Gebäudetechnik – Delmenhorst</a></li><li><a href="/j/3">Servicetechniker Elektro – Oldenburg</a></li></ul>' })),
  });
  // Short notices that an offer, listing, lot or route ended, in more languages: the cited item is gone (not an interstitial).
  add('cls-b30-gone-lexicon', {
    expected: 'mismatch', reason: 'a Romanian classifieds page whose only message is "Anunțul nu mai este disponibil"',
    path: '/anunt/apartament-2-camere-iasi-77120', context: { title: 'Apartament 2 camere, Iași, Copou' },
    handle: ok(shell({ lang: 'ro', title: 'Anunț indisponibil', site: 'Anunțuri Moldova', main: '<h1>Anunțul nu mai este disponibil</h1><p>Vezi alte anunțuri din Iași.</p>' })),
  });
  add('cls-b30-gone-lexicon', {
    expected: 'mismatch', reason: 'a Russian classifieds page: "Объявление снято с публикации"',
    path: '/obyavlenie/dacha-pod-kazanyu-4412', context: { title: 'Дача под Казанью, 6 соток' },
    handle: ok(shell({ lang: 'ru', title: 'Объявление недоступно', site: 'Доска объявлений', main: '<h1>Объявление снято с публикации</h1><p>Посмотрите похожие предложения.</p>' })),
  });
  add('cls-b30-gone-lexicon', {
    expected: 'mismatch', reason: 'a Greek job-board page: "Η αγγελία έληξε"',
    path: '/aggelies/logistis-patra-2204', context: { title: 'Λογιστής – Πάτρα' },
    handle: ok(shell({ lang: 'el', title: 'Αγγελία', site: 'Εργασία Δυτικής Ελλάδας', main: '<h1>Η αγγελία έληξε</h1><p>Δείτε παρόμοιες αγγελίες.</p>' })),
  });
  add('cls-b30-gone-lexicon', {
    expected: 'mismatch', reason: 'a Korean marketplace: "삭제된 게시물입니다"',
    path: '/articles/881203', context: { title: '자전거 팝니다 - 로드바이크 54사이즈' },
    handle: ok(shell({ lang: 'ko', title: '중고마켓', site: '중고마켓', main: '<h1>삭제된 게시물입니다</h1><p>다른 매물을 둘러보세요.</p>' })),
  });
  add('cls-b30-gone-lexicon', {
    expected: 'mismatch', reason: 'a Polish auction page: "Aukcja zakończyła się" and nothing else about the lot',
    path: '/aukcja/zegarek-atlantic-1970-99120', context: { title: 'Zegarek Atlantic Worldmaster, lata 70.' },
    handle: ok(shell({ lang: 'pl', title: 'Aukcja', site: 'Aukcje Retro', main: '<h1>Aukcja zakończyła się</h1><p>Zobacz inne aukcje w kategorii Zegarki.</p>' })),
  });
  // Data a free account or a membership unlocks ("Join free to view …", "Créez un compte gratuit pour consulter …").
  add('cls-b30-member-data', {
    expected: 'paywalled', reason: 'a French property-prices page: heading, then "Créez un compte gratuit pour consulter les prix de vente"',
    path: '/prix-immobilier/lyon/rue-de-la-charite', context: { title: 'Prix de vente rue de la Charité, Lyon' },
    handle: ok(shell({ lang: 'fr', title: 'Prix de vente rue de la Charité, Lyon | ImmoData', site: 'ImmoData', main: '<h1>Prix de vente rue de la Charité, Lyon</h1><p>14 ventes enregistrées depuis 2015.</p><p>Créez un compte gratuit pour consulter les prix de vente et les surfaces.</p><p><a href="/inscription">Inscription</a> · <a href="/connexion">Connexion</a></p>' })),
  });
  add('cls-b30-member-data', {
    expected: 'paywalled', reason: 'an English auction-results archive: "Join free to view the hammer price and the lot essay"',
    path: '/results/2024/lot-88-silver-tea-service', context: { title: 'George III silver tea service, London 1792 – auction result' },
    handle: ok(shell({ lang: 'en', title: 'George III silver tea service, London 1792 – auction result | LotArchive', site: 'LotArchive', main: '<h1>George III silver tea service, London 1792</h1><p>Sold 3 October 2024 · Lot 88</p><p>Join free to view the hammer price and the lot essay.</p><p><a href="/join">Join</a> · <a href="/login">Log in</a></p>' })),
  });
  add('cls-b30-member-data', {
    expected: 'valid', reason: 'must stay: a public job ad with a "Sign up free to see more jobs like this" prompt after it',
    path: '/jobs/barista-glasgow-7712', context: { title: 'Barista – Glasgow West End' },
    handle: ok(shell({ lang: 'en', title: 'Barista – Glasgow West End | CafeJobs', site: 'CafeJobs', main: '<h1>Barista – Glasgow West End</h1><p>£11.50 an hour plus tips. Part-time, weekends.</p><p>An independent coffee shop on Byres Road is looking for an experienced barista to join a small friendly team. You will make espresso drinks, serve food and keep the café clean and welcoming.</p><p>At least six months of barista experience is needed. Training on our roaster is provided.</p><p>Sign up free to see more jobs like this.</p>' })),
  });
  // Another edition at the cited address, named by the <title> with the headline ("Programm 2025 | Stadtfest …").
  add('cls-b30-edition-title', {
    expected: 'mismatch', reason: 'a German town festival cited for its 2024 programme; the page is headed "Programm 2025", its <title> adds the festival name, 2024 nowhere',
    path: '/programm', context: { title: 'Stadtfest Lindenau 2024: Programm', claims: ['Beim Stadtfest Lindenau 2024 spielte die Band Nordlicht am Samstagabend.'] },
    handle: ok(shell({ lang: 'de', title: 'Programm 2025 | Stadtfest Lindenau', site: 'Stadtfest Lindenau', main: '<h1>Programm 2025</h1><p>Freitag: Eröffnung mit dem Musikverein, danach DJ-Abend auf dem Marktplatz.</p><p>Samstag: Kinderflohmarkt, Oldtimer-Treffen und abends die Band Sternschnuppe.</p><p>Sonntag: Gottesdienst im Grünen und Festumzug.</p>' })),
  });
  add('cls-b30-edition-title', {
    expected: 'valid', reason: 'must stay: the same kind of page looking back — "Programm 2025" whose text recalls the 2024 festival',
    path: '/programm-rueckblick', context: { title: 'Stadtfest Lindenau 2024: Programm' },
    handle: ok(shell({ lang: 'de', title: 'Programm 2025 | Stadtfest Lindenau', site: 'Stadtfest Lindenau', main: '<h1>Programm 2025</h1><p>Nach dem Erfolg des Stadtfests 2024 mit der Band Nordlicht am Samstagabend geht es im Juni weiter.</p><p>Samstag: Kinderflohmarkt, Oldtimer-Treffen und abends die Band Sternschnuppe.</p>' })),
  });
  // Another model at the cited address: a discontinued product's page now shows its successor.
  add('cls-b30-other-model', {
    expected: 'mismatch', reason: 'a Japanese rice cooker "RC-X900" cited; the address now shows the "RC-X1000" and never names the X900',
    path: '/item/rice-cooker', context: { title: '圧力IH炊飯器 RC-X900', claims: ['RC-X900は5.5合炊きで7通りの炊き分けができる'] },
    handle: ok(shell({ lang: 'ja', title: '圧力IH炊飯器 RC-X1000 | 家電ショップ', site: '家電ショップ', head: '<meta property="og:type" content="product"><meta property="og:title" content="圧力IH炊飯器 RC-X1000">', main: '<h1>圧力IH炊飯器 RC-X1000</h1><p>新しい圧力IH方式で、10通りの炊き分けができます。内釜は厚さ3ミリの鉄釜で、熱をむらなく伝えます。</p><p>スマートフォンアプリから予約炊飯や銘柄ごとの炊き方の設定ができ、保温は最長40時間です。</p><p>価格 39,800円（税込）。在庫あり、翌日お届け。</p><table><tr><th>容量</th><td>5.5合</td></tr><tr><th>消費電力</th><td>1,300W</td></tr></table>' })),
  });
  add('cls-b30-other-model', {
    expected: 'mismatch', reason: 'a German coffee machine "EQ 700" cited; the page is headed "EQ 900" and names no EQ 700',
    path: '/kaffeevollautomaten/eq-serie', context: { title: 'Kaffeevollautomat EQ 700 im Test' },
    handle: ok(shell({ lang: 'de', title: 'Kaffeevollautomat EQ 900 | Kaffeewelt', site: 'Kaffeewelt', head: '<meta property="og:type" content="product"><meta property="og:title" content="Kaffeevollautomat EQ 900">', main: '<h1>Kaffeevollautomat EQ 900</h1><p>Der neue Vollautomat mit zwei Bohnenbehältern und automatischer Milchreinigung bereitet 21 Getränke auf Knopfdruck zu.</p><p>Preis: 1.299 €. Lieferzeit 2–3 Werktage.</p>' })),
  });
  add('cls-b30-other-model', {
    expected: 'valid', reason: 'must stay: the successor\'s page says it replaces the cited model ("Nachfolger des EQ 700")',
    path: '/kaffeevollautomaten/eq-900-nachfolger', context: { title: 'Kaffeevollautomat EQ 700 im Test' },
    handle: ok(shell({ lang: 'de', title: 'Kaffeevollautomat EQ 900 | Kaffeewelt', site: 'Kaffeewelt', main: '<h1>Kaffeevollautomat EQ 900</h1><p>Der EQ 900 ist der Nachfolger des EQ 700, der im Test 2023 mit „gut“ abschnitt. Der neue Vollautomat hat zwei Bohnenbehälter.</p><p>Preis: 1.299 €. Lieferzeit 2–3 Werktage.</p>' })),
  });
  add('cls-b30-other-model', {
    expected: 'valid', reason: 'must stay: a news story about the A350 cited under its own headline (the code matches)',
    path: '/aviation/a350-order', context: { title: 'Airline orders 20 more A350 jets' },
    handle: ok(shell({ lang: 'en', title: 'Airline orders 20 more A350 jets | Air News', site: 'Air News', main: '<h1>Airline orders 20 more A350 jets</h1><p>The carrier said on Tuesday it would buy 20 more A350-1000 aircraft to replace its ageing fleet of long-haul jets, with deliveries from 2027.</p><p>The order is worth about $7 billion at list prices, although airlines typically get large discounts.</p>' })),
  });
  // — s14, from the edge set edges1: the borders of the rules, in other languages and shapes than its pages —
  const pw = (lang: string, site: string, headline: string, teaser: string, gate: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(headline)} | ${esc(site)}</title><meta property="og:type" content="article"></head><body><header class="masthead"><a href="/">${esc(site)}</a></header><main><article><h1>${esc(headline)}</h1><p>${esc(teaser)}</p><div class="gate">${gate}</div></article></main><footer>© ${esc(site)}</footer></body></html>`;
  add('cls-e1-cjk-gate-prose', {
    expected: 'valid', reason: 'must be valid: a Traditional Chinese article about paywalls — a paragraph that says "閱讀" before one that says "訂閱" is prose, not a gate (CJK paragraphs are short in characters)',
    context: { title: '台灣新聞網站付費牆調查', claims: ['約三成讀者願意付費訂閱新聞。'] },
    handle: ok(news('zh-TW', '數位媒體觀察', '台灣新聞網站付費牆調查', ['越來越多台灣新聞網站要求讀者先登入會員，才能閱讀完整的深度報導，業者表示這有助於了解讀者的興趣與需求。', '一項最新調查顯示，約三成讀者願意付費訂閱新聞，但其中多數人只訂閱一家媒體，而且每月預算不高。', '專家認為，媒體應該提供更多元的方案，例如單篇付費或學生優惠，才能吸引更多年輕讀者。'])),
  });
  add('cls-e1-cjk-gate-prose', {
    expected: 'valid', reason: 'must be valid: a Japanese article whose second paragraph says 有料会員 deep in a clause (not leading its sentence)',
    context: { title: '新聞各社のデジタル戦略', claims: ['有料会員向けの記事が年々増えている。'] },
    handle: ok(news('ja', 'メディア研究ノート', '新聞各社のデジタル戦略', ['新聞各社はデジタル版の強化を進めており、紙の部数の減少を補うための新しい収入源を探している。', '国内の主要な新聞各社のニュースサイトでは、有料会員向けの記事が年々増えていると業界団体は分析している。', '一方で、災害情報などは引き続き無料で公開する方針だという。'])),
  });
  add('cls-e1-gate-midarticle', {
    expected: 'valid', reason: 'must be valid: a German report whose paragraph "Abonnenten lesen im Schnitt …" is followed by more of the article — a gate ends the text it cuts',
    context: { title: 'Studie: Digitale Abos wachsen langsamer', claims: ['Die Zahl der Digitalabos stieg um sechs Prozent.'] },
    handle: ok(news('de', 'Medienwoche Beispiel', 'Studie: Digitale Abos wachsen langsamer', ['Die Zahl der Digitalabos bei deutschen Regionalzeitungen stieg im vergangenen Jahr um sechs Prozent, deutlich weniger als zuvor.', 'Abonnenten lesen im Schnitt 40 Prozent mehr Artikel als andere Leser, so die Studie.', 'Die Autoren empfehlen den Verlagen, stärker auf lokale Themen und Service zu setzen, die Leser im Alltag brauchen.'])),
  });
  add('cls-e1-headline-quoted', {
    expected: 'valid', reason: 'must be valid: a French review of a play titled « Abonnez-vous pour lire la suite » — the title named again in its last line is the subject, not a gate',
    context: { title: '« Abonnez-vous pour lire la suite » : une comédie sur la presse locale', claims: ['La pièce se joue jusqu’au 12 mai.'] },
    handle: ok(news('fr', 'Scènes Exemple', '« Abonnez-vous pour lire la suite » : une comédie sur la presse locale', ['Dans une rédaction de province, trois journalistes tentent de sauver leur quotidien racheté par un fonds. La comédie de Claire Dupuis est vive et souvent drôle.', 'Les comédiens sont justes, la mise en scène efficace, même si la fin s’étire un peu.', 'Abonnez-vous pour lire la suite, au Théâtre des Halles jusqu’au 12 mai.'])),
  });
  add('cls-e1-soft404-exists', {
    expected: 'mismatch', reason: 'a Ukrainian soft 404 "Такої сторінки у нас немає" (the page named before "there is none"), cited for a story',
    context: { title: 'Київ відкриває новий міст через Дніпро' },
    handle: ok(shell({ lang: 'uk', site: 'Київські новини', title: 'Київські новини', main: '<h1>Такої сторінки у нас немає</h1><p>Перевірте адресу або поверніться на головну.</p>' })),
  });
  add('cls-e1-soft404-exists', {
    expected: 'mismatch', reason: 'a Malay soft 404 "Halaman yang anda cari tidak ada", cited for a story',
    context: { title: 'Kerajaan umum bajet baharu untuk pendidikan' },
    handle: ok(shell({ lang: 'ms', site: 'Berita Contoh', title: 'Berita Contoh', main: '<h1>Maaf, halaman yang anda cari tidak ada</h1><p>Kembali ke laman utama.</p>' })),
  });
  add('cls-e1-soft404-exists', {
    expected: 'mismatch', reason: 'a Japanese soft 404 "お探しの記事は見当たりません", cited for a story',
    context: { title: '市役所の新庁舎が完成' },
    handle: ok(shell({ lang: 'ja', site: '地域新聞サンプル', title: '地域新聞サンプル', main: '<h1>申し訳ありません。お探しの記事は見当たりません</h1><p>トップページへ戻る</p>' })),
  });
  add('cls-e1-deleted-nordic', {
    expected: 'mismatch', reason: 'a Norwegian forum notice "Innlegget er slettet av forfatteren", cited for a post',
    context: { title: 'Erfaringer med varmepumpe i hytta' },
    handle: ok(shell({ lang: 'nb', site: 'Forum Eksempel', title: 'Forum Eksempel', main: '<h1>Innlegget er slettet av forfatteren</h1>' })),
  });
  add('cls-e1-deleted-nordic', {
    expected: 'mismatch', reason: 'a Hungarian notice "A bejegyzés törölve", cited for a post',
    context: { title: 'Tapasztalatok hőszivattyúval' },
    handle: ok(shell({ lang: 'hu', site: 'Fórum Példa', title: 'Fórum Példa', main: '<h1>A bejegyzés törölve</h1><p>A szerző eltávolította.</p>' })),
  });
  add('cls-e1-listing-closed', {
    expected: 'mismatch', reason: 'a German classifieds notice "Diese Anzeige wurde deaktiviert", cited for the listing',
    context: { title: 'Gebrauchtes Lastenrad Babboe zu verkaufen' },
    handle: ok(shell({ lang: 'de', site: 'Kleinanzeigen Beispiel', title: 'Kleinanzeigen Beispiel', main: '<h1>Diese Anzeige wurde deaktiviert</h1><p>Ähnliche Anzeigen finden Sie unten.</p>' })),
  });
  add('cls-e1-listing-closed', {
    expected: 'mismatch', reason: 'a Spanish classifieds notice "Este anuncio ha sido eliminado", cited for the listing',
    context: { title: 'Piso en venta en el centro de Valencia' },
    handle: ok(shell({ lang: 'es', site: 'Anuncios Ejemplo', title: 'Anuncios Ejemplo', main: '<h1>Este anuncio ha sido eliminado</h1><p>Consulta otros anuncios similares.</p>' })),
  });
  add('cls-e1-parked', {
    expected: 'mismatch', reason: 'a Danish lander "Domænet kan være til salg", cited for a story',
    context: { title: 'Kommunen åbner ny svømmehal' },
    handle: ok(`<!DOCTYPE html><html lang="da"><head><meta charset="utf-8"><title>lokalavisen-arkiv.dk</title></head><body><h1>Domænet lokalavisen-arkiv.dk kan være til salg</h1><p>Kontakt ejeren.</p></body></html>`),
  });
  add('cls-e1-parked', {
    expected: 'mismatch', reason: 'a Czech lander "Tato doména je na prodej", cited for a story',
    context: { title: 'Brno otevře nové koupaliště' },
    handle: ok(`<!DOCTYPE html><html lang="cs"><head><meta charset="utf-8"><title>brnenske-zpravy.cz</title></head><body><h1>Tato doména je na prodej</h1><p>Kontaktujte majitele.</p></body></html>`),
  });
  add('cls-e1-login-inflected', {
    expected: 'paywalled', reason: 'a Finnish sign-in form "Kirjaudu sisään lukeaksesi jutun" (an inflected login verb) where the article was',
    context: { title: 'Tampere rakentaa uuden uimahallin' },
    handle: ok(shell({ lang: 'fi', site: 'Sanomat Esimerkki', title: 'Sanomat Esimerkki', main: '<h1>Kirjaudu sisään lukeaksesi jutun</h1><form><input type="email" name="email"><input type="password" name="salasana"><button>Jatka</button></form>' })),
  });
  add('cls-e1-login-inflected', {
    expected: 'paywalled', reason: 'a Turkish sign-in form "Yorumları okumak için oturum açınız" — inflected "oturum aç…"',
    context: { title: 'Belediye yeni yüzme havuzu açıyor' },
    handle: ok(shell({ lang: 'tr', site: 'Haber Örnek', title: 'Haber Örnek', main: '<h1>Devam etmek için oturum açınız</h1><form><input type="text" name="kullanici"><input type="password" name="sifre"><button>Tamam</button></form>' })),
  });
  add('cls-e1-meter-verb-first', {
    expected: 'paywalled', reason: 'a Danish meter "Du har læst alle dine gratis artikler denne måned" after a teaser',
    context: { title: 'Kommunen åbner ny svømmehal i Aarhus' },
    handle: ok(pw('da', 'Avisen Eksempel', 'Kommunen åbner ny svømmehal i Aarhus', 'Den nye svømmehal åbner i marts og får et 50-meterbassin.', '<h2>Du har læst alle dine gratis artikler denne måned</h2><a href="/abonnement">Bliv abonnent</a>')),
  });
  add('cls-e1-meter-verb-first', {
    expected: 'paywalled', reason: 'a Slovak meter "Prečítali ste všetky články zadarmo" after a teaser',
    context: { title: 'Bratislava otvorí novú plaváreň' },
    handle: ok(pw('sk', 'Noviny Príklad', 'Bratislava otvorí novú plaváreň', 'Nová plaváreň v Petržalke bude mať 50-metrový bazén.', '<h2>Prečítali ste všetky bezplatné články na tento mesiac</h2><a href="/predplatne">Predplatiť</a>')),
  });
  add('cls-e1-thai-members', {
    expected: 'paywalled', reason: 'a Thai gate line "เนื้อหาฉบับเต็มเฉพาะสมาชิก" (full text for members only) in a paragraph after a teaser',
    context: { title: 'กรุงเทพฯ เปิดสวนสาธารณะแห่งใหม่' },
    handle: ok(pw('th', 'ข่าวตัวอย่าง', 'กรุงเทพฯ เปิดสวนสาธารณะแห่งใหม่', 'กรุงเทพมหานครเปิดสวนสาธารณะแห่งใหม่ขนาด 50 ไร่ในเขตบางนา', '<p>เนื้อหาฉบับเต็มเฉพาะสมาชิก</p><a href="/subscribe">สมัคร</a>')),
  });
  add('cls-e1-aspnet-error', {
    expected: 'blocked', reason: 'an ASP.NET "Server Error in \'/Intranet\' Application." page on a 200 whose exception says "The network path was not found" — a server error, not a soft 404',
    context: { title: 'Annual budget report 2024' },
    handle: ok(`<html><head><title>The network path was not found</title></head><body><h1>Server Error in '/Intranet' Application.</h1><h2><i>The network path was not found</i></h2><p><b>Exception Details:</b> System.ComponentModel.Win32Exception: The network path was not found</p></body></html>`),
  });

  // — s14, from blind29 (media and creator platforms) —
  const b29bytes = (sig: Buffer, n = 6000) => { const b = Buffer.alloc(n); let x = 2929; for (let k = 0; k < n; k++) { x = (x * 1103515245 + 12345) & 0x7fffffff; b[k] = (x >> 16) & 0xff; } return Buffer.concat([sig, b]); };
  const untyped = (body: Buffer): Handler => (_q, r) => { r.writeHead(200, { 'content-length': String(body.length) }); r.end(body); };
  add('cls-b29-untyped-media', {
    expected: 'valid', reason: 'a GIF cited directly, served with no Content-Type at all: a browser sniffs and shows the image',
    path: '/media/2024/map-animation.gif', context: { title: 'Animated map of the flood extent' },
    handle: untyped(b29bytes(Buffer.from('GIF89a', 'latin1'))),
  });
  add('cls-b29-untyped-media', {
    expected: 'valid', reason: 'an MP4 video (ftyp isom) from a bucket that sets no Content-Type',
    path: '/uploads/interview-full.mp4', context: { title: 'Full interview with the harbour master' },
    handle: untyped(b29bytes(Buffer.from('000000206674797069736f6d0000020069736f6d69736f32', 'hex'))),
  });
  add('cls-b29-untyped-media', {
    expected: 'valid', reason: 'an Ogg Vorbis episode with no Content-Type',
    path: '/audio/ep-41.ogg', context: { title: 'Episode 41: Night trains of Europe' },
    handle: untyped(b29bytes(Buffer.from('4f67675300020000000000000000', 'hex'))),
  });
  add('cls-b29-untyped-media', {
    expected: 'invalid', reason: 'must stay: the same kind of file (a GIF) declared text/html is binary junk in a browser',
    path: '/media/2024/map-animation-html', context: { title: 'Animated map of the flood extent' },
    handle: (_q, r) => { const b = b29bytes(Buffer.from('GIF89a', 'latin1')); r.writeHead(200, { 'content-type': 'text/html' }); r.end(b); },
  });
  const b29wall = (lang: string, site: string, title: string, notice: string) => shell({ lang, site, title, main: `<div class="player-wrap"><div class="player-error" role="alert"><h1>${esc(notice)}</h1></div></div><section class="more"><h2>${lang === 'en' ? 'More to watch' : '…'}</h2><ul><li><a href="/v/1">Clip 1</a></li><li><a href="/v/2">Clip 2</a></li></ul></section>` });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'Spanish: a live broadcast that ended ("Este directo ha finalizado"), nothing left at the address',
    path: '/directo/pleno-municipal-2024-05', context: { title: 'Pleno municipal en directo: presupuestos 2024', claims: ['El pleno aprobó un presupuesto de 48 millones de euros.'] },
    handle: ok(b29wall('es', 'Canal Local TV', 'Canal Local TV', 'Este directo ha finalizado')),
  });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'German: a livestream that ended ("Dieser Livestream wurde beendet")',
    path: '/live/landtag-debatte', context: { title: 'Landtagsdebatte zur Schulreform live', claims: ['Die Reform sieht 1.200 neue Lehrerstellen vor.'] },
    handle: ok(b29wall('de', 'Regio TV', 'Regio TV – Live', 'Dieser Livestream wurde beendet.')),
  });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'Japanese: "このライブ配信は終了しました" where a cited stream was',
    path: '/live/lv3349921', context: { title: '市議会中継 予算特別委員会', claims: ['市は保育所を3か所増設する。'] },
    handle: ok(b29wall('ja', 'まちTV', 'まちTV', 'このライブ配信は終了しました')),
  });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'English catch-up: "This episode is not currently available" (expired), no synopsis',
    path: '/catchup/harbour-stories/s2e4', context: { title: 'Harbour Stories: The Night Ferry', claims: ['The night ferry carried 212 passengers on its last run.'] },
    handle: ok(b29wall('en', 'Coastal TV', 'Coastal TV Player', 'This episode is not currently available to watch')),
  });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'a German wiki page that has no text yet ("Diese Seite enthält momentan noch keinen Text"), served with 200',
    path: '/wiki/Leuchtturm_Westerhever', context: { title: 'Leuchtturm Westerhever', claims: ['Der Leuchtturm wurde 1907 in Betrieb genommen.'] },
    handle: ok(shell({ lang: 'de', site: 'Küstenwiki', title: 'Leuchtturm Westerhever – Küstenwiki', main: '<h1>Leuchtturm Westerhever</h1><div class="noarticletext"><p>Diese Seite enthält momentan noch keinen Text. Du kannst diesen Titel auf anderen Seiten suchen oder diese Seite bearbeiten.</p></div>' })),
  });
  add('cls-b29-gone-media', {
    expected: 'mismatch', reason: 'a story page withdrawn for breaking the platform\'s rules ("This story was found in violation of our rules")',
    path: '/@writer/why-i-quit-streaming-3a9f', context: { title: 'Why I quit streaming after five years', claims: ['Streamers earn on average $3 per 1,000 views.'] },
    handle: ok(shell({ lang: 'en', site: 'Blogplace', title: 'Blogplace', main: '<h1>This story is under review and was found in violation of the Blogplace Rules.</h1><p><a href="/rules">Learn more</a></p>' })),
  });
  add('cls-b29-gone-media', {
    expected: 'valid', reason: 'must stay: a replay page of a live stream that ended, with its description ("This live stream has ended — watch the replay")',
    path: '/live/council-budget-replay', context: { title: 'Council budget meeting (live)', claims: ['The council approved a budget of £48 million.'] },
    handle: ok(shell({ lang: 'en', site: 'Town TV', title: 'Council budget meeting (live) - Town TV', main: `<h1>Council budget meeting (live)</h1><p class="live-note">This live stream has ended. Watch the replay below.</p><video controls src="/v/replay.mp4"></video><div class="description"><p>The town council met on Tuesday to vote on next year’s budget. After a three-hour debate the council approved a budget of £48 million, including £2.1 million for road repairs and a new youth centre.</p><p>Councillors also discussed parking charges in the town centre and agreed to review them in the spring.</p></div>` })),
  });
  add('cls-b29-creator-lock', {
    expected: 'paywalled', reason: 'French membership post: "Devenez membre pour débloquer ce post"',
    path: '/posts/coulisses-episode-12', context: { title: 'Coulisses de l’épisode 12', claims: ['Le tournage a duré 14 jours.'] },
    handle: ok(shell({ lang: 'fr', site: 'Tipeurs', title: 'Coulisses de l’épisode 12 | Tipeurs', main: '<h1>Coulisses de l’épisode 12</h1><p>Les photos et les notes du tournage.</p><div class="locked"><p>🔒 Devenez membre pour débloquer ce post</p><a href="/join">Rejoindre</a></div>' })),
  });
  add('cls-b29-creator-lock', {
    expected: 'paywalled', reason: 'Spanish: "Únete para desbloquear esta publicación" on a creator platform',
    path: '/posts/entrevista-completa-88', context: { title: 'Entrevista completa con la alcaldesa', claims: ['La alcaldesa anunció 300 nuevas viviendas.'] },
    handle: ok(shell({ lang: 'es', site: 'Mecenas', title: 'Entrevista completa con la alcaldesa | Mecenas', main: '<h1>Entrevista completa con la alcaldesa</h1><div class="locked"><p>Únete para desbloquear esta publicación</p><p>Disponible desde el nivel Oyente (3 €/mes).</p></div>' })),
  });
  add('cls-b29-creator-lock', {
    expected: 'paywalled', reason: 'Korean: "이 동영상은 멤버십 전용입니다" (a members-only video)',
    path: '/watch/88123', context: { title: '도시 철도 건설 현장 다큐', claims: ['공사비는 2조 원에 달한다.'] },
    handle: ok(shell({ lang: 'ko', site: '비디오판', title: '도시 철도 건설 현장 다큐 - 비디오판', main: '<div class="player-error"><h1>이 동영상은 멤버십 전용입니다.</h1><p>채널 멤버십에 가입하면 시청할 수 있습니다.</p></div>' })),
  });
  add('cls-b29-creator-lock', {
    expected: 'paywalled', reason: 'English podcast page whose transcript, the cited part, is kept for paying supporters',
    path: '/episodes/41-night-trains', context: { title: 'Episode 41: Night trains of Europe', claims: ['The Vienna–Paris night train sold 94 % of its beds in 2023.'] },
    handle: ok(shell({ lang: 'en', site: 'Rail Talk', title: 'Episode 41: Night trains of Europe | Rail Talk', main: '<h1>Episode 41: Night trains of Europe</h1><audio controls src="/a/41.mp3"></audio><p>We ride three night trains and ask why they are back.</p><div class="transcript-lock"><p>Full transcripts are available to Rail Talk Club supporters.</p><a href="/club">Join the club</a></div>' })),
  });
  add('cls-b29-creator-lock', {
    expected: 'valid', reason: 'must stay: a free episode page that asks listeners to "become a patron to support the show" after its full notes',
    path: '/episodes/40-sleeper-cars', context: { title: 'Episode 40: The sleeper car makers', claims: ['The factory builds 60 sleeper cars a year.'] },
    handle: ok(shell({ lang: 'en', site: 'Rail Talk', title: 'Episode 40: The sleeper car makers | Rail Talk', main: '<h1>Episode 40: The sleeper car makers</h1><audio controls src="/a/40.mp3"></audio><p>We visit the last factory in Europe that still builds sleeper cars by hand. The factory builds 60 sleeper cars a year for operators in six countries, and its order book is full until 2027.</p><p>The plant manager explains why the cars take nine months each and why the bunks are still fitted by hand.</p><p>Enjoying the show? Become a patron to support the show and get bonus episodes.</p>' })),
  });
  const b29geo = (lang: string, site: string, notice: string, related: string[]) => shell({ lang, site, title: site, main: `<div class="player-wrap"><div class="player-error" role="alert"><p>${esc(notice)}</p></div></div><aside class="up-next"><h2>▶</h2><ul>${related.map((t, i) => `<li><a href="/video/r${i}">${esc(t)}</a> <span>${(i + 3) * 11}K</span></li>`).join('')}</ul></aside>` });
  add('cls-b29-geo', {
    expected: 'blocked', reason: 'Vietnamese player geo-block ("không khả dụng ở quốc gia của bạn")',
    path: '/video/ha-long-4k', context: { title: 'Vịnh Hạ Long 4K', claims: ['Vịnh có 1.969 hòn đảo.'] },
    handle: ok(b29geo('vi', 'Phim Việt', 'Video này không khả dụng ở quốc gia của bạn.', ['Du lịch Sapa mùa lúa chín vàng rực rỡ', 'Khám phá phố cổ Hội An về đêm', 'Ẩm thực đường phố Sài Gòn ngon rẻ', 'Hành trình xuyên Việt bằng tàu hỏa', 'Những hang động đẹp nhất Quảng Bình', 'Chợ nổi Cái Răng lúc bình minh'])),
  });
  add('cls-b29-geo', {
    expected: 'blocked', reason: 'Czech broadcaster geo-block ("není dostupný ve vaší zemi")',
    path: '/porady/vecernicek/ep-12', context: { title: 'Večerníček: Krtek a zima', claims: ['Díl trvá 8 minut.'] },
    handle: ok(b29geo('cs', 'TV Archiv', 'Tento pořad není dostupný ve vaší zemi z licenčních důvodů.', ['Krkonoše v zimě: putování po hřebenech', 'Příběh pražského orloje a jeho tvůrců', 'Jak se vaří pivo v malém pivovaru', 'Hrady a zámky jižních Čech z nebe', 'Tajemství šumavských rašelinišť a slatí', 'Brno: město funkcionalismu a vily Tugendhat'])),
  });
  add('cls-b29-geo', {
    expected: 'blocked', reason: 'Swedish player geo-block ("Programmet är inte tillgängligt i ditt land")',
    path: '/video/vinterresan-avsnitt-3', context: { title: 'Vinterresan, avsnitt 3', claims: ['Resan går 1 200 kilometer norrut.'] },
    handle: ok(b29geo('sv', 'Play Norr', 'Programmet är inte tillgängligt i ditt land.', ['Fjällvandring längs Kungsleden i september', 'Samisk renskötsel genom fyra årstider', 'Norrskenet över Abisko en klar natt', 'Isbrytaren som håller Luleå hamn öppen', 'Gruvstaden Kiruna flyttar österut', 'Midnattssol och fiske vid Torne älv'])),
  });
  add('cls-b29-feed-cdata', {
    expected: 'valid', reason: 'an Atom feed cited as the source: the entry summary (in CDATA) carries the quote',
    path: '/feeds/blog.atom', context: { title: 'Harbour dredging finished ahead of schedule', claims: ['The dredging removed 410,000 cubic metres of silt.'], quotes: ['removed 410,000 cubic metres of silt'] },
    quotes: [{ quote: 'removed 410,000 cubic metres of silt', present: true }, { quote: 'removed 140,000 cubic metres of silt', present: false }],
    handle: (_q, r) => send(r, 200, `<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom"><title>Port Authority Blog</title><id>urn:x:blog</id><updated>2024-05-02T10:00:00Z</updated>\n<entry><title>Harbour dredging finished ahead of schedule</title><id>urn:x:1</id><updated>2024-05-02T10:00:00Z</updated><summary type="html"><![CDATA[<p>The harbour dredging campaign ended two weeks early.</p><p>Crews removed 410,000 cubic metres of silt from the outer basin, allowing ships with a 14-metre draught to berth at low tide.</p>]]></summary></entry>\n<entry><title>New pilot boat enters service</title><id>urn:x:2</id><updated>2024-04-20T10:00:00Z</updated><summary type="html"><![CDATA[<p>The new pilot boat can reach 28 knots.</p>]]></summary></entry></feed>\n`, { 'content-type': 'application/atom+xml; charset=utf-8' }),
  });
  add('cls-b29-channel-redirect', {
    expected: 'mismatch', reason: 'a removed video\'s address redirects to the creator\'s channel page ("/channel/…"): not the cited video',
    path: '/watch/removed-88a', context: { title: 'How the old swing bridge was restored', claims: ['The restoration cost £3.4 million.'] },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('cls-b29-channel-redirect.classes.example')}/channel/UCb29harbourworks` }); r.end(); },
  });
  add('cls-b29-channel-redirect', {
    expected: 'mismatch', reason: 'redirect target (a channel page): scored as the wrong page if cited directly',
    path: '/channel/UCb29harbourworks', context: { title: 'How the old swing bridge was restored', claims: ['The restoration cost £3.4 million.'] },
    handle: ok(shell({ lang: 'en', site: 'Vidtube', title: 'Harbour Works - Vidtube', main: '<h1>Harbour Works</h1><p>12.4K subscribers · 48 videos</p><nav><a href="#">Home</a> <a href="#">Videos</a> <a href="#">Playlists</a></nav>' })),
  });

  // — (s15, from blind31) a line saying the page is shown only to readers who log in or register, in any
  // block of a page without an article's prose (boards print it inside their login form), also on a 403:
  // a login wall (paywalled, the documented rule); a board's "this topic does not exist" line in any block
  // of such a page is a gone item (mismatch). Not the set's languages or engines' wordings.
  const board = (lang: string, site: string, title: string, inner: string) => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>
<div id="hd"><a href="/" class="logo">${esc(site)}</a><ul class="menu"><li><a href="/forum">Forum</a></li><li><a href="/search">?</a></li></ul></div>
<div id="bd"><form class="standard-error" method="post" action="/login"><h2 class="blockhead">${esc(site)}</h2><div class="blockrow">${inner}</div><div class="blockfoot"><input type="submit" value="OK"></div></form></div>
<div id="ft"><p>© ${esc(site)} · Powered by BoardSoft</p></div></body></html>`;
  add('cls-s15-login-line', {
    expected: 'paywalled', reason: 'an Italian board whose only message, inside its login form, says "Devi essere registrato per vedere questa discussione" (200, no password field)',
    path: '/forum/discussione/8812', context: { title: 'Restauro di una Vespa 125 del 1958', claims: ['Il motore è stato revisionato in tre settimane.'] },
    handle: ok(board('it', 'Vespisti Uniti', 'Vespisti Uniti - Messaggio', '<p>Devi essere registrato per vedere questa discussione. La registrazione è gratuita.</p><p><a href="/registrati">Registrati</a> · <a href="/login">Accedi</a></p>')),
  });
  add('cls-s15-login-line', {
    expected: 'paywalled', reason: 'a Polish forum answering 403 with "Musisz być zalogowany, aby zobaczyć ten temat" and login / register links: a login wall, not a refusal',
    path: '/temat/44120', context: { title: 'Remont dachu w domu z lat 70.', claims: ['Wymiana pokrycia kosztowała 38 tysięcy złotych.'] },
    handle: (_q, r) => send(r, 403, board('pl', 'Forum Budowlane', 'Forum Budowlane - Błąd', '<p>Musisz być zalogowany, aby zobaczyć ten temat.</p><p><a href="/rejestracja">Zarejestruj się</a> lub <a href="/logowanie">zaloguj</a>.</p>')),
  });
  add('cls-s15-login-line', {
    expected: 'paywalled', reason: 'a Traditional Chinese board on 403: "本版面需要先登入才能瀏覽" (log in first to browse this board)',
    path: '/thread-55012-1-1.html', context: { title: '台中老屋翻新經驗分享', claims: ['翻新花了四個月。'] },
    handle: (_q, r) => send(r, 403, board('zh-TW', '居家論壇', '提示訊息 - 居家論壇', '<p>抱歉，本版面需要先登入才能瀏覽。</p><p><a href="/member.php?mod=logging">登入</a> | <a href="/member.php?mod=register">註冊</a></p>')),
  });
  add('cls-s15-login-line', {
    expected: 'paywalled', reason: 'a Turkish forum on 200: "Bu konuyu görmek için giriş yapmalısınız" on an otherwise empty page',
    path: '/konu/balkon-domates-yetistirme.9912/', context: { title: 'Balkonda domates yetiştirme', claims: ['Bir saksıdan dört kilo domates alındı.'] },
    handle: ok(board('tr', 'Bahçe Forumu', 'Bahçe Forumu', '<p>Bu konuyu görmek için giriş yapmalısınız veya üye olmalısınız.</p>')),
  });
  add('cls-s15-login-line', {
    expected: 'valid', reason: 'must stay: a whole forum thread whose post carries "You must be logged in to view attachments" (the thread is shown)',
    path: '/threads/greenhouse-heater-sizing.4410/', context: { title: 'Greenhouse heater sizing for a 3 x 4 m glasshouse' },
    quotes: [{ quote: 'a 2 kW fan heater kept the glasshouse above 5 °C', present: true }],
    handle: ok(shell({ lang: 'en', site: 'Allotment Chat', title: 'Greenhouse heater sizing for a 3 x 4 m glasshouse | Allotment Chat', main: `<h1>Greenhouse heater sizing for a 3 x 4 m glasshouse</h1><article class="post"><p>Last winter a 2 kW fan heater kept the glasshouse above 5 °C on every night except two, when it dropped to 3 °C at dawn. Bubble wrap on the roof panes made the biggest difference.</p>${longText(4, 40)}<div class="attachments"><p>You must be logged in to view attachments.</p></div></article><article class="post"><p>Thanks, very useful numbers.</p></article>` })),
  });
  add('cls-s15-login-line', {
    expected: 'blocked', reason: 'must stay: a plain 403 refusal with a "Přihlásit" link in the header is no login wall',
    path: '/clanek/4410', context: { title: 'Oprava střechy', claims: ['Oprava trvala týden.'] },
    handle: (_q, r) => send(r, 403, board('cs', 'Stavební fórum', '403 Forbidden', '<h1>Přístup odepřen</h1><p>Nemáte oprávnění k zobrazení této stránky (chyba 403).</p><p><a href="/prihlasit">Přihlásit</a></p>')),
  });
  add('cls-s15-thread-gone', {
    expected: 'mismatch', reason: 'a Turkish board whose only message, inside its form, is "Konu bulunamadı veya silinmiş." (200)',
    path: '/showthread.php', context: { title: 'Kış lastiği önerileri', claims: ['Kış lastiği yedi derecenin altında gerekir.'] },
    handle: ok(board('tr', 'Oto Forum', 'Oto Forum', '<p>Konu bulunamadı veya silinmiş. Bir bağlantıyı takip ettiyseniz yöneticiye bildirin.</p>')),
  });
  add('cls-s15-thread-gone', {
    expected: 'mismatch', reason: 'a Ukrainian board: "Тему не знайдено або її було видалено." on 200',
    path: '/viewtopic.php', context: { title: 'Посадка картоплі під солому', claims: ['Урожай вийшов на третину більшим.'] },
    handle: ok(board('uk', 'Форум городників', 'Форум городників — Інформація', '<p>Тему не знайдено або її було видалено модератором.</p><p><a href="/">Повернутися на головну</a></p>')),
  });
  add('cls-s15-thread-gone', {
    expected: 'mismatch', reason: 'a Spanish board: "Ese tema no existe o ha sido eliminado." on 200',
    path: '/index.php', context: { title: 'Cómo injertar un limonero', claims: ['El injerto de escudete prende en tres semanas.'] },
    handle: ok(board('es', 'Foro Huerta', 'Foro Huerta - Error', '<p>Ese tema no existe o ha sido eliminado.</p>')),
  });
  add('cls-s15-thread-gone', {
    expected: 'mismatch', reason: 'a Traditional Chinese board: "抱歉，指定的主題不存在或已被刪除" on 200',
    path: '/viewthread.php', context: { title: '阿里山雲海拍攝地點', claims: ['最佳拍攝時間是清晨五點。'] },
    handle: ok(board('zh-TW', '攝影同好會', '提示訊息 - 攝影同好會', '<p>抱歉，指定的主題不存在或已被刪除或正在被審核</p>')),
  });
  add('cls-s15-thread-gone', {
    expected: 'valid', reason: 'must stay: a whole thread titled "Thread not found error after migrating the board" (a support thread about the error)',
    path: '/threads/thread-not-found-after-migration.2210/', context: { title: 'Thread not found error after migrating the board' },
    quotes: [{ quote: 'rebuilding the thread cache fixed every link', present: true }],
    handle: ok(shell({ lang: 'en', site: 'Board Admins', title: 'Thread not found error after migrating the board | Board Admins', main: `<h1>Thread not found error after migrating the board</h1><article class="post"><p>After the import every old link showed "Thread not found". The threads were in the database; rebuilding the thread cache fixed every link within an hour.</p>${longText(4, 50)}</article>` })),
  });
  add('cls-s15-empty-search', {
    expected: 'mismatch', reason: 'a German Q&A search page (the deleted question\'s address led here) that says "Wir konnten leider nichts finden" for the title\'s words',
    path: '/frage/8812/heizung-entlueften-reihenfolge', context: { title: 'Heizung entlüften: in welcher Reihenfolge?', claims: ['Man beginnt mit dem Heizkörper, der der Pumpe am nächsten ist.'] },
    handle: ok(shell({ lang: 'de', site: 'Frag den Profi', title: 'Suche – Frag den Profi', main: '<form action="/suche" method="get"><input name="q" value="heizung entlüften reihenfolge"><button>Suchen</button></form><h1>Suche</h1><p>Ergebnisse für „heizung entlüften reihenfolge“</p><p>Wir konnten leider nichts finden. Versuchen Sie es mit anderen Suchbegriffen.</p>' })),
  });
  add('cls-s15-empty-search', {
    expected: 'mismatch', reason: 'an Italian Q&A search page at a deleted question\'s address: "Non abbiamo trovato nulla per «condizionatore non raffredda»"',
    path: '/domande/99120/condizionatore-non-raffredda', context: { title: 'Perché il condizionatore non raffredda?', claims: ['Il filtro intasato è la causa più comune.'] },
    handle: ok(shell({ lang: 'it', site: 'Chiedi a Noi', title: 'Cerca - Chiedi a Noi', main: '<form action="/cerca"><input name="q" value="condizionatore non raffredda"></form><h1>Cerca</h1><p>Non abbiamo trovato nulla per «condizionatore non raffredda».</p><p>Prova con parole diverse.</p>' })),
  });
  add('cls-s15-empty-search', {
    expected: 'valid', reason: 'must stay: an article (not a search page) whose text says "we could not find anything for weeks"',
    path: '/blog/lost-cat-found', context: { title: 'Our cat came home after six weeks' },
    quotes: [{ quote: 'she walked in through the cat flap on a Sunday morning', present: true }],
    handle: ok(shell({ lang: 'en', site: 'Small Diary', title: 'Our cat came home after six weeks | Small Diary', main: `<article><h1>Our cat came home after six weeks</h1><p>We put up posters and checked every shed, but we could not find anything for weeks. Then she walked in through the cat flap on a Sunday morning, thin but unhurt.</p>${longText(3, 60)}</article>` })),
  });
  // — s15, from edges2 (rows "s15, from edges2" in docs/online-validation.md) —
  const e2list = (items: string[]) => `<section class="widget"><ul>${items.map((t, i) => `<li><a href="/item/${i}">${esc(t)}</a></li>`).join('')}</ul></section>`;
  add('cls-s15-e2-period-ended', {
    expected: 'mismatch', reason: 'Korean news site: "게재 기간이 만료된 기사입니다" (the article\'s publication term ran out)',
    path: '/news/article/20240311-0001', context: { title: '항만 준설 공사 조기 완료', claims: ['준설량은 41만 세제곱미터였다.'] },
    handle: ok(shell({ lang: 'ko', site: '해안뉴스', title: '해안뉴스', main: '<div class="notice"><p>게재 기간이 만료된 기사입니다.</p><a href="/">홈으로</a></div>' })),
  });
  add('cls-s15-e2-period-ended', {
    expected: 'mismatch', reason: 'Traditional Chinese: "本文刊登期限已過" on a news site with a list of other stories',
    path: '/news/2024/0311/harbour', context: { title: '港口疏浚工程提前完工', claims: ['疏浚量達四十一萬立方米。'] },
    handle: ok(shell({ lang: 'zh-Hant', site: '海港新聞', title: '海港新聞', main: `<div class="notice"><h2>本文刊登期限已過，無法瀏覽。</h2></div>${e2list(['颱風警報解除', '渡輪加開夜班', '市議會通過預算'])}` })),
  });
  add('cls-s15-e2-period-ended', {
    expected: 'mismatch', reason: 'Japanese in the polite form, no promotion beside it: "記事の掲載期間は終了いたしました"',
    path: '/articles/20240311/k10014', context: { title: '港のしゅんせつ工事が前倒しで完了', claims: ['しゅんせつ量は41万立方メートルだった。'] },
    handle: ok(shell({ lang: 'ja', site: '湾岸ニュース', title: '湾岸ニュース', main: '<div class="notice"><p>ご指定の記事の掲載期間は終了いたしました。</p></div>' })),
  });
  add('cls-s15-e2-release-appears', {
    expected: 'mismatch', reason: 'French release calendar entry: "Cette publication paraîtra le 18 décembre 2025 à 8 h 45"',
    path: '/statistiques/8845', context: { title: 'Enquête emploi : chômage au troisième trimestre 2025', claims: ['Le taux de chômage atteint 7,6 %.'] },
    handle: ok(shell({ lang: 'fr', site: 'Institut statistique', title: 'Enquête emploi : chômage au troisième trimestre 2025', main: '<h1>Enquête emploi : chômage au troisième trimestre 2025</h1><p>Cette publication paraîtra le 18 décembre 2025 à 8 h 45.</p><p>Thème : Emploi – Chômage</p>' })),
  });
  add('cls-s15-e2-release-appears', {
    expected: 'mismatch', reason: 'Dutch release calendar entry: "Deze publicatie verschijnt op 4 april 2026"',
    path: '/publicaties/2026/14/werkloosheid-maart', context: { title: 'Werkloosheid in maart 2026', claims: ['De werkloosheid daalde naar 3,7 procent.'] },
    handle: ok(shell({ lang: 'nl', site: 'Statistiekbureau', title: 'Werkloosheid in maart 2026', main: '<h1>Werkloosheid in maart 2026</h1><p>Deze publicatie verschijnt op 4 april 2026 om 6.30 uur.</p>' })),
  });
  add('cls-s15-e2-release-appears', {
    expected: 'valid', reason: 'must stay: a published bulletin that says when the next one appears, with its text',
    path: '/bulletins/2025-11', context: { title: 'Harbour traffic bulletin, November 2025', claims: ['Container traffic rose 4.2 per cent.'] },
    handle: ok(shell({ lang: 'en', site: 'Port Statistics', title: 'Harbour traffic bulletin, November 2025', main: `<article><h1>Harbour traffic bulletin, November 2025</h1><p>Container traffic rose 4.2 per cent in November compared with a year earlier, while bulk cargo fell for the third month running.</p>${longText(4, 7)}<p>The next bulletin will appear on 14 January 2026.</p></article>` })),
  });
  add('cls-s15-e2-cannot-find', {
    expected: 'mismatch', reason: 'French soft 404 with a modal verb: "Nous ne trouvons pas cette page"',
    path: '/actualites/2024/05/ferry-tarifs', context: { title: 'Les tarifs du ferry baissent pour les résidents', claims: ['La baisse atteint 30 %.'] },
    handle: ok(shell({ lang: 'fr', site: 'Le Littoral', title: 'Le Littoral', main: `<h1>Oups…</h1><p>Nous ne trouvons pas cette page.</p>${e2list(['Météo marine', 'Horaires des marées', 'Petites annonces'])}` })),
  });
  add('cls-s15-e2-cannot-find', {
    expected: 'mismatch', reason: 'Spanish soft 404: "No pudimos encontrar la página que buscas"',
    path: '/noticias/2024/05/tarifas-ferry', context: { title: 'Bajan las tarifas del ferry para residentes', claims: ['La rebaja llega al 30 %.'] },
    handle: ok(shell({ lang: 'es', site: 'La Costa', title: 'La Costa', main: '<h1>¡Vaya!</h1><p>No pudimos encontrar la página que buscas.</p>' })),
  });
  add('cls-s15-e2-cannot-find', {
    expected: 'mismatch', reason: 'Italian soft 404: "Non riusciamo a trovare la pagina richiesta"',
    path: '/notizie/2024/05/tariffe-traghetto', context: { title: 'Calano le tariffe del traghetto per i residenti', claims: ['Lo sconto arriva al 30 %.'] },
    handle: ok(shell({ lang: 'it', site: 'Il Porto', title: 'Il Porto', main: '<h1>Ops!</h1><p>Non riusciamo a trovare la pagina richiesta.</p>' })),
  });
  const e2teaser = (h: string, lead: string) => `<article><h1>${esc(h)}</h1><p>${esc(lead)}</p></article>`;
  add('cls-s15-e2-cookie-button', {
    expected: 'blocked', reason: 'German pay-or-consent wall under a teaser; the accept button names the cookies first: "Cookies akzeptieren", or werbefrei',
    path: '/artikel/faehre-tarife', context: { title: 'Fähre senkt Tarife für Einheimische', claims: ['Die Senkung beträgt 30 Prozent.'] },
    handle: ok(shell({ lang: 'de', site: 'Küstenbote', title: 'Fähre senkt Tarife für Einheimische', main: `${e2teaser('Fähre senkt Tarife für Einheimische', 'Die Reederei senkt ab Mai die Tarife für Inselbewohner deutlich. Die Entscheidung fiel nach monatelangen Verhandlungen mit der Gemeinde, die einen Zuschuss aus dem Landeshaushalt zugesagt hat. Pendler und Schüler sollen am meisten profitieren, heißt es.')}<div class="consent"><h2>Lesen Sie kostenlos mit Werbung</h2><p>Wir und unsere Partner verwenden Cookies und verarbeiten personenbezogene Daten für Werbung und Reichweitenmessung.</p><button>Cookies akzeptieren</button><p>Oder lesen Sie werbefrei für 2,99 € im Monat.</p><a href="/werbefrei">Jetzt abonnieren</a></div>` })),
  });
  add('cls-s15-e2-cookie-button', {
    expected: 'blocked', reason: 'Dutch pay-or-consent wall: "Cookies accepteren" or read zonder advertenties',
    path: '/nieuws/veerdienst-tarieven', context: { title: 'Veerdienst verlaagt tarieven voor eilanders', claims: ['De verlaging bedraagt 30 procent.'] },
    handle: ok(shell({ lang: 'nl', site: 'Eilandbode', title: 'Veerdienst verlaagt tarieven voor eilanders', main: `${e2teaser('Veerdienst verlaagt tarieven voor eilanders', 'De rederij verlaagt vanaf mei de tarieven voor bewoners van het eiland. Het besluit volgt op maandenlang overleg met de gemeente, die een bijdrage uit de provinciale begroting heeft toegezegd. Forenzen en scholieren profiteren het meest.')}<div class="consent"><p>Wij en onze partners gebruiken cookies voor gepersonaliseerde advertenties en metingen.</p><button>Cookies accepteren</button><p>Of lees zonder advertenties voor € 2,99 per maand.</p><a href="/abonneren">Abonneren</a></div>` })),
  });
  add('cls-s15-e2-cookie-button', {
    expected: 'blocked', reason: 'Polish pay-or-consent wall: "Akceptuję cookies" or read bez reklam',
    path: '/wiadomosci/prom-taryfy', context: { title: 'Prom obniża ceny dla mieszkańców wyspy', claims: ['Obniżka wynosi 30 procent.'] },
    handle: ok(shell({ lang: 'pl', site: 'Głos Wyspy', title: 'Prom obniża ceny dla mieszkańców wyspy', main: `${e2teaser('Prom obniża ceny dla mieszkańców wyspy', 'Armator od maja obniża ceny biletów dla mieszkańców wyspy. Decyzja zapadła po wielomiesięcznych rozmowach z gminą, która zapewniła dopłatę z budżetu województwa. Najwięcej zyskają dojeżdżający do pracy i uczniowie.')}<div class="consent"><p>My i nasi partnerzy używamy plików cookies do reklam spersonalizowanych i pomiarów.</p><button>Akceptuję cookies</button><p>Albo czytaj bez reklam za 9,99 zł miesięcznie.</p><a href="/prenumerata">Kup prenumeratę</a></div>` })),
  });
  add('cls-s15-e2-store-missing', {
    expected: 'mismatch', reason: 'Azure Blob "BlobNotFound" error document (after a BOM) answered with 200 at a cited report address',
    path: '/reports/ferry-fares-2024.html', context: { title: 'Ferry fares review 2024', claims: ['Fares fell 30 per cent for residents.'] },
    handle: (_q, r) => send(r, 200, '\ufeff<?xml version="1.0" encoding="utf-8"?><Error><Code>BlobNotFound</Code><Message>The specified blob does not exist.\nRequestId:5a1b\nTime:2025-03-14T09:30:00Z</Message></Error>', { 'content-type': 'application/xml' }),
  });
  add('cls-s15-e2-store-missing', {
    expected: 'mismatch', reason: 'a storage bucket\'s "NoSuchKey" error served as text/xml with 200 by a static host',
    path: '/docs/timetable-2025.html', context: { title: 'Ferry timetable 2025', claims: ['The first ferry leaves at 05:40.'] },
    handle: (_q, r) => send(r, 200, "<?xml version='1.0' encoding='UTF-8'?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message><Details>No such object: edges-bucket/docs/timetable-2025.html</Details></Error>", { 'content-type': 'text/xml; charset=UTF-8' }),
  });
  add('cls-s15-e2-store-missing', {
    expected: 'valid', reason: 'must stay: a bucket listing (ListBucketResult XML) cited as the data source',
    path: '/data/', context: { title: 'Ferry ticket data bucket' },
    handle: (_q, r) => send(r, 200, '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/"><Name>ferry-data</Name><Contents><Key>tickets-2024.csv</Key><Size>48213</Size></Contents><Contents><Key>tickets-2025.csv</Key><Size>51002</Size></Contents></ListBucketResult>', { 'content-type': 'application/xml' }),
  });
  add('cls-s15-e2-part-thin', {
    expected: 'mismatch', reason: 'a short page of the next episode at the cited address (German "Folge 5" for "Folge 4")',
    path: '/podcast/hafengeschichten', context: { title: 'Folge 4: Der Streit um die Fährtarife', claims: ['Die Tarife sanken um 30 Prozent.'] },
    handle: ok(shell({ lang: 'de', site: 'Hafenfunk', title: 'Folge 5: Die neue Fähre kommt', main: '<h1>Folge 5: Die neue Fähre kommt</h1><p>Wir fahren mit der neuen Elektrofähre.</p>' })),
  });
  add('cls-s15-e2-part-thin', {
    expected: 'mismatch', reason: 'a short page of the next lecture at the cited address (Spanish "Lección 8" for "Lección 7")',
    path: '/curso/oceanografia/leccion', context: { title: 'Lección 7: Mareas y ondas largas', claims: ['La onda de marea tarda 12,4 horas.'] },
    handle: ok(shell({ lang: 'es', site: 'Aula Abierta', title: 'Lección 8: Corrientes costeras', main: '<h1>Lección 8: Corrientes costeras</h1><p>Vídeo y diapositivas de la sesión.</p>' })),
  });
  const e2redirect = (fam: string, to: string): Handler => (_q, r, w) => { r.writeHead(302, { location: `${w.origin(`${fam}.classes.example`)}${to}` }); r.end(); };
  add('cls-s15-e2-doc-away', {
    expected: 'mismatch', reason: 'a cited .docx redirected to a headed publications list whose entries sit in a link widget (German)',
    path: '/files/tarifbericht-2023.docx', context: { title: 'Tarifbericht 2023: Einheimische und Gäste', claims: ['Die Tarife sanken um 30 Prozent.'] },
    handle: e2redirect('cls-s15-e2-doc-away', '/publikationen/'),
  });
  add('cls-s15-e2-doc-away-target', {
    host: 'cls-s15-e2-doc-away.classes.example',
    expected: 'mismatch', reason: 'redirect target: the publications list itself, cited for the report (no heading of the report)',
    path: '/publikationen/', context: { title: 'Tarifbericht 2023: Einheimische und Gäste', claims: ['Die Tarife sanken um 30 Prozent.'] },
    handle: ok(shell({ lang: 'de', site: 'Fährgesellschaft', title: 'Publikationen', main: `<h1>Publikationen</h1>${e2list(['Jahresbericht 2024', 'Fahrplan 2025', 'Umweltbericht', 'Barrierefreiheit'])}` })),
  });
  add('cls-s15-e2-doc-away', {
    expected: 'mismatch', reason: 'a cited .xlsx redirected to a headed French statistics index',
    path: '/donnees/trafic-2023.xlsx', context: { title: 'Trafic passagers 2023 par ligne', claims: ['Le trafic a atteint 1,9 million de passagers.'] },
    handle: e2redirect('cls-s15-e2-doc-away', '/statistiques/'),
  });
  add('cls-s15-e2-doc-away-target', {
    host: 'cls-s15-e2-doc-away.classes.example',
    expected: 'mismatch', reason: 'redirect target: the statistics index',
    path: '/statistiques/', context: { title: 'Trafic passagers 2023 par ligne', claims: ['Le trafic a atteint 1,9 million de passagers.'] },
    handle: ok(shell({ lang: 'fr', site: 'Régie des ferries', title: 'Statistiques', main: `<h1>Statistiques</h1>${e2list(['Fréquentation mensuelle', 'Ponctualité', 'Enquêtes de satisfaction'])}` })),
  });
  // — s15, from blind32: the developer ecosystem —
  // Text documents under application/ types (TOML, shell, SQL) are read as text: their quotes are found.
  add('cls-s15-text-doc', {
    expected: 'valid', reason: 'a Cargo-style TOML manifest served as application/toml: the quoted comment is in it',
    path: '/crates/herald/Cargo.toml', context: { title: 'herald Cargo.toml', claims: ['herald enables the rustls backend by default.'], quotes: ['TLS via rustls unless the native-tls feature is chosen'] },
    quotes: [{ quote: 'TLS via rustls unless the native-tls feature is chosen', present: true }, { quote: 'TLS via OpenSSL unless the rustls feature is chosen', present: false }],
    handle: (_q, r) => send(r, 200, '[package]\nname = "herald"\nversion = "0.4.2"\nedition = "2021"\n\n[features]\n# TLS via rustls unless the native-tls feature is chosen\ndefault = ["rustls"]\nrustls = ["dep:rustls"]\nnative-tls = ["dep:native-tls"]\n', { 'content-type': 'application/toml' }),
  });
  add('cls-s15-text-doc', {
    expected: 'valid', reason: 'a Spanish-commented install script served as application/x-sh: the quoted comment is in it',
    path: '/instalar.sh', context: { title: 'instalar.sh', claims: ['El script comprueba la suma SHA-256 del binario descargado.'], quotes: ['comprueba la suma SHA-256 antes de instalar'] },
    quotes: [{ quote: 'comprueba la suma SHA-256 antes de instalar', present: true }],
    handle: (_q, r) => send(r, 200, '#!/bin/sh\n# Descarga la última versión de la herramienta y comprueba la suma SHA-256 antes de instalar.\nset -eu\nURL="https://descargas.example/herramienta-linux-amd64"\ncurl -fsSLo /tmp/herramienta "$URL"\necho "$SUMA  /tmp/herramienta" | sha256sum -c -\ninstall -m 0755 /tmp/herramienta /usr/local/bin/herramienta\n', { 'content-type': 'application/x-sh' }),
  });
  // An API's error object answered with 200 is the API's "not here": mismatch.
  add('cls-s15-json-error', {
    expected: 'mismatch', reason: 'a German registry answers 200 with an RFC 9457 problem object ("status": 404, "Paket existiert nicht")',
    path: '/api/pakete/bahnzeit-parser', context: { title: 'bahnzeit-parser Paketdaten', claims: ['bahnzeit-parser 3.1 hängt nur von dayjs ab.'] },
    handle: (_q, r) => send(r, 200, JSON.stringify({ type: 'about:blank', title: 'Nicht gefunden', status: 404, detail: 'Das Paket „bahnzeit-parser“ existiert nicht.' }), { 'content-type': 'application/problem+json' }),
  });
  add('cls-s15-json-error', {
    expected: 'mismatch', reason: 'a chat API answers 200 with {"ok": false, "error": "channel_not_found"}',
    path: '/api/conversations.history/C07RELEASES', context: { title: '#releases channel history', claims: ['The release channel announced version 5 on 3 March.'] },
    handle: (_q, r) => send(r, 200, '{"ok":false,"error":"channel_not_found"}', { 'content-type': 'application/json; charset=utf-8' }),
  });
  add('cls-s15-json-error', {
    expected: 'valid', reason: 'must stay: a JSON release record with a status and a message beside its data keys',
    path: '/api/releases/latest', context: { title: 'Latest release of tidegauge', claims: ['tidegauge 2.3.0 added NetCDF export.'] },
    handle: (_q, r) => send(r, 200, JSON.stringify({ status: 'ok', message: 'tidegauge 2.3.0 adds NetCDF export and drops Python 3.8', version: '2.3.0', published_at: '2025-06-02', assets: ['tidegauge-2.3.0.tar.gz'] }), { 'content-type': 'application/json' }),
  });
  // An organisation's own login (SSO, partner portal, staff) opens to no paying reader: blocked.
  add('cls-s15-org-login', {
    expected: 'blocked', reason: 'a German vendor KB article 302s to its partner portal login: "Dieser Bereich ist nur für autorisierte Vertriebspartner"',
    path: '/wissen/artikel/firmware-7-2-upgrade', context: { title: 'Firmware 7.2: Upgrade-Pfad für Serie K' },
    handle: (_q, r) => { r.writeHead(302, { location: '/anmelden?ziel=%2Fwissen%2Fartikel%2Ffirmware-7-2-upgrade' }); r.end(); },
  });
  add('cls-s15-org-login-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-s15-org-login.classes.example', path: '/anmelden', context: {},
    handle: ok(shell({ lang: 'de', site: 'Kessler Partnerportal', title: 'Anmelden | Kessler Partnerportal', main: '<h1>Partnerportal</h1><p>Dieser Bereich ist nur für autorisierte Vertriebspartner zugänglich.</p><form><label>Benutzername <input name="u"></label><label>Passwort <input type="password" name="p"></label><button>Anmelden</button></form>' })) });
  add('cls-s15-org-login', {
    expected: 'blocked', reason: 'a Japanese intranet wiki page answered with its staff login (200, password form): 「社員専用」',
    path: '/wiki/deploy-runbook', context: { title: 'デプロイ手順書' },
    handle: ok(shell({ lang: 'ja', site: '社内ポータル', title: 'ログイン | 社内ポータル', main: '<h1>ログイン</h1><p>このポータルは社員専用です。社員番号とパスワードでログインしてください。</p><form><label>社員番号 <input name="id"></label><label>パスワード <input type="password" name="pw"></label><button>ログイン</button></form>' })),
  });
  add('cls-s15-org-login', {
    expected: 'blocked', reason: 'a Spanish self-hosted code host page answered with its sign-in (200): "Iniciar sesión con el SSO de la empresa"',
    path: '/plataforma/infra/-/blob/main/README.md', context: { title: 'plataforma/infra README' },
    handle: ok(shell({ lang: 'es', site: 'Git Interno', title: 'Iniciar sesión · Git Interno', main: '<h1>Iniciar sesión</h1><form><label>Usuario <input name="u"></label><label>Contraseña <input type="password" name="p"></label><button>Iniciar sesión</button></form><p>Sign in with Company SSO</p>' })),
  });
  add('cls-s15-org-login', {
    expected: 'paywalled', reason: 'must stay: a newspaper story 302s to /login, whose page lists "Partner login" among its footer links — an ordinary login wall',
    path: '/politik/2025/haushalt-einigung', context: { title: 'Koalition einigt sich auf Haushalt' },
    handle: (_q, r) => { r.writeHead(302, { location: '/login?redirect=%2Fpolitik' }); r.end(); },
  });
  add('cls-s15-org-login-target', { expected: 'valid', reason: 'redirect target (not scored)', host: 'cls-s15-org-login.classes.example', path: '/login', context: {},
    handle: ok('<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Anmelden | Tagesblatt</title></head><body><header><a href="/">Tagesblatt</a></header><main><h1>Anmelden</h1><form><label>E-Mail <input type="email"></label><label>Passwort <input type="password"></label><button>Anmelden</button></form><p>Noch kein Konto? <a href="/abo">Jetzt abonnieren</a></p></main><footer><nav class="footer-nav"><a href="/impressum">Impressum</a> <a href="/partner">Partner login</a> <a href="/mediadaten">Mediadaten</a></nav></footer></body></html>') });

  // A registry's record withdrawn at the cited address: gone (mismatch).
  add('cls-s15-withdrawn-record', {
    expected: 'mismatch', reason: 'a Japanese package registry page: 「このパッケージは削除されました」 under the package name',
    path: '/package/kana-normalize', context: { title: 'kana-normalize', claims: ['kana-normalize は半角カナを全角に変換する。'] },
    handle: ok(shell({ lang: 'ja', site: 'パッケージレジストリ', title: 'kana-normalize | パッケージレジストリ', main: '<h1>kana-normalize</h1><p>このパッケージは削除されました。</p><p>2025年3月1日に作者によって削除されました。</p>' })),
  });
  add('cls-s15-withdrawn-record', {
    expected: 'mismatch', reason: 'a German self-hosted code host: "Dieses Repository ist leer" (no code)',
    path: '/stadtwerke/zaehlerstand-api', context: { title: 'stadtwerke/zaehlerstand-api', claims: ['Die API liefert Zählerstände im 15-Minuten-Takt.'] },
    handle: ok(shell({ lang: 'de', site: 'Gitea', title: 'stadtwerke/zaehlerstand-api - Gitea', main: '<h1>stadtwerke / zaehlerstand-api</h1><p>Dieses Repository ist leer.</p><pre>git remote add origin https://git.example/stadtwerke/zaehlerstand-api.git</pre>' })),
  });
  add('cls-s15-withdrawn-record', {
    expected: 'mismatch', reason: 'a vulnerability database entry (og:type article) whose only text is "** REJECT ** DO NOT USE THIS CANDIDATE NUMBER…"',
    path: '/vuln/detail/CVE-2024-55120', context: { title: 'CVE-2024-55120: buffer overflow in imgtool', claims: ['CVE-2024-55120 is a stack buffer overflow in imgtool 2.x.'] },
    handle: ok(shell({ lang: 'en', site: 'Vuln DB', title: 'CVE-2024-55120 Detail | Vuln DB', head: '<meta property="og:type" content="article"><meta property="og:title" content="CVE-2024-55120">', main: '<h1>CVE-2024-55120 Detail</h1><h2>Description</h2><p>** REJECT ** DO NOT USE THIS CANDIDATE NUMBER. ConsultIDs: CVE-2024-55098. Reason: This candidate is a reservation duplicate of CVE-2024-55098. Notes: All CVE users should reference CVE-2024-55098 instead of this candidate.</p>' })),
  });
  add('cls-s15-withdrawn-record', {
    expected: 'valid', reason: 'must stay: a news article about a package that "was unpublished by its author", with paragraphs of its own',
    path: '/2016/03/npm-unpublish-fallout', context: { title: 'How one unpublished package broke thousands of builds' },
    handle: ok(shell({ lang: 'en', site: 'Dev Weekly', title: 'How one unpublished package broke thousands of builds | Dev Weekly', head: '<meta property="og:type" content="article">', main: `<article><h1>How one unpublished package broke thousands of builds</h1><p>On Tuesday a small string-padding package was unpublished by its author after a naming dispute, and builds across the ecosystem began to fail within minutes.</p>${longText(5, 7)}</article>` })),
  });
  // A paste, link or log whose time ran out: gone.
  add('cls-s15-expired-item', {
    expected: 'mismatch', reason: 'a German file-sharing page: "Dieser Link ist abgelaufen" with upload buttons',
    path: '/s/Hk29xQ', context: { title: 'Messdaten Pegel Köln 2024.xlsx' },
    handle: ok(shell({ lang: 'de', site: 'Dateifähre', title: 'Dateifähre', main: '<h1>Dieser Link ist abgelaufen</h1><p>Freigabelinks sind sieben Tage gültig. Bitten Sie den Absender um einen neuen Link.</p><a href="/upload">Eigene Dateien senden</a>' })),
  });
  add('cls-s15-expired-item', {
    expected: 'mismatch', reason: 'a Korean cloud-drive share page: 「이 링크는 만료되었습니다」 with the service\'s own links',
    path: '/s/kR83mz', context: { title: '2024 도시교통 연보.pdf' },
    handle: ok(shell({ lang: 'ko', site: '클라우드 드라이브', title: '공유 파일 - 클라우드 드라이브', main: '<div class="share-error"><p>이 링크는 만료되었습니다.</p><p>공유한 사람에게 새 링크를 요청하세요.</p><a href="/">클라우드 드라이브 홈</a></div>' })),
  });
  add('cls-s15-expired-item', {
    expected: 'mismatch', reason: 'an English CI job page: "This job log has expired" (no log left)',
    path: '/ci/jobs/88213', context: { title: 'CI job 88213: integration tests on arm64', claims: ['All 412 integration tests passed on arm64.'] },
    handle: ok(shell({ lang: 'en', site: 'Build Farm', title: 'Job 88213 · Build Farm', main: '<h1>Job #88213</h1><p>integration-tests · arm64 · main</p><p>This job log has expired.</p>' })),
  });
  add('cls-s15-expired-item', {
    expected: 'valid', reason: 'must stay: a how-to article headed "Fix: the certificate has expired" with its steps',
    path: '/howto/fix-expired-certificate', context: { title: 'Fix: the certificate has expired' },
    handle: ok(shell({ lang: 'en', site: 'Ops Notes', title: 'Fix: the certificate has expired | Ops Notes', main: `<article><h1>Fix: the certificate has expired</h1><p>When a client reports that the certificate has expired, check the server's chain first: an expired intermediate looks the same to the client as an expired leaf.</p>${longText(4, 11)}</article>` })),
  });
  // A geo-block sentence led by its reason.
  add('cls-s15-geo-reason', {
    expected: 'blocked', reason: 'must stay blocked: a Japanese player page 「申し訳ございません。配信権の都合により、この動画はお住まいの地域ではご視聴いただけません。」',
    path: '/watch/ep-1207', context: { title: '世界の車窓から 第1207回' },
    handle: ok(shell({ lang: 'ja', site: '動画チャンネル', title: '動画チャンネル', main: '<div class="player-error"><p>申し訳ございません。配信権の都合により、この動画はお住まいの地域ではご視聴いただけません。</p></div>' })),
  });
  add('cls-s15-geo-reason', {
    expected: 'blocked', reason: 'a Traditional Chinese page: 「很抱歉，由於版權限制，該影片在您所在的國家或地區無法訪問」 — "該影片…無法訪問" is a gone notice\'s wording inside the geo sentence',
    path: '/video/drama-0413', context: { title: '台灣鐵道紀行 第5集' },
    handle: ok(shell({ lang: 'zh-TW', site: '影音平台', title: '影音平台', main: '<div class="notice"><h2>很抱歉，由於版權限制，該影片在您所在的國家或地區無法訪問。</h2><a href="/">回到首頁</a></div>' })),
  });
  add('cls-s15-geo-reason', {
    expected: 'blocked', reason: 'must stay blocked: a Russian player «К сожалению, по требованию правообладателя это видео недоступно в вашей стране»',
    path: '/video/ekspress-7', context: { title: 'Экспресс: серия 7' },
    handle: ok(shell({ lang: 'ru', site: 'Видеоплатформа', title: 'Видеоплатформа', main: '<div class="player-error"><p>К сожалению, по требованию правообладателя это видео недоступно в вашей стране.</p></div>' })),
  });
  // A course platform's lock line.
  add('cls-s15-course-lock', {
    expected: 'paywalled', reason: 'a French course lesson: "Cette leçon est verrouillée" with an enrolment offer',
    path: '/formations/postgresql-avance/lecons/index-partiels', context: { title: 'Les index partiels — PostgreSQL avancé' },
    handle: ok(shell({ lang: 'fr', site: 'Académie Data', title: 'Les index partiels — PostgreSQL avancé | Académie Data', main: '<h1>Les index partiels</h1><p>Dans cette leçon, vous apprendrez à indexer une partie seulement d’une table.</p><div class="lock"><p>Cette leçon est verrouillée.</p><p>Inscrivez-vous à la formation « PostgreSQL avancé » pour débloquer ses 18 leçons — 49 €.</p></div>' })),
  });
  add('cls-s15-course-lock', {
    expected: 'paywalled', reason: 'a Japanese course lesson: 「このレッスンはロックされています」',
    path: '/courses/go-concurrency/lessons/7', context: { title: 'Go並行処理入門 レッスン7: select文' },
    handle: ok(shell({ lang: 'ja', site: 'コードスクール', title: 'レッスン7: select文 | コードスクール', main: '<h1>レッスン7: select文</h1><p>select文で複数のチャネルを待ち受ける方法を学びます。</p><div class="locked"><p>このレッスンはロックされています。</p><p>コースを購入すると全24レッスンを受講できます（4,800円）。</p></div>' })),
  });
  add('cls-s15-course-lock', {
    expected: 'valid', reason: 'must stay: a forum thread "This topic is locked" whose posts are all shown',
    path: '/t/vim-vs-emacs-2025/4410', context: { title: 'Vim vs Emacs in 2025', claims: ['Most replies preferred modal editing.'] },
    handle: ok(shell({ lang: 'en', site: 'Editors Forum', title: 'Vim vs Emacs in 2025 - Editors Forum', main: '<h1>Vim vs Emacs in 2025</h1><p class="notice">This topic is locked. New replies are no longer allowed.</p><div class="post"><p>Most replies preferred modal editing, but several long-time Emacs users pointed out that evil-mode gives them the same keys with Emacs underneath.</p></div><div class="post"><p>I switched to Helix last year and have not looked back; the selection-first model is easier to reason about.</p></div>' })),
  });
  // A redirect to another item of an API reference.
  add('cls-s15-code-item', {
    expected: 'mismatch', reason: 'a Ruby method page (Enumerable#each_slice) 301s to the module overview, which never names each_slice',
    path: '/core/Enumerable/each_slice.html', context: { title: 'Enumerable#each_slice', claims: ['each_slice yields consecutive groups of n elements.'] },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('cls-s15-code-item.classes.example')}/core/Enumerable.html` }); r.end(); },
  });
  add('cls-s15-code-item', {
    expected: 'valid', reason: 'redirect target, scored as cited for the module itself',
    path: '/core/Enumerable.html', context: { title: 'module Enumerable' },
    handle: ok(shell({ lang: 'en', site: 'Ruby Docs', title: 'module Enumerable - Ruby Docs', main: '<h1>module Enumerable</h1><p>The Enumerable mixin provides collection classes with several traversal and searching methods, and with the ability to sort. The class must provide a method each, which yields successive members of the collection.</p><h2>Methods</h2><ul><li>map</li><li>select</li><li>reduce</li><li>sort_by</li></ul>' })),
  });
  add('cls-s15-code-item', {
    expected: 'mismatch', reason: 'a German Node.js docs page for fs.readFileSync() 302s to the module page, which documents only the promise API',
    path: '/de/api/fs-readfilesync', context: { title: 'fs.readFileSync() – Node.js Dokumentation', claims: ['readFileSync liest eine Datei synchron und gibt einen Buffer zurück.'] },
    handle: (_q, r, w) => { r.writeHead(302, { location: `${w.origin('cls-s15-code-item.classes.example')}/de/api/fs` }); r.end(); },
  });
  add('cls-s15-code-item', {
    expected: 'valid', reason: 'redirect target, scored as cited for the promise API',
    path: '/de/api/fs', context: { title: 'Dateisystem – Node.js Dokumentation' },
    handle: ok(shell({ lang: 'de', site: 'Node.js', title: 'Dateisystem | Node.js Dokumentation', main: '<h1>Dateisystem</h1><p>Das Modul node:fs/promises stellt Funktionen bereit, die Promises zurückgeben. Die Funktion readFile liest den gesamten Inhalt einer Datei asynchron.</p><pre>import { readFile } from "node:fs/promises";</pre>' })),
  });
  add('cls-s15-code-item', {
    expected: 'valid', reason: 'must stay: an old docs address 301s to the same item\'s new page, which names it (Vec::retain_mut)',
    path: '/std/vec/Vec/retain_mut.html', context: { title: 'Vec::retain_mut', claims: ['retain_mut keeps only the elements for which the closure returns true.'] },
    handle: (_q, r, w) => { r.writeHead(301, { location: `${w.origin('cls-s15-code-item.classes.example')}/std/vec/struct.Vec.html` }); r.end(); },
  });
  add('cls-s15-code-item', {
    expected: 'valid', reason: 'redirect target: the Vec page lists retain_mut',
    path: '/std/vec/struct.Vec.html', context: { title: 'Vec in std::vec' },
    handle: ok(shell({ lang: 'en', site: 'Rust std', title: 'Vec in std::vec - Rust', main: '<h1>Struct std::vec::Vec</h1><p>A contiguous growable array type.</p><h3>pub fn retain_mut&lt;F&gt;(&amp;mut self, f: F)</h3><p>Retains only the elements specified by the predicate, passing a mutable reference to it. In other words, remove all elements e such that f(&amp;mut e) returns false.</p>' })),
  });
  return cases;
}
