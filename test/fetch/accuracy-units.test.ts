/** The pieces behind the accuracy fixes, one by one (the loopback corpus test covers them end to end). */
import { randomBytes } from 'node:crypto';
import { decodeText, decompressUpTo, BodyTooLargeError } from '../../activities/fetch/body';
import { CookieJar } from '../../activities/fetch/cookies';
import { parseRefresh, refreshTarget, scriptRedirectTarget } from '../../activities/fetch/refresh';
import { utf8Location } from '../../activities/fetch/fetcher';
import { extractMetadata, foldWhitespace, pageMetadata, parsePage, significantWords, textWeight, truncateSnippet } from '../../activities/classify';
import { bareName, cleanName, dayFirstLang, namesFromByline, splitPeople, stampDate, urlDate, withoutLeadingDate, withoutLegalForm, withoutPageNumber } from '../../activities/classify/metadata';
import { pdfDate, readPdf } from '../../activities/classify/pdf';
import { wordsOf } from '../../activities/classify/relevance';
import { findQuote } from '../../shared/stages/claims';
import { normalizePublicationDate } from '../../shared/stages/dates';
import { buildPdf } from '../accuracy/pdf';
import * as zlib from 'node:zlib';

test('windows-1252 bytes 0x80–0x9F decode to curly quotes, dashes and € (not C1 controls), declared or not', () => {
  const bytes = Buffer.from([0x93, 0x41, 0x94, 0x20, 0x96, 0x20, 0x80, 0x35, 0x20, 0x85]);
  expect(decodeText('text/html; charset=windows-1252', bytes)).toBe('“A” – €5 …');
  expect(decodeText('text/html; charset=iso-8859-1', bytes)).toBe('“A” – €5 …'); // WHATWG: latin1 is windows-1252
  expect(decodeText('text/html', bytes)).toBe('“A” – €5 …'); // not UTF-8: windows-1252, as browsers assume
  expect(decodeText('text/html', Buffer.from('<meta charset="shift_jis">\x82\xa0', 'latin1'))).toBe('<meta charset="shift_jis">あ');
  expect(decodeText(undefined, Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('café')]))).toBe('café');
});

test('UTF-8 bytes under a single-byte charset label are read as UTF-8; real legacy bytes keep their label', () => {
  const czech = Buffer.from('Žluťoučký kůň úpěl ďábelské ódy', 'utf8');
  expect(decodeText('text/html; charset=windows-1250', czech)).toBe('Žluťoučký kůň úpěl ďábelské ódy');
  expect(decodeText('text/html; charset=ISO-8859-1', Buffer.from('<p>Ça coûte 5 €</p>', 'utf8'))).toBe('<p>Ça coûte 5 €</p>');
  expect(decodeText('text/html', Buffer.from('<meta charset="koi8-r"><p>Привет</p>', 'utf8'))).toBe('<meta charset="koi8-r"><p>Привет</p>');
  const iconv = require('iconv-lite') as { encode(s: string, c: string): Buffer };
  // Must stay: genuine legacy bytes (not valid UTF-8) are decoded as labelled.
  expect(decodeText('text/html; charset=windows-1250', iconv.encode('Žluťoučký kůň', 'windows-1250'))).toBe('Žluťoučký kůň');
  expect(decodeText('text/html; charset=iso-8859-1', iconv.encode('Ça coûte 5 €', 'windows-1252'))).toBe('Ça coûte 5 €');
  // A short undeclared UTF-8 body ending in a multi-byte letter is UTF-8 (its last bytes are not cut off first).
  expect(decodeText('text/plain', Buffer.from('Ελλάδα', 'utf8'))).toBe('Ελλάδα');
  expect(decodeText(undefined, Buffer.from('Ελλάδα', 'utf8'))).toBe('Ελλάδα');
  // A multi-byte label (Shift_JIS) is left alone even when the bytes happen to be valid UTF-8.
  expect(decodeText('text/html; charset=shift_jis', Buffer.from([0x82, 0xa0]))).toBe('あ');
});

test('UTF-8 bodies decode exactly as iconv-lite decodes them (BOMs, broken sequences, a character cut at the end)', () => {
  const iconv = require('iconv-lite') as { decode(b: Buffer, c: string): string };
  const viaIconv = (b: Buffer) => { const t = iconv.decode(b, 'utf-8'); return t.charCodeAt(0) === 0xfeff ? t.slice(1) : t; };
  const bom = Buffer.from([0xef, 0xbb, 0xbf]);
  const samples = [
    Buffer.alloc(0), Buffer.from('café “quoted” — 日本語 😀 <p>x</p>'), Buffer.concat([bom, Buffer.from('a')]), Buffer.concat([bom, bom, bom, Buffer.from('b')]),
    Buffer.from([0x61, 0xf0, 0x80, 0x62]), Buffer.from([0xe2, 0x82, 0x41]), Buffer.from([0xed, 0xa0, 0x80, 0x41]), Buffer.from([0xc0, 0xaf, 0x41]),
    Buffer.from([0x41, 0xe2, 0x82]), Buffer.from([0x41, 0xf0, 0x80]), Buffer.from([0x41, 0xf0, 0x9f, 0x98]),
  ];
  for (let i = 0; i < 300; i++) samples.push(randomBytes(1 + (i % 40)), Buffer.concat([randomBytes(i % 30), Buffer.from('<p>')]));
  // (A UTF-16 byte-order mark outranks the declared charset: those bodies are not UTF-8.)
  for (const b of samples.filter((x) => !(x[0] === 0xff && x[1] === 0xfe) && !(x[0] === 0xfe && x[1] === 0xff))) {
    expect(decodeText('text/html; charset=utf-8', b)).toBe(viaIconv(b));
    const declared = Buffer.concat([Buffer.from('<meta charset="utf-8">'), b]);
    expect(decodeText('text/html', declared)).toBe(viaIconv(declared));
  }
});

test('a snippet of a long text is the one the whole folded text gives (whitespace runs, controls, invisibles, surrogate pairs at any cut)', () => {
  const reference = (s: string, max: number) => {
    const folded = foldWhitespace(s);
    if (folded.length <= max) return folded;
    const cut = folded.slice(0, max - 1);
    const space = cut.lastIndexOf(' ');
    return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
  };
  const pieces = ['word', ' ', '   ', '\n\t ', 'é', '😀', '\u200b', '\u202e', '\u0007', '日本語', '\u00ad', 'x'.repeat(50), ' '.repeat(400), '\u2028'];
  let seed = 7;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  for (let i = 0; i < 400; i++) {
    let s = '';
    while (s.length < 2000 + rand(6000)) s += pieces[rand(pieces.length)];
    for (const max of [300, 120, 40]) expect(truncateSnippet(s, max)).toBe(reference(s, max));
  }
});

test('a long text is split into words piece by piece exactly as one pass of Intl.Segmenter splits it (Latin, CJK, Thai, Hangul, marks, emoji)', () => {
  const segmenter = new Intl.Segmenter('und', { granularity: 'word' });
  const whole = (s: string) => Array.from(segmenter.segment(s.normalize('NFKC').toLowerCase())).filter((p) => p.isWordLike).map((p) => p.segment);
  const pieces = ['Word ', 'the ', '  ', '日本語の', 'テキスト', '。', '、', '한국어 ', 'ภาษาไทย ', ' \u0301x', 'e\u0301 ', '\u200d', '👍🏽 ', '🇩🇪🇫🇷', "don't ", '3.14 ', 'a.b ', '"q" ', '\u00a0', '上海地铁 '];
  let seed = 11;
  const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) % n);
  for (let i = 0; i < 12; i++) {
    let s = '';
    while (s.length < 3000 + rand(3000)) s += pieces[rand(pieces.length)];
    expect(wordsOf(s)).toEqual(whole(s));
  }
});

test('a compressed page over the cap keeps its first part; a decompression bomb is refused', async () => {
  const page = Buffer.from(Array.from({ length: 40_000 }, (_, i) => `<p>paragraph ${i} of a long page with words</p>`).join(''));
  const got = await decompressUpTo('gzip', zlib.gzipSync(page), 1_000_000);
  expect(got.truncated).toBe(true);
  expect(got.data.length).toBe(1_000_000);
  expect(got.data.subarray(0, 100)).toEqual(page.subarray(0, 100));
  await expect(decompressUpTo('gzip', zlib.gzipSync(Buffer.alloc(3_000_000, 65)), 1_000_000)).rejects.toBeInstanceOf(BodyTooLargeError);
});

