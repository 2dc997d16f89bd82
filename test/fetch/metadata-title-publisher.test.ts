/**
 * Title and publisher classes of the ninth round (s9; docs/online-validation.md "### Metadata", the rows
 * marked "(s9)"). Each case is written in another language or form than the real page that showed the class.
 */
import { pageMetadata, parsePage } from '../../activities/classify';

const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);

test('titles (s9): a banner h1 no other title reads gives way to a heading two of the page\'s titles read exactly', () => {
  // A newsletter's name set as the first h1, the post's headline as the second (French).
  expect(meta('<title>Les vendanges commencent tôt en Alsace</title><meta property="og:title" content="Les vendanges commencent tôt en Alsace">'
    + '<h1>Carnet des vendanges en Alsace</h1><h1>Les vendanges commencent tôt en Alsace</h1><p>Texte de l\'article.</p>', 'https://carnet.example.fr/p/vendanges').title)
    .toBe('Les vendanges commencent tôt en Alsace');
  // A section banner "Section | Site" as h1 over the story's h1; the <title> is another wording (Italian).
  expect(meta('<title>Verona, il centrocampista Rossi rinnova fino al 2028 con il club</title><meta property="og:title" content="Rossi rinnova fino al 2028">'
    + '<meta name="twitter:title" content="Rossi rinnova fino al 2028"><h1>Verona Calcio News | Il Pallone Veneto</h1><h1>Rossi rinnova fino al 2028</h1><p>Testo.</p>', 'https://www.sport-verona.example/notizie/rossi').title)
    .toBe('Rossi rinnova fino al 2028');
  // A pull quote set as the only h1 while an h2 reads as the <title>'s head and og:title (Japanese).
  expect(meta('<title>新しい図書館が駅前に開館しました | 市民ブログ</title><meta property="og:title" content="新しい図書館が駅前に開館しました | 市民ブログ">'
    + '<h2>新しい図書館が駅前に開館しました</h2><h1>新しい図書館で本を読む時間がもっと楽しくなる</h1><p>本文。</p>', 'https://shimin-blog.example.jp/2025/library').title)
    .toBe('新しい図書館が駅前に開館しました');
  // Unchanged: an h1 the other titles do not read exactly, with no heading that two titles confirm (the h1 is the headline).
  expect(meta('<title>Rossi firma il rinnovo | Calcio Verona</title><meta property="og:title" content="Rossi firma il rinnovo">'
    + '<h1>Rossi rinnova il contratto fino al 2028</h1><h2>Le cifre</h2><p>Testo.</p>', 'https://www.calcioverona.example/notizie/rossi').title)
    .toBe('Rossi rinnova il contratto fino al 2028');
});

test('titles (s9): the site\'s name glued to the h1, or an address after a separator, is not part of the headline', () => {
  // A logo span inside the h1 glued to the headline (Italian): the other title gives the headline alone.
  expect(meta('<title>Il consiglio approva il nuovo piano dei trasporti » Cronaca » Gazzetta Lagunare</title>'
    + '<meta name="twitter:title" content="Il consiglio approva il nuovo piano dei trasporti">'
    + '<h1>Il consiglio approva il nuovo piano dei trasportiGazzetta Lagunare</h1><p>Testo.</p>', 'https://www.gazzettalagunare.example/cronaca/piano').title)
    .toBe('Il consiglio approva il nuovo piano dei trasporti');
  // A former domain left in the template after " | " (Polish).
  expect(meta('<title>Rada miasta przyjęła nowy budżet | Nowy Portal</title><meta property="og:title" content="Rada miasta przyjęła nowy budżet">'
    + '<h1>Rada miasta przyjęła nowy budżet | STARYPORTAL.PL</h1><p>Tekst.</p>', 'https://www.nowyportal.example/budzet').title)
    .toBe('Rada miasta przyjęła nowy budżet');
  // Unchanged: a word of the headline that a word of the site's name repeats, joined by a space, is the headline's (Spanish).
  expect(meta('<title>Técnicas de composición en | Estudio Fotografía</title><meta property="og:site_name" content="Estudio Fotografía">'
    + '<h1>Técnicas de composición en fotografía</h1><p>Texto.</p>', 'https://www.estudio-foto.example/blog/composicion').title)
    .toBe('Técnicas de composición en fotografía');
});

test('titles (s9): a heading or title without a letter or digit is no title', () => {
  // A blog whose name is "..." (its <title> "...: Post", its first heading "...") (Portuguese).
  expect(meta('<title>...: Bom dia, vizinhos!</title><meta property="og:title" content="Bom dia, vizinhos!"><h2>...</h2><h3>Bom dia, vizinhos!</h3><p>Texto.</p>', 'https://pontos.blogspot.example/2020/04/bom-dia.html').title)
    .toBe('Bom dia, vizinhos!');
  expect(meta('<title>•••</title><h2>•••</h2><h3>Notas de campo</h3><p>Texto.</p>', 'https://pontos.example/notas').title).not.toBe('•••');
});

