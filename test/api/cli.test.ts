/**
 * `citeflow serve` and `citeflow keys` on the command line: --help, and usage errors that are
 * INVALID_ARGS with exit 1 before anything is started (no Temporal, no database).
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../e2e/helpers';

const home = mkdtempSync(join(tmpdir(), 'citeflow-svc-usage-'));
const env = { ...process.env, CITEFLOW_HOME: home, TEMPORAL_ADDRESS: '127.0.0.1:1', CITEFLOW_DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };

afterAll(() => rmSync(home, { recursive: true, force: true }));

test.each(['serve', 'keys create', 'keys list', 'keys revoke'])('citeflow %s --help documents the command', async (command) => {
  const r = await runCli([...command.split(' '), '--help'], env, 30000);
  expect(r.code).toBe(0);
  expect(r.stdout).toMatch(new RegExp(`^Usage: citeflow ${command} `));
});

test('the top-level help lists serve and keys; keys lists its subcommands', async () => {
  const top = await runCli(['--help'], env, 30000);
  expect(top.stdout).toMatch(/^ {2}serve\b/m);
  expect(top.stdout).toMatch(/^ {2}keys\b/m);
  const keys = await runCli(['keys', '--help'], env, 30000);
  for (const sub of ['create', 'list', 'revoke']) expect(keys.stdout).toMatch(new RegExp(`^ {2}${sub}\\b`, 'm'));
});

test.each([
  ['a port that is not one', ['serve', '--port', 'http'], '--port http is not a TCP port'],
  ['an unknown role', ['keys', 'create', '--role', 'root'], '--role must be one of viewer, editor, admin'],
  ['a rate limit that is not a number', ['keys', 'create', '--role', 'viewer', '--rate-limit', 'lots'], '--rate-limit must be a whole number'],
  ['a key id that is not one', ['keys', 'revoke', 'cfk_whole_key_pasted'], 'give a key id'],
])('%s is INVALID_ARGS with exit 1, and nothing is started', async (_label, args, message) => {
  const r = await runCli(args, env, 30000);
  expect(r.code).toBe(1);
  expect(r.stdout).toBe('');
  expect(r.stderr.split('\n')[0]).toMatch(/^citeflow: INVALID_ARGS: /);
  expect(r.stderr).toContain(message);
  expect(readdirSync(home)).toEqual([]);
});

test('keys --json reports an unreachable database as one JSON error object', async () => {
  const r = await runCli(['keys', 'list', '--json'], env, 60000);
  expect(r.code).toBe(1);
  const out = JSON.parse(r.stdout);
  expect(out.ok).toBe(false);
  expect(typeof out.error.code).toBe('string');
  expect(r.stdout).not.toMatch(/\n\s+at /);
});
