// First: zod's JIT off before any schema exists (no eval anywhere; see lib/zod-jitless.ts).
import '../../lib/zod-jitless';
import { render } from 'preact';
import { App } from './App';

render(<App />, document.getElementById('app')!);
