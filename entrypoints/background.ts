// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../lib/zod-jitless';
import { defineBackground } from 'wxt/utils/define-background';
import { startBackground } from '../lib/background';

export default defineBackground(() => startBackground());
