import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The citeflow checkout/package folder, found from this file whether it runs from dist/ or from sources. */
export function packageRoot(from: string = __dirname): string {
  let dir = from;
  while (!existsSync(join(dir, 'package.json')) || !existsSync(join(dir, 'examples'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('cannot find the citeflow package folder');
    dir = parent;
  }
  return dir;
}
