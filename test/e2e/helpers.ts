/** End-to-end helpers: the real CLI in a child process, copies of the demo run, output snapshots. */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { packageRoot } from '../../cli/package-root';

export const ROOT = packageRoot(__dirname);
export const CLI = join(ROOT, 'bin', 'citeflow.js');
export const DEMO = join(ROOT, 'examples', 'demo');

export type CliResult = { code: number | null; stdout: string; stderr: string };

/** Runs `citeflow …` to completion (bounded by timeoutMs; killed past it). */
export function runCli(args: string[], env: NodeJS.ProcessEnv, timeoutMs = 120000, nodeArgs: string[] = []): Promise<CliResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...nodeArgs, CLI, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** A long-running `citeflow worker` child process (the thing the crash tests kill). */
export function startWorkerProcess(env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [CLI, 'worker'], { env, stdio: ['ignore', 'ignore', 'pipe'] });
  child.stderr?.on('data', () => undefined);
  return child;
}

export function waitForExit(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
  });
}

/** A fresh copy of the demo run's inputs in a temp folder. */
export function copyDemo(name = 'run'): string {
  const target = join(mkdtempSync(join(tmpdir(), 'citeflow-e2e-')), name);
  cpSync(DEMO, target, { recursive: true, filter: (src) => !/[/\\](citations|report|logs)$/.test(src) });
  return target;
}

/** Every output file of a run (relative path → bytes), except the audit log and scratch work files. */
export function snapshotOutputs(runRoot: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const dir of ['citations', 'report']) {
    const base = join(runRoot, dir);
    if (!existsSync(base)) continue;
    for (const name of readdirSync(base)) {
      const full = join(base, name);
      if (statSync(full).isFile()) out[relative(runRoot, full)] = readFileSync(full, 'utf8');
    }
  }
  return out;
}

/** The e2e tests run the compiled bin: dist/ must be there and as new as the sources. */
export { requireFreshBuild as requireBuild } from '../helpers/fresh-build';

export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs = 60000, everyMs = 200): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

export type RunSpec = {
  run_id: string;
  sensitivity?: 'no_web' | 'restricted' | 'normal';
  query?: string;
  /** wave-1/p1.md's content */
  markdown: string;
  /** effective.citations of run-config.json */
  citations: Record<string, unknown>;
};

/** Writes a one-artifact run directory (manifest.v1, run-config.v1, wave-1/p1.md) in a fresh temp folder. */
export function writeRunDir(spec: RunSpec): string {
  const root = join(mkdtempSync(join(tmpdir(), 'citeflow-run-')), 'run');
  mkdirSync(join(root, 'wave-1'), { recursive: true });
  writeFileSync(join(root, 'wave-1', 'p1.md'), spec.markdown);
  const manifest = {
    schema_version: 'manifest.v1',
    run_id: spec.run_id,
    created_at: '2026-02-13T12:00:00Z',
    query: { text: spec.query ?? spec.run_id, sensitivity: spec.sensitivity ?? 'normal' },
    artifacts: [{ wave: 1, perspective_id: 'p1', agent_type: 'TestResearcher', path: 'wave-1/p1.md' }],
  };
  writeFileSync(join(root, 'manifest.json'), JSON.stringify(manifest));
  writeFileSync(join(root, 'run-config.json'), JSON.stringify({ schema_version: 'run-config.v1', effective: { citations: spec.citations } }));
  return root;
}

/** Merges `extra` into effective.citations of a run directory's run-config.json. */
export function setCitationsConfig(root: string, extra: Record<string, unknown>): void {
  const path = join(root, 'run-config.json');
  const config = JSON.parse(readFileSync(path, 'utf8'));
  config.effective.citations = { ...config.effective.citations, ...extra };
  writeFileSync(path, JSON.stringify(config, null, 2));
}