test('a bomb is judged on the compressed bytes read when the decoded bytes reach the cap, in every encoding (issue 11)', async () => {
  const cap = 2 * 1024 * 1024;
  const zeros = Buffer.alloc(40 * 1024 * 1024);
  const br = (b: Buffer) => zlib.brotliCompressSync(b, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  const junk = randomBytes(200_000); // incompressible: pads the wire well past cap / BOMB_RATIO
  for (const [encoding, body] of [
    ['gzip', zlib.gzipSync(zeros)],
    ['br', br(zeros)],
    ['deflate', zlib.deflateSync(zeros)],
    ['deflate', zlib.deflateRawSync(zeros)],
    // A bomb followed by junk: its whole-body ratio is only ~170, but the first 2 MB came from a few KB.
    ['gzip', Buffer.concat([zlib.gzipSync(zeros), zlib.gzipSync(junk)])],
  ] as const) {
    expect(body.length).toBeLessThan(cap);
    await expect(decompressUpTo(encoding, body, cap)).rejects.toBeInstanceOf(BodyTooLargeError);
  }
  // A legitimate large page (8 MB of prose, ~7× compressible) is judged on its first 2 MB, whatever the encoding.
  const words = ['rust', 'release', 'compiler', 'memory', 'safety', 'borrow', 'checker', 'team', 'version', 'stable', 'language', 'systems'];
  const prose = Buffer.from(Array.from(randomBytes(1_000_000), (b) => words[b % words.length] + (b < 25 ? '.\n' : ' ')).join(''));
  for (const [encoding, body] of [['gzip', zlib.gzipSync(prose)], ['br', br(prose)]] as const) {
    const got = await decompressUpTo(encoding, body, cap);
    expect({ truncated: got.truncated, length: got.data.length, head: got.data.subarray(0, 64).toString() }).toEqual({ truncated: true, length: cap, head: prose.subarray(0, 64).toString() });
  }
  // Under the cap, any ratio is fine (a small, very compressible page).
  expect((await decompressUpTo('gzip', zlib.gzipSync(Buffer.alloc(1_000_000, 97)), cap)).truncated).toBe(false);
});

test('cookie jar: a cookie set on one hop goes back to the same host (and its subdomains with Domain=), expired ones do not', () => {
  const jar = new CookieJar();
  jar.store(new URL('http://news.example/a'), ['sid=1; Path=/; HttpOnly', 'wide=2; Domain=.news.example', 'gone=3; Max-Age=0', 'evil=4; Domain=other.example']);
  expect(jar.headerFor(new URL('http://news.example/b'))).toBe('sid=1; wide=2');
  expect(jar.headerFor(new URL('http://www.news.example/'))).toBe('wide=2');
  expect(jar.headerFor(new URL('http://other.example/'))).toBeNull();
});

test('a script-only shell naming one literal target is a redirect; challenges, reloads and pages with text are not (blind9)', () => {
  const base = new URL('http://a.example/s/1');
  expect(scriptRedirectTarget('<html><head><script>location.replace("/story/9")</script></head><body></body></html>', base)?.href).toBe('http://a.example/story/9');
  expect(scriptRedirectTarget("<script>window.location.href = 'https://b.example/x#top';</script><noscript><a href='/x'>Continue</a></noscript>", base)?.href).toBe('https://b.example/x');
  expect(refreshTarget({}, '<head><script>window.location = "/moved";</script></head>', base)?.href).toBe('http://a.example/moved');
  // A JavaScript challenge: sets a cookie, or reloads, or goes back to its own path with a token.
  expect(scriptRedirectTarget('<script>document.cookie="ch=1";location.href="/next"</script>', base)).toBeNull();
  expect(scriptRedirectTarget('<script>location.reload()</script>', base)).toBeNull();
  expect(scriptRedirectTarget('<script>location.replace("/s/1?__chk=8a")</script>', base)).toBeNull();
  // A delayed jump under a message ("back to the home page in 5 s").
  expect(scriptRedirectTarget('<h1>页面不存在</h1><p>5秒后自动返回首页</p><script>setTimeout(function(){location.href="/"},5000)</script>', base)).toBeNull();
  // Two targets, a page with its own text, a javascript: URL.
  expect(scriptRedirectTarget('<script>if (a) location.href="/a"; else location.href="/b";</script>', base)).toBeNull();
  expect(scriptRedirectTarget(`<script>location.href="/a"</script><p>${'Real text of the page. '.repeat(20)}</p>`, base)).toBeNull();
  expect(scriptRedirectTarget('<script>location.href="javascript:void(0)"</script>', base)).toBeNull();
});

test('meta refresh and Refresh header: another URL within a minute is a redirect; a reload or a long delay is not', () => {
  const base = new URL('http://a.example/p');
  expect(parseRefresh("0; url='/next'", base)?.href).toBe('http://a.example/next');
  expect(parseRefresh('5;URL=http://b.example/x', base)?.href).toBe('http://b.example/x');
  expect(parseRefresh('390', base)).toBeNull();
  expect(parseRefresh('0; url=/p', base)).toBeNull();
  expect(parseRefresh('600; url=/later', base)).toBeNull();
  expect(refreshTarget({}, '<head><META content="0;URL=/moved" HTTP-EQUIV="Refresh"></head>', base)?.href).toBe('http://a.example/moved');
  expect(refreshTarget({ refresh: '1; url=/h' }, '', base)?.href).toBe('http://a.example/h');
  // Commented-out markup is not followed: an old-browser fallback in a conditional comment, a disabled tag.
  expect(refreshTarget({}, '<head><!--[if IE 8]><meta http-equiv="refresh" content="0; url=/alter-browser.htm"><![endif]--><title>Bericht</title></head>', base)).toBeNull();
  expect(refreshTarget({}, '<head><!-- <meta http-equiv=refresh content="2;url=/old"> --><meta http-equiv=refresh content="2;url=/new"></head>', base)?.href).toBe('http://a.example/new');
});

test('CJK: words come from Intl.Segmenter, and CJK text weighs like the Latin text it stands for', () => {
  const words = significantWords('上海地铁新线路正式开通运营');
  expect(words.size).toBeGreaterThanOrEqual(3);
  expect([...words].every((w) => w.length >= 2)).toBe(true);
  expect(textWeight('京都市')).toBe(9);
});

test('dates: unambiguous day-first dates are read; ambiguous ones are not', () => {
  expect(normalizePublicationDate('15/05/2015')).toBe('2015-05-15');
  expect(normalizePublicationDate('15-05-2015')).toBe('2015-05-15');
  expect(normalizePublicationDate('5.5.2015')).toBe('2015-05-05');
  expect(normalizePublicationDate('05/06/2015')).toBeNull();
  expect(pdfDate('D:20230314120000Z')).toBe('2023-03-14');
});

test('quotes across NFD/NFC, dash runs, soft hyphens: found with what differed; an absent quote is never found', () => {
  expect(findQuote('the café reopened', 'Today the cafe\u0301 reopened.')).toMatchObject({ found: true, verbatim: false, differences: ['Unicode normalization'] });
  expect(findQuote('repairs -- delayed', 'The repairs — delayed twice')).toMatchObject({ found: true, differences: ['dashes'] });
  // An ellipsis or [brackets] for skipped / inserted words (blind9): pieces in order, close together, enough words.
  const page = 'The mayor said the new bridge, which cost 40 million euros, would open in June. Residents had waited ten years.';
  expect(findQuote('the new bridge … would open in June', page)).toMatchObject({ found: true, verbatim: false });
  expect(findQuote('The mayor said [that] the new bridge, which cost 40 million euros, would open', page).found).toBe(true);
  expect(findQuote('the new bridge [...] would open in June', page).found).toBe(true);
  expect(findQuote('the new bridge … would open in July', page).found).toBe(false);
  expect(findQuote('would open in June … the new bridge', page).found).toBe(false); // out of order
  expect(findQuote('mayor … waited', page).found).toBe(false); // too few words to tell
  // A common first piece (here 3,000 times) does not hide the one place where the whole quote stands.
  const long = `${'The council said the plan would go ahead. '.repeat(3000)}The council promised eleven new loading bays by the spring.`;
  expect(findQuote('The council [...] promised eleven new loading bays by the spring', long).found).toBe(true);
  expect(findQuote('The council … promised eleven new loading bays by the autumn', long).found).toBe(false);
  expect(findQuote('the committee approved', 'The com\u00admit\u00adtee approved it')).toMatchObject({ found: true, differences: ['letter case', 'soft hyphens or invisible characters'] });
  expect(findQuote('the committee rejected', 'The committee approved it').found).toBe(false);
});

test('metadata: microdata, RDFa, JSON-LD @graph with @id refs in CDATA, bylines, <time>, profile-URL authors, Wikipedia headlines', () => {
  const micro = `<title>X | Paper</title><article itemscope itemtype="https://schema.org/NewsArticle"><h1 itemprop="headline">Dam opens</h1>
    <span itemprop="author" itemscope itemtype="https://schema.org/Person"><span itemprop="name">Ana Lima</span></span><meta itemprop="datePublished" content="2020-02-03"></article>`;
  expect(extractMetadata(micro)).toMatchObject({ title: 'Dam opens', author: 'Ana Lima', published: '2020-02-03' });
  const rdfa = `<div vocab="https://schema.org/" typeof="BlogPosting"><h1 property="headline">Kites</h1><span property="author" typeof="Person"><span property="name">Bo Chen</span></span><time property="datePublished" datetime="2019-09-09">9 Sep</time></div>`;
  expect(extractMetadata(rdfa)).toMatchObject({ title: 'Kites', author: 'Bo Chen', published: '2019-09-09' });
  const graph = `<script type="application/ld+json">//<![CDATA[
{"@context":"https://schema.org","@graph":[{"@type":"Person","@id":"#a","name":"Eve Hart"},{"@type":"Organization","@id":"#o","name":"Gazette"},{"@type":"NewsArticle","headline":"Tides","author":{"@id":"#a"},"publisher":{"@id":"#o"},"datePublished":"2018-01-02"}]}
//]]></script><title>Tides</title>`;
  expect(extractMetadata(graph)).toMatchObject({ title: 'Tides', author: 'Eve Hart', publisher: 'Gazette', published: '2018-01-02' });
  const byline = `<meta property="article:author" content="https://social.example/eve"><title>Rain</title><article><h1>Rain</h1><p class="byline">By <a rel="author" href="/s">Eve Hart</a></p><time datetime="2017-05-06T10:00">May 6</time><p>text</p></article>`;
  expect(extractMetadata(byline)).toMatchObject({ author: 'Eve Hart', published: '2017-05-06' });
  const wiki = `<title>Mozilla - Wikipedia</title><script type="application/ld+json">{"@type":"Article","name":"Mozilla","headline":"free software community","publisher":{"@type":"Organization","name":"Wikimedia Foundation, Inc."}}</script><h1>Mozilla</h1>`;
  expect(extractMetadata(wiki).title).toBe('Mozilla');
  expect(namesFromByline('By Jane Doe and John Roe | Updated 5 May')).toEqual(['Jane Doe', 'John Roe']);
});

test('PDFs: text and Info metadata through unpdf', async () => {
  const doc = await readPdf(buildPdf({ title: 'Water report', author: 'Unit A', created: '2022-02-02', lines: ['Nitrate levels fell in most rivers.'] }));
  expect(doc).toMatchObject({ kind: 'pdf', title: 'Water report', author: 'Unit A', published: '2022-02-02', pages: 1 });
  expect(doc.text).toContain('Nitrate levels fell in most rivers.');
  await expect(readPdf(Buffer.from('%PDF-1.4 garbage'))).rejects.toThrow();
});

test('metadata pieces: URL-path dates, legal forms, e-mail and "in <section>" bylines', () => {
  expect(urlDate('https://news.example/2016/11/28/river-story/')).toBe('2016-11-28');
  expect(urlDate('https://news.example/blog/2021-3-9-notes')).toBe('2021-03-09');
  expect(urlDate('https://news.example/2016/12/132377/slug')).toBeUndefined(); // year and month, then an id
  expect(urlDate('https://news.example/2016/13/40/slug')).toBeUndefined();
  expect(urlDate(undefined)).toBeUndefined();
  expect(withoutLegalForm('ミドリ精工株式会社')).toBe('ミドリ精工');
  expect(withoutLegalForm('株式会社ミドリ精工')).toBe('ミドリ精工');
  expect(withoutLegalForm('Harbor Press, Inc.')).toBe('Harbor Press');
  expect(withoutLegalForm('Inc.')).toBe('Inc.');
  expect(namesFromByline('Ola Berg | oberg@paper.example')).toEqual(['Ola Berg']);
  expect(namesFromByline('Written by Ola Berg in Hardware on 2 May 2020. 4 Comments')).toEqual(['Ola Berg']);
});

test('publisher names: a handle gives way to the same name spelled elsewhere; an address is no name; the host\'s brand as the page spells it', () => {
  const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);
  const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  expect(meta(`<meta property="og:site_name" content="tidewatch">${ld({ '@type': 'NewsArticle', publisher: { '@type': 'Organization', name: 'Tide Watch' } })}<h1>Story</h1>`, 'https://tidewatch.example/a').publisher).toBe('Tide Watch');
  expect(meta(`<meta property="og:site_name" content="tidewatch"><title>Story - tidewatch.com</title><h1>Story</h1>`, 'https://tidewatch.example/a').publisher).toBe('tidewatch.com');
  // a different name is not a spelling of the handle
  expect(meta(`<meta property="og:site_name" content="tidewatch">${ld({ '@type': 'NewsArticle', publisher: { '@type': 'Organization', name: 'Harbour Media Group' } })}<h1>Story</h1>`, 'https://tidewatch.example/a').publisher).toBe('tidewatch');
  expect(meta(`<meta name="application-name" content="https://www.tidewatch.example"><h1>Story</h1><p>A story.</p>`, 'https://www.other.example/a').publisher).toBeNull();
  expect(meta(`<h1>Story</h1><p>Read more on TideWatch. TideWatch newsletter. tidewatch</p>`, 'https://www.tidewatch.example/a').publisher).toBe('TideWatch');
  // the host's label must stand as a word of its own: "tidewatchers" is not the brand
  expect(meta(`<h1>Story</h1><p>For Tidewatchers only.</p>`, 'https://www.tidewatch.example/a').publisher).toBeNull();
});

