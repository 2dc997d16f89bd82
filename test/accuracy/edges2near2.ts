/**
 * edges2 near misses, part 2: HTTP and body borders a live page may cross and stay `valid` — 203, 206,
 * 300 with a Location, 303, 307/308 chains, exactly five redirects, a Refresh header, a meta refresh to
 * itself, a cookie-setting self-redirect, 429 / 502 / 503 that clear after a short wait, a 403 or 500
 * carrying the whole article (debatable), Content-Type and charset lies a browser survives (HTML as
 * text/plain, JSON articles, PDFs as octet-stream / untyped / attachment, BOM against header, UTF-16,
 * charset aliases and quoted labels), brotli and raw deflate, a 3 MB page, a gzip body cut short, a body
 * cut after the article.
 */
import { deflateRawSync, gzipSync } from 'node:zlib';
import type { Entry, Send } from './blindkit';
import { enc, entry, pdf, redirect, target, write, urlOf, wrap } from './blindkit';
import type { QuoteCheck } from './corpus';
import { artPage, near, sequence, FILL } from './edges2kit';

const H = 'edges2-n2.example';
const T = 'Harbour tunnel tolls to fall by a third in May';
const P1 = 'Tolls for the harbour tunnel will fall by a third from 1 May, the port company said, after the last of the construction loans was repaid ahead of schedule.';
const QP = 'after the last of the construction loans was repaid ahead of schedule';
const QA = 'after the last of the construction loans was repaid behind schedule';
const q2: QuoteCheck[] = [{ quote: QP, present: true }, { quote: QA, present: false }];
const ctx = { title: T, quotes: [QP, QA] };
const page = artPage('en', T, [P1]);
const html = (req: Parameters<typeof urlOf>[0], web: Parameters<typeof urlOf>[1]) => page(urlOf(req, web));
const ok = (id: string, reason: string, send: (body: string) => Send, x: { path?: string } = {}): Entry =>
  entry(id, H, 'valid', reason, (req, res, web) => write(res, send(html(req, web))), { context: ctx, quotes: q2, path: x.path });
const via = (id: string, reason: string, handle: Entry['handle']): Entry => entry(id, H, 'valid', reason, handle, { context: ctx, quotes: q2 });
const art = (p: string) => target(`t${p.replace(/\//g, '-')}`, H, p, (req, res, web) => write(res, { body: html(req, web) }));

