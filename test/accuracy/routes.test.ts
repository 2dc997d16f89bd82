/**
 * Every labelled set can be scored with every other (`npm run accuracy -- --set all`): no two sets
 * serve a page at the same host and path (the scorer routes by path without the query, so two sets
 * there would get one page — serveCorpus refuses, naming both). New held-out sets are written
 * blind, by engineers who cannot read the others' routes: this is where a clash shows.
 */
import { crossSetRoutes } from './score';
import { SETS } from './sets';

test('no two accuracy sets share a route', () => {
  const cases = Object.values(SETS).flatMap((load) => load());
  expect(cases.length).toBeGreaterThan(8000);
  expect(crossSetRoutes(cases)).toEqual([]);
}, 120_000);
