/**
 * A loopback web of client-rendered pages, for the browser rung: the HTML a direct fetch gets is
 * an empty application shell, and a script fills it in (from a JSON API) once it runs. Routed by
 * Host on 127.0.0.1; reach it with `network.resolve` like the scenario web.
 *
 * - csr.example/article          an article rendered by script (its quote is only in the JSON)
 * - csr.example/missing          a soft 404 rendered by script ("Page not found")
 * - csr.example/attack?…         an article whose script first tries to reach every target in
 *                                `attack` (fetch, XHR, img, iframe, script, beacon, EventSource,
 *                                WebSocket, redirects) and then renders
 * - csr.example/slow             the article, held until `release()` is called (crash tests)
 * - csr.example/heavy            the article plus a 3 MB script (byte-cap tests)
 * - csr.example/challenge        a JavaScript challenge (503, "Just a moment…") that sets a cookie
 *                                and reloads; with the cookie, the article (server-rendered)
 * - csr.example/wall             a captcha wall, whatever runs
 * - rebind.example/…             the same pages, each response with Connection: close (so every
 *                                request opens a new connection, and a new DNS lookup)
 * - bench-N.csr.example/doc/N    a client-rendered article per id (the benchmark)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createTlsServer } from 'node:https';
import type { AddressInfo, Socket } from 'node:net';
import { captchaWall, rustArticle, RUST_BODY, RUST_QUOTE, RUST_TITLE } from './pages';

export const CSR_CONTEXT = {
  title: 'Rust 1.0 released',
  claims: ['Rust 1.0 was released on May 15, 2015 as the first stable release of the language.'],
  quotes: [RUST_QUOTE],
};

/** The shell every client-rendered page starts as: no text, an app root, a noscript notice. */
export function appShell(scriptPath: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Loading…</title></head><body><div id="root"></div><noscript>You need to enable JavaScript to run this app.</noscript><script src="${scriptPath}"></script></body></html>`;
}

/** The app: fetch the content as JSON, then build the page from it. */
const RENDER_APP = `
(async () => {
  const res = await fetch('/api' + location.pathname + '.json' + location.search);
  const data = await res.json();
  document.title = data.title;
  const root = document.getElementById('root');
  root.innerHTML = '<article><h1></h1><div class="body"></div></article>';
  root.querySelector('h1').textContent = data.heading;
  root.querySelector('.body').innerHTML = data.html;
})();`;

/** Tries every way a page script can open a connection, to each target, then renders the article. */
function attackApp(targets: string[]): string {
  return `
(async () => {
  const targets = ${JSON.stringify(targets)};
  const tries = [];
  const settle = (p) => tries.push(Promise.resolve(p).then(() => 'ok', () => 'failed'));
  for (const t of targets) {
    settle(fetch(t, { mode: 'no-cors' }));
    settle(fetch(t + 'cors'));
    settle(new Promise((resolve, reject) => { const x = new XMLHttpRequest(); x.open('GET', t + 'xhr'); x.onload = resolve; x.onerror = reject; x.send(); }));
    settle(new Promise((resolve) => { const i = new Image(); i.onload = i.onerror = resolve; i.src = t + 'img.png'; document.body.appendChild(i); }));
    settle(new Promise((resolve) => { const f = document.createElement('iframe'); f.onload = f.onerror = resolve; f.src = t + 'frame'; document.body.appendChild(f); setTimeout(resolve, 1500); }));
    settle(new Promise((resolve) => { const s = document.createElement('script'); s.onload = s.onerror = resolve; s.src = t + 'script.js'; document.head.appendChild(s); }));
    try { navigator.sendBeacon(t + 'beacon', 'x'); } catch (e) {}
    settle(new Promise((resolve) => { try { const es = new EventSource(t + 'events'); es.onerror = () => { es.close(); resolve(); }; setTimeout(() => { es.close(); resolve(); }, 1500); } catch (e) { resolve(); } }));
    settle(new Promise((resolve) => { try { const ws = new WebSocket(t.replace(/^http/, 'ws') + 'ws'); ws.onerror = ws.onclose = resolve; setTimeout(resolve, 1500); } catch (e) { resolve(); } }));
    settle(fetch('/redirect?to=' + encodeURIComponent(t + 'via-redirect')));
  }
  settle(new Promise((resolve) => { try { const pc = new RTCPeerConnection({ iceServers: [{ urls: 'stun:127.0.0.2:3478' }] }); pc.createDataChannel('x'); pc.createOffer().then((o) => pc.setLocalDescription(o)).then(resolve, resolve); } catch (e) { resolve(); } }));
  settle(fetch('file:///etc/passwd'));
  settle(navigator.serviceWorker ? navigator.serviceWorker.register('/sw.js') : Promise.reject(new Error('no service workers')));
  // The same origin again, many times: each a new connection (Connection: close), each a new lookup.
  for (let i = 0; i < 5; i++) settle(fetch('/api/secret-' + i + '.json', { cache: 'no-store' }));
  const results = await Promise.all(tries);
  window.__attackResults = results;
  const res = await fetch('/api/article.json', { cache: 'no-store' }).catch(() => null);
  const data = res && res.ok ? await res.json() : { title: 'Rust 1.0 released after years of development', heading: 'Rust 1.0 released after years of development', html: ${JSON.stringify(RUST_BODY)} };
  document.title = data.title;
  const root = document.getElementById('root');
  root.innerHTML = '<article><h1></h1><div class="body"></div></article>';
  root.querySelector('h1').textContent = data.heading;
  root.querySelector('.body').innerHTML = data.html;
})();`;
}

/** A bot wall a browser passes: its script sets the clearance cookie and reloads. */
const CHALLENGE = `<!DOCTYPE html><html><head><title>Just a moment...</title></head><body><h1>Checking if the site connection is secure</h1>
<noscript>Enable JavaScript and cookies to continue</noscript>
<script>setTimeout(() => { document.cookie = 'cf_clearance=ok; path=/'; location.reload(); }, 100);</script></body></html>`;

export type CsrWeb = {
  port: number;
  resolve: Record<string, string>;
  url(host: string, path: string): string;
  /** Requests seen per "host path". */
  hits(host: string, path: string): number;
  /** Lets every held /slow request answer. */
  release(): void;
  /** Resolves when a /slow request has arrived. */
  slowArrived(): Promise<void>;
  close(): Promise<void>;
};

export type CsrWebOptions = {
  /** Base URLs (ending in "/") the attack page's script tries to reach (asked per request). */
  attack?: () => string[];
  /** Bench hosts bench-0 … bench-(n-1).csr.example. */
  benchHosts?: number;
  /** Port to listen on (0: any). */
  port?: number;
  /** Told of every request as it arrives (host, path). */
  onRequest?: (host: string, path: string) => void;
  /** Serve HTTPS with this key and certificate (PEM) instead of HTTP. */
  tls?: { key: string; cert: string };
};

export async function startCsrWeb(options: CsrWebOptions = {}): Promise<CsrWeb> {
  const hits = new Map<string, number>();
  const sockets = new Set<Socket>();
  let released = false;
  const held: (() => void)[] = [];
  let arrived: () => void = () => undefined;
  let arrivedPromise = new Promise<void>((r) => (arrived = r));

  const send = (res: ServerResponse, status: number, type: string, body: string | Buffer, close: boolean) => {
    res.writeHead(status, { 'content-type': type, ...(close ? { connection: 'close' } : {}) });
    res.end(body);
  };
  const article = { title: `${RUST_TITLE} | Example News`, heading: RUST_TITLE, html: RUST_BODY };
  const missing = { title: 'Page Not Found - Example News', heading: 'Page not found', html: '<p>The page you are looking for could not be found. It may have been moved.</p>' };

  const serve = (req: IncomingMessage, res: ServerResponse) => {
    const host = (req.headers.host ?? '').replace(/:\d+$/, '').toLowerCase();
    const url = new URL(req.url ?? '/', 'http://x');
    const path = url.pathname;
    hits.set(`${host} ${path}`, (hits.get(`${host} ${path}`) ?? 0) + 1);
    options.onRequest?.(host, path);
    const close = host === 'rebind.example';
    const html = (body: string) => send(res, 200, 'text/html; charset=utf-8', body, close);
    const js = (body: string) => send(res, 200, 'application/javascript', body, close);
    const json = (body: unknown) => send(res, 200, 'application/json', JSON.stringify(body), close);
    if (path === '/redirect') {
      res.writeHead(302, { location: url.searchParams.get('to') ?? '/', ...(close ? { connection: 'close' } : {}) });
      return res.end();
    }
    if (path === '/app.js') return js(RENDER_APP);
    if (path === '/attack.js') return js(attackApp(options.attack?.() ?? []));
    if (path === '/heavy.js') return js(`/* ${'x'.repeat(3 * 1024 * 1024)} */`);
    if (path.startsWith('/api/')) {
      const name = path.slice('/api/'.length).replace(/\.json$/, '');
      if (name === 'missing') return json(missing);
      if (name.startsWith('doc/')) return json({ title: `Benchmark document ${name.slice(4)}`, heading: `Benchmark document ${name.slice(4)}`, html: `<p>Document ${name.slice(4)} rendered in the browser. ${'compiler memory safety ownership '.repeat(20)}</p>` });
      return json(article);
    }
    if (path === '/article' || path === '/missing' || path.startsWith('/doc/')) return html(appShell('/app.js'));
    if (path === '/attack') return html(appShell('/attack.js'));
    if (path === '/heavy') return html(appShell('/app.js').replace('</body>', '<script src="/heavy.js"></script></body>'));
    if (path === '/wall') return html(captchaWall);
    if (path === '/challenge') {
      if (/(^|;\s*)cf_clearance=ok/.test(req.headers.cookie ?? '')) return html(rustArticle());
      return send(res, 503, 'text/html; charset=utf-8', CHALLENGE, close);
    }
    if (path === '/slow') {
      arrived();
      const answer = () => { if (!res.destroyed) html(appShell('/app.js')); };
      if (released) return answer();
      held.push(answer);
      return;
    }
    send(res, 404, 'text/html', '<html><body>No such page</body></html>', close);
  };
  const handler = (req: IncomingMessage, res: ServerResponse) => {
    try {
      serve(req, res);
    } catch {
      if (!res.headersSent) send(res, 500, 'text/plain', 'error', true);
    }
  };
  const server: Server = options.tls ? createTlsServer({ key: options.tls.key, cert: options.tls.cert }, handler) : createServer(handler);
  server.on('connection', (s: Socket) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((r) => server.listen(options.port ?? 0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  const hosts = ['csr.example', 'rebind.example', 'tls.example', ...Array.from({ length: options.benchHosts ?? 0 }, (_, i) => `bench-${i}.csr.example`)];
  return {
    port,
    resolve: Object.fromEntries(hosts.map((h) => [h, '127.0.0.1'])),
    url: (host, path) => `${options.tls ? 'https' : 'http'}://${host}:${port}${path}`,
    hits: (host, path) => hits.get(`${host} ${path}`) ?? 0,
    release: () => {
      released = true;
      for (const h of held.splice(0)) h();
    },
    slowArrived: () => arrivedPromise,
    close: () =>
      new Promise<void>((r) => {
        released = true;
        held.splice(0);
        arrivedPromise = Promise.resolve();
        for (const s of sockets) s.destroy();
        server.close(() => r());
      }),
  };
}
