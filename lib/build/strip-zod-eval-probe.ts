import type { Plugin } from 'vite';

/** zod 4's one-time check whether `Function` may be called (its JIT); dead under `jitless`. */
const PROBE = /try\s*\{\s*const F = Function;\s*new F\(""\);\s*return true;\s*\}\s*catch \(_\)\s*\{\s*return false;\s*\}/;
const ZOD_UTIL = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]core[\\/]util\.js$/;

/**
 * Build step: every bundle sets zod's `jitless` first (lib/zod-jitless.ts), so the probe can never
 * run; removing it leaves Mozilla's linter no `Function(...)` to flag (DANGEROUS_EVAL) in the
 * background, the content scripts and the pages. A zod release that changes the probe stops the
 * build here instead of bringing the warning back unnoticed.
 */
export function stripZodEvalProbe(): Plugin {
  return {
    name: 'watchmark:strip-zod-eval-probe',
    enforce: 'pre',
    transform(code, id) {
      if (!ZOD_UTIL.test(id.split('?')[0]!)) return null;
      if (!PROBE.test(code)) {
        this.error('zod changed its eval probe (zod/v4/core/util.js allowsEval); update lib/build/strip-zod-eval-probe.ts');
      }
      return { code: code.replace(PROBE, 'return false;'), map: null };
    },
  };
}