test('author fields naming several people, or a person with an affiliation; one name stays one', () => {
  expect(splitPeople('Ruth Adler and Tom Wu')).toEqual(['Ruth Adler', 'Tom Wu']);
  expect(splitPeople('Ruth Adler und Tom Wu, Kim Lee')).toEqual(['Ruth Adler', 'Tom Wu', 'Kim Lee']);
  expect(splitPeople('Ruth Adler og Tom Wu')).toEqual(['Ruth Adler', 'Tom Wu']);
  expect(splitPeople('Ruth Adler, professor of history at the University of Somewhere, news.example.lt')).toEqual(['Ruth Adler']);
  expect(splitPeople('Adler, Ruth')).toEqual(['Ruth Adler']);
  expect(splitPeople('Mac & i')).toEqual(['Mac & i']);
  expect(splitPeople('Ruth Adler')).toEqual(['Ruth Adler']);
  expect(extractMetadata('<meta name="author" content="90211"><h1>Story</h1><p class="byline">By Ruth Adler</p>').author).toBe('Ruth Adler');
});

test('dates: datelines in other languages, mail-style stamps, and the publisher\'s offset over UTC for the same instant', () => {
  const date = (html: string) => extractMetadata(html).published;
  expect(date('<h1>Titel</h1><p>15. März 2021</p>')).toBe('2021-03-15');
  expect(date('<h1>Título</h1><p>20 de septiembre de 2020</p>')).toBe('2020-09-20');
  expect(date('<h1>Cím</h1><p>2020. október 9.</p>')).toBe('2020-10-09');
  expect(date('<h1>Заголовок</h1><p>3 апреля 2018, 12:00</p>')).toBe('2018-04-03');
  expect(date('<h1>제목</h1><p>2020년 9월 15일</p>')).toBe('2020-09-15');
  expect(date('<h1>Title</h1><p>31 Mai</p>')).toBeNull(); // no year
  expect(stampDate('Tue, Sep 15 2020 10:01:41 EDT')).toBe('Sep 15, 2020');
  expect(stampDate('Tue, 15 Sep 2020 10:01:41 -0400')).toBe('15 Sep 2020');
  const both = (meta: string, ld: string) => date(`<meta property="article:published_time" content="${meta}"><script type="application/ld+json">{"@type":"NewsArticle","headline":"H","datePublished":"${ld}"}</script><h1>H</h1>`);
  expect(both('2019-05-31T22:30:00Z', '2019-06-01T00:30:00+02:00')).toBe('2019-06-01');
  expect(both('2019-05-31T22:30:00Z', '2019-06-01T09:30:00+02:00')).toBe('2019-05-31'); // not the same instant: the first source stands
});

test('visible headline: a separator the markup lost comes back from the other titles; a section label before it goes; quotes and a trailing "…" are not separators', () => {
  const title = (head: string, h1: string) => extractMetadata(`<title>Site</title>${head}<h1>${h1}</h1><p>text</p>`).title;
  const og = (t: string) => `<meta property="og:title" content="${t}">`;
  expect(title(og('Storm damage: roads closed across the valley'), 'Storm damage <span>roads closed across the valley</span>')).toBe('Storm damage: roads closed across the valley');
  expect(title(og('Roads closed across the valley'), 'Wetter : Roads closed across the valley')).toBe('Roads closed across the valley');
  expect(title(og('Roads closed across the valley…'), 'Roads closed across the valley')).toBe('Roads closed across the valley');
  expect(title(og('‘Roads’ closed across the valley'), 'Roads closed across the valley')).toBe('Roads closed across the valley');
  // a long lead-in is not a section label
  expect(title(og('Roads closed across the valley'), 'After the worst storm in a decade - Roads closed across the valley')).toBe('After the worst storm in a decade - Roads closed across the valley');
});

test('site names: an abbreviation or reading in brackets after the name goes; full-width signs in a Latin name become ASCII', () => {
  expect(bareName('Radio Côte Nord (RCN)')).toBe('Radio Côte Nord');
  expect(bareName('GIGAZINE！（ギガジン！）')).toBe('GIGAZINE!');
  expect(bareName('ライフハッカー［日本版］')).toBe('ライフハッカー［日本版］');
  expect(bareName('(RCN)')).toBe('(RCN)');
  expect(bareName('The Daily (Weekend) Post')).toBe('The Daily (Weekend) Post');
});

test('a writer\'s short sign or agency in brackets after the name is not part of it; a longer note in brackets stays', () => {
  expect(cleanName('Ruth Adler (rad)')).toBe('Ruth Adler');
  expect(cleanName('Ruth Adler (AP), Tom Wu (tw)')).toBe('Ruth Adler, Tom Wu');
  expect(cleanName('Ruth Adler (Editor in Chief)')).toBe('Ruth Adler (Editor in Chief)');
});

test('page furniture: a feature class on <body> or a layout modifier (BEM "--…") does not make the article furniture; a real rail still is', () => {
  const page = (bodyCls: string, articleCls: string) =>
    parsePage(`<html><body class="${bodyCls}"><div class="wrap"><article class="${articleCls}"><h1>Hochwasser: Pegel am Rhein steigt weiter an</h1>` +
      `<p class="byline">Von Greta Holm</p><p>Der Pegel stieg über Nacht um einen halben Meter.</p></article>` +
      `<div class="right-rail"><h1>Meistgelesen heute</h1><p class="byline">Von Ivo Brandt</p></div></div></body></html>`);
  expect(page('has-sidebar-layout theme-dark', 'story').h1s).toEqual(['Hochwasser: Pegel am Rhein steigt weiter an']);
  expect(page('', 'story story--wide-with-rail').h1s).toEqual(['Hochwasser: Pegel am Rhein steigt weiter an']);
  expect(page('', 'story story--wide-with-rail').bylines[0]).toBe('Von Greta Holm');
  // the rail itself (a block class, not a modifier) stays furniture
  expect(page('', 'story').h1s).toEqual(['Hochwasser: Pegel am Rhein steigt weiter an']);
});

