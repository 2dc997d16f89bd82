/**
 * Nineteenth held-out status set (`node dist/test/accuracy/run.js --set blind19`, never part of
 * the default run). Theme: what research reports cite from archives, libraries and digitised
 * collections. Written from issue 12's text, /work/shared/CONTRACT.md, the paragraph "Three
 * labelling rules the table implies" of docs/online-validation.md, blindkit.ts, corpus.ts's types,
 * run.ts, the first 60 lines of blind9.ts and serveCorpus in score.ts — without reading the
 * classifier, the other blind sets' pages, classes.ts or the rest of the docs. Committed before it
 * was first scored. Pages: blind19pages.ts (templates), blind19text.ts (texts in 20 languages).
 *
 * Shapes: Wayback-style replay pages (toolbar + captured page, redirects between captures, raw
 * id_ captures, "has not archived that URL", "excluded", a captured 404 / login page / parked
 * domain / home page), archive.today copies, digitised newspapers (Chronicling America, Delpher,
 * Gallica, Trove-style OCR pages, clipping view), book search (limited preview, snippet view, no
 * preview), digital libraries (full view, search only, checked out, waitlist, geo-restricted),
 * DSpace and EPrints items (open, embargoed, campus-only, request-a-copy, staff-only, withdrawn,
 * invalid identifier), Koha OPAC records, museum object pages, ArchivesSpace finding aids,
 * genealogy indexes and paid record images, oral-history pages, retired portals, persistent
 * identifiers (handle, ARK, DOI, PURL) resolving through redirects, EZproxy / Shibboleth WAYF /
 * OpenAthens logins, Anubis and other walls that libraries put up, and old servers: frames, meta
 * refresh, Refresh header, cgi-bin and .asp?ID= URLs, trailing-slash redirects, legacy charsets
 * (windows-1250/1251/1252/1254/1256, ISO-8859-1/2/7, Shift_JIS, EUC-KR, GB18030, Big5, TIS-620,
 * KOI8-U), charset only in a meta tag, PDFs from repositories.
 *
 * Labelling rules applied (a careful human's reading of issue 12 and the three rules):
 * - The archived copy of a page is the page: a replay whose captured content holds the cited
 *   text is `valid` (the toolbar is chrome). A replay or archive page that shows no capture ("has
 *   not archived that URL", "excluded") or a capture of an error / login / parked / home page is a
 *   live page that is not the source: `mismatch` on 2xx, `invalid` on 404.
 * - Access restrictions on the work itself that a reader with the right account, membership,
 *   purchase or waiting time passes — embargoed or campus-only files, request-a-copy, staff-only
 *   files, snippet view / no preview with "buy this book", search-only in copyright, checked-out
 *   or waitlisted lending copies, paid record images, institutional proxy / SSO logins — are
 *   `paywalled` (the source exists; cite with caution). These are debatable against `blocked`
 *   for the SSO logins; the issue's "login walls … blocked or paywalled by a rule you document"
 *   leaves it open, and a subscription-only collection is a paywall to a reader.
 * - Bot defences (Anubis, Cloudflare, CAPTCHAs, Incapsula), geo-restrictions ("not available in
 *   your country"), consent interstitials, maintenance and database-error pages, persistent
 *   5xx/429, 403, 401 Basic auth, empty JS viewers, timeouts: `blocked`.
 * - Withdrawn items with a tombstone, retired portals with a notice, "no records matched",
 *   "record not found", object-not-found pages, "media unavailable" with nothing else, a PID that
 *   lands on the repository's home page and an unrelated record: `mismatch` (2xx).
 * - 404/410, redirect loops, unsafe or non-http targets, unresolvable hosts, binary page images
 *   served as text/html: `invalid`.
 * - A catalogue record, a finding aid or a museum record cited for what it describes (and whose
 *   text carries the claim) is `valid`; "not currently on display" or a rights-restricted image
 *   does not change that. A book page in limited preview whose shown pages hold the claim is
 *   `valid`.
 * - Quotes: present only when the page's text says it; curly/straight quotes, dashes, NBSP, soft
 *   hyphens and NFD/NFC differences still count as present.
 *
 * FIRST SIGHT (set committed at 6193ddf on main 649f0df's rules, scored once with
 * `nice -n 5 npm run build && node dist/test/accuracy/run.js --set blind19`, before any rule
 * changed): status 186/210 = 88.6 %; live pages called invalid 0; quote checks 139/143 right;
 * quote_found true for an absent quote 1 (a label error, below). Confusion (expected → got):
 *   valid      92 valid, 2 paywalled, 1 mismatch
 *   paywalled  15 paywalled, 12 valid
 *   blocked    32 blocked, 2 valid
 *   mismatch   29 mismatch, 3 valid, 1 paywalled, 3 blocked
 *   invalid    18 invalid
 * Misses: valid→paywalled: both Google-Books-style limited previews whose shown page holds the
 * quote ("are not shown in this preview" read as a preview limit; debatable, see the rules above);
 * valid→mismatch: the museum story "Gallery 404: …" (soft 404 by "404:" in the title); quotes
 * missed on the two framesets (the frame's document is not read). paywalled→valid: "No preview
 * available" ×2 and "Snippet view" ×2 book pages, "Limited (search only)" ×2, DSpace embargo ×3
 * (en, de, es), request-a-copy ×2, EPrints "Full text not available from this repository".
 * blocked→valid: French and Italian geo-blocks ("n'est pas consultable depuis votre pays", "non è
 * disponibile all'estero"). mismatch→valid: oral history with media and transcript both
 * unavailable ×2, a newspaper page of another day; mismatch→paywalled: a Wayback capture of a
 * login page (debatable, labelled as such); mismatch→blocked: retired-portal notices (en, ja) and a
 * genealogy "No records matched" page ("near-empty page … likely an interstitial").
 * Labels changed after first sight: 1 quote label, an authoring error and not a rule question —
 * ds-embargo-liverpool's quote was labelled absent, but the embargoed item's full-record table
 * (dc.description.abstract) carries the paragraph that holds it, so the response does say it; now
 * present. That was the one "quote_found true for an absent quote". No status label changed.
 * After the class fixes (cls-b19-* in classes.ts; docs/online-validation.md rows "s11, from
 * blind19"): status 204/210 = 97.1 %, no live page invalid, quotes 141/143, no absent quote found.
 * Left: the two limited previews (the blind16 rule "a preview that stops is paywalled" against this
 * set's "the cited page is shown"; label kept, rule kept — arguable), the Wayback capture of a login
 * page (arguable), the two oral-history pages with neither media nor transcript (no general rule
 * found that keeps "media unavailable" pages with a transcript valid), the newspaper page of another
 * day (the claim's year is on it, which the another-story rule reads as relevance) and the two
 * framesets' quotes (a frame's document is not fetched).
 */
import type { ClassifyContext } from '../../activities/classify/classify';
import type { CorpusCase, QuoteCheck } from './corpus';
import { entry, esc, pdf, rawAnswer, redirect, respond, target, toCases, wrap, write, type Entry } from './blindkit';
import { DOCS, doc, other, type Doc } from './blind19text';
import {
  anubis, archiveToday, bookPage, dlItem, dspace, eprints, ezproxyLogin, findingAid, framesetPage, genealogy, museum, navFrame, newspaperPage, oldSite,
  opac, openAthens, oralHistory, retiredPortal, vary, wayback, waybackNotice, wayf, type Variant,
} from './blind19pages';

const out: Entry[] = [];
const WB = 'web.archive.org';

const ctx = (d: Doc, o: { quote?: boolean } = {}): ClassifyContext => ({ title: d.title, claims: [d.claim], ...(o.quote === false ? {} : { quotes: [d.quote] }) });
/** Quote checks: the cited quote (present or not) and, when asked, the doc's absent near-miss. */
const qc = (d: Doc, present: boolean, absentToo = false): QuoteCheck[] => [{ quote: d.quote, present }, ...(absentToo ? [{ quote: d.absent, present: false }] : [])];
/** A context whose quotes are the cited quote and the absent near-miss. */
const ctx2 = (d: Doc): ClassifyContext => ({ title: d.title, claims: [d.claim], quotes: [d.quote, d.absent] });

const origUrl = (d: Doc, path = `/archive/${d.key}.html`) => `http://www.${d.key}-history.example${path}`;

// =============================================================================================
// VALID — web archives
const wbValid: [string, Variant, string][] = [
  ['liverpool', 'curly', '20040615103211'],
  ['electrification', 'dash', '20071103221745'],
  ['hamburg', 'plain', '20020208000000'],
  ['eiffel', 'nbsp', '20051120134509'],
  ['transsib', 'plain', '20010411092233'],
  ['shinsai', 'plain', '20030722041012'],
  ['metro', 'plain', '20061002112233'],
  ['univ', 'plain', '20080527183000'],
];
for (const [k, v, ts] of wbValid) {
  const d = doc(k);
  const url = origUrl(d);
  out.push(entry(`wb-${k}`, WB, 'valid', `Wayback replay (toolbar + captured ${d.charset} page) whose capture holds the cited text${v !== 'plain' ? ` (quote differs by ${v})` : ''}`,
    respond({ body: wayback(oldSite(d, { paras: vary(d, v), charset: d.charset }), url, ts), charset: d.charset }), { path: `/web/${ts}/${url}`, context: k === 'liverpool' || k === 'eiffel' ? ctx2(d) : ctx(d), quotes: qc(d, true, k === 'liverpool' || k === 'eiffel') }));
}
// redirect between captures (the cited timestamp has no capture; Wayback sends you to the nearest)
for (const [k, ts, near] of [['seismos', '20050101000000', '20050214083312'], ['maktaba', '20030601000000', '20030528191002'], ['watersnood', '20100101', '20091230221504']] as const) {
  const d = doc(k);
  const url = origUrl(d, `/cgi-bin/show.cgi?id=${d.key.length * 17}`);
  out.push(entry(`wb-near-${k}`, WB, 'valid', 'Wayback 302 from the cited timestamp to the nearest capture, which holds the cited text', redirect((o) => `${o(WB)}/web/${near}/${url}`, 302), { path: `/web/${ts}/${url}`, context: ctx(d), quotes: qc(d, true) }));
  out.push(target(`wb-near-${k}-t`, WB, `/web/${near}/${url}`, respond({ body: wayback(oldSite(d), url, near), charset: d.charset })));
}
// raw capture (id_ flag: no toolbar)
{
  const d = doc('corte');
  const url = origUrl(d);
  out.push(entry('wb-raw-corte', WB, 'valid', 'raw Wayback capture (id_ flag, no toolbar), ISO-8859-1, NFD accents on the page', respond({ body: oldSite(d, { paras: vary(d, 'nfd') }), charset: 'iso-8859-1' }), { path: `/web/20061114000000id_/${url}`, context: ctx(d), quotes: qc(d, true) }));
}
// archive.today copies
for (const [k, v] of [['gripe', 'curly'], ['norrland', 'nbsp'], ['dockers', 'dash']] as const) {
  const d = doc(k);
  out.push(entry(`arch-${k}`, 'archive.ph', 'valid', `archive.today copy of the cited page (quote differs by ${v})`, (req, res, web) => write(res, { body: archiveToday(d, origUrl(d), { paras: vary(d, v) }) }), { path: `/${k.slice(0, 3)}Q${k.length}x`, context: ctx(d), quotes: qc(d, true) }));
}