test('publisher (s9): a site name followed by the same name in other languages or scripts is cited by the part that spells the host', () => {
  const site = (name: string, host: string) => meta(`<title>Nova ponte aberta ao trânsito</title><meta property="og:site_name" content="${name}"><h1>Nova ponte aberta ao trânsito</h1><p>Texto.</p>`, `https://www.${host}/noticia/1`).publisher;
  // Portuguese name, its English and Russian forms after dashes.
  expect(site('Noticias Lisboa – Lisbon News – Новости Лиссабона', 'noticiaslisboa.example')).toBe('Noticias Lisboa');
  // An English name, then its Greek and German forms.
  expect(site('Athens Times – Νέα Αθήνας – Athener Zeitung', 'athenstimes.example')).toBe('Athens Times');
  // Unchanged: a sub-brand before the house that spells the host, no part spelling the host, no separator.
  expect(site('Morning Show | Athens Times', 'athenstimes.example')).toBe('Morning Show | Athens Times');
  expect(site('Rádio Minho – a voz da região', 'radiominho.example')).toBe('Rádio Minho');
  expect(site('Kieler Nachrichten', 'kn-online.example')).toBe('Kieler Nachrichten');
});

test('titles (s9): a CJK headline with the site\'s name glued on after an unspaced "-", "_" or "|" gives the headline and the site', () => {
  // Korean: the newspaper's name after an unspaced hyphen.
  expect(meta('<title>서울시 내년 예산안 발표 복지 예산 확대-서울일보</title><p>본문.</p>', 'https://www.seoul-ilbo.example/news/1')).toMatchObject({ title: '서울시 내년 예산안 발표 복지 예산 확대', publisher: '서울일보' });
  // Japanese: a channel and the site after underscores.
  expect(meta('<title>新しい図書館が駅前に開館しました_地域ニュース_市民新聞</title><p>本文。</p>', 'https://www.shimin-shimbun.example/a/2')).toMatchObject({ title: '新しい図書館が駅前に開館しました', publisher: '市民新聞' });
  // Unchanged: a Latin headline with a CJK word after a hyphen, and a short CJK title.
  expect(meta('<title>Windows 11 update-新機能</title><p>Text.</p>', 'https://www.pc-news.example/a/3').title).toBe('Windows 11 update-新機能');
  expect(meta('<title>東京-大阪</title><p>本文。</p>', 'https://www.rail.example/a/4').title).toBe('東京-大阪');
});

test('titles (s9b): a style sheet or script inside a heading is no part of its words', () => {
  // A CSS-in-JS class rule in a <style> inside the h1 (French), the <title> a social wording.
  expect(meta('<title>Le marché couvert rouvre ses portes</title>'
    + '<h1><style>.k-9x2{font-size:14px;color:#333;display:block;}</style><span class="k-9x2">Chronique</span> Le marché couvert rouvre samedi après deux ans de travaux</h1><p>Texte.</p>', 'https://www.journal-local.example.fr/2025/marche').title)
    .toBe('Chronique Le marché couvert rouvre samedi après deux ans de travaux');
  // A client-side template script inside the h2 the title is taken from (Spanish, no <title>, no h1).
  expect(meta('<h2>El puerto amplía su terminal de cruceros<script type="text/x-template"><b>{{ etiqueta }}</b></script></h2><p>Texto.</p>', 'https://www.diario-costa.example.es/a/1').title)
    .toBe('El puerto amplía su terminal de cruceros');
  // Unchanged: a byline holding a <style> gives the name alone (Portuguese).
  expect(meta('<h1>Nova ponte aberta ao trânsito</h1><div class="byline"><style>.b{margin:0}</style>Por Ana Souza</div><p>Texto.</p>', 'https://www.jornal.example.pt/a/2').author)
    .toBe('Ana Souza');
});

test('titles (s9b): a kicker joined to the headline by an unspaced ":" or "|" (a separator only screen readers see) gives way to the other title', () => {
  // Italian: a press-office label, a visually hidden ":" span, then the headline the <title> reads.
  expect(meta('<title>Il nuovo ospedale apre le porte ai pazienti</title><h1><span class="kicker">Comunicato stampa della Regione <span class="sr-only">:</span></span>Il nuovo ospedale apre le porte ai pazienti</h1><p>Testo.</p>', 'https://www.regione.example.it/comunicati/ospedale').title)
    .toBe('Il nuovo ospedale apre le porte ai pazienti');
  // English with a hidden "|" and og:title as the other title.
  expect(meta('<title>Harbour news</title><meta property="og:title" content="Ferry timetable changes from Monday"><h1>Transport update|Ferry timetable changes from Monday</h1><p>Text.</p>', 'https://www.harbour.example/news/ferry').title)
    .toBe('Ferry timetable changes from Monday');
  // Unchanged: a spaced kicker is the page's own wording.
  expect(meta('<title>Ferry timetable changes from Monday</title><h1>After the storm: Ferry timetable changes from Monday</h1><p>Text.</p>', 'https://www.harbour.example/news/ferry2').title)
    .toBe('After the storm: Ferry timetable changes from Monday');
});

