/**
 * Which Chromium the browser rung drives, and how it is started. The machine's own Chromium
 * (Debian's `chromium` package here) — playwright-core downloads nothing. CITEFLOW_CHROMIUM
 * names another executable; CITEFLOW_BROWSER=off turns the rung off.
 */
import { accessSync, constants, statSync } from 'node:fs';

/**
 * Debian's /usr/bin/chromium is a shell wrapper that sources /etc/chromium.d (API keys, extension
 * loading, remote extensions): the real binary behind it comes first, so none of that applies.
 */
export const CHROMIUM_CANDIDATES = [
  '/usr/lib/chromium/chromium',
  '/usr/bin/chromium',
  '/usr/lib/chromium-browser/chromium-browser',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome-stable',
  '/usr/bin/google-chrome',
];

function isExecutableFile(path: string): boolean {
  try {
    if (!statSync(path).isFile()) return false;
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export type ChromiumLookup = { path: string; reason?: undefined } | { path: null; reason: string };

/** The executable to launch, or why there is none (a reason safe for a record's notes). */
export function findChromium(env: Record<string, string | undefined> = process.env): ChromiumLookup {
  if ((env.CITEFLOW_BROWSER ?? '').toLowerCase() === 'off') return { path: null, reason: 'browser rung turned off (CITEFLOW_BROWSER=off)' };
  const configured = env.CITEFLOW_CHROMIUM;
  if (configured) {
    return isExecutableFile(configured) ? { path: configured } : { path: null, reason: 'CITEFLOW_CHROMIUM is not an executable file' };
  }
  for (const candidate of CHROMIUM_CANDIDATES) if (isExecutableFile(candidate)) return { path: candidate };
  return { path: null, reason: 'no Chromium installed; install Debian\'s chromium or set CITEFLOW_CHROMIUM' };
}

/**
 * Flags that keep every byte on the proxy and off the machine's other networks. The proxy itself
 * is given per context (and a refuse-everything proxy at launch), always with `<-loopback>` so
 * even 127.0.0.1 and localhost go through it.
 */
export const CHROMIUM_ARGS = [
  // Chromium's own resolver answers nothing but the proxy's own address: with a proxy it needs
  // no DNS, and a path that bypassed the proxy could not turn a name into an address either.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1',
  '--dns-prefetch-disable',
  // QUIC/HTTP3 is UDP, which an HTTP proxy does not carry: off, so nothing tries it directly.
  '--disable-quic',
  // WebRTC may only use UDP through a proxy, i.e. not at all (the page also loses RTCPeerConnection).
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--webrtc-ip-handling-policy=disable_non_proxied_udp',
  '--enforce-webrtc-ip-permission-check',
  '--no-pings',
  '--disable-domain-reliability',
  '--disable-client-side-phishing-detection',
  '--safebrowsing-disable-auto-update',
  '--block-new-web-contents', // no pop-ups
  '--deny-permission-prompts',
  '--disable-notifications',
  '--mute-audio',
  '--disable-gpu',
];
