/**
 * The benchmark's baseline, as its own process (so its memory is its own): fetch every URL of
 * a file and read its body with undici, CONCURRENCY at a time and at most PER_HOST connections
 * per host, nothing else. Prints {"ok": <200 answers>, "seconds": <wall>} on stdout.
 * Usage: node plain-loop.js <urls-file> <concurrency> <per-host>
 */
import { readFileSync } from 'node:fs';
import { Agent, request } from 'undici';

async function main(): Promise<void> {
  const [file, concurrency, perHost] = process.argv.slice(2);
  const urls = readFileSync(file!, 'utf8').split('\n').filter(Boolean);
  // The same connection settings as citeflow's fetcher (activities/fetch/fetcher.ts): keep-alive
  // connections (4 s idle), one request per connection at a time, at most PER_HOST per origin —
  // so it is a fair reference: the wire's limit at citeflow's politeness, not a weaker loop.
  const agent = new Agent({ connections: Number(perHost), pipelining: 1, keepAliveTimeout: 4000 });
  let next = 0;
  let ok = 0;
  const started = process.hrtime.bigint();
  await Promise.all(
    Array.from({ length: Number(concurrency) }, async () => {
      while (next < urls.length) {
        const url = urls[next++]!;
        const res = await request(url, { dispatcher: agent });
        await res.body.text();
        if (res.statusCode === 200) ok++;
      }
    }),
  );
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  await agent.close();
  process.stdout.write(JSON.stringify({ ok, seconds }) + '\n');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