test('headline choice: a logo h1 before the article\'s h1 is passed over; a short h1 the <title> repeats beats a social headline; a title glued to its site ("Headline_Section_Site", "Headline:Site")', () => {
  const meta = (html: string) => pageMetadata(parsePage(html), 'https://www.example-news.test/a/1');
  const og = (t: string) => `<meta property="og:title" content="${t}">`;
  // a logo h1 that shares no word with the titles, then the article's own h1
  expect(meta(`<title>Radwege: Gemeinderat sagt ja zum neuen Netz | Nordlicht</title>${og('Radwege: Gemeinderat sagt ja zum neuen Netz')}` +
    '<h1>Nordlicht</h1><h1>Gemeinderat sagt ja: neues Radwegenetz für die Altstadt</h1><p>Text.</p>').title).toBe('Gemeinderat sagt ja: neues Radwegenetz für die Altstadt');
  // a two-word h1 that the <title> repeats, against og:title and a JSON-LD headline written for sharing
  const ld = '<script type="application/ld+json">{"@context":"https://schema.org","@type":"NewsArticle","headline":"Lisboa despide su festival de cine con una última noche"}</script>';
  expect(meta(`<title>Adiós, Lisboa</title><meta property="og:site_name" content="El Diario del Sur">${og('Lisboa despide su festival de cine con una última noche')}${ld}` +
    '<h1>Adiós, Lisboa</h1><p>Texto.</p>').title).toBe('Adiós, Lisboa');
  // underscores and a glued colon: a heading reads the <title>'s first part, the last part is the site
  const glued = meta('<title>Wie man Sauerteig ansetzt_Rezepte_Brotzeit</title><h2>Brotzeit</h2><h2>Wie man Sauerteig ansetzt</h2><p>Text.</p>');
  expect({ title: glued.title, publisher: glued.publisher }).toEqual({ title: 'Wie man Sauerteig ansetzt', publisher: 'Brotzeit' });
  expect(meta(`<title>Sauerteig in drei Tagen:Backstube Blog</title><meta property="og:site_name" content="Backstube Blog">${og('Sauerteig in drei Tagen:Backstube Blog')}` +
    '<h2>Rezepte und Tipps rund ums Brot</h2><h2>Sauerteig in drei Tagen</h2><p>Text.</p>').title)
    .toBe('Sauerteig in drei Tagen');
  // must stay: a short h1 naming the subject, when the <title> reads longer ("Artist: Album Review | Site")
  expect(meta(`<title>Low Roar: Ross Album Review | Soundcheck</title><meta property="og:site_name" content="Soundcheck">${og('Low Roar: Ross')}<h1>Low Roar</h1><p>Text.</p>`).title).toBe('Low Roar: Ross');
});

test('authors in markup beyond the common tags: a prefixed or "writer" meta tag (markup and full-width commas in it), glued or non-English byline classes; a handle is still no author', () => {
  const meta = (html: string) => pageMetadata(parsePage(`<title>Lluvias récord en el norte</title><h1>Lluvias récord en el norte</h1>${html}<p>Texto del artículo.</p>`), 'https://www.diario-norte.test/n/1');
  expect(meta('<meta name="cms:author" content="Inés Corral">').author).toBe('Inés Corral');
  expect(meta('<meta name="writer" content="佐藤花子、&lt;b&gt;Diario Norte&lt;/b&gt;">').author).toBe('佐藤花子');
  expect(meta('<div class="post-autor">Inés Corral</div>').author).toBe('Inés Corral');
  expect(meta('<span class="authorName-label">Inés Corral</span>').author).toBe('Inés Corral');
  expect(meta('<meta name="twitter:creator" content="@diarionorte">').author).toBeNull();
});

test('dates: Java-style stamps ("Thu Mar 12 08:30:00 CET 2020"); an og:article:published_time beats a mailing-list date that is the last revision', () => {
  expect(normalizePublicationDate(stampDate('Thu Mar 12 08:30:00 CET 2020'))).toBe('2020-03-12');
  expect(normalizePublicationDate(stampDate('Sat Oct 3 23:05 +0100 2009'))).toBe('2009-10-03');
  const page = (head: string) => pageMetadata(parsePage(`<title>Zinsen bleiben unverändert</title>${head}<h1>Zinsen bleiben unverändert</h1><p>Text.</p>`), 'https://www.bank-blatt.test/a/77').published;
  expect(page('<meta property="article:published_time" content="Thu Mar 12 08:30:00 CET 2020">')).toBe('2020-03-12');
  expect(page('<meta name="sailthru.date" content="2021-06-02T10:00:00Z"><meta property="og:article:published_time" content="2021-05-30T07:15:00Z">')).toBe('2021-05-30');
});

test('publisher: an og:site_name naming a section gives way to the <title>\'s site part naming the host; a full name whose initials are the host stays', () => {
  const pub = (site: string, title: string, host: string) =>
    pageMetadata(parsePage(`<title>${title}</title><meta property="og:site_name" content="${site}"><h1>Hafen bekommt neue Kräne</h1><p>Text.</p>`), `https://www.${host}/wirtschaft/1`).publisher;
  expect(pub('Wirtschaft', 'Hafen bekommt neue Kräne | Kurier Nord', 'kuriernord.test')).toBe('Kurier Nord');
  expect(pub('Politik', 'Hafen bekommt neue Kräne - KURIERNORD.test', 'kuriernord.test')).toBe('KURIERNORD.test');
  // must stay
  expect(pub('Kieler Nachrichten', 'Hafen bekommt neue Kräne | KN Online', 'kn-online.test')).toBe('Kieler Nachrichten');
  expect(pub('Kurier Nord', 'Hafen bekommt neue Kräne | Kurier Nord', 'kuriernord.test')).toBe('Kurier Nord');
});

test('bylines near the headline: "Por: Name" with a colon, and the word alone with the names in the next block', () => {
  const author = (by: string) => pageMetadata(parsePage(`<title>Sequía en el valle</title><h1>Sequía en el valle</h1>${by}<p>Los embalses están al 20 por ciento.</p>`), 'https://www.valle-hoy.test/n/9').author;
  expect(author('<p>Por: Ana Ruiz</p>')).toBe('Ana Ruiz');
  expect(author('<ul><li>Door:</li><li><a href="/p/1">Pieter de Vries</a>, <a href="/p/2">Els Jansen</a></li></ul>')).toBe('Pieter de Vries; Els Jansen');
  // a lone word with no name after it is nothing
  expect(author('<p>Por:</p><p>el equipo de redacción</p>')).toBeNull();
});

test('a byline word written into a structured author name ("Von …", "Par …", "Por: …") is not part of it; a lone "Von Braun" stays', () => {
  const ldAuthor = (name: string) => extractMetadata(`<script type="application/ld+json">${JSON.stringify({ '@type': 'NewsArticle', headline: 'Titel', author: { '@type': 'Person', name } })}</script><h1>Titel</h1>`).author;
  expect(ldAuthor('Von Hans Müller')).toBe('Hans Müller');
  expect(ldAuthor('Par Marie Dupont')).toBe('Marie Dupont');
  expect(extractMetadata('<meta name="author" content="Por: Lucía Gómez"><h1>Título</h1>').author).toBe('Lucía Gómez');
  expect(ldAuthor('Von Braun')).toBe('Von Braun');
});

test('a name wrapped over two source lines inside one element is one name; elements still break lines', () => {
  expect(extractMetadata('<h1>Überschrift</h1><p class="byline">Von <a href="/autor/anna-maria-schulz">Anna-Maria\n      Schulz</a></p><p>Text</p>').author).toBe('Anna-Maria Schulz');
  expect(extractMetadata('<h1>Titular</h1><div class="author"><a href="/autor/lucia-gomez">Lucía\r\n  Gómez</a><div>12 de marzo de 2021</div></div><p>Texto</p>').author).toBe('Lucía Gómez');
  expect(parsePage('<div class="byline"><span>Ola Berg</span><div>Oslo</div></div>').bylines).toEqual(['Ola Berg\nOslo']);
});

test('a site name written as its domain gives way to the same name without the domain ending from another source; otherwise it stays', () => {
  const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);
  const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  const page = (site: string, publisher: string) => `<meta property="og:site_name" content="${site}">${ld({ '@type': 'NewsArticle', headline: 'Titel', publisher: { '@type': 'Organization', name: publisher } })}<h1>Titel</h1>`;
  expect(meta(page('Kurier.at', 'KURIER'), 'https://kurier.at/a').publisher).toBe('KURIER');
  expect(meta(page('TheLocal.se', 'The Local'), 'https://www.thelocal.se/a').publisher).toBe('The Local');
  expect(meta(page('Aftenposten.no', 'Schibsted Media'), 'https://www.aftenposten.no/a').publisher).toBe('Aftenposten.no');
  expect(meta(`<meta property="og:site_name" content="Golem.de"><title>Titel - Golem.de</title><h1>Titel</h1>`, 'https://www.golem.de/a').publisher).toBe('Golem.de');
  // a short form in the <title> tail alone does not rename a site that declares its domain name
  expect(meta(`<meta property="og:site_name" content="Kurier.at"><title>Titel - Kurier</title><h1>Titel</h1>`, 'https://kurier.at/a').publisher).toBe('Kurier.at');
});

test('a <title> that names the site first ("Site | Headline") gives the headline and the site', () => {
  const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);
  expect(meta('<title>Nordlicht Zeitung | Die Fähre fährt wieder nach Sylt</title><p>Text</p>', 'https://www.nordlicht-zeitung.example/a')).toMatchObject({ title: 'Die Fähre fährt wieder nach Sylt', publisher: 'Nordlicht Zeitung' });
  expect(meta('<meta property="og:site_name" content="Kraków Dziś"><title>Kraków Dziś - Nowy most na Wiśle otwarty</title><p>Tekst</p>', 'https://krakow.example/a')).toMatchObject({ title: 'Nowy most na Wiśle otwarty', publisher: 'Kraków Dziś' });
  // a first part that is not the site stays part of the title
  expect(meta('<title>Wetter | Sturm fegt über die Küste</title><p>Text</p>', 'https://www.nordlicht-zeitung.example/a').title).toBe('Wetter | Sturm fegt über die Küste');
});