// VALID — digitised newspapers
const papers: [string, 'chronam' | 'delpher' | 'gallica' | 'trove' | 'generic', string, string, Variant][] = [
  ['liverpool', 'chronam', 'chroniclingamerica.loc.gov', '/lccn/sn84026749/1851-03-14/ed-1/seq-3/', 'plain'],
  ['watersnood', 'delpher', 'www.delpher.nl', '/nl/kranten/view?identifier=ddd:010950134:mpeg21:a0001&coll=ddd', 'plain'],
  ['eiffel', 'gallica', 'gallica.bnf.fr', '/ark:/12148/bpt6k2319461/f1.item.texteBrut', 'shy'],
  ['gripe', 'generic', 'hemerotecadigital.bne.es', '/hd/es/viewer?id=7c1a8e2b-61d4-4c1d-9f11-0b3c2f5d8e01&page=3', 'plain'],
  ['norrland', 'generic', 'tidningar.kb.se', '/1894-11-20/edition/0/part/1/page/2/', 'plain'],
  ['seismos', 'generic', 'efimeris.nlg.gr', '/ns/pdfwindow.jsp?id=1953-08-14&page=1', 'plain'],
  ['taiwan', 'generic', 'newspaper.nl-tw.example', '/cgi-bin/gs32/gsweb.cgi?o=dnewspaper&s=id=%22TW1898050601%22', 'plain'],
  ['corte', 'generic', 'memoria.bn.br', '/DocReader/DocReader.aspx?bib=706795&pagfis=12', 'plain'],
];
for (const [k, style, host, path, v] of papers) {
  const d = doc(k);
  out.push(entry(`paper-${k}`, host, 'valid', `digitised newspaper page (${style} style): page image viewer + OCR text holding the cited text${v !== 'plain' ? ` (page has a ${v} difference)` : ''}`,
    respond({ body: newspaperPage(d, style, { paras: vary(d, v) }) }), { path, context: k === 'watersnood' ? ctx2(d) : ctx(d), quotes: qc(d, true, k === 'watersnood') }));
}
// Trove-style article clipping, OCR in windows-1252 declared in header
{
  const d = doc('electrification');
  out.push(entry('paper-clip', 'trove.nla.gov.au', 'valid', 'newspaper article clipping view with OCR text, windows-1252', respond({ body: newspaperPage(d, 'trove', { note: '<p class="clip-note">Clipped from page 6. Corrected by 3 users.</p>' }), charset: 'windows-1252' }), { path: '/newspaper/article/41927733', context: ctx(d), quotes: qc(d, true) }));
}

// VALID — book previews and digital libraries
for (const k of ['pontino', 'astrolabe']) {
  const d = doc(k);
  out.push(entry(`book-limited-${k}`, 'books.google.com', 'valid', 'book search page in limited preview: the shown page holds the cited passage', respond({ body: bookPage(d, 'limited') }), { path: `/books?id=Q${d.key}AAAAMAAJ&pg=PA37`, context: ctx(d), quotes: qc(d, true) }));
}
for (const [k, host, path] of [['electrification', 'babel.hathitrust.org', '/cgi/pt?id=uiug.30112019283746&seq=9'], ['pontino', 'archive.org', '/details/labonificadellagr00oper'], ['corte', 'archive.org', '/details/chegadadafamilia00bibl'], ['maktaba', 'www.wdl-ar.example', '/ar/item/4471/']] as const) {
  const d = doc(k);
  out.push(entry(`dl-full-${k}`, host, 'valid', 'digital library item in full view with its full text', respond({ body: dlItem(d, 'full', { lang: d.lang === 'ar' ? 'ar' : 'en' }) }), { path, context: ctx(d), quotes: qc(d, true) }));
}

// VALID — repositories (open items, PDFs)
for (const [k, host, path, lang] of [['electrification', 'ir.uni-repository.example', '/handle/2142/88123', 'en'], ['auswanderer', 'repositorium.uni-bremen.example', '/handle/10.26092/1733', 'de'], ['medici', 'air.unifi.example', '/handle/2158/1102934', 'en']] as const) {
  const d = doc(k);
  out.push(entry(`ds-open-${k}`, host, 'valid', 'DSpace item page with open PDF and an abstract holding the cited text', respond({ body: dspace(d, 'open', { lang }) }), { path, context: ctx(d), quotes: qc(d, true) }));
}
{
  const d = doc('dockers');
  out.push(entry('ep-open-dockers', 'etheses.whiterose.ac.uk', 'valid', 'EPrints thesis page with open download; abstract holds the cited text', respond({ body: eprints(d, 'open') }), { path: '/id/eprint/25651/', context: ctx(d), quotes: qc(d, true) }));
}
for (const [k, path] of [['electrification', '/bitstream/handle/2142/88123/rea_ohio_1939.pdf?sequence=1&isAllowed=y'], ['liverpool', '/bitstream/handle/1/4410/liverpool-trade-1850.pdf']] as const) {
  const d = doc(k);
  out.push(entry(`pdf-${k}`, k === 'liverpool' ? 'repository.liv-archive.example' : 'ir.uni-repository.example', 'valid', 'repository bitstream: a PDF (application/pdf) holding the cited text',
    respond({ body: pdf({ title: d.title, author: d.author ?? d.site, date: d.date, pages: [[d.title, '', ...wrap(d.paras.join('\n'))]] }), type: 'application/pdf' }), { path, context: ctx(d), quotes: qc(d, true) }));
}
{
  const d = doc('hamburg');
  out.push(entry('pdf-octet', 'digital.slub-dresden.example', 'valid', 'digitised brochure served as application/octet-stream with a PDF signature',
    respond({ body: pdf({ title: d.title, date: d.date, pages: [[d.title, '', ...wrap(d.paras.join('\n'))]] }), type: 'application/octet-stream', headers: { 'content-disposition': 'attachment; filename="sturmflut-1962.pdf"' } }), { path: '/data/kitodo/sturm_1962/sturm_1962.pdf', context: ctx(d, { quote: false }) }));
}

// VALID — OA aggregator / mirror
for (const [k, host, path] of [['tramvaje', 'core.ac.uk', '/display/48239117'], ['powodz', 'www.oa-mirror-pl.example', '/mirror/repozytorium/powodz-1997.html'], ['metro', 'real.mtak.example', '/1742/']] as const) {
  const d = doc(k);
  out.push(entry(`oa-${k}`, host, 'valid', `open-access aggregator / mirror copy of the full text (${d.charset})`, respond({ body: oldSite(d), charset: d.charset }), { path, context: ctx(d), quotes: qc(d, true) }));
}

// VALID — catalogue, museum, finding aid, genealogy, oral history
for (const [k, path] of [['pontino', '/cgi-bin/koha/opac-detail.pl?biblionumber=118204'], ['transsib', '/cgi-bin/koha/opac-detail.pl?biblionumber=55901']] as const) {
  const d = doc(k);
  out.push(entry(`opac-${k}`, 'catalogue.library.example', 'valid', 'OPAC record cited for the work it describes; its notes carry the claim (metadata only, debatable but the cited record is there)', respond({ body: opac(d) }), { path, context: ctx(d, { quote: false }) }));
}
const museums: [string, 'display' | 'not-display' | 'rights', string, string, Record<string, string>?][] = [
  ['astrolabe', 'display', 'collections.mhs.example', '/objects/inv-49296'],
  ['astrolabe', 'not-display', 'www.sciencemuseum-collection.example', '/objects/co5391/planispheric-astrolabe'],
  ['astrolabe', 'rights', 'collection.rmg.example', '/objects/AST0567.html'],
  ['eiffel', 'not-display', 'www.musee-orsay-collections.example', '/fr/oeuvres/la-tour-eiffel-9012', { off: 'Cette œuvre n\'est pas exposée actuellement', on: 'Exposée', acc: 'Numéro d\'inventaire', dims: 'Dimensions', cred: 'Crédit', img: 'Image non disponible' }],
  ['hangul', 'display', 'www.museum.go.kr.example', '/site/main/relic/search/view?relicId=1447', { on: '전시 중', off: '현재 전시되지 않음', acc: '소장품 번호', dims: '크기', cred: '소장처', img: '이미지 없음' }],
  ['shinsai', 'rights', 'archives.tokyo-museum.example', '/collection/item?id=M0038812', { on: '展示中', off: '現在展示されていません', acc: '資料番号', dims: '寸法', cred: '所蔵', img: '著作権の都合により画像は表示できません' }],
];
for (const [k, mode, host, path, labels] of museums) {
  const d = doc(k);
  out.push(entry(`mus-${k}-${mode}`, host, 'valid', `museum object page (${mode === 'display' ? 'on display' : mode === 'not-display' ? '"not currently on display"' : 'rights-restricted image'}); the record text holds the claim`, respond({ body: museum(d, mode, { labels }) }), { path, context: ctx(d), quotes: qc(d, true) }));
}
for (const [k, host, path] of [['medici', 'archivio.firenze.example', '/repositories/2/resources/1187'], ['auswanderer', 'findbuch.staatsarchiv.example', '/repositories/3/resources/440'], ['dockers', 'archives.docklands.example', '/repositories/2/resources/77']] as const) {
  const d = doc(k);
  out.push(entry(`fa-${k}`, host, 'valid', 'ArchivesSpace finding aid (scope and contents) describing the cited collection', respond({ body: findingAid(d) }), { path, context: ctx(d), quotes: qc(d, true) }));
}
{
  const d = doc('auswanderer');
  out.push(entry('gen-index', 'www.ancestryarchives.example', 'valid', 'free genealogy index record; its collection text holds the claim, the image is at a partner (fee may apply)', respond({ body: genealogy(d, 'index') }), { path: '/records/ark:/61903/1:1:QV7K-2M4P', context: ctx(d), quotes: qc(d, true) }));
}
{
  const d = doc('dockers');
  out.push(entry('oh-transcript', 'www.docklands-oralhistory.example', 'valid', 'oral-history interview page with audio player and full transcript', respond({ body: oralHistory(d, 'transcript', { paras: vary(d, 'curly') }) }), { path: '/interviews/henshaw-albert-1987', context: ctx2(d), quotes: qc(d, true, true) }));
  out.push(entry('oh-noaudio', 'www.docklands-oralhistory.example', 'valid', '"Media unavailable" but the transcript holding the quote is on the page', respond({ body: oralHistory(d, 'unavailable-with') }), { path: '/interviews/henshaw-albert-1987-part2', context: ctx(d), quotes: qc(d, true) }));
}