// Texts for the charset borders: [lang, title, sentence (quoted), altered sentence].
const CS: [string, string, string, string][] = [
  ['de', 'Fähre nach Süderoog fährt wieder täglich', 'Die Fähre nach Süderoog fährt ab Mai wieder täglich, auch an Wochenenden über Ostern.', 'Die Fähre nach Süderoog fährt ab Juni wieder täglich, auch an Wochenenden über Ostern.'],
  ['ru', 'Паром на остров снова ходит ежедневно', 'Паром на остров с мая снова ходит ежедневно, в том числе по выходным.', 'Паром на остров с июня снова ходит ежедневно, в том числе по выходным.'],
  ['ja', '離島フェリー、毎日運航を再開', '離島へのフェリーは五月から毎日運航を再開し、週末も運航する。', '離島へのフェリーは六月から毎日運航を再開し、週末も運航する。'],
  ['zh', '海岛渡轮恢复每日航班', '前往海岛的渡轮从五月起恢复每日航班，周末也照常运行。', '前往海岛的渡轮从六月起恢复每日航班，周末也照常运行。'],
  ['ko', '섬 여객선 매일 운항 재개', '섬으로 가는 여객선은 5월부터 매일 운항을 재개하며 주말에도 운항한다.', '섬으로 가는 여객선은 6월부터 매일 운항을 재개하며 주말에도 운항한다.'],
  ['cs', 'Trajekt na ostrov opět jezdí denně', 'Trajekt na ostrov bude od května opět jezdit každý den, a to i o víkendech.', 'Trajekt na ostrov bude od června opět jezdit každý den, a to i o víkendech.'],
  ['ar', 'العبارة إلى الجزيرة تعود للإبحار يومياً', 'تعود العبارة إلى الجزيرة للإبحار يومياً اعتباراً من مايو، بما في ذلك عطلات نهاية الأسبوع.', 'تعود العبارة إلى الجزيرة للإبحار يومياً اعتباراً من يونيو، بما في ذلك عطلات نهاية الأسبوع.'],
  ['el', 'Το πλοίο για το νησί ξανά καθημερινά', 'Το πλοίο για το νησί θα εκτελεί ξανά καθημερινά δρομολόγια από τον Μάιο, και τα Σαββατοκύριακα.', 'Το πλοίο για το νησί θα εκτελεί ξανά καθημερινά δρομολόγια από τον Ιούνιο, και τα Σαββατοκύριακα.'],
  ['th', 'เรือข้ามฟากไปเกาะกลับมาให้บริการทุกวัน', 'เรือข้ามฟากไปเกาะจะกลับมาให้บริการทุกวันตั้งแต่เดือนพฤษภาคม รวมถึงวันหยุดสุดสัปดาห์', 'เรือข้ามฟากไปเกาะจะกลับมาให้บริการทุกวันตั้งแต่เดือนมิถุนายน รวมถึงวันหยุดสุดสัปดาห์'],
  ['he', 'המעבורת לאי חוזרת לפעול מדי יום', 'המעבורת לאי תחזור לפעול מדי יום החל ממאי, כולל בסופי שבוע.', 'המעבורת לאי תחזור לפעול מדי יום החל מיוני, כולל בסופי שבוע.'],
  ['fr', "Le ferry pour l'île repart chaque jour, billet à 12 €", "Le ferry pour l'île reprendra ses rotations quotidiennes dès mai, avec un billet à 12 € l’aller.", "Le ferry pour l'île reprendra ses rotations quotidiennes dès juin, avec un billet à 12 € l’aller."],
  ['vi', 'Phà ra đảo chạy lại hằng ngày', 'Phà ra đảo sẽ chạy lại hằng ngày từ tháng Năm, kể cả cuối tuần.', 'Phà ra đảo sẽ chạy lại hằng ngày từ tháng Sáu, kể cả cuối tuần.'],
];
const csEntry = (id: string, i: number, reason: string, bytes: (h: string) => Buffer, type: string | undefined, x: { charset?: string } = {}): Entry => {
  const [lang, title, s, alt] = CS[i]!;
  const p = artPage(lang, title, [s], { charset: x.charset });
  return entry(id, H, 'valid', reason, (req, res, web) => write(res, { body: bytes(p(urlOf(req, web))), type: type ?? '' }), {
    context: { title, quotes: [s, alt] }, quotes: [{ quote: s, present: true }, { quote: alt, present: false }],
  });
};
const iconvEnc = (cs: string) => (h: string) => enc(h, cs);
const utf16le = (h: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(h, 'utf16le')]);
const utf16be = (h: string) => { const b = Buffer.from(h, 'utf16le'); b.swap16(); return Buffer.concat([Buffer.from([0xfe, 0xff]), b]); };
const pdfBody = () => pdf({ title: T, author: 'Port Company', date: '2025-03-14', pages: [wrap(`${P1} ${FILL.en!.join(' ')}`)] });

let huge: string | null = null;
const hugePage = (url: string) => {
  if (!huge) {
    const c = Array.from({ length: 9000 }, (_, i) => `<li class="comment"><p class="who">reader${i}</p><p>Comment number ${i}: I drive through the tunnel every day and the toll has been a real burden for my family and my neighbours for years now.</p></li>`).join('\n');
    huge = page(url).replace('</article>', `</article><section class="comments"><ol>${c}</ol></section>`);
  }
  return huge;
};

