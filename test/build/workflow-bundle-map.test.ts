/**
 * The built workflow bundle (workers/bundle-workflows.ts): the SDK's code as its bundler wrote it,
 * with an inline source map that keeps `mappings` (stack-trace positions) but not the sources' text.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withoutEmbeddedSources } from '../../workers/bundle-workflows';

const inline = (map: object, prefix = 'data:application/json;charset=utf-8;base64,') =>
  `//# sourceMappingURL=${prefix}${Buffer.from(JSON.stringify(map)).toString('base64')}`;
const mapOf = (code: string) => {
  const at = code.lastIndexOf('//# sourceMappingURL=data:');
  return JSON.parse(Buffer.from(code.slice(code.indexOf('base64,', at) + 7).trim(), 'base64').toString('utf8'));
};

describe('withoutEmbeddedSources', () => {
  const map = { version: 3, file: 'b.js', sources: ['w.ts'], sourcesContent: ['export const x = 1;'], names: [], mappings: 'AAAA;AACA' };
  const code = 'var x = 1;\n';

  it('drops sourcesContent and keeps the code and every other field of the map', () => {
    const out = withoutEmbeddedSources(code + inline(map));
    expect(out.startsWith(code + '//# sourceMappingURL=data:application/json;charset=utf-8;base64,')).toBe(true);
    const { sourcesContent, ...rest } = map;
    expect(sourcesContent).toHaveLength(1);
    expect(mapOf(out)).toEqual(rest);
  });

  it('leaves a bundle without an inline map, or without embedded sources, as it is', () => {
    expect(withoutEmbeddedSources(code)).toBe(code);
    const { sourcesContent: _dropped, ...bare } = map;
    expect(withoutEmbeddedSources(code + inline(bare))).toBe(code + inline(bare));
  });

  const built = join(__dirname, '..', '..', 'dist', 'workflow-bundle.js');
  (existsSync(built) ? it : it.skip)('the built bundle has a map with mappings and no embedded sources', () => {
    const m = mapOf(readFileSync(built, 'utf8'));
    expect(m.sourcesContent).toBeUndefined();
    expect(m.mappings.length).toBeGreaterThan(1000);
    expect(m.sources.some((s: string) => s.includes('workflows/run'))).toBe(true);
  });
});