test('a page number after the headline is not part of the title; a number in the headline stays', () => {
  expect(withoutPageNumber('Die besten Wanderwege im Harz | Seite 2 von 3')).toBe('Die besten Wanderwege im Harz');
  expect(withoutPageNumber('Los mejores museos de Madrid (página 2)')).toBe('Los mejores museos de Madrid');
  expect(withoutPageNumber('Najlepsze szlaki w Tatrach - strona 4')).toBe('Najlepsze szlaki w Tatrach');
  expect(withoutPageNumber('Ten pages that changed the web')).toBe('Ten pages that changed the web');
  expect(withoutPageNumber('Page 3')).toBe('Page 3');
  expect(extractMetadata('<title>Die besten Wanderwege im Harz - Seite: 2 | Harzkurier</title><meta property="og:site_name" content="Harzkurier"><p>Text</p>').title).toBe('Die besten Wanderwege im Harz');
});

test('a birth or death date in an infobox near the headline is not the publication date', () => {
  const date = (html: string) => extractMetadata(html).published;
  expect(date('<h1>Hanna Berg</h1><table class="infobox"><tr><th>Född</th><td>12 mars 1950 (74 år)</td></tr></table><p>Text</p>')).toBeNull();
  expect(date('<h1>Hanna Berg</h1><table><tr><th>Geboren</th><td>Hanna Maria Berg</td></tr><tr><td>3. März 1950 (Alter 74)</td></tr></table><p>Text</p>')).toBeNull();
  expect(date('<h1>Hanna Berg</h1><dl><dt>Nacimiento</dt><dd>3 de marzo de 1950</dd></dl><p>Texto</p>')).toBeNull();
  // a dateline still counts
  expect(date('<h1>Hanna Berg wird geehrt</h1><p>3. März 2024</p><p>Hanna Berg, geboren 1950, erhält den Preis.</p>')).toBe('2024-03-03');
});

test('a job title after the name in a byline ("- Marketing Manager", ", directrice de la rédaction, Le Journal") is not a name, nor is the organisation after it', () => {
  expect(namesFromByline('Ana Ruiz - Jefa de prensa')).toEqual(['Ana Ruiz']);
  expect(namesFromByline('Par Claire Martin, directrice de la rédaction, Le Journal du Lac')).toEqual(['Claire Martin']);
  expect(namesFromByline('Von Jonas Weber, Redakteur, Nordkurier Verlag')).toEqual(['Jonas Weber']);
  expect(namesFromByline('Claire Martin, Jonas Weber and Ana Ruiz')).toEqual(['Claire Martin', 'Jonas Weber', 'Ana Ruiz']);
  expect(namesFromByline('Posted by Jonas Weber, Senior Engineer, and Ana Ruiz, Product Lead')).toEqual(['Jonas Weber', 'Ana Ruiz']);
  expect(namesFromByline('Anne-Marie Dupont')).toEqual(['Anne-Marie Dupont']);
});

test('an ISO stamp written out in a dateline ("2021-09-14T08:15:00+02:00") is read as its date', () => {
  const date = (html: string) => extractMetadata(html).published;
  expect(date('<h1>Overskrift om havnen</h1><p><span class="post-timestamp">2021-09-14T08:15:00+02:00</span></p><p>Tekst</p>')).toBe('2021-09-14');
  expect(date('<h1>Overskrift om havnen</h1><p>Publisert 2021-09-14T08:15</p><p>Tekst</p>')).toBe('2021-09-14');
  expect(date('<h1>Overskrift om havnen</h1><p>Sak 2021-09-14X</p><p>Tekst</p>')).toBeNull();
});

test('a plain <meta name="publisher"> names the publisher when no more specific source does', () => {
  const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);
  expect(meta('<meta name="publisher" content="Agencia Norte"><h1>Nueva línea de tren entre dos ciudades</h1><p>Texto de AgenciaNorte y AgenciaNorte.</p>', 'https://www.agencianorte.example/a').publisher).toBe('Agencia Norte');
  expect(meta('<meta property="og:site_name" content="Nordkurier"><meta name="publisher" content="Kurierverlag GmbH"><h1>Titel</h1>', 'https://www.nordkurier.example/a').publisher).toBe('Nordkurier');
  expect(meta('<meta name="publisher" content="https://www.agencianorte.example"><h1>Titel</h1>', 'https://www.other.example/a').publisher).toBeNull();
});

// — s5 (fresh4, trafilatura's hand-labelled pages): metadata classes —

test('a character reference left in a structured name is the character it names (its ";" does not split the name)', () => {
  expect(cleanName('Jos&eacute; Mar&iacute;a L&oacute;pez')).toBe('José María López');
  expect(cleanName('Zo&#235; Dubois')).toBe('Zoë Dubois');
  const html = '<script type="application/ld+json">{"@type":"NewsArticle","headline":"Nueva biblioteca abre sus puertas","author":{"@type":"Person","name":"Mar&iacute;a Jos&eacute; Pe&ntilde;a"}}</script><h1>Nueva biblioteca abre sus puertas</h1>';
  expect(extractMetadata(html).author).toBe('María José Peña');
});

test('a CMS placeholder ("No Author", "Unknown", "admin") is no author; a byline naming a person still counts', () => {
  expect(cleanName('No Author')).toBeNull();
  expect(cleanName('unknown')).toBeNull();
  expect(cleanName('Anna Unknownson')).toBe('Anna Unknownson');
  expect(extractMetadata('<meta name="author" content="No Author"><h1>Harbour cranes return to the old port</h1><p>Text</p>').author).toBeNull();
  expect(extractMetadata('<meta name="author" content="Unknown"><h1>Harbour cranes return to the old port</h1><p class="byline">By Ines Okafor</p><p>Text</p>').author).toBe('Ines Okafor');
});

test('bylines: an initial keeps its full stop, a final one goes; "le/el/am" before a date ends the name, a particle "Le/El" does not; "Posted on <date> by"', () => {
  expect(namesFromByline('Por Ana María Soto R.')).toEqual(['Ana María Soto R.']);
  expect(namesFromByline('Por Ana María Soto.')).toEqual(['Ana María Soto']);
  expect(namesFromByline('Par Hélène Le Goff le 3 mai 2021')).toEqual(['Hélène Le Goff']);
  expect(namesFromByline('Por Samir El Amrani el 5 de junio de 2020')).toEqual(['Samir El Amrani']);
  expect(namesFromByline('Von Jonas Weber am 3. Mai 2021')).toEqual(['Jonas Weber']);
  expect(namesFromByline('Posted on March 3, 2021 by Kim Lee')).toEqual(['Kim Lee']);
  expect(namesFromByline('Publié le 4 juin 2020 par Jeanne Roy')).toEqual(['Jeanne Roy']);
});

test('a labelled author line in the text ("Auteure : …", "Written by: …", a heading "Autor" over the name), with a job title after the name; an organisation with a legal form gives way to it', () => {
  const author = (html: string) => extractMetadata(html).author;
  expect(author('<h1>La rivière retrouve ses saumons</h1><p>Texte de l’article sur la rivière.</p><p>Auteure : Marie Lenoir</p><p>Édition : P. Vidal</p>')).toBe('Marie Lenoir');
  expect(author('<h1>Solar farms on old landfills</h1><p><em>Written by: <a href="https://other.example/x">Tom Baker</a></em></p><p>Text of the story.</p>')).toBe('Tom Baker');
  expect(author('<h1>Wir waren lange in Quarantäne</h1><div><h4>Autor</h4><p><a href="/profil/1">Jan Nowak</a>, </p></div><p>Text</p>')).toBe('Jan Nowak');
  expect(author('<meta name="author" content="Musterstiftung e.V."><h1>Große Aufgaben für die Stadtwerke</h1><p>Text.</p><p><strong>Autorin: Eva Roth, Referentin der Stiftung in Kairo.</strong></p>')).toBe('Eva Roth');
  expect(author('<meta name="author" content="Musterstiftung e.V."><h1>Große Aufgaben für die Stadtwerke</h1><p>Text.</p>')).toBe('Musterstiftung e.V.');
});

test('a personal site named after its owner ("Maria Kowalski\'s blog" on mariakowalski.example): the owner is a person and, when nobody else is named, the author', () => {
  const meta = (html: string) => pageMetadata(parsePage(html), 'https://mariakowalski.example/2021/05/notes-on-parsers/');
  expect(meta('<meta property="og:site_name" content="Maria Kowalski\'s blog"><h1>Notes on writing parsers</h1><p>Published by <a rel="author" href="/author/maria/">Maria Kowalski</a></p><div class="comments-area"><div class="comment-author"><a rel="author" href="https://x.example">Reader_77</a></div></div>').author).toBe('Maria Kowalski');
  expect(meta('<title>Maria Kowalski\'s Digital Home | Notes on writing parsers for old file formats</title><h2>Notes on writing parsers for old file formats</h2><p>Text</p>')).toMatchObject({ author: 'Maria Kowalski', title: 'Notes on writing parsers for old file formats' });
});

test('names in a comment section are readers\', not the writer\'s', () => {
  const html = '<h1>Why the tram line was delayed</h1><p>Story text.</p><ol class="commentlist"><li><span class="comment-author vcard"><a rel="author" href="https://blog.example">Pat Reader</a></span> says: great</li></ol>';
  expect(extractMetadata(html).author).toBeNull();
  expect(parsePage(html).bylines).toEqual([]);
});

test('ruby annotations (<rt>, <rp>) are not part of the text or the headline', () => {
  const p = parsePage('<h1><ruby>子<rt>こ</rt></ruby>どもの<ruby>本<rp>(</rp><rt>ほん</rt><rp>)</rp></ruby>が<ruby>人気<rt>にんき</rt></ruby>です</h1><p>本文</p>');
  expect(p.h1s).toEqual(['子どもの本が人気です']);
  expect(p.text).toBe('子どもの本が人気です 本文');
});

test('JSON-LD with a raw line break inside a string is read (as a space); valid JSON-LD unchanged', () => {
  const p = parsePage('<script type="application/ld+json">{"@type":"BlogPosting","headline":"Fast loops","description":"line one\nline two","author":{"@type":"Person","name":"Ida Berg"}}</script><h1>Fast loops</h1>');
  expect(p.jsonLd[0]).toMatchObject({ description: 'line one line two' });
  expect(pageMetadata(p).author).toBe('Ida Berg');
});

