/**
 * The command line's surface, through the real bin in a child process: every command answers
 * --help (exit 0), and a usage error is `citeflow: INVALID_ARGS: …` with exit 1 (validate: its
 * one JSON error object). None of these needs Temporal, so none may start a server.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../e2e/helpers';

const home = mkdtempSync(join(tmpdir(), 'citeflow-usage-'));
// An isolated home and a port nothing listens on: a command that tried to reach Temporal would fail.
const env = { ...process.env, CITEFLOW_HOME: home, TEMPORAL_ADDRESS: '127.0.0.1:1' };

afterAll(() => rmSync(home, { recursive: true, force: true }));

const COMMANDS = ['demo', 'run', 'validate', 'status', 'worker', 'server', 'url', 'cite', 'render', 'settings', 'library', 'reverify', 'schedules'];
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