// VALID — legacy servers: cgi-bin, .asp?ID=, legacy charsets, charset only in meta
const legacy: [string, string, string, string][] = [
  ['transsib', 'www.hist-doc.example.ru', '/cgi-bin/doc.cgi?id=1903-07', 'windows-1251'],
  ['univ', 'archive.univ.kiev.example', '/history/show.asp?ID=1833', 'koi8-u'],
  ['rotfai', 'www.railway-archive.example.th', '/history/index.php?page=first-line', 'tis-620'],
  ['hangul', 'archives.example.kr', '/cgi-bin/view.cgi?docid=HR1446', 'euc-kr'],
  ['jingzhang', 'www.railhistory.example.cn', '/dangan/show.asp?ArticleID=1909', 'gb18030'],
  ['shinsai', 'www.tokyo-archive.example.jp', '/fukko/gaiyo.html', 'shift_jis'],
  ['tramvaje', 'www.dpp-archiv.example.cz', '/historie/clanek.asp?id=1891', 'windows-1250'],
  ['maktaba', 'www.arabic-dl.example.eg', '/cgi-bin/book.pl?id=2002', 'windows-1256'],
  ['seismos', 'www.ionian-archive.example.gr', '/istoria/seismos1953.htm', 'iso-8859-7'],
  ['tramvay', 'ataturkkitapligi.example.tr', '/gazete/Default.asp?ID=1871', 'windows-1254'],
  ['taiwan', 'tbmc.example.tw', '/cgi-bin/gs/hist.cgi?id=TW1898', 'big5'],
  ['powodz', 'www.wroclaw-archiwum.example.pl', '/cgi-bin/artykul.pl?nr=1997-07-14', 'iso-8859-2'],
];
legacy.forEach(([k, host, path, cs], i) => {
  const d = doc(k);
  const metaOnly = i % 3 === 1;
  out.push(entry(`legacy-${k}`, host, 'valid', `old server page in ${cs}${metaOnly ? ' (charset only in the meta tag, header says text/html)' : ''}; holds the cited text`,
    respond({ body: oldSite(d, { charset: cs }), charset: cs, ...(metaOnly ? { type: 'text/html' } : {}) }), { path, context: i < 4 ? ctx2(d) : ctx(d), quotes: qc(d, true, i < 4) }));
});

// VALID — moved collections, trailing slash, meta refresh, Refresh header, PIDs, frames
for (const [k, from, to, status] of [
  ['norrland', '/tidningar/1894/norrland', '/collections/tidningar/1894/norrland/', 301],
  ['watersnood', '/geheugen/view/ramp1953', '/nl/collecties/watersnoodramp-1953', 301],
  ['tramvay', '/kutuphane/gazete.asp?id=1871', '/koleksiyon/gazeteler/1871/tramvay', 302],
] as const) {
  const d = doc(k);
  const host = `collections.${k}.example`;
  out.push(entry(`moved-${k}`, host, 'valid', `collection moved: ${status} to the new platform's item page`, redirect((o) => `${o(host)}${to}`, status), { path: from, context: ctx(d), quotes: qc(d, true) }));
  out.push(target(`moved-${k}-t`, host, to, respond({ body: newspaperPage(d, 'generic') })));
}
for (const k of ['medici', 'metro']) {
  const d = doc(k);
  const host = `www.${k}-archive.example`;
  out.push(entry(`slash-${k}`, host, 'valid', 'trailing-slash redirect (301 /coll → /coll/) on an old Apache server', redirect((o) => `${o(host)}/fondi/${k}/`, 301), { path: `/fondi/${k}`, context: ctx(d), quotes: qc(d, true) }));
  out.push(target(`slash-${k}-t`, host, `/fondi/${k}/`, respond({ body: oldSite(d, { charset: d.charset }), charset: d.charset })));
}
for (const [k, kind] of [['gripe', 'meta'], ['rotfai', 'meta'], ['hangul', 'header']] as const) {
  const d = doc(k);
  const host = `old.${k}-lib.example`;
  const to = `/new/item/${k}.html`;
  const body = `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-1">${kind === 'meta' ? `<meta http-equiv="refresh" content="0; URL=${to}">` : ''}<title>Redirecting...</title></head><body><p>This page has moved. If you are not redirected automatically, <a href="${to}">click here</a>.</p></body></html>`;
  out.push(entry(`refresh-${k}`, host, 'valid', kind === 'meta' ? 'old page with a meta refresh to the moved item page' : 'Refresh header (0;url=) to the moved item page', respond({ body, charset: 'iso-8859-1', headers: kind === 'header' ? { refresh: `0;url=${to}` } : {} }), { path: `/old/${k}.htm`, context: ctx(d), quotes: qc(d, true) }));
  out.push(target(`refresh-${k}-t`, host, to, respond({ body: oldSite(d, { charset: d.charset }), charset: d.charset })));
}
const pids: [string, string, string, string][] = [
  ['electrification', 'hdl.handle.net', '/2142/88123', 'ir.uni-repository.example'],
  ['eiffel', 'n2t.net', '/ark:/12148/bpt6k2319461', 'gallica.bnf.fr'],
  ['medici', 'doi.org', '/10.48256/ASFI-MdP-0001', 'air.unifi.example'],
  ['liverpool', 'purl.oclc.org', '/liverpool/mercury/1851', 'chroniclingamerica.loc.gov'],
];
for (const [k, host, path, landHost] of pids) {
  const d = doc(k);
  const landPath = k === 'electrification' ? '/handle/2142/88123' : k === 'eiffel' ? '/ark:/12148/bpt6k2319461/f1.item.texteBrut' : k === 'medici' ? '/handle/2158/1102934' : '/lccn/sn84026749/1851-03-14/ed-1/seq-3/';
  out.push(entry(`pid-${k}`, host, 'valid', `persistent identifier (${host}) resolving by redirect to the item's landing page`, redirect((o) => `${o(landHost)}${landPath}`, k === 'liverpool' ? 302 : k === 'eiffel' ? 301 : 302), { path, context: ctx(d), quotes: qc(d, true) }));
}
for (const [k, cs] of [['corte', 'iso-8859-1'], ['transsib', 'windows-1251']] as const) {
  const d = doc(k);
  const host = `www.${k}-frames.example`;
  out.push(entry(`frames-${k}`, host, 'valid', `old frameset page (${cs}); the main frame is the cited document (a reader sees it)`, respond({ body: framesetPage(`${d.title} - ${d.site}`, '/nav.htm', `/docs/${k}.htm`, cs), charset: cs }), { path: `/index_${k}.htm`, context: ctx(d), quotes: qc(d, true) }));
  out.push(target(`frames-${k}-nav`, host, '/nav.htm', respond({ body: navFrame(d.site), charset: 'iso-8859-1' })));
  out.push(target(`frames-${k}-main`, host, `/docs/${k}.htm`, respond({ body: oldSite(d, { charset: cs }), charset: cs })));
}

// VALID — adversarial: real pages whose text talks about what walls say
{
  const d: Doc = {
    key: 'linkrot', lang: 'en', charset: 'utf-8', site: 'Library Journal of Digital Preservation', author: 'Priya Raman', date: '2023-04-12',
    title: 'Reference rot in legal scholarship: what happens when "this URL has not been archived"',
    paras: [
      'When we checked 4,112 URLs cited in law review articles published between 2005 and 2015, 38 per cent no longer led to the cited content. Many returned a 404 Not Found; others redirected to a home page or to a login page.',
      'Where readers turned to web archives, the Wayback Machine often answered that it "has not archived that URL", and 12 per cent of the captures we did find were captures of an error page rather than of the cited document.',
      'Institutional repositories fared better: only 3 per cent of handle-based links failed, although some items had been withdrawn and now showed a tombstone page, and others held their files under embargo or restricted them to campus.',
      'We recommend that authors deposit a copy at the time of citation, and that publishers require persistent links to archived snapshots.',
    ],
    claim: 'A study found 38 per cent of URLs cited in law reviews no longer led to the cited content.',
    quote: '38 per cent no longer led to the cited content',
    absent: '48 per cent no longer led to the cited content',
  };
  out.push(entry('adv-linkrot', 'www.ljdp.example', 'valid', 'a real article about link rot that quotes "has not archived that URL", 404, login, withdrawn, embargo', respond({ body: oldSite(d) }), { path: '/articles/2023/reference-rot', context: ctx2(d), quotes: qc(d, true, true) }));
  const e: Doc = {
    key: 'cdl', lang: 'en', charset: 'utf-8', site: 'Digital Library Federation Blog', author: 'Tomás Ibarra', date: '2021-09-30',
    title: 'Controlled digital lending after the pandemic: waitlists, checkouts and what patrons saw',
    paras: [
      'During 2020 our library lent 91,400 digitised books through controlled digital lending. The message patrons saw most often was "This book is checked out", followed by a waitlist position.',
      'Patrons outside the United States sometimes met a notice that the item is not available in their country, because the rights position differed.',
      'Median waiting time for a waitlisted title was nine days; the longest wait, for a popular chemistry textbook, was 211 days.',
      'We also saw a steady rise in requests for the "search only" volumes, whose full text cannot be shown but can be searched.',
    ],
    claim: 'A library lent 91,400 digitised books through controlled digital lending in 2020.',
    quote: 'our library lent 91,400 digitised books through controlled digital lending',
    absent: 'our library lent 19,400 digitised books through controlled digital lending',
  };
  out.push(entry('adv-cdl', 'blog.dlf.example', 'valid', 'blog post about CDL that quotes "This book is checked out", "not available in their country", "search only"', respond({ body: oldSite(e) }), { path: '/2021/09/30/cdl-after-the-pandemic/', context: ctx(e), quotes: qc(e, true) }));
  const g: Doc = {
    key: 'gallery404', lang: 'en', charset: 'utf-8', site: 'City Art Gallery', date: '2019-06-01',
    title: 'Gallery 404: the room that was never finished',
    paras: [
      'Visitors looking for Gallery 404 on the second floor find a locked door. The room was planned in the 1931 extension but never fitted out, after the building fund ran short by £14,000.',
      'For decades the space held stored frames and plaster casts; in 2018 it was opened once, for a single exhibition of works from the reserve collection.',
      'The gallery numbering has never been changed, so the sequence still jumps from Gallery 403 to Gallery 405.',
    ],
    claim: 'Gallery 404 was planned in the 1931 extension but never fitted out.',
    quote: 'The room was planned in the 1931 extension but never fitted out',
    absent: 'The room was planned in the 1913 extension but never fitted out',
  };
  out.push(entry('adv-gallery404', 'www.cityartgallery.example', 'valid', 'museum blog article titled "Gallery 404" (a real article that mentions 404)', respond({ body: museum(g, 'display') }), { path: '/stories/gallery-404', context: ctx(g), quotes: qc(g, true) }));
}

