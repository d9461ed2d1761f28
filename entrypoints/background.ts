// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../lib/zod-jitless';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/background';
import { TIMELINE_READERS } from '../content-scripts/page-world/readers';

// The sites' page-world readers live in their folders, which lib/ never imports.
export default defineBackground(() => startBackground(TIMELINE_READERS));