test('publisher (s10): no meta or structured name — the header\'s logo link home, else the footer\'s copyright holder', () => {
  // A Hugo-style blog (German): the site's name only as the header's link home.
  expect(meta('<title>Warum Wärmepumpen im Altbau funktionieren</title><header><a href="/">Energiewende Notizen</a> <a href="/posts/">Beiträge</a></header>'
    + '<main><h1>Warum Wärmepumpen im Altbau funktionieren</h1><p>Text.</p></main><footer>Powered by Hugo</footer>', 'https://notizen.example.de/posts/waermepumpe/').publisher)
    .toBe('Energiewende Notizen');
  // A logo image's alt text in a link to the absolute root of the same host (Spanish).
  expect(meta('<title>El puerto amplía su terminal</title><div class="site-branding"><a href="https://www.diario-bahia.example/"><img src="/logo.png" alt="Diario de la Bahía logo"></a></div>'
    + '<h1>El puerto amplía su terminal</h1><p>Texto.</p>', 'https://www.diario-bahia.example/local/puerto').publisher)
    .toBe('Diario de la Bahía');
  // No link home: the footer's copyright line (Dutch), years and "Alle rechten voorbehouden" dropped.
  expect(meta('<title>Nieuwe fietsbrug geopend</title><h1>Nieuwe fietsbrug geopend</h1><p>Tekst.</p>'
    + '<footer><p>Copyright © 2019–2026 Stadskrant Zwolle. Alle rechten voorbehouden.</p></footer>', 'https://www.stadskrant-zwolle.example/nieuws/fietsbrug').publisher)
    .toBe('Stadskrant Zwolle');
  // Unchanged: a link home that says "Home", a language switch, or another host's logo names nothing (no copyright line either).
  expect(meta('<title>Nyt cykelspor åbnet</title><nav><a href="/">Forside</a> <a href="/">Dansk</a> <a href="https://www.partner.example/"><img alt="Partner Media" src="/p.png"></a></nav><h1>Nyt cykelspor åbnet</h1><p>Tekst.</p>', 'https://www.lokal.example.dk/a/1').publisher)
    .toBeNull();
  // Unchanged: og:site_name still wins over the chrome.
  expect(meta('<title>T</title><meta property="og:site_name" content="Gazeta Oficial"><header><a class="logo" href="/">Outro Nome</a></header><h1>Título da notícia aqui</h1><p>Texto.</p>', 'https://www.gazeta.example.br/a').publisher)
    .toBe('Gazeta Oficial');
});

test('publisher (s10): a publication hosted on a platform — og:site_name names the platform, the article\'s publisher node and the <title> the publication', () => {
  const ld = (pub: string) => `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'BlogPosting', headline: 'Der Deich hält', publisher: { '@type': 'Organization', name: pub } })}</script>`;
  // German: a newsletter on a hosting platform's subdomain; the <title> names the publication, then the platform.
  expect(meta(`<title>Der Deich hält | Küstenkurier | Schreibhaus</title><meta property="og:site_name" content="Schreibhaus">${ld('Küstenkurier')}<h1>Der Deich hält</h1><p>Text.</p>`, 'https://kuestenkurier.schreibhaus.example/p/deich').publisher)
    .toBe('Küstenkurier');
  // Unchanged: the publisher node naming the host's own site (a short form of og:site_name) is no publication on a platform.
  expect(meta(`<title>Der Deich hält | LKN</title><meta property="og:site_name" content="Landesbetrieb Küstenschutz Nord">${ld('LKN')}<h1>Der Deich hält</h1><p>Text.</p>`, 'https://www.lkn.example/presse/deich').publisher)
    .toBe('Landesbetrieb Küstenschutz Nord');
});

test('titles (s10): a masthead as the first h1 — "Masthead - Headline", "Blog: Headline" — gives the headline, and the masthead names the site', () => {
  // A French diary: <title> "Carnet de Lucie - Headline", first h1 the diary's name, the post's heading with a mark before it.
  const diary = meta('<title>Carnet de Lucie - Les hirondelles sont revenues au village ce matin</title><h1>Carnet de Lucie</h1><h2>12 avril 2024</h2><h3>■ Les hirondelles sont revenues au village ce matin</h3><p>Texte.</p>', 'https://lucie.example.fr/2024/04/12.html');
  expect(diary.title).toBe('Les hirondelles sont revenues au village ce matin');
  expect(diary.publisher).toBe('Carnet de Lucie');
  // A Spanish blog: "Blog: Headline" <title>, og:title the headline, og:site_name the blog = first h1.
  expect(meta('<title>Notas de Pablo: Semana 3 del reto de programación</title><meta property="og:title" content="Semana 3 del reto de programación"><meta property="og:site_name" content="Notas de Pablo">'
    + '<h1>Notas de Pablo</h1><h2>Día 15</h2><p>Texto.</p>', 'https://notas.example.es/2025/semana-3').title).toBe('Semana 3 del reto de programación');
  // Unchanged: "Headline | Blog" with the blog's name as a later heading (the usual order).
  expect(meta('<title>Gute Vorsätze für das neue Jahr | Kleines Blog</title><h1>Gute Vorsätze für das neue Jahr</h1><h1>Kleines Blog</h1><p>Text.</p>', 'https://kleinesblog.example.de/vorsaetze').title)
    .toBe('Gute Vorsätze für das neue Jahr');
});