// VALID — gzip and odd transport on old servers
{
  const d = doc('norrland');
  out.push(entry('gzip-norrland', 'runeberg.example', 'valid', 'gzip-compressed page in ISO-8859-1 from a mirror', respond({ body: oldSite(d, { charset: 'iso-8859-1' }), charset: 'iso-8859-1', encoding: 'gzip' }), { path: '/norrbana/1894.html', context: ctx(d), quotes: qc(d, true) }));
  const e = doc('hamburg');
  out.push(entry('latin1-says-1252', 'www.abendblatt-archiv.example', 'valid', 'header says iso-8859-1 but bytes are windows-1252 (en dash 0x96) — browsers read it as windows-1252', respond({ body: oldSite(e, { charset: 'iso-8859-1' }), charset: 'windows-1252', type: 'text/html; charset=iso-8859-1' }), { path: '/archiv/1962/02/19/sturmflut.html', context: ctx(e), quotes: qc(e, true) }));
}

// =============================================================================================
// PAYWALLED
for (const [k, mode] of [['transsib', 'none'], ['hamburg', 'none'], ['shinsai', 'snippet'], ['jingzhang', 'snippet']] as const) {
  const d = doc(k);
  out.push(entry(`book-${mode}-${k}`, 'books.google.com', 'paywalled', `book search page, ${mode === 'none' ? '"No preview available"' : '"Snippet view" (in copyright)'} with "Get this book in print" — the text is sold, not shown`, respond({ body: bookPage(d, mode) }), { path: `/books/about/${encodeURIComponent(d.key)}.html?id=Z${d.key}CAAJ`, context: ctx(d), quotes: qc(d, false) }));
}
for (const k of ['shinsai', 'hangul']) {
  const d = doc(k);
  out.push(entry(`dl-searchonly-${k}`, 'babel.hathitrust.org', 'paywalled', '"Limited (search only)": in copyright, the full text is not shown (debatable: no purchase offered; a restricted-access source, citable with caution)', respond({ body: dlItem(d, 'search-only') }), { path: `/cgi/pt?id=mdp.39015${d.key.length}0712345`, context: ctx(d), quotes: qc(d, false) }));
}
for (const [k, mode] of [['pontino', 'checked-out'], ['electrification', 'waitlist'], ['medici', 'checked-out']] as const) {
  const d = doc(k);
  out.push(entry(`dl-${mode}-${k}`, 'archive.org', 'paywalled', `controlled digital lending: ${mode === 'waitlist' ? 'waitlisted, "Borrow for 1 hour", log in to borrow' : '"This book is currently checked out", join the waitlist'}`, respond({ body: dlItem(d, mode) }), { path: `/details/${d.key}0000unse`, context: ctx(d), quotes: qc(d, false) }));
}
for (const [k, mode, lang, host] of [
  ['liverpool', 'embargo', 'en', 'eprints.lse-example.ac.uk'], ['auswanderer', 'embargo', 'de', 'elib.suub.uni-bremen.example'], ['gripe', 'embargo', 'en', 'eprints.ucm.example'],
  ['metro', 'campus', 'en', 'repozitorium.omikk.example'], ['watersnood', 'campus', 'en', 'scholarlypublications.leiden.example'],
  ['dockers', 'request', 'en', 'research-repository.st-andrews.example'], ['powodz', 'request', 'en', 'repozytorium.uni.wroc.example'],
] as const) {
  const d = doc(k);
  out.push(entry(`ds-${mode}-${k}`, host, 'paywalled', `DSpace item whose file is ${mode === 'embargo' ? 'under embargo' : mode === 'campus' ? 'restricted to campus / university login' : 'restricted: request a copy from the author'}; only the abstract is shown`, respond({ body: dspace(d, mode, { lang }) }), { path: `/handle/${d.key.length}/${1000 + d.key.length * 7}`, context: ctx(d, { quote: k === 'liverpool' || k === 'dockers' }), ...(k === 'liverpool' || k === 'dockers' ? { quotes: qc(d, k === 'liverpool') } : {}) }));
}
for (const [k, mode] of [['tramvaje', 'staff-only'], ['norrland', 'not-available']] as const) {
  const d = doc(k);
  out.push(entry(`ep-${mode}-${k}`, 'eprints.hist-example.ac.uk', 'paywalled', mode === 'staff-only' ? 'EPrints: full text "Restricted to Repository staff only" with request-a-copy' : 'EPrints: "Full text not available from this repository", official URL to the publisher (journal article)', respond({ body: eprints(d, mode) }), { path: `/id/eprint/${d.key.length * 211 + (mode === "staff-only" ? 1 : 2)}/`, context: ctx(d) }));
}
for (const [k, host] of [['auswanderer', 'www.ancestryarchives.example'], ['liverpool', 'www.findmypast-records.example']] as const) {
  const d = doc(k);
  out.push(entry(`gen-paid-${k}`, host, 'paywalled', 'genealogy record image behind a subscription / free-trial wall (blurred preview)', respond({ body: genealogy(d, 'paid') }), { path: `/record-image/${d.key}-00${d.key.length}`, context: ctx(d, { quote: false }) }));
}
for (const [k, host, inst] of [['electrification', 'ezproxy.lib.uni.example', 'State University'], ['liverpool', 'proxy.library.college.example', 'Kings College']] as const) {
  const d = doc(k);
  out.push(entry(`ezproxy-${k}`, host, 'paywalled', 'EZproxy-prefixed link: 302 to the institution\'s off-campus login (licensed resource; login wall, debatable against blocked)', redirect((o) => `${o(host)}/login?url=https://www.newsarchive-vendor.example/doc/${d.key}`, 302), { path: `/login?url=https://www.newsarchive-vendor.example/doc/${d.key}`.replace('/login', '/connect'), context: ctx(d, { quote: false }) }));
  out.push(target(`ezproxy-${k}-t`, host, '/login', respond({ body: ezproxyLogin(inst) })));
}
{
  const d = doc('hamburg');
  out.push(entry('wayf', 'wayf.archive-vendor.example', 'paywalled', 'Shibboleth WAYF page: "available to members of subscribing institutions" (institutional login wall)', respond({ body: wayf() }), { path: `/ds?entityID=https%3A%2F%2Fsp.archive-vendor.example&return=%2Fdoc%2F${d.key}`, context: ctx(d, { quote: false }) }));
  const e = doc('eiffel');
  const host = 'www.presse-ancienne.example';
  out.push(entry('openathens', host, 'paywalled', '302 to an OpenAthens sign-in: "requires an institutional subscription"', redirect((o) => `${o('login.openathens.example')}/auth?t=${e.key}`, 302), { path: '/document/le-temps-1889-05-07', context: ctx(e, { quote: false }) }));
  out.push(target('openathens-t', 'login.openathens.example', '/auth', respond({ body: openAthens() })));
}
for (const [k, host] of [['liverpool', 'www.newspaperarchive-pay.example'], ['gripe', 'www.hemeroteca-premium.example']] as const) {
  const d = doc(k);
  const wall = k === 'liverpool'
    ? '<div class="paywall-modal"><h2>Subscribe to see this page</h2><p>Get access to over 900 million pages of historical newspapers.</p><a class="btn" href="/subscribe">Start 7-day free trial</a><p>Already a subscriber? <a href="/signin">Sign in</a></p></div>'
    : '<div class="paywall-modal"><h2>Contenido exclusivo para suscriptores</h2><p>Para consultar la página completa de esta edición histórica debe suscribirse a la Hemeroteca Premium.</p><a class="btn" href="/suscripcion">Suscríbase desde 4,99 € al mes</a><p>¿Ya es suscriptor? <a href="/acceso">Inicie sesión</a></p></div>';
  out.push(entry(`paper-pay-${k}`, host, 'paywalled', 'commercial newspaper archive: page image and OCR behind "subscribe to see this page" (only the first lines shown)', respond({ body: newspaperPage(d, 'generic', { paras: [d.paras[0]!.slice(0, 80) + '…'], note: wall }) }), { path: `/newspapers/${d.date}/page-3/${d.key}`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('corte');
  out.push(entry('paper-free-false', 'acervo.jornal-historico.example', 'paywalled', 'newspaper archive article with isAccessibleForFree false (the text is in the response, hidden for non-subscribers)', (req, res) => write(res, {
    body: newspaperPage(d, 'generic', { note: `<script type="application/ld+json">${JSON.stringify({ '@context': 'https://schema.org', '@type': 'NewsArticle', headline: d.title, datePublished: d.date, isAccessibleForFree: false, hasPart: { '@type': 'WebPageElement', isAccessibleForFree: false, cssSelector: '.ocr-text' } })}</script><div class="assine">Acervo exclusivo para assinantes. <a href="/assine">Assine</a></div>` }),
  }), { path: `/acervo/1808/03/10/${d.key}`, context: ctx(d), quotes: qc(d, true) }));
}

// =============================================================================================
// BLOCKED
const wallShell = (title: string, body: string, lang = 'en') => `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="robots" content="noindex"></head><body>${body}</body></html>`;
for (const [k, host, lang, path] of [['electrification', 'archive.org', 'en', '/details/reasurveyohio1939'], ['hamburg', 'www.digitale-sammlungen.example', 'de', '/view/bsb11223344'], ['eiffel', 'www.bibliotheque-numerique.example', 'fr', '/ark:/67375/1889-tour']] as const) {
  const d = doc(k);
  const body = lang === 'en' ? dlItem(d, 'geo') : lang === 'de'
    ? `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>${esc(d.title)} - Digitale Sammlungen</title></head><body><header><a href="/">Digitale Sammlungen</a><nav><a href="/suche">Suche</a> <a href="/sammlungen">Sammlungen</a> <a href="/hilfe">Hilfe</a></nav></header><main><h1>${esc(d.title)}</h1><div class="alert">Dieses Objekt ist in Ihrem Land nicht verfügbar. Aus urheberrechtlichen Gründen kann das Digitalisat nur aus Deutschland aufgerufen werden.</div></main><footer>Impressum · Datenschutz · Barrierefreiheit</footer></body></html>`
    : `<!DOCTYPE html><html lang="fr"><head><meta charset="utf-8"><title>${esc(d.title)} | Bibliothèque numérique</title></head><body><header><a href="/">Bibliothèque numérique</a></header><main><h1>${esc(d.title)}</h1><div class="alerte">Ce document n'est pas consultable depuis votre pays. Pour des raisons de droits, l'accès est limité au territoire français.</div></main><footer>Mentions légales · Accessibilité</footer></body></html>`;
  out.push(entry(`geo-${k}`, host, 'blocked', `digital library geo-restriction ("not available in your country", ${lang})`, respond({ body }), { path, context: ctx(d), quotes: qc(d, false) }));
}
for (const [k, host] of [['tramvaje', 'kramerius.example.cz'], ['metro', 'library.hungaricana.example']] as const) {
  const d = doc(k);
  out.push(entry(`anubis-${k}`, host, 'blocked', 'Anubis proof-of-work bot check ("Making sure you\'re not a bot!") in front of a digital library', respond({ body: anubis(host) }), { path: `/view/uuid:${d.key}-1891-0001`, context: ctx(d), quotes: qc(d, false) }));
}
for (const [k, host] of [['watersnood', 'www.krantenbank.example'], ['corte', 'bndigital.example.br']] as const) {
  const d = doc(k);
  out.push(entry(`cf-${k}`, host, 'blocked', 'Cloudflare managed challenge (403, "Just a moment...")', respond({ status: 403, headers: { server: 'cloudflare', 'cf-mitigated': 'challenge', 'cf-ray': '8a1b2c3d4e5f6a7b-AMS' }, body: wallShell('Just a moment...', `<div class="main-wrapper"><div class="main-content"><h1 class="zone-name-title h1">${host}</h1><h2 class="h2" id="challenge-running">Checking if the site connection is secure</h2><noscript><div class="h2">Enable JavaScript and cookies to continue</div></noscript><div id="challenge-body-text">${host} needs to review the security of your connection before proceeding.</div></div></div><script>(function(){window._cf_chl_opt={cvId:'3',cZone:'${host}',cType:'managed'};})();</script>`) }), { path: `/item/${d.key}`, context: ctx(d) }));
}
for (const [k, host, lang] of [['shinsai', 'dl.ndl-example.jp', 'ja'], ['transsib', 'elib.shpl.example.ru', 'ru']] as const) {
  const d = doc(k);
  const body = lang === 'ja'
    ? wallShell('アクセス確認', '<h1>アクセスが集中しています</h1><p>ロボットによるアクセスではないことを確認するため、下の画像に表示されている文字を入力してください。</p><img src="/captcha/image?id=77" alt="画像認証"><form><input name="captcha"><button>送信</button></form>', 'ja')
    : wallShell('Проверка', '<h1>Подтвердите, что вы не робот</h1><p>Мы зафиксировали подозрительную активность с вашего IP-адреса. Введите символы с картинки, чтобы продолжить работу с электронной библиотекой.</p><div class="g-recaptcha" data-sitekey="6Lc_x"></div>', 'ru');
  out.push(entry(`captcha-${k}`, host, 'blocked', `CAPTCHA wall in front of a digital library (${lang})`, respond({ body }), { path: `/pid/${d.key.length * 1111}`, context: ctx(d) }));
}
for (const [k, host, lang] of [['electrification', 'dspace.uni-repository.example', 'en'], ['powodz', 'repozytorium.uni-example.pl', 'pl'], ['pontino', 'iris.uni-example.it', 'it']] as const) {
  const d = doc(k);
  const t = {
    en: ['Repository down for maintenance', '<h1>The repository is temporarily unavailable</h1><p>We are upgrading to DSpace 7. The repository will be back on Monday 14 October at 09:00. We apologise for any inconvenience.</p>'],
    pl: ['Przerwa techniczna', '<h1>Przerwa techniczna</h1><p>Repozytorium jest chwilowo niedostępne z powodu prac serwisowych. Przepraszamy za utrudnienia i zapraszamy wkrótce.</p>'],
    it: ['Manutenzione in corso', '<h1>Sito in manutenzione</h1><p>IRIS è temporaneamente non disponibile per un intervento di manutenzione programmata. Il servizio sarà ripristinato al più presto.</p>'],
  }[lang];
  out.push(entry(`maint-${k}`, host, 'blocked', `repository maintenance page on 200 (${lang})`, respond({ body: wallShell(t[0]!, t[1]!, lang) }), { path: `/handle/${d.key.length}/55${d.key.length}`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('tramvay');
  out.push(entry('dberr-asp', 'www.eski-gazeteler.example', 'blocked', 'classic ASP database error ("Microsoft OLE DB Provider for ODBC Drivers error 80004005") on 200', respond({ body: `<font face="Arial" size=2><p>Microsoft OLE DB Provider for ODBC Drivers</font> <font face="Arial" size=2>error '80004005'</font><p><font face="Arial" size=2>[Microsoft][ODBC Microsoft Access Driver] Could not use '(unknown)'; file already in use.</font><p><font face="Arial" size=2>/gazete/detay.asp</font><font face="Arial" size=2>, line 14</font>`, charset: 'windows-1254' }), { path: '/gazete/detay.asp?ID=1871', context: ctx(d) }));
  const e = doc('metro');
  out.push(entry('dberr-mysql', 'www.kozlekedesi-muzeum.example', 'blocked', 'PHP "Warning: mysql_connect(): Too many connections" on 200', respond({ body: `<br />\n<b>Warning</b>:  mysql_connect(): Too many connections in <b>/var/www/htdocs/inc/db.inc.php</b> on line <b>7</b><br />\nNem sikerült kapcsolódni az adatbázishoz.`, charset: 'iso-8859-2' }), { path: '/cikk.php?id=1896', context: ctx(e) }));
}
for (const [k, status, body] of [
  ['liverpool', 503, '<h1>Service Temporarily Unavailable</h1><p>The server is temporarily unable to service your request due to maintenance downtime or capacity problems. Please try again later.</p><hr><address>Apache/2.2.15 (Red Hat) Server at newspapers.example Port 80</address>'],
  ['jingzhang', 502, '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx/1.14.0</center></body></html>'],
  ['seismos', 500, '<h1>Internal Server Error</h1><p>The server encountered an internal error or misconfiguration and was unable to complete your request.</p>'],
  ['maktaba', 429, '<h1>Too Many Requests</h1><p>You have exceeded the download limit for this collection. Please wait before requesting more pages.</p>'],
  ['gripe', 403, '<h1>Forbidden</h1><p>You don\'t have permission to access /hd/viewer on this server.</p>'],
  ['taiwan', 406, '<h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p>'],
] as const) {
  const d = doc(k);
  out.push(entry(`http-${status}-${k}`, `digital.${k}-lib.example`, 'blocked', `persistent HTTP ${status} from a library server`, respond({ status, body, ...(status === 429 ? { headers: { 'retry-after': '3600' } } : {}) }), { path: `/viewer/${d.key}`, context: ctx(d) }));
}
{
  const d = doc('medici');
  out.push(entry('basic-auth', 'staging.archivio.example', 'blocked', 'staging copy of the archive behind Basic auth 401 (not a paywall)', respond({ status: 401, headers: { 'www-authenticate': 'Basic realm="Archivio staging"' }, body: '<html><body><h1>401 Unauthorized</h1></body></html>' }), { path: '/fondi/mediceo/', context: ctx(d) }));
  const e = doc('astrolabe');
  out.push(entry('consent-museum', 'collections.museum-consent.example', 'blocked', 'consent interstitial in front of a museum collection page ("Before you continue")', respond({ body: wallShell('Before you continue', '<div class="consent-wall"><h1>Before you continue to our collection</h1><p>We and our partners use cookies and similar technologies to measure audience, personalise content and show you relevant advertising. You can accept all, reject all or manage your choices.</p><button>Accept all</button><button>Reject all</button><a href="/consent/manage">Manage options</a></div>') }), { path: '/objects/astrolabe-1570', context: ctx(e) }));
  const f = doc('eiffel');
  out.push(entry('consent-redirect', 'www.archives-presse.example', 'blocked', '302 to a consent. host interstitial', redirect((o) => `${o('consent.archives-presse.example')}/?continue=%2Farticle%2Feiffel`, 302), { path: '/article/eiffel-1889', context: ctx(f) }));
  out.push(target('consent-redirect-t', 'consent.archives-presse.example', '/', respond({ body: wallShell('Gestion de vos préférences', '<h1>Vos choix concernant les cookies</h1><p>Nous et nos 214 partenaires utilisons des cookies pour stocker et/ou accéder à des informations sur votre appareil.</p><button>Tout accepter</button><button>Tout refuser</button><a href="#">Personnaliser</a>', 'fr') })));
}
for (const [k, host] of [['shinsai', 'iiif-viewer.tokyo-archive.example'], ['astrolabe', 'viewer.mhs-collections.example']] as const) {
  const d = doc(k);
  out.push(entry(`jsviewer-${k}`, host, 'blocked', 'empty JavaScript viewer shell (Mirador/UV app, no text without scripts)', respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Viewer</title><link rel="stylesheet" href="/uv/uv.css"></head><body><div id="uv" class="uv"></div><noscript>Please enable JavaScript to use the viewer.</noscript><script src="/uv/umd/UV.js"></script><script>UV.init("uv",{manifest:"/iiif/${d.key}/manifest.json"});</script></body></html>` }), { path: `/uv/#?manifest=/iiif/${d.key}/manifest.json`.replace('#', ''), context: ctx(d) }));
}
{
  const d = doc('norrland');
  out.push(entry('incapsula', 'www.tidningsarkiv.example', 'blocked', 'Incapsula "Request unsuccessful" bot page', respond({ body: '<html style="height:100%"><head><META NAME="ROBOTS" CONTENT="NOINDEX, NOFOLLOW"><meta name="format-detection" content="telephone=no"><meta name="viewport" content="initial-scale=1.0"></head><body style="margin:0px;height:100%"><iframe id="main-iframe" src="/_Incapsula_Resource?CWUDNSAI=9&xinfo=10-12345678-0%200NNN%20RT(1700000000000%2012)" frameborder=0 width="100%" height="100%" marginheight="0px" marginwidth="0px">Request unsuccessful. Incapsula incident ID: 412000870123456789-123456789012345678</iframe></body></html>' }), { path: '/sok/artikel/1894-11-20', context: ctx(d) }));
  const e = doc('hangul');
  out.push(entry('timeout', 'archive.slow-server.example', 'blocked', 'the old archive server never answers (timeout)', () => undefined, { path: `/view/${e.key}`, context: ctx(e) }));
  const f = doc('univ');
  out.push(entry('ddos-guard', 'library.univ-archive.example', 'blocked', 'DDoS-Guard browser check (Ukrainian archive)', respond({ body: wallShell('DDoS-Guard', '<div id="ddg-box"><h1>Checking your browser before accessing library.univ-archive.example</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to 5 seconds…</p><p>DDoS protection by DDoS-Guard</p></div><script src="/.well-known/ddos-guard/check?context=free_splash"></script>') }), { path: `/fond/${f.key}/1833`, context: ctx(f) }));
  const g = doc('rotfai');
  out.push(entry('wb-ratelimit', WB, 'blocked', 'Wayback Machine 429 "Too Many Requests" on a replay URL', respond({ status: 429, headers: { 'retry-after': '60' }, body: waybackNotice('not-archived', origUrl(g)).replace('The Wayback Machine has not archived that URL.', 'Too many requests. Please slow down.').replace('Hrm.', 'Sorry.') }), { path: `/web/20120101000000/${origUrl(g)}`, context: ctx(g) }));
}

// =============================================================================================
// MISMATCH
for (const k of ['tramvaje', 'hangul']) {
  const d = doc(k);
  const url = origUrl(d, `/docs/${k}-1997.htm`);
  out.push(entry(`wb-notarch-${k}`, WB, 'mismatch', 'Wayback "has not archived that URL" page served with 200 — no capture of the cited page', respond({ body: waybackNotice('not-archived', url) }), { path: `/web/2005/${url}`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('jingzhang');
  const url = origUrl(d);
  out.push(entry('wb-excluded', WB, 'mismatch', '"This URL has been excluded from the Wayback Machine" on 200 (an owner-requested removal, like a takedown; debatable vs blocked, but no ladder can restore it)', respond({ body: waybackNotice('excluded', url) }), { path: `/web/2010*/${url}`, context: ctx(d) }));
}
for (const [k, lang] of [['metro', 'hu'], ['electrification', 'en']] as const) {
  const d = doc(k);
  const url = origUrl(d, '/reports/1939-ohio.html');
  const inner = lang === 'en'
    ? `<html><head><title>404 Not Found</title></head><body><h1>Not Found</h1><p>The requested URL /reports/1939-ohio.html was not found on this server.</p><hr><address>Apache/1.3.27 Server at www.rea-history.example Port 80</address></body></html>`
    : `<html><head><meta http-equiv="Content-Type" content="text/html; charset=iso-8859-2"><title>Az oldal nem található</title></head><body><h1>404 - Az oldal nem található</h1><p>A keresett oldal nem létezik vagy áthelyezték.</p><p><a href="/">Vissza a főoldalra</a></p></body></html>`;
  out.push(entry(`wb-cap404-${k}`, WB, 'mismatch', 'Wayback capture (200 replay) of an error page: the site answered 404 when it was captured', respond({ body: wayback(inner, url, '20090405000000'), charset: lang === 'hu' ? 'iso-8859-2' : 'utf-8' }), { path: `/web/20090405000000/${url}`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('liverpool');
  const url = origUrl(d, '/members/archive/1851.html');
  const login = `<html><head><title>Members login</title></head><body><h1>Members' area</h1><p>Please log in to view the newspaper archive.</p><form action="/members/login.cgi" method="post">Username <input name="u"> Password <input type="password" name="p"> <input type="submit" value="Log in"></form><p><a href="/join.html">Join the society</a></p></body></html>`;
  out.push(entry('wb-caplogin', WB, 'mismatch', 'Wayback capture of a login page (the crawler was sent to the login form): the archive holds no copy of the source (debatable vs paywalled; nobody can log in to a capture)', respond({ body: wayback(login, url, '20080101120000') }), { path: `/web/20080101120000/${url}`, context: ctx(d) }));
  const e = doc('dockers');
  const url2 = origUrl(e, '/');
  const parked = `<html><head><title>dockers-history.example - This domain may be for sale!</title></head><body><div class="parked"><h1>dockers-history.example</h1><p>This domain may be for sale. Buy this domain.</p><h2>Related searches</h2><ul><li>Oral History Recording</li><li>London Docks Tours</li><li>Family History Research</li></ul></div></body></html>`;
  out.push(entry('wb-capparked', WB, 'mismatch', 'Wayback capture of a parked domain (the site had lapsed when captured)', respond({ body: wayback(parked, url2, '20150311000000') }), { path: `/web/20150311000000/${origUrl(e, '/interviews/henshaw.html')}`, context: ctx(e), quotes: qc(e, false) }));
  const f = doc('gripe');
  const home = origUrl(f, '/');
  out.push(entry('wb-caphome', WB, 'mismatch', 'Wayback redirect from the cited capture to a capture of the site\'s home page (the original URL redirected home when crawled)', redirect((o) => `${o(WB)}/web/20110301000000/${home}`, 302), { path: `/web/20110301000000/${origUrl(f, '/hemeroteca/1918/10/12/gripe.html')}`, context: ctx(f) }));
  out.push(target('wb-caphome-t', WB, `/web/20110301000000/${home}`, respond({ body: wayback(`<html><head><title>Hemeroteca Digital - Inicio</title></head><body><h1>Hemeroteca Digital</h1><p>Bienvenido a la hemeroteca. Consulte periódicos y revistas digitalizados desde el siglo XVII.</p><ul><li><a href="/busqueda">Búsqueda avanzada</a></li><li><a href="/titulos">Títulos</a></li><li><a href="/novedades">Novedades</a></li></ul></body></html>`, home, '20110301000000') })));
}
for (const [k, lang] of [['electrification', 'en'], ['auswanderer', 'de'], ['eiffel', 'fr']] as const) {
  const d = doc(k);
  let body = dspace(d, 'withdrawn', { lang: lang === 'de' ? 'de' : 'en' });
  if (lang === 'fr') body = body.replace('Item withdrawn', 'Document retiré').replace('This item has been withdrawn and is no longer available.', 'Ce document a été retiré de l\'archive ouverte et n\'est plus disponible.').replace('Reason for withdrawal: at the request of the author.', 'Motif : doublon d\'un dépôt existant.');
  out.push(entry(`ds-withdrawn-${k}`, `repo.${k}.example`, 'mismatch', `repository tombstone: item withdrawn (${lang}) on 200`, respond({ body }), { path: `/handle/123/${k.length * 99}`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('medici');
  out.push(entry('ds-invalid-id', 'air.unifi.example', 'mismatch', 'DSpace "Invalid Identifier" page on 200', respond({ body: dspace(d, 'not-found') }), { path: '/handle/2158/9999999', context: ctx(d) }));
}
for (const [lang, k] of [['en', 'electrification'], ['nl', 'watersnood'], ['ja', 'shinsai']] as const) {
  const d = doc(k);
  out.push(entry(`retired-${lang}`, `portal-${lang}.old-collections.example`, 'mismatch', `retired portal: the cited item link now shows a "service retired" notice (${lang}) on 200`, respond({ body: retiredPortal(lang, 'https://collections.example/') }), { path: `/item/${d.key}/view`, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('dockers');
  out.push(entry('oh-unavail', 'www.docklands-oralhistory.example', 'mismatch', '"Media unavailable" and "No transcript is available": the cited recording is not there (only a summary)', respond({ body: oralHistory({ ...d, title: 'Oral history interview with Albert Henshaw, part 3' }, 'unavailable-none') }), { path: '/interviews/henshaw-albert-1987-part3', context: ctx(d), quotes: qc(d, false) }));
  const e: Doc = { ...doc('dockers'), title: 'Interview with Rose Malloy, tally clerk, 1986', site: 'East End Voices Archive' };
  out.push(entry('oh-unavail2', 'www.eastendvoices.example', 'mismatch', 'audio archive item whose media is unavailable and has no transcript', respond({ body: oralHistory(e, 'unavailable-none') }), { path: '/item/ohc-1986-044', context: { title: e.title, claims: ['A tally clerk described how women were hired at the Royal Docks in the 1950s.'] } }));
}
for (const [k, host, lang, q, h, t] of [
  ['transsib', 'elib.hist-library.example.ru', 'ru', 'Транссибирская магистраль стоимость', 'Поиск по каталогу', 'По вашему запросу ничего не найдено. Попробуйте изменить условия поиска.'],
  ['hamburg', 'katalog.staatsbibliothek.example', 'de', 'Sturmflut 1962 Deiche', 'Suchergebnis', 'Ihre Suche ergab keine Treffer. Bitte überprüfen Sie die Schreibweise oder verwenden Sie weniger Suchbegriffe.'],
  ['liverpool', 'catalogue.library.example', 'en', 'liverpool dock trade 1850', 'Search results', 'No results found! Your search returned 0 results.'],
] as const) {
  const d = doc(k);
  out.push(entry(`search0-${k}`, host, 'mismatch', `catalogue search with zero hits cited as the source (${lang})`, respond({ body: `<!DOCTYPE html><html lang="${lang}"><head><meta charset="utf-8"><title>${esc(h)} › Library Catalog</title></head><body><header><a href="/">Library Catalog</a><form action="/cgi-bin/koha/opac-search.pl"><input name="q" value="${esc(q)}"><button>Go</button></form></header><main><h1>${esc(h)}</h1><p class="alert">${esc(t)}</p><aside><h2>New acquisitions</h2><ul><li>Annual report 2023</li><li>Guide to the manuscript collections</li><li>Maps of the county, 1750-1900</li><li>Proceedings of the historical society</li></ul></aside></main><footer>Powered by Koha</footer></body></html>` }), { path: `/cgi-bin/koha/opac-search.pl?q=${encodeURIComponent(q)}`, context: ctx(d) }));
}
for (const [k, t] of [['pontino', 'This record is not available'], ['norrland', 'Posten finns inte']] as const) {
  const d = doc(k);
  out.push(entry(`opac-nf-${k}`, k === 'pontino' ? 'opac.sbn-example.it' : 'libris.kb-example.se', 'mismatch', 'OPAC "record not found" page on 200', respond({ body: opac(d, { notFound: k === 'pontino' ? 'This record is not available. The record you requested does not exist or has been deleted.' : 'Posten finns inte. Den begärda posten har tagits bort eller slagits ihop med en annan post.' }).replace(`Details for: ${esc(d.title)}`, t) }), { path: `/cgi-bin/koha/opac-detail.pl?biblionumber=${d.key.length * 9999}`, context: ctx(d) }));
}
for (const [k, labels] of [['astrolabe', undefined], ['hangul', { nf: '소장품을 찾을 수 없습니다', nfText: '요청하신 소장품 정보를 찾을 수 없습니다. 온라인 소장품 목록에서 삭제되었을 수 있습니다.', back: '소장품 검색' }]] as const) {
  const d = doc(k);
  out.push(entry(`mus-nf-${k}`, k === 'astrolabe' ? 'collections.mhs.example' : 'www.museum.go.kr.example', 'mismatch', 'museum "object not found" page with highlights sidebar on 200', respond({ body: museum(d, 'not-found', { labels }) }), { path: `/objects/${d.key}-removed`, context: ctx(d), quotes: qc(d, false) }));
}
for (const [k, host, path, home] of [['electrification', 'hdl.handle.net', '/2142/77001', 'ir.uni-repository.example'], ['pontino', 'n2t.net', '/ark:/13960/t3kx1z', 'archive.org']] as const) {
  const d = doc(k);
  out.push(entry(`pid-home-${k}`, host, 'mismatch', 'persistent identifier now resolves to the repository\'s home page, not the item', redirect((o) => `${o(home)}/`, 302), { path, context: ctx(d) }));
}
out.push(target('pid-home-ir', 'ir.uni-repository.example', '/', respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>University Repository</title></head><body><h1>University Repository</h1><p>The University Repository collects, preserves and distributes the scholarly output of the university.</p><h2>Communities in the repository</h2><ul><li>College of Agriculture</li><li>College of Engineering</li><li>Graduate College: Theses and Dissertations</li><li>University Archives</li></ul><h2>Recent submissions</h2><ul><li>Soil moisture in Illinois prairies</li><li>Bridge loads in winter</li></ul></body></html>` })));
out.push(target('pid-home-ia', 'archive.org', '/', respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>Internet Archive: Digital Library of Free &amp; Borrowable Texts, Movies, Music &amp; Wayback Machine</title></head><body><h1>Internet Archive</h1><p>Internet Archive is a non-profit library of millions of free texts, movies, software, music, websites, and more.</p><ul><li>Texts</li><li>Video</li><li>Audio</li><li>Software</li><li>Images</li></ul></body></html>` })));
// unrelated records
const unrel: [string, string, string, (d: Doc) => string][] = [
  ['seismos', 'www.hist-newspapers.example', '/page/1953-08-14-p1', (d) => newspaperPage(d, 'generic')],
  ['univ', 'catalogue.library.example', '/cgi-bin/koha/opac-detail.pl?biblionumber=200311', (d) => opac(d)],
  ['rotfai', 'collections.mhs.example', '/objects/inv-50112', (d) => museum(d, 'display')],
  ['corte', 'archive.org', '/details/relatorio00unse', (d) => dlItem(d, 'full')],
];
for (const [k, host, path, page] of unrel) {
  const d = doc(k);
  const o = other(k);
  out.push(entry(`unrel-${k}`, host, 'mismatch', `a different record ("${o.title.slice(0, 40)}") than the cited one ("${d.title.slice(0, 40)}")`, respond({ body: page(o) }), { path, context: ctx(d), quotes: qc(d, false) }));
}
{
  const d = doc('watersnood');
  const wrongDay: Doc = { ...d, date: '1953-01-27', title: 'Kabinet bespreekt begroting Waterstaat', paras: ['De ministerraad heeft gisteren de begroting van het ministerie van Verkeer en Waterstaat voor 1953 besproken. Er is vooral gesproken over de kosten van het onderhoud van wegen en bruggen.', 'De minister verwacht dat de uitgaven voor het wegennet dit jaar met ongeveer acht procent zullen stijgen.', 'In de Tweede Kamer wordt het debat over de begroting in maart verwacht.'] };
  out.push(entry('paper-wrongday', 'www.delpher.nl', 'mismatch', 'digitised newspaper page of the week before the event: OCR text about something else', respond({ body: newspaperPage(wrongDay, 'delpher') }), { path: '/nl/kranten/view?identifier=ddd:010950077:mpeg21:a0003&coll=ddd', context: ctx(d), quotes: qc(d, false) }));
  const e = doc('auswanderer');
  out.push(entry('gen-noresults', 'www.ancestryarchives.example', 'mismatch', 'genealogy search "No records matched" cited as the source', respond({ body: genealogy(e, 'no-results') }), { path: '/search/results?name=Heinrich+Brandt&event=emigration&year=1923', context: ctx(e) }));
  const f = doc('norrland');
  out.push(entry('arch-noresults', 'archive.ph', 'mismatch', 'archive.today "No results" page for the cited URL (nothing saved)', respond({ body: `<!DOCTYPE html><html><head><meta charset="utf-8"><title>archive.ph</title></head><body><center><div id="HEADER"><a href="/"><img src="/logo.png" alt="archive.today"></a><form action="/search/"><input name="q" value="${esc(origUrl(f))}"><input type="submit" value="search"></form></div><div id="CONTENT"><h2>No results</h2><p>The page <b>${esc(origUrl(f))}</b> has not been saved yet.</p><form action="/submit/" method="post"><input name="url" value="${esc(origUrl(f))}"><input type="submit" value="save"></form></div></center></body></html>` }), { path: `/newest/${origUrl(f)}`, context: ctx(f) }));
  const g = doc('taiwan');
  out.push(entry('paper-removed', 'newspapers.tw-archive.example', 'mismatch', 'digitised newspaper item page: "this item has been removed from public view at the request of the rights holder" (zh-TW)', respond({ body: `<!DOCTYPE html><html lang="zh-TW"><head><meta charset="utf-8"><title>${esc(g.site)}</title></head><body><header><a href="/">${esc(g.site)}</a><nav><a href="/search">檢索</a> <a href="/titles">報紙目錄</a> <a href="/help">說明</a></nav></header><main><h1>此資料已下架</h1><p>應權利人要求，本件資料已停止公開閱覽。如有疑問請與本館聯繫。</p><p><a href="/">回首頁</a></p></main><footer>國家圖書館 版權所有</footer></body></html>` }), { path: '/item/TW1898050601', context: ctx(g), quotes: qc(g, false) }));
  const h = doc('maktaba');
  out.push(entry('soft404-ar', 'www.arabic-dl.example.eg', 'mismatch', 'Arabic soft 404 ("الصفحة غير موجودة") with site chrome on 200, windows-1256', respond({ body: `<html dir="rtl" lang="ar"><head><meta http-equiv="Content-Type" content="text/html; charset=windows-1256"><title>الصفحة غير موجودة - المكتبة الرقمية العربية</title></head><body><table width="100%"><tr><td><a href="/">الرئيسية</a> | <a href="/cgi-bin/search.pl">البحث</a> | <a href="/about.htm">عن المكتبة</a></td></tr></table><h1>عذرا، الصفحة المطلوبة غير موجودة</h1><p>ربما تم نقل الصفحة أو حذفها. يمكنك البحث في فهرس المكتبة أو العودة إلى الصفحة الرئيسية.</p><h3>أحدث الإضافات</h3><ul><li>ديوان المتنبي</li><li>مقدمة ابن خلدون</li><li>رحلة ابن بطوطة</li></ul></body></html>`, charset: 'windows-1256' }), { path: '/cgi-bin/book.pl?id=9999', context: ctx(h) }));
}

// =============================================================================================
// INVALID
for (const k of ['rotfai', 'corte']) {
  const d = doc(k);
  const url = origUrl(d, `/pages/${k}.htm`);
  out.push(entry(`wb-404-${k}`, WB, 'invalid', 'Wayback answers 404 "has not archived that URL" (HTTP 404)', respond({ status: 404, body: waybackNotice('not-archived', url) }), { path: `/web/2008/${url}`, context: ctx(d) }));
}
for (const [k, status] of [['hangul', 404], ['jingzhang', 404], ['tramvay', 410], ['powodz', 410]] as const) {
  const d = doc(k);
  const body = status === 404
    ? `<HTML><HEAD><TITLE>404 Not Found</TITLE></HEAD><BODY><H1>Not Found</H1>The requested URL /cgi-bin/view.cgi was not found on this server.<P><HR><ADDRESS>Apache/1.3.41 Server at old-archive Port 80</ADDRESS></BODY></HTML>`
    : `<html><head><title>410 Gone</title></head><body><h1>Gone</h1><p>The requested resource is no longer available on this server and there is no forwarding address. The collection has been retired.</p></body></html>`;
  out.push(entry(`http-${status}-${k}`, `old.${k}-archive.example`, 'invalid', `HTTP ${status} from the old archive server${status === 410 ? ' (collection retired)' : ''}`, respond({ status, body }), { path: `/cgi-bin/view.cgi?doc=${d.key}`, context: ctx(d) }));
}
{
  const d = doc('electrification');
  out.push(entry('handle-404', 'hdl.handle.net', 'invalid', 'handle server: "Handle Not Found" with HTTP 404', respond({ status: 404, body: '<html><head><title>Handle Not Found</title></head><body><h2>Handle Not Found</h2><p>The handle you requested -- 2142/000000 -- cannot be found in the Handle System.</p><p>Possible reasons: the handle was mistyped or has not been registered.</p></body></html>' }), { path: '/2142/000000', context: ctx(d) }));
  const e = doc('astrolabe');
  out.push(entry('mus-404', 'collections.rmg.example', 'invalid', 'museum collection page with full chrome answering HTTP 404', respond({ status: 404, body: museum(e, 'not-found') }), { path: '/objects/AST9999.html', context: ctx(e) }));
  const f = doc('auswanderer');
  out.push(entry('ds-404', 'elib.suub.uni-bremen.example', 'invalid', 'DSpace 7 "Page not found" with HTTP 404', respond({ status: 404, body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Seite nicht gefunden</title></head><body><ds-app><header><a href="/">Elektronische Bibliothek</a></header><main><h1>404</h1><h2>Seite nicht gefunden</h2><p>Die gesuchte Seite konnte nicht gefunden werden. Möglicherweise wurde sie verschoben oder gelöscht.</p><a href="/home">Zur Startseite</a></main></ds-app></body></html>` }), { path: '/entities/publication/00000000-0000-0000-0000-000000000000', context: ctx(f) }));
}
{
  const d = doc('seismos');
  const u = origUrl(d);
  out.push(entry('wb-loop', WB, 'invalid', 'redirect loop between two captures', redirect((o) => `${o(WB)}/web/20070102000000/${u}`, 302), { path: `/web/20070101000000/${u}`, context: ctx(d) }));
  out.push(entry('wb-loop-b', WB, 'invalid', 'redirect loop between two captures (other end)', redirect((o) => `${o(WB)}/web/20070101000000/${u}`, 302), { path: `/web/20070102000000/${u}`, context: ctx(d) }));
  const e = doc('univ');
  out.push(entry('ftp-link', 'www.univ-old.example', 'invalid', 'old page redirects to an ftp:// file (non-http target)', redirect(`ftp://ftp.univ-old.example/pub/history/${e.key}.txt`, 302), { path: `/history/${e.key}.html`, context: ctx(e) }));
  const f = doc('metro');
  out.push(entry('intranet-refresh', 'www.muzeum-old.example', 'invalid', 'meta refresh to a private intranet address (192.168.x): unsafe target', respond({ body: `<html><head><meta http-equiv="refresh" content="0;url=http://192.168.10.20/gyujtemeny/${f.key}.html"><title>Átirányítás</title></head><body>Átirányítás...</body></html>`, charset: 'iso-8859-2' }), { path: `/gyujtemeny/${f.key}.html`, context: ctx(f) }));
  const g = doc('jingzhang');
  out.push(entry('nxdomain', 'www.rail-museum-old.example', 'invalid', 'moved-collection redirect to a host that does not exist (.invalid)', redirect(`http://collections.rail-museum.invalid/${g.key}`, 301), { path: `/collection/${g.key}.asp`, context: ctx(g) }));
  const h = doc('liverpool');
  const tiff = Buffer.concat([Buffer.from('II*\x00\x08\x00\x00\x00', 'latin1'), Buffer.alloc(5000, 0x5a)]);
  for (let i = 8; i < tiff.length; i++) tiff[i] = (i * 7919) & 0xff;
  out.push(entry('tiff-as-html', 'chroniclingamerica.loc.gov', 'invalid', 'page image (TIFF bytes) served as text/html', respond({ body: tiff, type: 'text/html' }), { path: '/lccn/sn84026749/1851-03-14/ed-1/seq-3.tif', context: ctx(h) }));
  const jp2 = Buffer.concat([Buffer.from('\x00\x00\x00\x0cjP  \r\n\x87\n\x00\x00\x00\x14ftypjp2 ', 'latin1'), Buffer.alloc(6000)]);
  for (let i = 24; i < jp2.length; i++) jp2[i] = (i * 104729 + 13) & 0xff;
  out.push(entry('jp2-as-html', 'www.delpher.nl', 'invalid', 'JPEG 2000 page image served as text/html', respond({ body: jp2, type: 'text/html; charset=utf-8' }), { path: '/nl/api/resource?urn=ddd:010950134:mpeg21:p001:image', context: ctx(doc('watersnood')) }));
  out.push(entry('no-location', 'www.corte-old.example', 'invalid', '302 without a Location header (malformed redirect from an old script)', (_q, res) => { res.writeHead(302, { 'content-type': 'text/html' }); res.end('<html><body>Object moved</body></html>'); }, { path: '/scripts/item.asp?ID=1808', context: ctx(doc('corte')) }));
  out.push(entry('garbage-http', 'www.oldbbs-archive.example', 'invalid', 'server answers with garbage instead of HTTP', rawAnswer(() => Buffer.from('\x15\x03\x01\x00\x02\x02\x0a', 'latin1')), { path: '/archive/1997/powodz.htm', context: ctx(doc('powodz')) }));
}

// =============================================================================================
// More shapes (second batch, written before scoring)
for (const [k, ts] of [['jingzhang', '20100512030405'], ['taiwan', '20041201101010'], ['rotfai', '20130707070707'], ['tramvay', '20090909090909']] as const) {
  const d = doc(k);
  const url = origUrl(d, `/page.asp?id=${d.key.length * 3}`);
  out.push(entry(`wb2-${k}`, WB, 'valid', `Wayback replay of a ${d.charset} page (${d.lang}) whose capture holds the cited text`, respond({ body: wayback(oldSite(d), url, ts), charset: d.charset }), { path: `/web/${ts}/${url}`, context: ctx(d), quotes: qc(d, true) }));
}
for (const k of ['medici', 'hangul']) {
  const d = doc(k);
  out.push(entry(`arch2-${k}`, 'archive.ph', 'valid', `archive.today copy (${d.lang})`, respond({ body: archiveToday(d, origUrl(d)) }), { path: `/${k}Z${k.length}q`, context: ctx(d), quotes: qc(d, true) }));
}
{
  const d = doc('shinsai');
  out.push(entry('fa-shinsai', 'archives.tokyo-metro.example', 'valid', 'finding aid in Japanese describing the cited records', respond({ body: findingAid(d) }), { path: '/repositories/4/resources/1930', context: ctx(d), quotes: qc(d, true) }));
  const e = doc('powodz');
  out.push(entry('ep-open-powodz', 'eprints.uni.wroc.example', 'valid', 'EPrints page (Polish thesis) with open download and abstract holding the claim', respond({ body: eprints(e, 'open', { uni: 'Repozytorium Uniwersytetu' }) }), { path: '/id/eprint/7714/', context: ctx(e), quotes: qc(e, true) }));
  for (const k of ['norrland', 'univ']) {
    const f = doc(k);
    out.push(entry(`dl-full2-${k}`, k === 'norrland' ? 'litteraturbanken.example' : 'elib.nlu.example', 'valid', `digital library full view (${f.lang})`, respond({ body: dlItem(f, 'full', { lang: f.lang }) }), { path: `/item/${k}-full`, context: ctx(f), quotes: qc(f, true) }));
  }
}
{
  const d = doc('seismos');
  out.push(entry('akamai-denied', 'www.nlg-digital.example', 'blocked', 'Akamai "Access Denied … Reference #" page (403) in front of a national library', respond({ status: 403, headers: { server: 'AkamaiGHost' }, body: '<HTML><HEAD>\n<TITLE>Access Denied</TITLE>\n</HEAD><BODY>\n<H1>Access Denied</H1>\n \nYou don\'t have permission to access "http&#58;&#47;&#47;www&#46;nlg-digital&#46;example&#47;efimerides&#47;1953" on this server.<P>\nReference&#32;&#35;18&#46;6f2e1602&#46;1700000000&#46;2b3c4d\n</BODY>\n</HTML>' }), { path: '/efimerides/1953/08/14', context: ctx(d) }));
  const e = doc('jingzhang');
  out.push(entry('cf-503', 'www.railway-dangan.example', 'blocked', 'Cloudflare JS challenge served with 503', respond({ status: 503, headers: { server: 'cloudflare' }, body: wallShell('Just a moment...', '<h1>Checking your browser before accessing www.railway-dangan.example.</h1><p>This process is automatic. Your browser will redirect to your requested content shortly.</p><p>Please allow up to 5 seconds…</p><script>window._cf_chl_opt={cType:"non-interactive"}</script>') }), { path: '/archive/1909/jingzhang', context: ctx(e) }));
  const f = doc('liverpool');
  out.push(entry('http-503-retry', 'www.british-papers-archive.example', 'blocked', 'persistent 503 with Retry-After from a newspaper archive', respond({ status: 503, headers: { 'retry-after': '120' }, body: '<h1>Service Unavailable</h1><p>Our archive is experiencing high demand. Please try again shortly.</p>' }), { path: '/viewer/bl/0000081/18510314/012/0003', context: ctx(f) }));
  const g = doc('hamburg');
  out.push(entry('pur-wall', 'www.zeitungsarchiv-hh.example', 'blocked', 'pay-or-consent wall ("Zustimmen" or "Pur-Abo") in front of a newspaper archive article (rule 3: blocked)', respond({ body: `<!DOCTYPE html><html lang="de"><head><meta charset="utf-8"><title>Zeitungsarchiv Hamburg</title></head><body><div class="cmp-wall"><h1>Zeitungsarchiv lesen mit Werbung oder werbefrei</h1><p>Wir und unsere Partner verarbeiten personenbezogene Daten, etwa Ihre IP-Adresse, und setzen Cookies, um Inhalte und Anzeigen zu personalisieren.</p><button>Zustimmen und weiter</button><p>oder</p><a class="btn" href="/pur">Pur-Abo: werbefrei lesen für 2,99 € im Monat</a><p>Bereits Pur-Abonnent? <a href="/login">Hier anmelden</a></p></div></body></html>` }), { path: '/archiv/1962/02/19/sturmflut', context: ctx(g) }));
  const h = doc('pontino');
  out.push(entry('geo-it', 'www.teche-archivio.example', 'blocked', 'audio-visual archive: "contenuto non disponibile all\'estero" (geo-block, it)', respond({ body: `<!DOCTYPE html><html lang="it"><head><meta charset="utf-8"><title>${esc(h.title)} - Teche</title></head><body><header><a href="/">Teche</a><nav><a href="/programmi">Programmi</a> <a href="/archivio">Archivio</a></nav></header><main><h1>${esc(h.title)}</h1><div class="player-geo"><p>Questo contenuto non è disponibile all'estero per motivi di diritti.</p><p>La visione è consentita solo dal territorio italiano.</p></div></main><footer>© Teche · Privacy · Note legali</footer></body></html>` }), { path: '/archivio/1935/bonifica-agro-pontino', context: ctx(h) }));
}
{
  const d = doc('transsib');
  const url = origUrl(d);
  out.push(entry('wb-calendar', WB, 'mismatch', 'Wayback calendar / capture list (/web/*/url) cited instead of a capture: a listing, not the source', respond({ body: waybackNotice('not-archived', url).replace(/<div id="error">[\s\S]*?<\/div>/, `<div id="react-wayback-search"><h2>Saved 214 times between March 12, 1999 and November 4, 2021.</h2><div class="calendar-grid">${Array.from({ length: 12 }, (_, m) => `<div class="month"><h4>${['JAN','FEB','MAR','APR','MAY','JUN','JUL','AUG','SEP','OCT','NOV','DEC'][m]}</h4><a href="/web/2003${String(m + 1).padStart(2, '0')}15000000/${url}">15</a></div>`).join('')}</div><p>Summary of ${url}</p></div>`) }), { path: `/web/*/${url}`, context: ctx(d) }));
}

/**
 * serveCorpus routes by host and path without the query, so the cited URLs with a query (cgi-bin,
 * .asp?ID=, viewer?id=) are served by one dispatcher per host and bare path that picks the entry
 * whose query matches (order of the pairs ignored).
 */
function withQueryDispatch(entries: Entry[]): Entry[] {
  const sortQ = (q: string) => q.split('&').filter(Boolean).sort().join('&');
  const groups = new Map<string, Entry[]>();
  for (const e of entries) {
    const p = e.path ?? '/';
    if (!p.includes('?')) continue;
    const key = `${e.host}${p.split('?')[0]}`;
    groups.set(key, [...(groups.get(key) ?? []), e]);
  }
  const extra: Entry[] = [];
  for (const [key, es] of groups) {
    const host = es[0]!.host;
    const bare = key.slice(host.length);
    if (entries.some((e) => e.host === host && e.path === bare)) throw new Error(`blind19: ${key} is cited both bare and with a query`);
    extra.push(target(`q-${host}-${bare}`, host, bare, (req, res, web) => {
      const q = sortQ((req.url ?? '').split('?')[1] ?? '');
      const hit = es.find((e) => sortQ(e.path!.split('?')[1]!) === q) ?? es.find((e) => decodeURIComponent(sortQ(e.path!.split('?')[1]!)) === decodeURIComponent(q));
      if (hit) return hit.handle(req, res, web);
      res.writeHead(404, { 'content-type': 'text/html' });
      res.end('<html><body>no such record</body></html>');
    }));
  }
  return [...entries, ...extra];
}

export function blind19Cases(): CorpusCase[] {
  return toCases('blind19', withQueryDispatch(out));
}

export { DOCS };
