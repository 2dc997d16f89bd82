/**
 * edges2 far hits, part 2: HTTP borders that decide by status or by where the chain ends — 401 with and
 * without WWW-Authenticate (Basic, Digest, Bearer, none), 429 with a long / date / no Retry-After, 451,
 * persistent 503, 999, Cloudflare 52x and 530, 400 / 405 / 406 / 418, 402, 204, 300 without a Location,
 * six redirects, a redirect loop, redirects to login / consent / error hosts, to the home page and to a
 * section, a Refresh header to a 404, a meta refresh to a private address, a meta-refresh loop, Location
 * to file: and to userinfo, a 404 and a 410 carrying a whole article.
 */
import type { Entry } from './blindkit';
import { entry, redirect, target, write, urlOf } from './blindkit';
import type { CitationStatus } from '../../activities/classify/classify';
import { artPage, esc, far, noticeHtml, related } from './edges2kit';

const H = 'edges2-f2.example';
const CITED = 'Shipyard wins order for two hydrogen ferries';
const art = artPage('en', CITED, ['The shipyard has won an order for two hydrogen-powered ferries worth 140 million euros, its first contract for zero-emission vessels, the company said on Wednesday.']);
const status = (id: string, expected: CitationStatus, code: number, reason: string, body = `<html><head><title>${code}</title></head><body><h1>${code}</h1></body></html>`, headers: Record<string, string> = {}): Entry =>
  far(id, H, expected, reason, CITED, body, { status: code, headers });
const cf = (code: number, what: string) => `<!DOCTYPE html><html><head><title>${H} | ${code}: ${what}</title></head><body><div id="cf-error-details" class="cf-error-details-wrapper"><h1><span class="inline-block">${what}</span> <span class="code-label">Error code ${code}</span></h1><p>Visit cloudflare.com for more information.</p><div class="cf-error-footer">Cloudflare Ray ID: <strong>8a1b2c3d4e5f6789</strong> • Your IP: 203.0.113.7 • Performance &amp; security by Cloudflare</div></div></body></html>`;
const via = (id: string, expected: CitationStatus, reason: string, handle: Entry['handle']) => entry(id, H, expected, reason, handle, { context: { title: CITED } });
const page = (p: string, handle: Entry['handle'], host = H) => target(`t${p.replace(/[/?=&.]/g, '-')}-${host.split('.')[0]}`, host, p, handle);

const loginPage = (lang: string, heading: string, user: string, pw: string, btn: string) => noticeHtml(lang, heading, `<div class="login"><h1>${esc(heading)}</h1><form method="post"><label>${esc(user)} <input type="email" name="u"></label><label>${esc(pw)} <input type="password" name="p"></label><button>${esc(btn)}</button></form></div>`);

