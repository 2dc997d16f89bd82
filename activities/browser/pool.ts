/**
 * A small pool of headless Chromium processes, reused across pages, with its own limit on pages
 * at once (separate from the fetcher's politeness limiter: a page costs far more than a fetch).
 * Each browser is started with a refuse-everything proxy, so even traffic of the browser's own
 * (not a page's) cannot leave the machine; pages get their own guarded proxy per context.
 * A browser that crashes is dropped and the next page starts a fresh one; the page that was
 * running is retried once on it (render.ts tells a crash from a page's own failure).
 */
import { createServer, type Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Browser } from 'playwright-core';
import { CHROMIUM_ARGS } from './chromium';
import { PROXY_HEADER } from './guarded-proxy';

export type BrowserPoolOptions = {
  executablePath: string;
  /** Browser processes (default 1). */
  browsers?: number;
  /** Pages at once per browser (default 2). */
  pagesPerBrowser?: number;
  /** Close the browsers after this long without a page (default 60 s); the next page relaunches. */
  idleCloseMs?: number;
  launchTimeoutMs?: number;
  /** More Chromium flags, after CHROMIUM_ARGS (tests: trust one self-signed certificate by its SPKI). */
  extraArgs?: string[];
};

export type BrowserPoolStats = {
  launches: number;
  /** Launches that replaced a browser which had crashed or disconnected. */
  restarts: number;
  /** Pages retried on a fresh browser after a crash. */
  retries: number;
  pages: number;
  /** Requests that reached the launch-level refuse-everything proxy (browser traffic outside any page). */
  strays: number;
  /** Their targets' host names (the last few), to tell what Chromium tried on its own. */
  stray_hosts: string[];
};

type Slot = { browser: Promise<Browser> | null; active: number; crashed: boolean };

/** What a pooled job reports, so the pool can tell a crash (retry) from an answer. */
export type PoolJobResult<T> = { value: T; crashed: boolean };

export class BrowserPool {
  readonly stats: BrowserPoolStats = { launches: 0, restarts: 0, retries: 0, pages: 0, strays: 0, stray_hosts: [] };
  private readonly slots: Slot[];
  private readonly perBrowser: number;
  private readonly waiters: (() => void)[] = [];
  private idleTimer: NodeJS.Timeout | null = null;
  private closed = false;
  private blackhole: Promise<{ server: Server; url: string; sockets: Set<Socket> }> | null = null;

  constructor(private readonly opts: BrowserPoolOptions) {
    this.slots = Array.from({ length: Math.max(1, opts.browsers ?? 1) }, () => ({ browser: null, active: 0, crashed: false }));
    this.perBrowser = Math.max(1, opts.pagesPerBrowser ?? 2);
  }

  /** The pool's limit: pages rendered at once. */
  get limit(): number {
    return this.slots.length * this.perBrowser;
  }

  /**
   * Runs `job` with a browser of the pool. When the job reports a crash, the browser is thrown
   * away and the job runs once more on a freshly started one.
   */
  async run<T>(job: (browser: Browser) => Promise<PoolJobResult<T>>): Promise<T> {
    if (this.closed) throw new Error('browser pool is closed');
    const slot = await this.acquire();
    try {
      this.stats.pages++;
      let browser = await this.browserOf(slot);
      let outcome = await job(browser);
      if (outcome.crashed) {
        this.discard(slot, browser);
        this.stats.retries++;
        browser = await this.browserOf(slot);
        outcome = await job(browser);
        if (outcome.crashed) this.discard(slot, browser);
      }
      return outcome.value;
    } finally {
      this.release(slot);
    }
  }

