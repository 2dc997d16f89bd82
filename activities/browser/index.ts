export { findChromium, CHROMIUM_ARGS, CHROMIUM_CANDIDATES, type ChromiumLookup } from './chromium';
export { clientRenderedSigns, type RenderSigns } from './client-rendered';
export { startGuardedProxy, pinsFromPolicy, PROXY_HEADER, type GuardedProxy, type GuardedProxyOptions, type ProxyStats } from './guarded-proxy';
export { BrowserPool, type BrowserPoolOptions, type BrowserPoolStats } from './pool';
export { renderPage, DEFAULT_RENDER_LIMITS, type RenderLimits, type RenderOutcome, type RenderOptions } from './render';
export { createBrowserStep, storeScreenshot, EVIDENCE_DIR, type BrowserStep, type BrowserStepResult, type BrowserStepOptions } from './step';
export { sharedBrowserPool, closeSharedBrowserPool } from './shared';