test('titles (s10): a section\'s name, the host and a tagline after the headline are not part of it', () => {
  // "Headline | host | Tagline" with og:title the same and the h1 the headline (Italian): the h1, not the tagline.
  expect(meta('<title>Trote invernali | pesca-alpina.it | La tua rivista di pesca</title><meta property="og:title" content="Trote invernali | pesca-alpina.it | La tua rivista di pesca">'
    + '<h1>Trote invernali</h1><p>Testo.</p>', 'https://www.pesca-alpina.it/articoli/trote').title).toBe('Trote invernali');
  // A microdata name = the <title> with a long site tagline; og:title the headline (Polish, no h1).
  expect(meta('<title>Nowy stadion otwarty w sobotę | Sport Lokalny - Wszystkie wiadomości, wyniki i terminy z regionu</title><meta property="og:title" content="Nowy stadion otwarty w sobotę">'
    + '<div itemscope itemtype="https://schema.org/Article"><meta itemprop="name" content="Nowy stadion otwarty w sobotę | Sport Lokalny - Wszystkie wiadomości, wyniki i terminy z regionu"><h2>Nowy stadion otwarty w sobotę</h2><p>Tekst.</p></div>', 'https://www.sport-lokalny.example.pl/a/1').title)
    .toBe('Nowy stadion otwarty w sobotę');
  // "Headline | Section" where the section is one of the site's section links (Portuguese).
  expect(meta('<title>Câmara aprova novo plano de mobilidade urbana | Região</title><meta property="og:site_name" content="Diário do Vale"><nav><a href="/regiao/">Região</a> <a href="/desporto/">Desporto</a></nav>'
    + '<p>Texto.</p>', 'https://www.diariodovale.example.pt/regiao/plano').title).toBe('Câmara aprova novo plano de mobilidade urbana');
  // Unchanged: a tail that is no section of the site stays (English).
  expect(meta('<title>Ten years of the river project | A retrospective</title><meta property="og:site_name" content="River Trust"><nav><a href="/news/">News</a></nav><p>Text.</p>', 'https://www.rivertrust.example/news/ten-years').title)
    .toBe('Ten years of the river project | A retrospective');
});

test('meta (s10): `value=` where `content=` belongs is read as the content; a generic word as og:site_name names no site', () => {
  // A template writing value= (Swedish): the site name, headline and author are read.
  const v = meta('<meta property="og:site_name" value="Norrlandsposten"><meta property="og:title" value="Isen släpper på Luleälven"><meta name="author" value="Karin Lund"><title>Isen släpper på Luleälven</title><p>Text.</p>', 'https://www.norrlandsposten.example/a/is');
  expect([v.publisher, v.author]).toEqual(['Norrlandsposten', 'Karin Lund']);
  // og:site_name left at a section's generic label ("Magazine", French "Blog"): the next source names the site.
  expect(meta('<title>Le retour des hirondelles | Revue Nature</title><meta property="og:site_name" content="Blog"><h1>Le retour des hirondelles</h1><p>Texte.</p>', 'https://www.revue-nature.example.fr/blog/hirondelles').publisher)
    .toBe('Revue Nature');
});

/*
 * (s11, fresh12's round) Publisher classes; each case is written in another language or shape than the
 * page that showed it (docs/online-validation.md "### Metadata", rows marked "(s11)").
 */
test('publisher (s11): a site name with a tagline after it — longer than a title\'s site part, or after a colon — is the name', () => {
  // og:site_name "Name | a tagline of eight words" (German): the name.
  expect(meta('<title>Tomaten im Herbst</title><meta property="og:site_name" content="Gartenfreunde Blog | Der Ratgeber für alle, die im Garten mehr erleben wollen"><h1>Tomaten im Herbst</h1><p>Text.</p>',
    'https://www.gartenfreunde-blog.example.de/tomaten').publisher).toBe('Gartenfreunde Blog');
  // "Name : a tagline" (Spanish, a colon with spaces), and "Name: tagline" (English).
  expect(meta('<title>Diez huertos urbanos</title><meta property="og:site_name" content="Ecovida : una mirada verde sobre la actualidad y la vida sana"><h1>Diez huertos urbanos</h1><p>Texto.</p>',
    'https://www.ecovida.example.es/huertos').publisher).toBe('Ecovida');
  expect(meta('<title>Ten urban gardens</title><meta property="og:site_name" content="Greenway: the news of the city for people who walk"><h1>Ten urban gardens</h1><p>Text.</p>',
    'https://www.greenway.example/gardens').publisher).toBe('Greenway');
  // Unchanged: a name with a colon in it, no phrase after it ("Mission: Impossible Fan Club").
  expect(meta('<title>The new trailer</title><meta property="og:site_name" content="Mission: Impossible Fan Club"><h1>The new trailer</h1><p>Text.</p>',
    'https://www.mi-fans.example/trailer').publisher).toBe('Mission: Impossible Fan Club');
});

test('publisher (s11): "<a section> by <the house the host spells>" names the house', () => {
  // French "par": the blog of a shop whose host spells the shop's name.
  expect(meta('<title>Cinq recettes de crêpes</title><meta property="og:site_name" content="Le blog cuisine par Maison Dupré"><h1>Cinq recettes de crêpes</h1><p>Texte.</p>',
    'https://www.maisondupre.fr/blog/crepes').publisher).toBe('Maison Dupré');
  // Unchanged: "… by <a person>" on a host that does not spell the name.
  expect(meta('<title>On walking</title><meta property="og:site_name" content="Field Notes by Jane Porter"><h1>On walking</h1><p>Text.</p>',
    'https://fieldnotes.example/walking').publisher).toBe('Field Notes by Jane Porter');
});

