/**
 * `citeflow keys create|list|revoke`: the service's API keys, managed on the library database
 * directly (no running service needed). A key is printed once, at creation; only its SHA-256
 * is stored. Every change writes an audit row whose actor is `cli:<user>`.
 */
import { userInfo } from 'node:os';
import type { Command } from 'commander';
import type { LibraryDb } from '../../activities/library/db';
import { API_ROLES, ApiRoleSchema, DEFAULT_RATE_LIMIT_PER_MINUTE, KeyIdSchema, MAX_RATE_LIMIT_PER_MINUTE, type ApiKeyInfo } from '../../shared/api/keys';
import { printError, toErrorShape } from '../failures';

function cliActor() {
  let user = 'unknown';
  try {
    user = userInfo().username;
  } catch {
    /* no passwd entry */
  }
  return { id: `cli:${user}`, role: null };
}

async function withDb<T>(json: boolean, fn: (db: LibraryDb, keys: typeof import('../../api/keys')) => Promise<T>): Promise<void> {
  const { getLibraryDb, closeLibraryDbs } = await import('../../activities/library/connection');
  try {
    await fn(await getLibraryDb({ start: true }), await import('../../api/keys'));
  } catch (err) {
    printError(toErrorShape(err), json);
    process.exitCode = 1;
  } finally {
    await closeLibraryDbs();
  }
}

function line(k: ApiKeyInfo): string {
  return `${k.key_id}  ${k.role.padEnd(6)}  ${String(k.rate_limit_per_minute).padStart(7)}/min  created ${k.created_at}${k.last_used_at ? `  last used ${k.last_used_at}` : ''}${k.revoked_at ? `  REVOKED ${k.revoked_at}` : ''}${k.name ? `  ${k.name}` : ''}`;
}

export function registerKeys(program: Command): void {
  const keys = program.command('keys').description('API keys of the citation service (create, list, revoke)');

  keys
    .command('create')
    .description('create an API key and print it (once: only its hash is stored)')
    .requiredOption('--role <role>', `one of ${API_ROLES.join(', ')} (viewer reads; editor writes and verifies; admin deletes and manages keys)`)
    .option('--name <text>', 'what the key is for', '')
    .option('--rate-limit <n>', `requests a minute (default ${DEFAULT_RATE_LIMIT_PER_MINUTE})`)
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: { role: string; name: string; rateLimit?: string; json: boolean }) => {
      const role = ApiRoleSchema.safeParse(o.role);
      const rate = o.rateLimit === undefined ? DEFAULT_RATE_LIMIT_PER_MINUTE : Number(o.rateLimit);
      if (!role.success || !Number.isInteger(rate) || rate < 1 || rate > MAX_RATE_LIMIT_PER_MINUTE || o.name.length > 200) {
        const message = !role.success
          ? `--role must be one of ${API_ROLES.join(', ')}`
          : o.name.length > 200
            ? '--name is longer than 200 characters'
            : `--rate-limit must be a whole number from 1 to ${MAX_RATE_LIMIT_PER_MINUTE}`;
        printError({ code: 'INVALID_ARGS', message, details: {} }, o.json);
        process.exitCode = 1;
        return;
      }
      await withDb(o.json, async (db, { createKey }) => {
        const created = await db.tx((q) => createKey(q, { role: role.data, name: o.name, rate_limit_per_minute: rate }, cliActor()));
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, ...created }) + '\n');
        else
          process.stdout.write(
            `${created.key}\n\nkey id ${created.key_id} · role ${created.role} · ${created.rate_limit_per_minute} requests/min\n` +
              'This is the only time the key is shown: store it now. Send it as "Authorization: Bearer <key>".\n',
          );
      });
    });

  keys
    .command('list')
    .description('list API keys (ids, roles, limits, last use — never the keys themselves)')
    .option('--all', 'include revoked keys', false)
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (o: { all: boolean; json: boolean }) => {
      await withDb(o.json, async (db, { listKeys }) => {
        const items = await listKeys(db, { includeRevoked: o.all });
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, items }) + '\n');
        else process.stdout.write(items.length ? items.map(line).join('\n') + '\n' : 'no API keys (create one with `citeflow keys create --role admin`)\n');
      });
    });

  keys
    .command('revoke')
    .description('revoke an API key; it stops working at once, on every running service')
    .argument('<key_id>', 'the key id (k_…) as `keys list` shows it')
    .option('--json', 'print one JSON object on stdout', false)
    .action(async (keyId: string, o: { json: boolean }) => {
      if (!KeyIdSchema.safeParse(keyId).success) {
        printError({ code: 'INVALID_ARGS', message: 'give a key id (k_ and 16 characters) as `citeflow keys list` shows it', details: {} }, o.json);
        process.exitCode = 1;
        return;
      }
      await withDb(o.json, async (db, { revokeKey }) => {
        const revoked = await db.tx((q) => revokeKey(q, keyId, cliActor()));
        if (!revoked) {
          printError({ code: 'NOT_FOUND', message: `no key ${keyId}`, details: {} }, o.json);
          process.exitCode = 1;
          return;
        }
        if (o.json) process.stdout.write(JSON.stringify({ ok: true, ...revoked }) + '\n');
        else process.stdout.write(`revoked ${revoked.key_id} (${revoked.role}) at ${revoked.revoked_at}\n`);
      });
    });
}