  /** Closes every browser and the refuse-everything proxy. Waiting jobs fail. */
  async close(): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await this.closeBrowsers();
    const hole = await this.blackhole?.catch(() => null);
    if (hole) {
      for (const s of hole.sockets) s.destroy();
      await new Promise<void>((r) => hole.server.close(() => r()));
    }
    this.blackhole = null;
    for (const w of this.waiters.splice(0)) w();
  }

  private async closeBrowsers(): Promise<void> {
    await Promise.all(
      this.slots.map(async (slot) => {
        const pending = slot.browser;
        slot.browser = null;
        const browser = await pending?.catch(() => null);
        await browser?.close().catch(() => undefined);
      }),
    );
  }

  private async acquire(): Promise<Slot> {
    for (;;) {
      if (this.closed) throw new Error('browser pool is closed');
      if (this.idleTimer) {
        clearTimeout(this.idleTimer);
        this.idleTimer = null;
      }
      // Prefer a browser that is already running, then the least busy slot.
      const free = this.slots
        .filter((s) => s.active < this.perBrowser)
        .sort((a, b) => Number(b.browser !== null) - Number(a.browser !== null) || a.active - b.active)[0];
      if (free) {
        free.active++;
        return free;
      }
      await new Promise<void>((resolve) => this.waiters.push(resolve));
    }
  }

  private release(slot: Slot): void {
    slot.active--;
    this.waiters.shift()?.();
    if (!this.closed && this.slots.every((s) => s.active === 0)) {
      this.idleTimer = setTimeout(() => void this.closeBrowsers(), this.opts.idleCloseMs ?? 60_000);
      this.idleTimer.unref();
    }
  }

  private discard(slot: Slot, browser: Browser): void {
    if (slot.browser) slot.crashed = true;
    slot.browser = null;
    void browser.close().catch(() => undefined);
  }

  private browserOf(slot: Slot): Promise<Browser> {
    if (!slot.browser) {
      const launching = this.launch(slot);
      slot.browser = launching;
      launching.catch(() => {
        if (slot.browser === launching) slot.browser = null;
      });
    }
    return slot.browser;
  }

  private async launch(slot: Slot): Promise<Browser> {
    const hole = await this.strayProxy();
    if (slot.crashed) this.stats.restarts++;
    slot.crashed = false;
    this.stats.launches++;
    // Loaded on first launch: playwright-core costs ~70 MB of RSS in every worker that never renders a page.
    const { chromium } = require('playwright-core') as typeof import('playwright-core');
    const browser = await chromium.launch({
      executablePath: this.opts.executablePath,
      headless: true,
      args: [...CHROMIUM_ARGS, ...(this.opts.extraArgs ?? [])],
      proxy: { server: hole.url, bypass: '<-loopback>' },
      timeout: this.opts.launchTimeoutMs ?? 30_000,
      handleSIGINT: false,
      handleSIGTERM: false,
      handleSIGHUP: false,
    });
    browser.on('disconnected', () => {
      // Crashed or killed under us: the next page starts a fresh browser.
      void slot.browser?.then((b) => {
        if (b === browser) {
          slot.browser = null;
          if (!this.closed) slot.crashed = true;
        }
      });
    });
    return browser;
  }

  /** The launch-level proxy: refuses every request and tunnel, and counts them. */
  private strayProxy(): Promise<{ server: Server; url: string; sockets: Set<Socket> }> {
    this.blackhole ??= (async () => {
      const sockets = new Set<Socket>();
      const stray = (target: string | undefined) => {
        this.stats.strays++;
        let host = '?';
        try {
          host = new URL(target?.includes('://') ? target : `http://${target}`).hostname;
        } catch {
          // unparsable: counted, not named
        }
        this.stats.stray_hosts = [...this.stats.stray_hosts.slice(-19), host];
      };
      const server = createServer((req, res) => {
        stray(req.url);
        res.writeHead(403, { [PROXY_HEADER]: 'refused', connection: 'close' });
        res.end();
      });
      server.on('connection', (s) => {
        sockets.add(s);
        s.once('close', () => sockets.delete(s));
      });
      server.on('connect', (req, socket) => {
        stray(req.url);
        socket.end(`HTTP/1.1 403 refused\r\n${PROXY_HEADER}: refused\r\n\r\n`);
      });
      await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
      server.unref(); // never what keeps a process alive
      return { server, sockets, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` };
    })();
    return this.blackhole;
  }
}