test('publisher (s11): the way home around the site\'s name in a link home — "Back to X homepage", "回到X首页" — gives the name', () => {
  // German: a link home "Zurück zur Lokalpost-Startseite", no site name in meta tags.
  expect(meta('<header><a href="/">Zurück zur Lokalpost-Startseite</a></header><title>Neue Brücke eröffnet</title><h1>Neue Brücke eröffnet</h1><p>Text.</p>',
    'https://www.lokalpost.example.de/a/bruecke').publisher).toBe('Lokalpost');
  // English and Chinese.
  expect(meta('<header><a href="https://www.dailyledger.example/">Back to The Daily Ledger homepage</a></header><title>Bridge opens</title><h1>Bridge opens</h1><p>Text.</p>',
    'https://www.dailyledger.example/a/bridge').publisher).toBe('The Daily Ledger');
  expect(meta('<header><a href="/">返回星空日报首页</a></header><title>新桥开通</title><h1>新桥开通</h1><p>正文。</p>',
    'https://www.xingkong.example.cn/a/1').publisher).toBe('星空日报');
});

test('publisher (s11): a page on a subdomain whose only named link home goes to the parent site\'s home names the parent', () => {
  // English: a blog subdomain, a footer link to the parent's home.
  expect(meta('<title>Notes from the field</title><h1>Notes from the field</h1><p>Text.</p><footer><a href="https://fwgazette.example/">Fernwood Gazette</a></footer>',
    'https://blog.fwgazette.example/2024/notes').publisher).toBe('Fernwood Gazette');
  // Spanish: a header link to the parent site of a section subdomain.
  expect(meta('<header><a href="https://www.diariosur.example/">Diario del Sur</a></header><title>Lluvias en la costa</title><h1>Lluvias en la costa</h1><p>Texto.</p>',
    'https://clima.diariosur.example/lluvias').publisher).toBe('Diario del Sur');
  // Unchanged: a link to another site's home (not the parent) names nothing.
  expect(meta('<title>Notes from the field</title><h1>Notes from the field</h1><p>Text.</p><footer><a href="https://othersite.example/">Other Site</a></footer>',
    'https://blog.fwgazette.example/2024/notes').publisher).toBeNull();
});

test('publishers (s12): a site named by its address with "www." (the <title>\'s tail "— www.wday.ru") is cited without it', () => {
  expect(meta('<html lang="de"><head><title>Neue Brücke eröffnet – www.beispiel-zeitung.de</title></head><body><h1>Neue Brücke eröffnet</h1><p>Text.</p></body></html>',
    'https://www.beispiel-zeitung.de/lokales/bruecke').publisher).toBe('beispiel-zeitung.de');
  expect(meta('<html lang="pt"><head><title>Ponte nova aberta | www.jornal-exemplo.com.br</title></head><body><h1>Ponte nova aberta</h1><p>Texto.</p></body></html>',
    'https://www.jornal-exemplo.com.br/noticias/ponte').publisher).toBe('jornal-exemplo.com.br');
});

test('titles (s13): a heading the page shows, whole, inside the window title with the page\'s own names around it is the headline', () => {
  // A blog engine's "Blog name: Post title", the blog's name a masthead h1, the post's title an h3 (German).
  expect(meta('<title>Gartentagebuch Hamburg: Die ersten Tomaten des Sommers sind reif</title><h1>Gartentagebuch Hamburg</h1><h3>Die ersten Tomaten des Sommers sind reif</h3><p>Text des Beitrags.</p>',
    'https://gartentagebuch-hh.example.de/2012/07/tomaten.html').title).toBe('Die ersten Tomaten des Sommers sind reif');
  // (A guard, right before too:) "Headline | Blog name", the blog's name a line of its own, the headline an h2 (Spanish).
  expect(meta('<title>Las bicicletas vuelven al centro de la ciudad | Apuntes de Movilidad</title><div class="header">Apuntes de Movilidad</div><h2>Las bicicletas vuelven al centro de la ciudad</h2><p>Texto.</p>',
    'https://www.urbano.example.es/2012/bicicletas').title).toBe('Las bicicletas vuelven al centro de la ciudad');
  // "Blog: Post" with the blog's name only in the copyright line (French).
  expect(meta('<title>Carnets de Marie: Une journée au marché de Lyon</title><h3>Une journée au marché de Lyon</h3><p>Texte.</p><footer>© 2012 Carnets de Marie</footer>',
    'https://carnets.example.fr/2012/07/lyon.html').title).toBe('Une journée au marché de Lyon');
  // Unchanged: a kicker the page shows nowhere on its own ("Kritik: …") stays part of the headline.
  expect(meta('<title>Kritik: Der neue Film von Anna Berg überzeugt</title><h1>Kritik: Der neue Film von Anna Berg überzeugt</h1><h2>Der neue Film von Anna Berg überzeugt</h2><p>Text.</p>',
    'https://www.kino.example.de/kritik/film').title).toBe('Kritik: Der neue Film von Anna Berg überzeugt');
});

