/**
 * The command line's surface, through the real bin in a child process: every command answers
 * --help (exit 0), and a usage error is `citeflow: INVALID_ARGS: …` with exit 1 (validate: its
 * one JSON error object). None of these needs Temporal, so none may start a server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { Command } from 'commander';
import { COMMAND_MODULES } from '../../cli/commands';
import { ROOT, runCli } from '../e2e/helpers';

const home = mkdtempSync(join(tmpdir(), 'citeflow-usage-'));
// An isolated home and a port nothing listens on: a command that tried to reach Temporal would fail.
const env = { ...process.env, CITEFLOW_HOME: home, TEMPORAL_ADDRESS: '127.0.0.1:1' };

afterAll(() => rmSync(home, { recursive: true, force: true }));

const COMMANDS = ['demo', 'run', 'validate', 'status', 'list', 'worker', 'server', 'url', 'cite', 'render', 'settings', 'library', 'reverify', 'schedules', 'serve', 'keys'];
const SUBCOMMANDS = [
  ...['list', 'show', 'stale', 'top-used', 'accuracy', 'alerts'].map((s) => ['library', s]),
  ...['apply', 'list', 'pause', 'unpause', 'trigger'].map((s) => ['schedules', s]),
];

test.each(COMMANDS)('citeflow %s --help documents the command and exits 0', async (command) => {
  const r = await runCli([command, '--help'], env, 30000);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(new RegExp(`^Usage: citeflow ${command} `));
  expect(r.stdout).toContain('-h, --help');
});

test.each(SUBCOMMANDS)('citeflow %s %s --help documents the command and exits 0', async (group, command) => {
  const r = await runCli([group, command, '--help'], env, 30000);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(new RegExp(`^Usage: citeflow ${group} ${command} `));
});

test('each entry of COMMAND_MODULES registers the command it is named for, and the list is the commands', () => {
  expect(COMMAND_MODULES.map(([name]) => name)).toEqual(COMMANDS);
  for (const [name, load] of COMMAND_MODULES) {
    const program = new Command('citeflow');
    load()(program);
    expect(program.commands.map((c) => c.name())).toEqual([name]);
  }
});

test('a command line naming one command loads only that command\'s module', () => {
  const script = `const m = require(${JSON.stringify(join(ROOT, 'dist', 'cli', 'main.js'))});
    const loaded = () => Object.keys(require.cache).filter((f) => /[\\/]cli[\\/]commands[\\/][a-z]+\\.js$/.test(f)).map((f) => f.replace(/.*[\\/]/, '')).sort();
    const one = m.buildProgram('cite').commands.map((c) => c.name());
    const afterOne = loaded();
    const all = m.buildProgram('help').commands.map((c) => c.name());
    process.stdout.write(JSON.stringify({ one, afterOne, all: all.length, afterAll: loaded().length }));`;
  const r = JSON.parse(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }));
  expect(r.one).toEqual(['cite']);
  expect(r.afterOne).toEqual(['cite.js', 'index.js']);
  expect(r.all).toBe(COMMANDS.length);
  expect(r.afterAll).toBe(COMMANDS.length + 1);
});

test('the top-level help lists every command', async () => {
  const r = await runCli(['--help'], env, 30000);
  expect(r.code).toBe(0);
  for (const command of COMMANDS) expect(r.stdout).toMatch(new RegExp(`^  ${command}\\b`, 'm'));
});

test.each([
  ['a missing argument', ['run'], "missing required argument 'runRoot'"],
  ['an unknown command', ['frobnicate'], "unknown command 'frobnicate'"],
  ['an unknown option', ['url', '--frobnicate', 'https://example.com'], "unknown option '--frobnicate'"],
  ['a value outside the choices', ['cite', home, '--format', 'bibtex'], "argument 'bibtex' is invalid"],
  ['an unknown library status', ['library', 'list', '--status', 'fresh'], '--status must be one of pending, verified, failed, stale'],
  ['an unknown tier', ['schedules', 'trigger', 'hourly'], 'tier must be one of daily, weekly, monthly'],
  ['a reverify target that is neither cid, URL nor run id', ['reverify', 'not a run id!'], 'expected a cid (cid_…), a URL, or a run id'],
])('%s is INVALID_ARGS with exit 1', async (_label, args, message) => {
  const r = await runCli(args, env, 30000);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  const firstLine = r.stderr.split('\n')[0];
  expect(firstLine).toMatch(/^citeflow: INVALID_ARGS: /);
  expect(firstLine).toContain(message);
});

test('validate keeps its contract: a usage error is one JSON error object on stdout', async () => {
  const r = await runCli(['validate', '--frobnicate'], env, 30000);
  expect(r.code).toBe(1);
  expect(JSON.parse(r.stdout)).toEqual({ ok: false, error: { code: 'INVALID_ARGS', message: "unknown option '--frobnicate'", details: {} } });
});

test('--version prints citeflow and the package version, exit 0', async () => {
  const r = await runCli(['--version'], env, 30000);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(`citeflow ${require('../../package.json').version}\n`);
});

test('bare `settings` shows the settings (exit 0) instead of printing help', async () => {
  const r = await runCli(['settings'], env, 30000);
  expect(r.code).toBe(0);
  expect(r.stdout).toBe(`Citations disabled (the default; nothing saved in ${join(home, 'settings.json')}).\n`);
});

/** Runs the bin with `input` on its standard input. */
function runWithStdin(args: string[], input: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const { spawn } = require('node:child_process') as typeof import('node:child_process');
  const { CLI } = require('../e2e/helpers') as typeof import('../e2e/helpers');
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [CLI, ...args], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(input);
  });
}

test('url -: URLs from standard input, one a line, in place of the dash', async () => {
  const r = await runWithStdin(['url', 'https://first.example/', '-'], 'https://Example.com/a/?utm_source=x&api_key=s3cr3t\n\nhttps://b.example/x#frag\n');
  expect(r.code).toBe(0);
  const lines = r.stdout.trim().split('\n').map((l) => JSON.parse(l));
  expect(lines.map((l) => l.normalized_url)).toEqual(['https://first.example/', 'https://example.com/a?api_key=REDACTED', 'https://b.example/x']);
  expect(r.stdout).not.toContain('s3cr3t');
});

test('render -: the response from standard input', async () => {
  const response = { candidates: [{ content: { parts: [{ text: 'Hello from stdin.' }] } }] };
  const r = await runWithStdin(['render', '-', '--no-citations'], JSON.stringify(response));
  expect(r.code).toBe(0);
  expect(r.stdout).toContain('Hello from stdin.');
});
