/**
 * Loads less of @temporalio/worker's dependencies at start-up (docs/performance.md, "Stop 14").
 * Imported for its effect, before the SDK's worker is first required (workers/worker.ts,
 * workers/runtime.ts, and the CLI's worker hosting); it changes what this thread's `require`
 * returns for three module names, and only while the SDK loads them:
 *
 * - `rxjs` and `rxjs/operators` (the worker's task pipeline) come from rxjs's own single-file
 *   build of the same version, `rxjs/dist/bundles/rxjs.umd.min.js` (published in the package,
 *   the same API: its top level is `rxjs`, its `operators` is `rxjs/operators`). The CommonJS
 *   build is 226 files: ~0.1–0.15 s of resolving and compiling per start, the single file ~13 ms.
 *   Nothing else in citeflow uses rxjs, so no two copies meet.
 * - `memfs` and `unionfs`, which the SDK's workflow bundler requires at the top of its module,
 *   are loaded when the bundler first touches them. citeflow's workers run the prebuilt bundle
 *   (dist/workflow-bundle.js), so they never do: ~98 files, ~0.1 s per start. A worker that
 *   bundles at run time (no prebuilt bundle; replay tests) gets the real modules on first use.
 *
 * CITEFLOW_SDK_PLAIN_MODULES=1 turns this off (every module loads as usual).
 */
import Module from 'node:module';
import { dirname, join } from 'node:path';

type Load = (request: string, parent: NodeJS.Module | null | undefined, isMain: boolean) => unknown;
const moduleInternals = Module as unknown as { _load: Load };

/** rxjs's single-file build, or null when it is not there (then rxjs loads as usual). */
function rxjsBundle(load: Load, parent: NodeJS.Module | null | undefined): Record<string, unknown> | null {
  try {
    const root = dirname(require.resolve('rxjs/package.json', { paths: [parent?.filename ? dirname(parent.filename) : __dirname] }));
    const bundle = load(join(root, 'dist', 'bundles', 'rxjs.umd.min.js'), parent, false) as Record<string, unknown>;
    return typeof bundle?.Observable === 'function' && bundle.operators && typeof bundle.operators === 'object' ? bundle : null;
  } catch {
    return null;
  }
}

/** A module object whose members load the real module on first use (`__esModule` answers at once: TypeScript's `__importStar` keeps such a module as it is). */
function loadOnFirstUse(load: () => Record<string | symbol, unknown>): object {
  let real: Record<string | symbol, unknown> | undefined;
  const target = () => (real ??= load());
  return new Proxy(
    {},
    {
      get: (_t, key) => (key === '__esModule' ? true : target()[key]),
      has: (_t, key) => key in target(),
      ownKeys: () => Reflect.ownKeys(target()),
      getOwnPropertyDescriptor: (_t, key) => {
        const d = Reflect.getOwnPropertyDescriptor(target(), key);
        return d ? { ...d, configurable: true } : undefined;
      },
    },
  );
}

const INSTALLED = Symbol.for('citeflow.lean-sdk');

function install(): void {
  const g = globalThis as { [INSTALLED]?: boolean };
  if (g[INSTALLED] || process.env.CITEFLOW_SDK_PLAIN_MODULES === '1') return;
  g[INSTALLED] = true;
  const original = moduleInternals._load;
  let rxjs: Record<string, unknown> | null | undefined;
  const fromSdk = (parent: NodeJS.Module | null | undefined) => /[\\/]@temporalio[\\/]worker[\\/]/.test(parent?.filename ?? '');
  moduleInternals._load = function (this: unknown, request, parent, isMain) {
    if ((request === 'rxjs' || request === 'rxjs/operators') && fromSdk(parent)) {
      if (rxjs === undefined) rxjs = rxjsBundle((r, p, m) => original.call(this, r, p, m), parent);
      if (rxjs) return request === 'rxjs' ? rxjs : rxjs.operators;
    }
    if ((request === 'memfs' || request === 'unionfs') && fromSdk(parent) && /[\\/]workflow[\\/]bundler\.js$/.test(parent?.filename ?? '')) {
      return loadOnFirstUse(() => original.call(this, request, parent, isMain) as Record<string | symbol, unknown>);
    }
    return original.call(this, request, parent, isMain);
  };
}

install();
