/**
 * A cookie jar for one fetch (one chain of hops), like a fresh browser session or lychee's
 * --cookie-jar: cookies a hop sets go back on the later hops to hosts they belong to. Sites
 * that set a cookie and redirect to themselves ("cookie check") need it. Never persisted.
 */
type Cookie = { name: string; value: string; domain: string; hostOnly: boolean; path: string };

export class CookieJar {
  private cookies: Cookie[] = [];

  store(url: URL, setCookie: string | string[] | undefined): void {
    if (!setCookie) return;
    const host = url.hostname.toLowerCase();
    for (const line of Array.isArray(setCookie) ? setCookie : [setCookie]) {
      const [pair, ...attrs] = line.split(';');
      const eq = pair!.indexOf('=');
      if (eq <= 0) continue;
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      let domain = host;
      let hostOnly = true;
      let path = '/';
      let expired = false;
      for (const a of attrs) {
        const [k, ...v] = a.split('=');
        const key = k!.trim().toLowerCase();
        const val = v.join('=').trim();
        if (key === 'domain' && val) {
          const d = val.replace(/^\./, '').toLowerCase();
          if (host === d || host.endsWith(`.${d}`)) {
            domain = d;
            hostOnly = false;
          } else {
            expired = true; // a cookie for another site is refused, as browsers do
          }
        } else if (key === 'path' && val.startsWith('/')) path = val;
        else if (key === 'max-age' && Number(val) <= 0) expired = true;
        else if (key === 'expires' && Date.parse(val) < Date.now()) expired = true;
      }
      this.cookies = this.cookies.filter((c) => !(c.name === name && c.domain === domain && c.path === path));
      if (!expired && this.cookies.length < 50) this.cookies.push({ name, value, domain, hostOnly, path });
    }
  }

  headerFor(url: URL): string | null {
    const host = url.hostname.toLowerCase();
    const path = url.pathname || '/';
    const matching = this.cookies.filter(
      (c) => (c.hostOnly ? host === c.domain : host === c.domain || host.endsWith(`.${c.domain}`)) && (path === c.path || path.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`) || c.path === '/'),
    );
    return matching.length ? matching.map((c) => `${c.name}=${c.value}`).join('; ') : null;
  }
}