export function near2(): Entry[] {
  return [
    ok('n-203', '203 Non-Authoritative Information from a transforming proxy, with the whole article', (b) => ({ status: 203, body: b })),
    ok('n-206', '206 Partial Content with a Content-Range covering the whole article', (b) => ({ status: 206, body: b, headers: { 'content-range': `bytes 0-${Buffer.byteLength(b) - 1}/${Buffer.byteLength(b)}` } })),
    via('n-300-location', '300 Multiple Choices naming the preferred choice in Location: followed to the article', redirect('/t/300-choice', 300)),
    art('/t/300-choice'),
    via('n-303', '303 See Other to the article', redirect('/t/303', 303)),
    art('/t/303'),
    via('n-307-308-chain', '307 → 308 → 307 → article (three hops, methods kept)', redirect('/t/chain-2', 307)),
    target('t-chain-2', H, '/t/chain-2', redirect('/t/chain-3', 308)),
    target('t-chain-3', H, '/t/chain-3', redirect('/t/chain-end', 307)),
    art('/t/chain-end'),
    via('n-five-hops', 'exactly five redirects (301, 302, 307, 308, 301) end on the article: within max_redirects', redirect('/t/h2', 301)),
    target('t-h2', H, '/t/h2', redirect('/t/h3', 302)),
    target('t-h3', H, '/t/h3', redirect('/t/h4', 307)),
    target('t-h4', H, '/t/h4', redirect('/t/h5', 308)),
    target('t-h5', H, '/t/h5', redirect('/t/h-end', 301)),
    art('/t/h-end'),
    via('n-refresh-header', '200 "Redirecting…" stub with a Refresh: 0; url=… header to the article', (_req, res) => write(res, { body: '<html><head><title>Redirecting…</title></head><body><p>Redirecting…</p></body></html>', headers: { refresh: '0; url=/t/refreshed' } })),
    art('/t/refreshed'),
    ok('n-meta-refresh-reload', 'an article whose <meta http-equiv="refresh" content="300"> only reloads itself', (b) => ({ body: b.replace('<head>', '<head><meta http-equiv="refresh" content="300">') })),
    via('n-meta-refresh-self-url', 'an article whose meta refresh names its own URL (a live-blog reload): not a redirect', (req, res, web) => write(res, { body: html(req, web).replace('<head>', `<head><meta http-equiv="refresh" content="120; url=${urlOf(req, web)}">`) })),
    ok('n-200-location', 'a 200 that also carries a stray Location header: the article is the answer', (b) => ({ body: b, headers: { location: '/elsewhere' } })),
    via('n-cookie-self-redirect', 'sets a session cookie and 302s to itself; with the cookie, the article', (req, res, web) => {
      if (/edges2sess=1/.test(req.headers.cookie ?? '')) return write(res, { body: html(req, web) });
      res.writeHead(302, { location: req.url ?? '/', 'set-cookie': 'edges2sess=1; Path=/; HttpOnly', 'content-length': '0' });
      res.end();
    }),
    via('n-429-short', '429 with Retry-After: 1 once, then the article (a rate limit that clears at once)', sequence([(_q, res) => write(res, { status: 429, headers: { 'retry-after': '1' }, body: '<h1>Too Many Requests</h1>' }), (req, res, web) => write(res, { body: html(req, web) })])),
    via('n-503-once', 'a one-off 503 without Retry-After, then the article', sequence([(_q, res) => write(res, { status: 503, body: '<h1>503 Service Unavailable</h1><p>No server is available to handle this request.</p>' }), (req, res, web) => write(res, { body: html(req, web) })])),
    via('n-503-retry-2', '503 with Retry-After: 2, then the article', sequence([(_q, res) => write(res, { status: 503, headers: { 'retry-after': '2' }, body: '<h1>Service Unavailable</h1>' }), (req, res, web) => write(res, { body: html(req, web) })])),
    via('n-502-once', 'a one-off 502 Bad Gateway from a load balancer, then the article', sequence([(_q, res) => write(res, { status: 502, body: '<html><head><title>502 Bad Gateway</title></head><body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>' }), (req, res, web) => write(res, { body: html(req, web) })])),
    ok('n-403-article', '403 carrying the whole article (a misconfigured CMS; a browser shows the article) — debatable: the table calls 403 blocked', (b) => ({ status: 403, body: b })),
    ok('n-500-article', '500 carrying the whole article, every time (a plugin error after rendering) — debatable', (b) => ({ status: 500, body: b })),
    // --- Content-Type lies a browser survives
    ok('n-html-as-text-plain', 'the article HTML sent as text/plain (a reader sees its source, the text is there) — debatable', (b) => ({ body: b, type: 'text/plain; charset=utf-8' })),
    entry('n-plain-text-article', H, 'valid', 'a plain-text article (text/plain), cited for its text', (_q, res) => write(res, { type: 'text/plain; charset=utf-8', body: `${T}\n\nPort Company press office, 14 March 2025\n\n${P1}\n\n${FILL.en!.join('\n\n')}\n` }), { context: ctx, quotes: q2 }),
    entry('n-json-article', H, 'valid', 'a news API answer (application/json) with the article: title, byline and body', (_q, res) => write(res, { type: 'application/json', body: JSON.stringify({ id: 48213, title: T, byline: 'Mara Lindqvist', published: '2025-03-14T09:30:00Z', body: [P1, ...FILL.en!].join('\n\n') }) }), { context: ctx, quotes: q2 }),
    entry('n-json-as-html', H, 'valid', 'the same JSON article sent as text/html (a headless CMS endpoint) — debatable', (_q, res) => write(res, { body: JSON.stringify({ title: T, body: [P1, ...FILL.en!].join('\n\n') }) }), { context: ctx, quotes: q2 }),
    entry('n-pdf-octet', H, 'valid', 'the report PDF as application/octet-stream', (_q, res) => write(res, { type: 'application/octet-stream', body: pdfBody() }), { context: ctx, quotes: q2, path: '/n-pdf-octet.pdf' }),
    entry('n-pdf-untyped', H, 'valid', 'the report PDF with no Content-Type at all', (_q, res) => write(res, { type: '', body: pdfBody() }), { context: ctx, quotes: q2 }),
    entry('n-pdf-attachment', H, 'valid', 'the report PDF with Content-Disposition: attachment (a download)', (_q, res) => write(res, { type: 'application/pdf', headers: { 'content-disposition': 'attachment; filename="tolls-2025.pdf"' }, body: pdfBody() }), { context: ctx, quotes: q2 }),
    ok('n-html-attachment', 'the article HTML with Content-Disposition: attachment (a browser saves it; the reader opens it)', (b) => ({ body: b, headers: { 'content-disposition': 'attachment; filename="article.html"' } })),
    ok('n-xhtml', 'the article as application/xhtml+xml', (b) => ({ body: b, type: 'application/xhtml+xml; charset=utf-8' })),
    ok('n-untyped-html', 'the article with no Content-Type (a browser sniffs HTML)', (b) => ({ body: b, type: '' })),
    ok('n-duplicate-type', 'a doubled Content-Type header value ("text/html, text/html; charset=utf-8")', (b) => ({ body: b, type: 'text/html, text/html; charset=utf-8' })),
    ok('n-brotli', 'the article brotli-compressed (Content-Encoding: br)', (b) => ({ body: b, encoding: 'br' })),
    via('n-raw-deflate', 'Content-Encoding: deflate sent as raw deflate without a zlib header (browsers accept it)', (req, res, web) => {
      const body = deflateRawSync(Buffer.from(html(req, web)));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'deflate', 'content-length': String(body.length) });
      res.end(body);
    }),
    via('n-huge-page', 'a 3 MB page: the article first, then 9,000 reader comments (judged on its first 2 MB)', (req, res, web) => write(res, { body: hugePage(urlOf(req, web)) })),
    via('n-gzip-cut', 'a gzip body cut after 80 % of its bytes (Content-Length matching the cut): the article part decodes — debatable', (req, res, web) => {
      const z = gzipSync(Buffer.from(html(req, web)));
      const cut = z.subarray(0, Math.floor(z.length * 0.8));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-encoding': 'gzip', 'content-length': String(cut.length) });
      res.end(cut);
    }),
    via('n-cut-after-article', 'a body broken off after the article, before the footer (Content-Length promised more)', (req, res, web) => {
      const b = Buffer.from(html(req, web));
      const part = b.subarray(0, b.indexOf('<footer class="site-footer"'));
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': String(b.length) });
      res.write(part, () => setTimeout(() => res.socket?.destroy(), 30));
    }),
    // --- charset borders
    csEntry('n-cs-header-latin1-body-utf8', 0, 'header charset=iso-8859-1 over a UTF-8 body (a server default): umlauts must survive', (h) => Buffer.from(h, 'utf8'), 'text/html; charset=iso-8859-1'),
    csEntry('n-cs-bom-vs-header', 1, 'a UTF-8 BOM against a header charset=windows-1251: the BOM wins', (h) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(h, 'utf8')]), 'text/html; charset=windows-1251'),
    csEntry('n-cs-utf16le-bom', 2, 'UTF-16LE with a BOM, header without charset', utf16le, 'text/html'),
    csEntry('n-cs-utf16be-header', 3, 'UTF-16BE with a BOM, header charset=utf-16', utf16be, 'text/html; charset=utf-16'),
    csEntry('n-cs-meta-euckr', 4, 'no header charset; <meta charset="euc-kr"> over EUC-KR bytes', iconvEnc('euc-kr'), 'text/html', { charset: 'euc-kr' }),
    csEntry('n-cs-meta-late-1250', 5, 'no header charset; <meta charset="windows-1250"> after 2 KB of head comments', (h) => iconvEnc('windows-1250')(h.replace('<head>', `<head><!-- ${'build info '.repeat(180)} -->`)), 'text/html', { charset: 'windows-1250' }),
    csEntry('n-cs-quoted-1256', 6, 'header charset="windows-1256" in quotes over Arabic windows-1256 bytes', iconvEnc('windows-1256'), 'text/html; charset="windows-1256"', { charset: 'windows-1256' }),
    csEntry('n-cs-alias-cp1253', 7, 'header charset=cp1253 (an alias) over Greek windows-1253 bytes', iconvEnc('windows-1253'), 'text/html; charset=cp1253', { charset: 'windows-1253' }),
    csEntry('n-cs-alias-tis620', 8, 'header charset=tis-620 over Thai bytes (browsers read windows-874)', iconvEnc('windows-874'), 'text/html; charset=tis-620', { charset: 'tis-620' }),
    csEntry('n-cs-1255', 9, 'Hebrew in windows-1255, header charset declared', iconvEnc('windows-1255'), 'text/html; charset=windows-1255', { charset: 'windows-1255' }),
    csEntry('n-cs-8859-15-euro', 10, 'French in ISO-8859-15 with a € sign, charset in the header', iconvEnc('iso-8859-15'), 'text/html; charset=iso-8859-15', { charset: 'iso-8859-15' }),
    csEntry('n-cs-utf8-nfd-vi', 11, 'Vietnamese in UTF-8 written decomposed (NFD), charset only in <meta>', (h) => Buffer.from(h.normalize('NFD'), 'utf8'), 'text/html'),
  ];
}
