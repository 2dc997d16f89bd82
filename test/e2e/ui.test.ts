/**
 * The Temporal UI, as an operator sees it, in a real headless Chromium (Debian's `chromium`,
 * driven by playwright-core) against the embedded dev server's UI: a run stopped by Gate C is
 * listed as Failed, its page shows the rule (the failure type) and the verdict; a passing run
 * is Completed. Screenshots are kept under .tmp/ui/ as test artifacts.
 */
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { removeHome, startTestServer, type TestServer } from '../helpers/temporal-server';
import { copyDemo, requireBuild, ROOT, runCli, setCitationsConfig } from './helpers';

jest.setTimeout(300000);

/** Debian's chromium: the launcher script, or the binary behind it. */
const CHROMIUM = ['/usr/lib/chromium/chromium', '/usr/bin/chromium'].find((p) => existsSync(p));
const ARTIFACTS = join(ROOT, '.tmp', 'ui');

let server: TestServer;
let browser: Browser;

beforeAll(async () => {
  if (!CHROMIUM) {
    throw new Error(
      'Chromium is missing (/usr/bin/chromium): this test drives the Temporal UI in a real headless Chromium. ' +
        'Install it with `apt-get install chromium` (scripts/setup.sh --test does so when run as root).',
    );
  }
  requireBuild();
  mkdirSync(ARTIFACTS, { recursive: true });
  server = await startTestServer();
  browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (server) removeHome(server.home);
});

function withRunId(root: string, runId: string): void {
  const fs = require('node:fs') as typeof import('node:fs');
  const manifest = JSON.parse(fs.readFileSync(join(root, 'manifest.json'), 'utf8'));
  manifest.run_id = runId;
  fs.writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
}

test('the UI lists a Gate C failure as Failed (rule and verdict on its page) and a passing run as Completed', async () => {
  const env = { ...server.env, TEMPORAL_ADDRESS: server.address, CITEFLOW_TASK_QUEUE: 'ui' };
  const failing = copyDemo('ui-fail');
  withRunId(failing, 'dr_ui_gate_c');
  setCitationsConfig(failing, { gate_c: { min_citable_share: 0.9 } });
  const passing = copyDemo('ui-pass');
  withRunId(passing, 'dr_ui_pass');
  expect((await runCli(['run', failing], env)).code).toBe(2);
  expect((await runCli(['run', passing], env)).code).toBe(0);

  const ui = `http://127.0.0.1:${server.uiPort}`;
  const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
  try {
    await page.goto(`${ui}/namespaces/default/workflows`, { waitUntil: 'domcontentloaded', timeout: 120000 });
    const failedRow = page.locator('tr, [role="row"], a').filter({ hasText: 'citeflow-run-dr_ui_gate_c' }).first();
    await failedRow.waitFor({ timeout: 120000 });
    const rows = page.locator('tr, [role="row"]');
    const failedText = await rows.filter({ hasText: 'citeflow-run-dr_ui_gate_c' }).first().innerText();
    const passText = await rows.filter({ hasText: 'citeflow-run-dr_ui_pass' }).first().innerText();
    await page.screenshot({ path: join(ARTIFACTS, 'workflows-list.png'), fullPage: true });
    expect(failedText).toMatch(/Failed/);
    expect(passText).toMatch(/Completed/);

    await page.goto(`${ui}/namespaces/default/workflows/citeflow-run-dr_ui_gate_c`, { waitUntil: 'domcontentloaded', timeout: 120000 });
    await page.getByText('GateCFailed.min_citable_share').first().waitFor({ timeout: 120000 });
    await page.getByText(/Gate C failed rule min_citable_share: 24 of 28 URLs citable/).first().waitFor({ timeout: 60000 });
    await page.screenshot({ path: join(ARTIFACTS, 'gate-c-failed.png'), fullPage: true });
  } finally {
    await page.close();
  }
  expect(existsSync(join(ARTIFACTS, 'workflows-list.png'))).toBe(true);
  expect(existsSync(join(ARTIFACTS, 'gate-c-failed.png'))).toBe(true);
});