test('a numeric dateline d/m/yyyy is read day first on a page whose language writes it so; two-digit years with dots ("31.10.23")', () => {
  expect(dayFirstLang('pt-br')).toBe(true);
  expect(dayFirstLang('en-gb')).toBe(true);
  expect(dayFirstLang('en-us')).toBe(false);
  expect(dayFirstLang('en')).toBe(false);
  expect(dayFirstLang(undefined)).toBe(false);
  const date = (html: string) => extractMetadata(html).published;
  expect(date('<html lang="pt-BR"><h1>Prefeitura anuncia nova ciclovia no centro</h1><p>publicado em 04/05/2022 10:15</p><p>Texto</p></html>')).toBe('2022-05-04');
  expect(date('<html lang="en-GB"><h1>Council approves the new cycle lane</h1><p>04/05/2022</p><p>Text</p></html>')).toBe('2022-05-04');
  expect(date('<html lang="en-US"><h1>Council approves the new cycle lane</h1><p>04/05/2022</p><p>Text</p></html>')).toBeNull();
  expect(date('<html lang="de"><h1>Neuer Radweg in der Innenstadt</h1><p>31.10.23</p><p>Text</p></html>')).toBe('2023-10-31');
});

test('a UTC stamp and a dateline showing the same instant on the publisher\'s clock: the dateline\'s day; a dateline without a time does not move it', () => {
  const date = (html: string) => extractMetadata(html).published;
  const head = '<meta property="article:published_time" content="2021-03-02T03:10:00Z">';
  expect(date(`<html lang="es">${head}<h1>El puerto amplía su horario de invierno</h1><p>1 de marzo de 2021 22:10</p><p>Texto</p></html>`)).toBe('2021-03-01');
  expect(date(`<html lang="en">${head}<h1>The port extends its winter hours</h1><p>Published: March 1, 2021 at 10:10 p.m.</p><p>Text</p></html>`)).toBe('2021-03-01');
  expect(date(`<html lang="en">${head}<h1>The port extends its winter hours</h1><p>March 1, 2021</p><p>Text</p></html>`)).toBe('2021-03-02');
  expect(date(`<html lang="en">${head}<h1>The port extends its winter hours</h1><p>March 1, 2021 at 9:47 p.m.</p><p>Text</p></html>`)).toBe('2021-03-02'); // not the same instant
});

test('titles: a site named first with a long headline, or a site logo h1 before "Site » Headline"; an og:title cut at a quote; a kicker glued to the h1; a date before the headline', () => {
  const meta = (html: string, url: string) => pageMetadata(parsePage(html), url);
  expect(meta('<title>nachtfunk » Folge drei: Mara</title><h1>nachtfunk</h1><h2>Folge drei: Mara</h2><p>Text</p>', 'http://www.nachtfunk.example/folge-drei/')).toMatchObject({ title: 'Folge drei: Mara', publisher: 'nachtfunk' });
  expect(extractMetadata('<title>El alcalde califica la obra de "innecesaria"</title><meta property="og:title" content="El alcalde califica la obra de "innecesaria""><p>Texto</p>').title).toBe('El alcalde califica la obra de "innecesaria"');
  expect(extractMetadata('<title>Neue Brücke über den Fluss eröffnet</title><meta property="og:title" content="Neue Brücke über den Fluss eröffnet"><h1><span>Hamburg</span> Neue Brücke über den Fluss eröffnet</h1>').title).toBe('Neue Brücke über den Fluss eröffnet');
  expect(extractMetadata('<title>Die neue Brücke über den Fluss</title><meta property="og:title" content="neue Brücke über den Fluss"><h1>Die neue Brücke über den Fluss</h1>').title).toBe('Die neue Brücke über den Fluss');
  expect(withoutLeadingDate('12.03.2021 - Saisonstart im Stadion')).toBe('Saisonstart im Stadion');
  expect(withoutLeadingDate('2021-03-12 | Saisonstart im Stadion')).toBe('Saisonstart im Stadion');
  expect(withoutLeadingDate('2021 - Das Jahr im Rückblick')).toBe('2021 - Das Jahr im Rückblick');
});

test('a Location sent as raw UTF-8 bytes is read as UTF-8; ASCII, percent-encoded and non-UTF-8 Latin-1 values stay as they came (blind7)', () => {
  const asLatin1 = (s: string) => Buffer.from(s, 'utf8').toString('latin1');
  expect(utf8Location(asLatin1('/άρθρα/λιμάνι'))).toBe('/άρθρα/λιμάνι');
  expect(new URL(utf8Location(asLatin1('/ニュース/港')), 'http://x.example').pathname).toBe(`/${encodeURIComponent('ニュース')}/${encodeURIComponent('港')}`);
  expect(utf8Location('/a/b?q=1')).toBe('/a/b?q=1');
  expect(utf8Location('/%D0%BD%D0%BE')).toBe('/%D0%BD%D0%BE');
  expect(utf8Location('/caf\u00e9')).toBe('/caf\u00e9'); // a lone Latin-1 é is not UTF-8: kept
});

test('bylines: a handle after the name, a label line above it, an archive link\'s words, a blog engine\'s "posted by" in other languages, a by-word glued to the name, a credit line is no name', () => {
  expect(cleanName('Marta Quintero @mquintero_tv')).toBe('Marta Quintero');
  expect(cleanName('@canal9noticias')).toBeNull();
  expect(namesFromByline('Posted by Olaf @ 9:30 pm')).toEqual(['Olaf']);
  expect(namesFromByline('Autorin\nGreta Lindqvist\nSchreibt über Stadtplanung und Verkehr.')).toEqual(['Greta Lindqvist']);
  expect(namesFromByline('Alle Beiträge von Heiko Brandt')).toEqual(['Heiko Brandt']);
  expect(namesFromByline('View all posts by Nora Quinn')).toEqual(['Nora Quinn']);
  expect(namesFromByline('Tous les articles de Lucie Martin')).toEqual(['Lucie Martin']);
  expect(namesFromByline('Publicado por Tomás Ferreira')).toEqual(['Tomás Ferreira']);
  expect(namesFromByline('Pubblicato da Giulia Conti')).toEqual(['Giulia Conti']);
  expect(namesFromByline('ByA.J. Moreno')).toEqual(['A.J. Moreno']);
  expect(namesFromByline('Bylines Weekly')).toEqual(['Bylines Weekly']); // a word that starts with "By" is not the by-word
  expect(namesFromByline('Fotos: Lena Brink')).toEqual([]);
  expect(splitPeople('dpa/Reuters')).toEqual(['dpa/Reuters']); // a fragment in lower case: one credit, kept whole
  expect(splitPeople('Reuters/The Harbour Post')).toEqual(['Reuters', 'The Harbour Post']);
});

test('authors: "| By" over the name in the next block, "Posted by" near the headline, a handle in a marked byline, a first name or login in structured data beside the byline\'s full name, the organisation a byline names when no person is named', () => {
  const author = (html: string, url = 'https://news.example/story') => pageMetadata(parsePage(html), url).author;
  expect(author('<h1>Harbour ferry returns after repairs</h1><div>Local</div><div>| By</div><div><span>Dana Whitfield |</span></div><p>Story.</p>')).toBe('Dana Whitfield');
  expect(author('<h1>Caching HTTP responses in a CLI</h1><p>Posted by Arvid @ 10:04 am</p><p>Text of the post.</p>')).toBe('Arvid');
  expect(author('<h1>Wochenrückblick: Bücher und Musik</h1><span class="author vcard"><a href="/author/nachteule/">nachteule</a></span><p>Text</p>')).toBe('nachteule');
  expect(author('<h1>Wochenrückblick: Bücher und Musik</h1><span class="author vcard"><a href="/author/x/">share</a></span><p>Text</p>')).toBeNull();
  const ld = (name: string) => `<script type="application/ld+json">{"@type":"NewsArticle","headline":"Campus opens a new lab","author":{"@type":"Person","name":"${name}"}}</script>`;
  expect(author(`${ld('Maren')}<h1>Campus opens a new lab</h1><div>By</div><div>Maren Ostby</div><p>Text</p>`)).toBe('Maren Ostby');
  expect(author(`${ld('editor42')}<h1>Campus opens a new lab</h1><span class="byline">Maren Ostby</span><p>Text</p>`)).toBe('Maren Ostby');
  expect(author(`${ld('Maren')}<h1>Campus opens a new lab</h1><p>Text</p>`)).toBe('Maren');
  expect(author('<h1>Neue Lautsprecher im Test</h1><span class="author"><a href="/author/team/">Klangwerk Redaktion</a></span><p>Text</p>', 'https://blog.klangwerk.example/test')).toBe('Klangwerk Redaktion');
  expect(author('<h1>Neue Lautsprecher im Test</h1><span class="author"><a href="/author/team/">Klangwerk Redaktion</a></span><p>Text</p><p>Von Ute Sander</p>', 'https://blog.klangwerk.example/test')).toBe('Ute Sander');
});

test('dates: a <time> in a related-stories list or a comment dates another piece; a dateline glued to the word before it; only the first dateline with a time corrects a UTC stamp', () => {
  const date = (html: string) => extractMetadata(html).published;
  expect(date('<article><h1>Lötkolben richtig benutzen</h1><p>von Team · 3. März 2020</p><p>Text</p><ul class="related-posts"><li><article><time class="published" datetime="2011-05-01">1. Mai 2011</time></article></li></ul></article>')).toBe('2020-03-03');
  expect(date('<h1>Bastelideen für Regentage</h1><p>Text</p><ul class="related-posts"><li><time datetime="2011-05-01">1. Mai 2011</time></li></ul>')).toBe('2011-05-01'); // nothing else dates it
  expect(date('<h1>Bastelideen für Regentage</h1><div>Veröffentlicht am14.03.2021</div><p>Text</p>')).toBe('2021-03-14');
  expect(date('<h1>Bastelideen für Regentage</h1><div>Jonas Weber2.7.2022</div><p>Text</p>')).toBe('2022-07-02');
  const head = '<meta property="article:published_time" content="2021-06-05T04:00:00Z">';
  expect(date(`<html lang="de">${head}<h1>Konzert im Park</h1><p>Eva Keller 05.06.2021, 06:00 Uhr</p><p>Text</p><ul><li>Tim Roth 04.06.2021, 21:00 Uhr</li></ul></html>`)).toBe('2021-06-05');
});