export function far2(): Entry[] {
  return [
    status('f-401-basic', 'blocked', 401, '401 with WWW-Authenticate: Basic (a staging server): authentication, not a paywall', undefined, { 'www-authenticate': 'Basic realm="staging"' }),
    status('f-401-digest', 'blocked', 401, '401 with WWW-Authenticate: Digest', undefined, { 'www-authenticate': 'Digest realm="intranet", qop="auth", nonce="a1b2c3", opaque="x9"' }),
    status('f-401-negotiate', 'blocked', 401, '401 with WWW-Authenticate: Negotiate (a corporate intranet)', '<html><body><h1>401 - Unauthorized: Access is denied due to invalid credentials.</h1></body></html>', { 'www-authenticate': 'Negotiate' }),
    status('f-401-no-header-login', 'paywalled', 401, '401 without WWW-Authenticate whose body is the site\'s sign-in form: a login wall', loginPage('en', 'Sign in to continue reading', 'Email', 'Password', 'Sign in')),
    status('f-401-bearer', 'paywalled', 401, '401 with WWW-Authenticate: Bearer (an account token, not Basic) — the table\'s "other schemes" row; debatable', '{"error":"unauthorized","message":"Sign in to read this article"}', { 'www-authenticate': 'Bearer realm="members"', 'content-type': 'application/json' }),
    status('f-429-long', 'blocked', 429, '429 with Retry-After: 3600', '<h1>Too Many Requests</h1>', { 'retry-after': '3600' }),
    status('f-429-none', 'blocked', 429, '429 without Retry-After'),
    via('f-429-date', 'blocked', '429 with Retry-After as an HTTP date two hours ahead', (_q, res) => write(res, { status: 429, headers: { 'retry-after': new Date(Date.now() + 7200_000).toUTCString() }, body: '<h1>Slow down</h1>' })),
    status('f-451-court', 'blocked', 451, '451 with a court order text', noticeHtml('en', 'Unavailable For Legal Reasons', '<h1>451 Unavailable For Legal Reasons</h1><p>Access to this resource has been restricted following a court order.</p>')),
    status('f-451-bare', 'blocked', 451, '451 with an empty body', ''),
    status('f-503-long', 'blocked', 503, 'persistent 503 with Retry-After: 120', '<h1>Service Unavailable</h1>', { 'retry-after': '120' }),
    status('f-503-always', 'blocked', 503, 'persistent 503 without Retry-After (after the fetcher\'s retries)'),
    status('f-999', 'blocked', 999, '999 (a professional network\'s bot answer)', ''),
    status('f-520', 'blocked', 520, 'Cloudflare 520 Web server is returning an unknown error', cf(520, 'Web server is returning an unknown error')),
    status('f-521', 'blocked', 521, 'Cloudflare 521 Web server is down', cf(521, 'Web server is down')),
    status('f-522', 'blocked', 522, 'Cloudflare 522 Connection timed out', cf(522, 'Connection timed out')),
    status('f-523', 'blocked', 523, 'Cloudflare 523 Origin is unreachable', cf(523, 'Origin is unreachable')),
    status('f-524', 'blocked', 524, 'Cloudflare 524 A timeout occurred', cf(524, 'A timeout occurred')),
    status('f-525', 'blocked', 525, 'Cloudflare 525 SSL handshake failed', cf(525, 'SSL handshake failed')),
    status('f-526', 'blocked', 526, 'Cloudflare 526 Invalid SSL certificate', cf(526, 'Invalid SSL certificate')),
    status('f-530', 'blocked', 530, 'Cloudflare 530 with error 1016 (origin DNS error)', cf(530, 'Origin DNS error')),
    status('f-400', 'blocked', 400, '400 Bad Request to a plain GET: not a definitive not-found'),
    status('f-405', 'blocked', 405, '405 Method Not Allowed to a GET'),
    status('f-406', 'blocked', 406, '406 Not Acceptable from a web application firewall', '<html><body><h1>Not Acceptable!</h1><p>An appropriate representation of the requested resource could not be found on this server. This error was generated by Mod_Security.</p></body></html>'),
    status('f-418', 'blocked', 418, '418 sent to bots'),
    status('f-402', 'paywalled', 402, '402 Payment Required with a subscription offer', noticeHtml('en', 'Payment required', '<h1>Subscribe to read</h1><p>This article is for subscribers.</p>')),
    status('f-204', 'mismatch', 204, '204 No Content at an article address', ''),
    status('f-300-no-location', 'invalid', 300, '300 Multiple Choices without a Location (a list of variants): the table\'s "other 3xx" row — debatable', '<html><body><h1>Multiple Choices</h1><ul><li><a href="/a.en.html">English</a></li><li><a href="/a.de.html">Deutsch</a></li></ul></body></html>'),
    via('f-six-hops', 'invalid', 'six redirects: one over max_redirects', redirect('/r/1', 302)),
    ...[1, 2, 3, 4].map((n) => page(`/r/${n}`, redirect(`/r/${n + 1}`, 302))),
    page('/r/5', redirect('/r/6', 302)),
    page('/r/6', (req, res, web) => write(res, { body: art(urlOf(req, web)) })),
    via('f-loop', 'invalid', 'a redirect loop between two addresses (no cookies set)', redirect('/loop/b', 301)),
    page('/loop/b', redirect('/f-loop', 301)),
    via('f-303-login', 'paywalled', '303 to the site\'s /login?next=… form', redirect('/login?next=%2Ff-303-login', 303)),
    page('/login', (_q, res) => write(res, { body: loginPage('en', 'Log in', 'Email', 'Password', 'Log in') })),
    via('f-accounts-host', 'paywalled', '302 to an accounts host\'s /signin (a login wall on another host of the site)', redirect((o) => `${o('accounts.edges2-f2.example')}/signin?continue=%2Fstory`, 302)),
    page('/signin', (_q, res) => write(res, { body: loginPage('en', 'Sign in', 'Email or username', 'Password', 'Next') }), 'accounts.edges2-f2.example'),
    via('f-consent-host', 'blocked', '302 to a consent. host (a consent interstitial on its own host)', redirect((o) => `${o('consent.edges2-f2.example')}/?continue=%2Fstory`, 302)),
    page('/', (_q, res) => write(res, { body: noticeHtml('en', 'Before you continue', '<h1>Before you continue</h1><p>We use cookies and data to deliver and maintain services and show personalised ads.</p><button>Accept all</button><button>Reject all</button>') }), 'consent.edges2-f2.example'),
    via('f-error-host-200', 'mismatch', '302 to an error host whose page (200) says the page does not exist', redirect((o) => `${o('errors.edges2-f2.example')}/notfound.html?from=story`, 302)),
    page('/notfound.html', (_q, res) => write(res, { body: noticeHtml('en', 'Page not found', '<h1>Sorry, that page doesn\'t exist</h1><p>The link may be broken or the page may have been removed.</p>') }), 'errors.edges2-f2.example'),
    via('f-error-host-404', 'invalid', '302 to an error host that answers 404', redirect((o) => `${o('errors.edges2-f2.example')}/missing?from=story`, 302)),
    page('/missing', (_q, res) => write(res, { status: 404, body: '<h1>Not Found</h1>' }), 'errors.edges2-f2.example'),
    via('f-home-redirect', 'mismatch', '301 from a deep story to the site root (a front page of teasers)', redirect('/', 301)),
    page('/', (_q, res) => write(res, { body: noticeHtml('en', 'Harbour Courier – News from the coast', `<h1>Latest news</h1>${related('en', ['Council approves flood barrier', 'Library extends weekend hours', 'Fishing fleet lands record catch', 'Museum opens shipbuilding gallery', 'Bridge reopens to cyclists', 'New ferry timetable'])}`) })),
    entry('f-section-redirect', H, 'mismatch', '301 from /business/2025/03/story to /business/ (a section above it)', redirect('/business/', 301), { path: '/business/2025/03/shipyard-hydrogen-ferries', context: { title: CITED } }),
    page('/business/', (_q, res) => write(res, { body: noticeHtml('en', 'Business | Harbour Courier', `<h1>Business</h1>${related('en', ['Port profits rise', 'Shipyard hires 200', 'Fish prices fall', 'Tourism up 8 per cent', 'New bank branch opens'])}`) })),
    via('f-refresh-to-404', 'invalid', 'a 200 stub whose Refresh header points to an address that answers 404', (_q, res) => write(res, { body: '<p>One moment…</p>', headers: { refresh: '0; url=/gone-target' } })),
    page('/gone-target', (_q, res) => write(res, { status: 404, body: '<h1>404 Not Found</h1>' })),
    via('f-meta-refresh-private', 'invalid', 'a meta refresh to http://10.0.0.7/ (a private address): unsafe target', (_q, res) => write(res, { body: '<html><head><meta http-equiv="refresh" content="0; url=http://10.0.0.7/story"></head><body>Redirecting…</body></html>' })),
    via('f-meta-refresh-loop', 'invalid', 'two stub pages that meta-refresh to each other forever (a browser never shows a page) — debatable', (_q, res) => write(res, { body: '<html><head><meta http-equiv="refresh" content="0; url=/mr/b"><title>Redirecting</title></head><body></body></html>' })),
    page('/mr/b', (_q, res) => write(res, { body: '<html><head><meta http-equiv="refresh" content="0; url=/f-meta-refresh-loop"><title>Redirecting</title></head><body></body></html>' })),
    via('f-location-file', 'invalid', 'Location: file:///etc/passwd (a scheme the fetcher refuses)', (_q, res) => { res.writeHead(302, { location: 'file:///etc/passwd' }); res.end(); }),
    via('f-location-userinfo', 'invalid', 'a redirect to a URL with userinfo (http://user:pw@host/)', (_q, res, web) => { res.writeHead(302, { location: web.origin('edges2-f2.example').replace('http://', 'http://admin:secret@') + '/x' }); res.end(); }),
    via('f-404-article', 'invalid', '404 carrying the whole article body (a CMS bug): the contract keeps 404 definitive — debatable', (req, res, web) => write(res, { status: 404, body: art(urlOf(req, web)) })),
    via('f-410-article', 'invalid', '410 Gone with the old article still rendered below a notice', (req, res, web) => write(res, { status: 410, body: art(urlOf(req, web)).replace('<main id="content" class="site-main">', '<main id="content" class="site-main"><p class="notice">This article has been removed.</p>') })),
  ];
}