/*
 * (s13, fresh16's round) Title and publisher classes seen on the saved test pages of crux / snacktory /
 * Embed (US blogs, a senator's site, a story stream); each case is written in another language or shape
 * than the page that showed it (docs/online-validation.md "### Metadata", rows marked "(s13)").
 */
test('title (s13): a heading that is one whole part of the <title> is the headline, over a masthead h1 or the whole <title>', () => {
  // German blog: the blog's name as first heading (a link home), "Blog: Headline" as <title>, the post's title an h2.
  expect(meta('<title>Gartenbuch: Tomaten richtig ausgeizen im Sommer</title><h1><a href="/">Gartenbuch</a></h1><p>Der Blog für den Hausgarten.</p><h2>Tomaten richtig ausgeizen im Sommer</h2><p>Text.</p>',
    'https://www.mein-garten.example.de/2021/07/tomaten').title).toBe('Tomaten richtig ausgeizen im Sommer');
  // French: a column's masthead as h1 (not in the <title>), "Headline - Column - Site" as <title>.
  expect(meta('<title>La mairie rénove le vieux pont romain - Le carnet de Lucie - Exemple</title><h1>Le carnet de Lucie : chroniques du vieux quartier</h1><h2>La mairie rénove le vieux pont romain</h2><p>Texte.</p>',
    'https://www.exemple.example.fr/carnet/pont').title).toBe('La mairie rénove le vieux pont romain');
  // Spanish: "Headline por Author" as <title>, the headline an h2 under the writer's first name.
  expect(meta('<title>Carta abierta al nuevo alcalde por María López</title><h2>maría</h2><h2>Carta abierta al nuevo alcalde</h2><p>Texto.</p>',
    'https://marialopez.example.es/carta').title).toBe('Carta abierta al nuevo alcalde');
  // Unchanged: a headline h1 that is the <title>'s first part, its subtitle a longer heading after it.
  expect(meta('<title>Zwischen den Zeilen - Eine Autorin verwebt in ihrem neuen Roman das Lokale und das Globale : rezensionen.example</title><h1>Zwischen den Zeilen</h1><h2>Eine Autorin verwebt in ihrem neuen Roman das Lokale und das Globale</h2><p>Text.</p>',
    'https://rezensionen.example/zwischen').title).toBe('Zwischen den Zeilen');
  // Unchanged: the h1 that og:title confirms stays, though a later heading is a part of the <title>.
  expect(meta('<title>Neue Brücke über die Elbe eröffnet - Lokales - Stadtblatt</title><meta property="og:title" content="Die Elbe hat eine neue Brücke"><h1>Die Elbe hat eine neue Brücke</h1><h2>Neue Brücke über die Elbe eröffnet</h2><p>Text.</p>',
    'https://www.stadtblatt.example.de/lokales/bruecke').title).toBe('Die Elbe hat eine neue Brücke');
});

test('title (s13): a generic section word after a separator at the end of the headline ("… | Politik") is the section, not the headline', () => {
  expect(meta('<title>Merkel stellt neues Kabinett vor | Politik | Tagesblatt</title><h1>Merkel stellt neues Kabinett vor | Politik</h1><p>Text.</p>',
    'https://www.tagesblatt.example.de/politik/kabinett').title).toBe('Merkel stellt neues Kabinett vor');
  expect(meta('<title>El Betis gana en el último minuto - Deportes - Diario Sur</title><h1>El Betis gana en el último minuto - Deportes</h1><p>Texto.</p>',
    'https://www.diariosur.example.es/deportes/betis').title).toBe('El Betis gana en el último minuto');
});

test('publisher (s13): a <title>\'s last part that is a section word ("… | Media", "… - Europa") does not name the site', () => {
  expect(meta('<title>Nieuwe brug over de Maas geopend | Media</title><h1>Nieuwe brug over de Maas geopend</h1><p>Tekst.</p>',
    'https://www.nieuwsbode.example.nl/overig/media/123/brug').publisher).not.toBe('Media');
  expect(meta('<title>Gobierno anuncia nuevas elecciones - Europa</title><meta name="application-name" content="Diario Norte"><h1>Gobierno anuncia nuevas elecciones</h1><p>Texto.</p>',
    'https://www.diarionorte.example.es/europa/elecciones').publisher).toBe('Diario Norte');
});