test('titles: a character reference escaped twice in a structured title; a dateline or a subtitle line glued after the h1 where other titles give the headline alone', () => {
  expect(extractMetadata('<script type="application/ld+json">{"@type":"Article","headline":"Brot &#038; Butter: &#8222;Backen wie früher&#8220;"}</script><p>Text</p>').title).toBe('Brot & Butter: „Backen wie früher“');
  expect(extractMetadata('<meta property="og:title" content="Neue Halle für den Turnverein Nord"><h1>Neue Halle für den Turnverein Nord 14.03.2021 • Verein , Presse</h1><p>Text</p>').title).toBe('Neue Halle für den Turnverein Nord');
  const sub = '<title>Tasting the Harbour Market: Oysters and Smoked Eel</title><meta property="og:title" content="Tasting the Harbour Market: Oysters and Smoked Eel">';
  expect(extractMetadata(`${sub}<h1>Tasting the Harbour Market: Oysters and Smoked Eel Mornings Among the Stalls of the Old Port</h1><p>Text</p>`).title).toBe('Tasting the Harbour Market: Oysters and Smoked Eel');
  // One source only, or a tail that continues the sentence: the h1 stays.
  expect(extractMetadata('<meta property="og:title" content="Tasting the Harbour Market: Oysters and Smoked Eel"><h1>Tasting the Harbour Market: Oysters and Smoked Eel Mornings Among the Stalls</h1><p>Text</p>').title).toBe('Tasting the Harbour Market: Oysters and Smoked Eel Mornings Among the Stalls');
  expect(extractMetadata(`${sub}<h1>Tasting the Harbour Market: Oysters and Smoked Eel in the rain</h1><p>Text</p>`).title).toBe('Tasting the Harbour Market: Oysters and Smoked Eel in the rain');
});

test('titles (s7): a government host\'s second-level suffix; a headline that names the site is not its name; a section h1 above the story\'s h1; a kicker glued to the h1 whose dashes differ from og:title; "SITE: Headline"', () => {
  const title = (html: string, url = 'https://news.example/story') => pageMetadata(parsePage(html), url).title;
  // "bmf.gv.at", "mapa.gob.es": the site's label is "bmf", "mapa" (not "gv", "gob").
  expect(title('<title>Luis Planas presenta el plan de regadíos - MAPA</title><p>Texto.</p>', 'https://www.mapa.gob.es/es/prensa/noticia')).toBe('Luis Planas presenta el plan de regadíos');
  expect(title('<title>Neue Förderung für Solaranlagen beschlossen - BMF</title><h1>3. März 2022 Neue Förderung für Solaranlagen beschlossen</h1><p>Text.</p>', 'https://www.bmf.gv.at/presse/foerderung')).toBe('Neue Förderung für Solaranlagen beschlossen');
  // The story's headline mentions the site's name: still the headline.
  expect(title('<title>Coastguard - News - Coastguard rescues 14 sailors off the northern coast in overnight storm</title><h1>Coastguard rescues 14 sailors off the northern coast in overnight storm</h1><p>Text.</p>', 'https://www.coastguard.example/news/rescue')).toBe('Coastguard rescues 14 sailors off the northern coast in overnight storm');
  // "Actualités" is the section's heading (the <title> reads it too); og:title confirms the story's h1.
  expect(title('<title>Actualités - Institut Alpin</title><meta property="og:title" content="Les glaciers fondent plus vite que prévu"><h1>Actualités</h1><h1>Les glaciers fondent plus vite que prévu</h1><p>Texte.</p>')).toBe('Les glaciers fondent plus vite que prévu');
  expect(title('<meta property="og:title" content="El Gobierno aprueba la reforma - Cambios en las pensiones"><h1>Pensiones El Gobierno aprueba la reforma – Cambios en las pensiones</h1><p>Texto.</p>')).toBe('El Gobierno aprueba la reforma – Cambios en las pensiones');
  expect(title('<title>HARBOURLIFE: The Night Ferry</title><h1>The Night Ferry</h1><p>Text.</p>', 'https://harbourlife.example/night-ferry')).toBe('The Night Ferry');
  // A colon that opens a headline stays where the first part is not the site's.
  expect(title('<title>Report: The Night Ferry</title><h1>The Night Ferry</h1><p>Text.</p>', 'https://harbourlife.example/night-ferry')).toBe('Report: The Night Ferry');
});

test('authors (s7): "created by" words, a navigation link, a label with no name, a credit label and a date label are not names; a site\'s address in a meta author; a CMS login placeholder', () => {
  expect(namesFromByline('Erstellt von Lena Hartmann')).toEqual(['Lena Hartmann']);
  expect(namesFromByline('Creado por Ana Ruiz')).toEqual(['Ana Ruiz']);
  expect(namesFromByline('Ein Beitrag von Jonas Weber')).toEqual(['Jonas Weber']);
  expect(namesFromByline('Zur Artikelübersicht')).toEqual([]);
  expect(namesFromByline('More Posts')).toEqual([]);
  expect(namesFromByline('Artikel von:')).toEqual([]);
  expect(namesFromByline('Veröffentlicht am 27.04.24 um 07:39 Uhr')).toEqual([]);
  expect(namesFromByline('Texte et photos : Claire Martin')).toEqual(['Claire Martin']);
  expect(namesFromByline('Text und Interview: Harald Weber')).toEqual(['Harald Weber']);
  expect(splitPeople('radio-nord.de, Bremen, Germany')).toEqual(['radio-nord.de']);
  expect(splitPeople('Jana Novak, Ostrava')).toEqual(['Jana Novak', 'Ostrava']); // no domain: as before
  expect(cleanName('wordpressadmin')).toBeNull();
  expect(cleanName('wp_admin')).toBeNull();
  expect(cleanName('Adminah Rose')).toBe('Adminah Rose');
  const author = (html: string) => pageMetadata(parsePage(html), 'https://www.radio-nord.de/story').author;
  expect(author('<meta name="author" content="radio-nord.de, Bremen, Germany"><h1>Hafenfest lockt tausende Besucher an</h1><p>Text.</p>')).toBe('radio-nord.de'); // the site, not "Bremen; Germany"
});

test('dates (s7): a date labelled as the publication\'s anywhere on the page, when nothing near the headline dates it', () => {
  const filler = Array.from({ length: 18 }, (_, i) => `<p>Absatz ${i + 1} über das Thema des Tages, lang genug um ein Absatz zu sein.</p>`).join('');
  expect(extractMetadata(`<html lang="de"><h1>Neue Bücher im Herbst</h1>${filler}<footer><p>Letzte Änderung: 31.10.2023 - 14:49 Erschienen am: 01.11.2023</p></footer></html>`).published).toBe('2023-11-01');
  expect(extractMetadata(`<html lang="es"><h1>Nuevos libros de otoño</h1>${filler}<div>Fecha de publicación: 12/03/2020</div></html>`).published).toBe('2020-03-12');
  // Only a publication label counts: a change date or an announcement does not.
  expect(extractMetadata(`<html lang="de"><h1>Neue Bücher im Herbst</h1>${filler}<footer><p>Letzte Änderung: 31.10.2023</p><p>Die nächste Ausgabe erscheint am 6. November 2023.</p></footer></html>`).published).toBeNull();
});

test('authors (s7): a by-word written as a label with its colon anywhere in the text, or alone over the name; a plugin\'s "article_author_name" meta tag, also when it names the personal site itself', () => {
  const author = (html: string, url = 'https://news.example/story') => pageMetadata(parsePage(html), url).author;
  const filler = Array.from({ length: 16 }, (_, i) => `<p>Paragraph ${i + 1} of the story, long enough to be prose on its own.</p>`).join('');
  expect(author(`<h1>Small wind turbines for boats</h1>${filler}<p>By: Anna Lindqvist</p>`)).toBe('Anna Lindqvist');
  expect(author(`<h1>Kleinwindkraft für Segelboote</h1>${filler}<div><a href="mailto:x@y.example"><b>Von:</b><br><br>Götz Warnke</a></div>`)).toBe('Götz Warnke');
  expect(author(`<h1>Small wind turbines for boats</h1>${filler}<p>By the way, the harbour opens at nine.</p>`)).toBeNull(); // no label colon: prose
  expect(author('<meta name="shareaholic:article_author_name" content="Marta Kowalczyk"><h1>Notatki o prasie lokalnej</h1><p>Tekst.</p>')).toBe('Marta Kowalczyk');
  expect(author('<title>Notes on local press | Marta Kowalczyk</title><meta name="shareaholic:article_author_name" content="Marta Kowalczyk"><h1>Notes on local press</h1><p>Text.</p>', 'https://www.martakowalczyk.example/notes')).toBe('Marta Kowalczyk');
});

test('titles (s7): an h1 holding the search title as a kicker and then the structured headline gives the headline', () => {
  const ld = '<script type="application/ld+json">{"@type":"Article","headline":"Does a heat pump suit an old house?"}</script>';
  expect(extractMetadata(`<title>Heat pumps in old houses: costs and grants | Warmhaus</title><meta property="og:site_name" content="Warmhaus">${ld}<h1>Heat pumps in old houses: costs and grants Does a heat pump suit an old house?</h1><p>Text.</p>`).title).toBe('Does a heat pump suit an old house?');
  // The first part is no title of the page: the h1 stays whole.
  expect(extractMetadata(`<title>Heat pumps in old houses | Warmhaus</title>${ld}<h1>Winter guide for owners of old houses Does a heat pump suit an old house?</h1><p>Text.</p>`).title).toBe('Winter guide for owners of old houses Does a heat pump suit an old house?');
});

