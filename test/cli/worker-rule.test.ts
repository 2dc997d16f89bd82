/**
 * The pure parts of two rules: which pollers count as a live worker (a waiting command hosts its
 * own worker only when none does), and which URLs the include/exclude lists let through.
 */
import { spawnSync } from 'node:child_process';
import { hostname } from 'node:os';
import { isLivePoller } from '../../cli/temporal';
import { compileUrlFilters, mergeUrlFilters } from '../../shared/url-filters';

const now = Date.parse('2026-11-22T12:00:00Z');
const recent = new Date(now - 5_000).toISOString();

describe('isLivePoller', () => {
  test('a worker process on this host that is still running counts', () => {
    expect(isLivePoller({ identity: `${process.pid}@${hostname()}`, last_access: recent, type: 'activity' }, now)).toBe(true);
  });

  test('a worker process on this host that has exited does not (the server lists pollers for minutes after)', () => {
    const exited = spawnSync(process.execPath, ['-e', '0']).pid!;
    expect(isLivePoller({ identity: `${exited}@${hostname()}`, last_access: recent, type: 'workflow' }, now)).toBe(false);
  });

  test('a worker on another host counts until it has been silent for 90 s', () => {
    expect(isLivePoller({ identity: '4242@elsewhere', last_access: recent, type: 'activity' }, now)).toBe(true);
    expect(isLivePoller({ identity: '4242@elsewhere', last_access: new Date(now - 120_000).toISOString(), type: 'activity' }, now)).toBe(false);
    expect(isLivePoller({ identity: 'some-custom-identity', last_access: null, type: 'activity' }, now)).toBe(true);
  });
});

describe('URL include / exclude lists', () => {
  const urls = ['https://a.example/x', 'https://b.example/y', 'https://news.example/paywall'];
  const pass = (filters: Parameters<typeof compileUrlFilters>[0]) => {
    const f = compileUrlFilters(filters);
    return urls.filter((u) => !f.active || f.checks(u));
  };

  test('nothing given: every URL is checked (and the filter says it is inactive)', () => {
    expect(compileUrlFilters({}).active).toBe(false);
    expect(pass({})).toEqual(urls);
  });

  test('exclude leaves matching URLs out', () => {
    expect(pass({ exclude: ['^https://news\\.'] })).toEqual(urls.slice(0, 2));
  });

  test('with includes only matching URLs are checked, and an include beats an exclude', () => {
    expect(pass({ include: ['a\\.example'] })).toEqual(['https://a.example/x']);
    expect(pass({ include: ['news'], exclude: ['example'] })).toEqual(['https://news.example/paywall']);
  });

  test("run-config's lists and the command line's add up", () => {
    expect(mergeUrlFilters({ exclude: ['a'] }, { exclude: ['b'], include: ['c'] })).toEqual({ include: ['c'], exclude: ['a', 'b'] });
  });

  test('a bad regex is an error naming where it came from', () => {
    expect(() => compileUrlFilters({ exclude: ['ok', '('] }, 'run-config.json effective.citations.urls')).toThrow(
      expect.objectContaining({ code: 'SCHEMA_VALIDATION_FAILED', message: expect.stringMatching(/^run-config\.json effective\.citations\.urls\.exclude\[1\]: not a valid regular expression/) }),
    );
    expect(() => compileUrlFilters({ include: ['('] }, { include: '--include', exclude: '--exclude' }, 'INVALID_ARGS')).toThrow(
      expect.objectContaining({ code: 'INVALID_ARGS', message: expect.stringMatching(/^--include\[0\]/) }),
    );
  });
});