test('title / author (s14, fresh17): a social post\'s window title "Name on X: "post" / X" on the platform\'s own page is the post, by Name', () => {
  // German X page, an unread counter before it, „…“ quotes.
  const de = meta('<title>(12) Anna Weber auf X: „Die Brücke am Hafen bleibt bis Juni gesperrt“ / X</title><meta property="og:site_name" content="X (formerly Twitter)"><h1>Beitrag</h1><p>Die Brücke am Hafen bleibt bis Juni gesperrt.</p>',
    'https://x.com/annaweber/status/1900000000000000001');
  expect(de.title).toBe('Die Brücke am Hafen bleibt bis Juni gesperrt');
  expect(de.author).toBe('Anna Weber');
  // French Twitter page (a space before the colon, « » quotes), named as the site only by og:site_name.
  const fr = meta('<title>Mairie de Lyon sur Twitter : « Le marché de Noël ouvre samedi place Carnot »</title><meta property="og:site_name" content="Twitter"><p>Le marché de Noël ouvre samedi place Carnot.</p>',
    'https://mobile.twitter.com/lyon/status/1600000000000000002');
  expect(fr.title).toBe('Le marché de Noël ouvre samedi place Carnot');
  expect(fr.author).toBe('Mairie de Lyon');
  // An Instagram post's caption, the page's own host.
  expect(meta('<title>Kew Gardens on Instagram: "The titan arum is flowering this week"</title><p>The titan arum is flowering this week.</p>',
    'https://www.instagram.com/p/C4xYz9AbCdE/').title).toBe('The titan arum is flowering this week');
  // Unchanged: a news headline quoting a post ("Musk on X: …") on a news site is the headline.
  expect(meta('<title>Musk on X: "We will build it in Texas" | Daily Courier</title><h1>Musk on X: "We will build it in Texas"</h1><p>Text.</p>',
    'https://www.dailycourier.example/tech/musk').title).toBe('Musk on X: "We will build it in Texas"');
});

describe('(s14, fresh18) CJK window titles and site names', () => {
  test('a headline with its own full-width colon before an underscore chain ending in the address: the chain\'s last name is the site', () => {
    const zhHant = meta('<title>台北市長選舉：候選人辯論會今晚登場_政治新聞_自由時報_ltn.com.tw</title><h1>台北市長選舉：候選人辯論會今晚登場</h1><p>內文。</p>',
      'https://news.ltn.com.tw/news/politics/123');
    expect(zhHant.title).toBe('台北市長選舉：候選人辯論會今晚登場');
    expect(zhHant.publisher).toBe('自由時報');
    const ja = meta('<title>新型ロケット：打ち上げに成功_科学_東西新聞_tozai.jp</title><h1>新型ロケット：打ち上げに成功</h1><p>本文。</p>', 'https://www.tozai.jp/science/1');
    expect(ja.publisher).toBe('東西新聞');
    // Unchanged: a chain without an address ends in the site's name.
    expect(meta('<title>台北市長選舉：候選人辯論會今晚登場_政治新聞_自由時報</title><h1>台北市長選舉：候選人辯論會今晚登場</h1><p>內文。</p>',
      'https://news.ltn.com.tw/news/politics/123').publisher).toBe('自由時報');
  });
  test('a site name written in two scripts joined by a dash or bar: the CJK form on a CJK page, the Latin form on another', () => {
    expect(meta('<title>颱風明登陸 全台嚴陣以待</title><meta property="og:site_name" content="聯合新聞網 - UDN"><h1>颱風明登陸 全台嚴陣以待</h1><p>內文。</p>',
      'https://udn.example.com/news/1').publisher).toBe('聯合新聞網');
    expect(meta('<title>Bank of Japan holds rates</title><meta property="og:site_name" content="Nikkei | 日本経済新聞"><h1>Bank of Japan holds rates</h1><p>Text.</p>',
      'https://asia.nikkei.example/economy/1').publisher).toBe('Nikkei');
    // Unchanged: one script on both sides ("Die Zeit - Hamburg") is not two forms of one name.
    expect(meta('<title>Ein Text</title><meta property="og:site_name" content="Stadtblatt - Hamburg"><h1>Ein Text</h1><p>Text.</p>',
      'https://www.stadtblatt.example.de/a').publisher).toBe('Stadtblatt - Hamburg');
  });
  test('a CJK headline with the site glued on after a space and a dash ("… -自由時報")', () => {
    const page = meta('<title>颱風明天登陸全台各地嚴陣以待 -自由時報</title><h1>颱風明天登陸全台各地嚴陣以待</h1><p>內文。</p>', 'https://news.ltn.example.tw/a/1');
    expect(page.publisher).toBe('自由時報');
    expect(page.title).toBe('颱風明天登陸全台各地嚴陣以待');
  });
});