test('publisher (s7): a brand followed by its owner\'s company name is cited by the brand', () => {
  expect(bareName('Freie Presse - Chemnitzer Verlag und Druck GmbH & Co. KG')).toBe('Freie Presse');
  expect(bareName('Le Journal du Lac | Groupe Presse Lémanique S.A.')).toBe('Le Journal du Lac');
  expect(bareName('Nordsee Verlag - Mediengruppe Nord GmbH')).toBe('Nordsee Verlag');
  expect(bareName('Acme Media GmbH - Verlag')).toBe('Acme Media GmbH - Verlag'); // the company first: kept
  expect(bareName('Radio Nord - Die Welle')).toBe('Radio Nord - Die Welle'); // no company after the dash
});

test('authors (s7): "A column by", "Une chronique de", "Ein Kommentar von" before the name; an interview byline credits both people; a first name alone in a marked byline gives way to another byline line spelling it in full', () => {
  expect(namesFromByline('A column by Ruth Adeyemi')).toEqual(['Ruth Adeyemi']);
  expect(namesFromByline('Une chronique de Claire Dubois')).toEqual(['Claire Dubois']);
  expect(namesFromByline('Ein Kommentar von Jonas Weber')).toEqual(['Jonas Weber']);
  expect(namesFromByline('Jane Goodall in conversation with Mark Ellis')).toEqual(['Jane Goodall', 'Mark Ellis']);
  expect(namesFromByline('Ana Torres en conversación con Luis Vidal')).toEqual(['Ana Torres', 'Luis Vidal']);
  const author = (html: string) => pageMetadata(parsePage(html), 'https://blog.example/post').author;
  expect(author('<meta name="author" content="Ruth"><span class="author">Ruth</span><h1>Why local papers still matter</h1><p>A column by Ruth Adeyemi</p><p>Text.</p>')).toBe('Ruth Adeyemi');
  expect(author('<meta name="author" content="Ruth"><span class="author">Ruth</span><h1>Why local papers still matter</h1><p>Text.</p>')).toBe('Ruth'); // nobody spells it in full
});

test('publisher: a site-name field with a tagline, or holding the page\'s own headline; the journal an article is part of before the company behind it', () => {
  const meta = (html: string, url = 'https://www.rheinblick.example/a/1') => pageMetadata(parsePage(html), url);
  const ld = (o: object) => `<script type="application/ld+json">${JSON.stringify(o)}</script>`;
  // application-name: the name, not its tagline
  expect(meta('<meta name="application-name" content="Rheinblick Nachrichten - Aktuelle Nachrichten aus der Region"><title>Pegel steigt</title><h1>Pegel steigt</h1><p>Text.</p>').publisher).toBe('Rheinblick Nachrichten');
  // application-name (or og:site_name) holding the headline names the article, not the site
  expect(meta('<meta name="application-name" content="Las lluvias cortan tres carreteras del norte"><title>Las lluvias cortan tres carreteras del norte</title><h1>Las lluvias cortan tres carreteras del norte</h1><p>Texto.</p>', 'https://diario.example/n/1').publisher).toBeNull();
  expect(meta('<meta property="og:site_name" content="Las lluvias cortan tres carreteras del norte"><meta name="application-name" content="Diario del Norte"><title>Las lluvias cortan tres carreteras del norte</title><h1>Las lluvias cortan tres carreteras del norte</h1>', 'https://diario.example/n/1').publisher).toBe('Diario del Norte');
  // a <title> that is the site's name alone is not the headline: og:site_name, the same words, stands
  expect(meta('<title>Rheinblick</title><meta property="og:site_name" content="Rheinblick"><h1>Pegel steigt am Rhein</h1><p>Text.</p>').publisher).toBe('Rheinblick');
  // a scholarly article: the journal (isPartOf Periodical, inline or by @id, or through its issue), not the publishing company
  const article = (isPartOf: object, graph: object[] = []) => meta(ld({ '@context': 'https://schema.org', '@graph': [{ '@type': 'ScholarlyArticle', headline: 'Les abeilles sauvages en ville', isPartOf, publisher: { '@type': 'Organization', name: 'Éditions Sciences SARL' } }, ...graph] }) + '<h1>Les abeilles sauvages en ville</h1>', 'https://revues.example/article/12');
  expect(article({ '@type': 'Periodical', name: "Revue d'écologie urbaine" }).publisher).toBe("Revue d'écologie urbaine");
  expect(article({ '@id': '#revue' }, [{ '@id': '#revue', '@type': 'Periodical', name: "Revue d'écologie urbaine" }]).publisher).toBe("Revue d'écologie urbaine");
  expect(article({ '@type': 'PublicationIssue', issueNumber: '4', isPartOf: { '@type': 'Periodical', name: "Revue d'écologie urbaine" } }).publisher).toBe("Revue d'écologie urbaine");
  // a WebSite or a collection the page is part of is not a journal: the declared publisher stands
  expect(article({ '@type': 'WebSite', name: 'Portail des revues' }).publisher).toBe('Éditions Sciences SARL');
});

test('bylines: a social network\'s name, an account link, a rating or code is no writer; an organisation is not split into people; a login handle gives way to the byline\'s full name', () => {
  const author = (html: string, url = 'https://www.rheinblick.example/a/1') => pageMetadata(parsePage(html), url).author;
  const page = (before: string) => `<title>Pegel steigt</title><article><h1>Pegel steigt</h1>${before}<p>Der Pegel stieg über Nacht um einen halben Meter.</p></article>`;
  // a follow link to a profile on a social network, before the byline: its label is not the writer
  expect(author(page('<a href="https://bsky.app/profile/greta.bsky.social">Bluesky</a><p class="byline">Von Greta Holm</p>'))).toBe('Greta Holm');
  expect(author(page('<a href="https://bsky.app/profile/greta.bsky.social"><span>Bluesky</span><span>Bluesky</span></a>'))).toBeNull();
  // an account link (to a profile path) and a rating link are not bylines
  expect(author(page('<a href="/profile/me">Mitglieder Anmelden</a>'))).toBeNull();
  expect(author(page('<a href="https://bewertungen.example/profile/rheinblick">4.8</a>'))).toBeNull();
  expect(namesFromByline('Autor: Usuario!')).toEqual([]);
  expect(namesFromByline('Autor: Lucía Pérez')).toEqual(['Lucía Pérez']);
  // a job title in brackets after the name in a byline goes; a note in brackets that is no job title stays out of the way as before
  expect(namesFromByline('Marta Ruiz (Directora de contenidos)')).toEqual(['Marta Ruiz']);
  expect(namesFromByline('Von Greta Holm (Redakteurin)')).toEqual(['Greta Holm']);
  // the organisation as JSON-LD author ("Berg & Berg", the publisher too) is not two people called Berg
  const org = { '@type': 'Organization', name: 'Berg & Berg' };
  expect(author(`<script type="application/ld+json">${JSON.stringify({ '@type': 'BlogPosting', headline: 'Pegel steigt', author: org, publisher: org })}</script><h1>Pegel steigt</h1><p>Text.</p>`)).not.toBe('Berg');
  // a desk and the site in one field ("AFP/Rheinblick"): the site part goes, the agency stays
  expect(author('<meta property="og:site_name" content="Rheinblick"><meta property="og:article:author" content="AFP/Rheinblick"><title>Pegel steigt</title><h1>Pegel steigt</h1><p>Text.</p>')).toBe('AFP');
  // a login handle in the author tag, the byline naming the writer in full (Polish page)
  expect(author('<meta name="author" content="jan.kowalski"><title>Poziom wody rośnie</title><article><h1>Poziom wody rośnie</h1><p class="author">Anna Nowak</p><p>Tekst artykułu.</p></article>')).toBe('Anna Nowak');
  // … but a handle the byline spells, or no byline, keeps the tag's value
  expect(author('<meta name="author" content="jan.kowalski"><title>Poziom wody rośnie</title><h1>Poziom wody rośnie</h1><p>Tekst artykułu.</p>')).toBe('jan.kowalski');
});

test('a <head> that is never closed ends at the first tag that cannot stand in it, as in a browser; a pixel in its <noscript> does not end it', () => {
  // No </head>, no <body>: the CMS's template forgot both (a real Swiss local paper's page was read as empty).
  const unclosed = parsePage(`<!DOCTYPE html><html><head><meta charset="UTF-8"><title>Gute Löhne reichen nicht</title><script>var x = 1;</script><style>p{margin:0}</style>
<div class="header"><a href="/">Volksblatt</a></div><div class="article"><h1>Gute Löhne reichen nicht</h1><p>Das Zentrum lud zur Gesprächsrunde über den Fachkräftemangel ein.</p><p>Mit dabei war der Personalchef eines grossen Arbeitgebers.</p></div></html>`);
  expect(unclosed.h1s).toEqual(['Gute Löhne reichen nicht']);
  expect(unclosed.text).toContain('Das Zentrum lud zur Gesprächsrunde');
  expect(unclosed.text).not.toContain('var x');
  expect(unclosed.text).not.toContain('margin');
  // A tracking pixel inside the head's <noscript>, then more head: the title is the title, not body text.
  const pixel = parsePage(`<html><head><noscript><img height="1" src="https://px.example/t.gif"></noscript><title>Un titre</title><meta name="author" content="Ana Ruiz"></head><body><p>Le texte de l'article.</p></body></html>`);
  expect(pixel.title).toBe('Un titre');
  expect(pixel.blocks).toEqual(["Le texte de l'article."]);
  expect(pixel.meta.get('author')).toEqual(['Ana Ruiz']);
});
