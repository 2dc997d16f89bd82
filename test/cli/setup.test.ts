/**
 * scripts/setup.sh as scripts use it: its last stdout line is the Temporal binary's path (and
 * stdout holds nothing else); with --test it also sees to tmux, naming it when it cannot install it.
 * The tmux-missing case runs setup with a PATH from which tmux and apt-get are left out.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');
// setup.sh only checks that CITEFLOW_TEMPORAL_BIN is executable and prints it: any executable will do.
const TEMPORAL_BIN = process.execPath;

/** A PATH directory with every command of the real PATH except `hidden`. */
function pathWithout(hidden: string[]): string {
  const dir = mkdtempSync(join(tmpdir(), 'citeflow-path-'));
  for (const from of (process.env.PATH ?? '').split(':').filter(Boolean)) {
    let names: string[] = [];
    try {
      names = readdirSync(from);
    } catch {
      continue;
    }
    for (const name of names) {
      if (hidden.includes(name)) continue;
      try {
        symlinkSync(join(from, name), join(dir, name));
      } catch {
        // an earlier PATH entry already provides it
      }
    }
  }
  return dir;
}

function setup(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile('bash', [join(ROOT, 'scripts', 'setup.sh'), ...args], { cwd: ROOT, env, timeout: 240_000 }, (error, stdout, stderr) =>
      resolve({ code: error ? (typeof error.code === 'number' ? error.code : 1) : 0, stdout, stderr }),
    );
  });
}

describe('scripts/setup.sh', () => {
  const temp: string[] = [];
  afterAll(() => temp.forEach((d) => rmSync(d, { recursive: true, force: true })));

  test('--test without tmux and without apt-get: names the prerequisite on stderr; stdout is still just the Temporal path', async () => {
    const bin = pathWithout(['tmux', 'apt-get']);
    temp.push(bin);
    const r = await setup(['--test'], { ...process.env, PATH: bin, CITEFLOW_TEMPORAL_BIN: TEMPORAL_BIN });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${TEMPORAL_BIN}\n`);
    expect(r.stderr).toContain("citeflow setup: tmux is missing: the tests need it (test/provider/render-command.test.ts runs citeflow in a real terminal through it); install it as root, e.g. 'apt-get install tmux'\n");
    expect(r.stderr).not.toContain('installing tmux');
  }, 300_000);

  test('without --test tmux is not its business; with tmux present nothing is said about it', async () => {
    const bin = pathWithout(['tmux', 'apt-get']);
    temp.push(bin);
    const plain = await setup([], { ...process.env, PATH: bin, CITEFLOW_TEMPORAL_BIN: TEMPORAL_BIN });
    expect(plain).toMatchObject({ code: 0, stdout: `${TEMPORAL_BIN}\n` });
    expect(plain.stderr).not.toContain('tmux');
    const withTmux = await setup(['--test'], { ...process.env, CITEFLOW_TEMPORAL_BIN: TEMPORAL_BIN });
    expect(withTmux).toMatchObject({ code: 0, stdout: `${TEMPORAL_BIN}\n` });
    expect(withTmux.stderr).not.toContain('tmux');
  }, 300_000);

  test('--test without chromium and without apt-get: says plainly that the UI test needs it', async () => {
    const bin = pathWithout(['chromium', 'apt-get']);
    temp.push(bin);
    const r = await setup(['--test'], { ...process.env, PATH: bin, CITEFLOW_TEMPORAL_BIN: TEMPORAL_BIN });
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(`${TEMPORAL_BIN}\n`);
    expect(r.stderr).toContain(
      "citeflow setup: chromium is missing: the tests need it (test/e2e/ui.test.ts checks the Temporal UI in a real headless Chromium); install it as root, e.g. 'apt-get install chromium'\n",
    );
  }, 300_000);

  test('an unknown option is refused', async () => {
    const r = await setup(['--frobnicate'], { ...process.env, CITEFLOW_TEMPORAL_BIN: TEMPORAL_BIN });
    expect(r).toEqual({ code: 2, stdout: '', stderr: 'citeflow setup: unknown option --frobnicate (expected --test)\n' });
  });
});