describe('(s15, fresh20) window titles and site names', () => {
  test('"Site: Headline" with the headline shown whole as a heading or a block: the headline, and the site', () => {
    const de = meta('<html><head><title>Stadtgeflüster: Die neue Brücke ist endlich eröffnet</title></head><body><div class="logo">Stadtgeflüster</div><h1>Die neue Brücke ist endlich eröffnet</h1><p>Nach drei Jahren Bauzeit ist die Brücke seit heute offen.</p></body></html>',
      'https://blog.example.de/2020/05/bruecke');
    expect(de.title).toBe('Die neue Brücke ist endlich eröffnet');
    expect(de.publisher).toBe('Stadtgeflüster');
    // No heading at all: the headline in a block of its own (a table-built blog, Spanish).
    const es = meta('<html><head><title>Diario del Valle: Llegan las primeras lluvias de otoño</title></head><body><table><tr><td><div class="titulo">Llegan las primeras lluvias de otoño</div><div>Las lluvias llegaron el martes por la tarde a todo el valle.</div></td></tr></table></body></html>',
      'https://www.example.es/noticias/123');
    expect(es.title).toBe('Llegan las primeras lluvias de otoño');
    expect(es.publisher).toBe('Diario del Valle');
    // Unchanged: a kicker the page shows as part of its headline, and a tail the page does not show alone.
    expect(meta('<title>Interview: Jane Doe on the new climate law</title><h1>Interview: Jane Doe on the new climate law</h1><p>Text.</p>', 'https://mag.example.com/a/1').title)
      .toBe('Interview: Jane Doe on the new climate law');
    expect(meta('<title>Analyse: Warum die Mieten weiter steigen</title><h1>Mieten</h1><p>Warum die Mieten weiter steigen, erklärt unser Autor.</p>', 'https://zeitung.example.de/a/2').title)
      .toBe('Analyse: Warum die Mieten weiter steigen');
  });
  test('a Chinese footer\'s ICP licence or police registration number by the site\'s name is not part of the name', () => {
    const page = (footer: string) => meta(`<title>关于调整公交线路的通知</title><h1>关于调整公交线路的通知</h1><p>自下月起，部分公交线路将调整运营时间。</p><div class="footer">${footer}</div>`, 'https://www.example.gov.cn/tz/1.html').publisher;
    expect(page('Copyright © 2005-2020 京ICP备12345678号-2 北京市交通委员会 版权所有')).toBe('北京市交通委员会');
    expect(page('© 2019 粤公网安备 44030502000001号 深圳市文化广电旅游体育局')).toBe('深圳市文化广电旅游体育局');
    // Unchanged: a footer holder without a number.
    expect(page('Copyright © 2005-2020 北京市交通委员会 版权所有')).toBe('北京市交通委员会');
  });
  test('a copyright holder with an initial ("© 2019 Anna M. Schmidt"): the whole name, not the part before the initial\'s full stop', () => {
    const page = (footer: string) => meta(`<title>Warum ich jeden Morgen laufe</title><h1>Warum ich jeden Morgen laufe</h1><p>Seit drei Jahren laufe ich jeden Morgen fünf Kilometer.</p><footer><p>${footer}</p></footer>`, 'https://aschmidt.example.net/laufen').publisher;
    expect(page('© 2019 Anna M. Schmidt. Alle Rechte vorbehalten.')).toBe('Anna M. Schmidt');
    expect(page('Copyright 2012–2020 J. R. Moreno')).toBe('J. R. Moreno');
    // Unchanged: a sentence after the holder's name still ends it.
    expect(page('© 2020 Laufgruppe Nord. Alle Rechte vorbehalten.')).toBe('Laufgruppe Nord');
  });
});

test('(s15, fresh19) a copyright line whose year range is written with a full-width dash or a tilde: the holder without the years', () => {
  // Japanese: "© 2008～2024 さくら日報", Chinese: "© 2005－2017 北方周末", Korean with a wave dash.
  expect(meta('<title>新しい橋が開通</title><h1>新しい橋が開通</h1><p>本文です。</p><footer><p>© 2008～2024 さくら日報</p></footer>', 'https://www.sakura-nippo.example/news/1').publisher)
    .toBe('さくら日報');
  expect(meta('<title>新桥通车</title><h1>新桥通车</h1><p>正文。</p><footer><p>© 2005－2017 北方周末</p></footer>', 'https://www.beifang.example/a/1').publisher)
    .toBe('北方周末');
  expect(meta('<title>새 다리 개통</title><h1>새 다리 개통</h1><p>본문.</p><footer><p>Copyright © 2010〜2023 한빛일보</p></footer>', 'https://www.hanbit.example/a/1').publisher)
    .toBe('한빛일보');
});

test('(s15, fresh19) a window title with the site\'s part between the headline and a short tail: the headline before it, the site\'s part as publisher', () => {
  // Portuguese "Headline | Site | City", the headline in a table cell (no h1), the host naming the site.
  const cell = (title: string, headline: string, url: string) => meta(`<html><head><title>${title}</title></head><body><table><tr><td><div class="titulo">${headline}</div><p>O governo estadual iniciou as obras de drenagem no bairro, com previsão de término em seis meses.</p></td></tr></table></body></html>`, url);
  const a = cell('Prefeitura inicia obras de drenagem no bairro | JornalDoVale.com.br | Vale do Paraíba', 'Prefeitura inicia obras de drenagem no bairro', 'https://www.jornaldovale.com.br/noticia.php?id=77');
  expect([a.title, a.publisher]).toEqual(['Prefeitura inicia obras de drenagem no bairro', 'JornalDoVale.com.br']);
  // English with dashes and the og:site_name known: "Headline - Valley Courier - Serving the valley since 1902".
  const b = meta('<html><head><title>Council approves new bridge - Valley Courier - Since 1902</title><meta property="og:site_name" content="Valley Courier"></head><body><p>Council approves new bridge</p><p>The council voted on Tuesday to fund a new bridge over the river.</p></body></html>', 'https://news.courier.example/a/1');
  expect(b.title).toBe('Council approves new bridge');
  // Unchanged: a headline whose own dashes hold no site's part keeps its words.
  const c = meta('<html><head><title>Rome - Paris - Berlin: a week by train</title></head><body><p>We rode three night trains in a week.</p></body></html>', 'https://travel.example/a/2');
  expect(c.title).toBe('Rome - Paris - Berlin: a week by train');
});
