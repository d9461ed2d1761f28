import { z } from 'zod/mini';

/**
 * zod 4 compiles object schemas with `new Function` when the page allows it. Extension pages and
 * content scripts run under a CSP that forbids eval, and Mozilla's review flags every eval site,
 * so the JIT is switched off before any schema parses. Each entrypoint that bundles zod imports
 * this module first (lib/zod-jitless.test.ts checks it); the build removes zod's eval probe, which
 * this setting makes dead code (lib/build/strip-zod-eval-probe.ts). The mini build's `config` is
 * the one global setting the classic build reads too, and the popup's first load has only mini.
 */
z.config({ jitless: true });
