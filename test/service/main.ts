/**
 * CLI: `npx tsx test/service/main.ts [--api-port N] [--web-port N] [--cdn-port N] [--image-port N]
 * [--now ISO|ms] [--frozen] [--relaxed-rates] [--lenient] [--quiet]`. Runs until SIGINT/SIGTERM and prints
 * violations as they happen.
 */
import { parseArgs } from 'node:util';
import { CLIENTS, USERS } from './accounts.ts';
import { startSimulator } from './server.ts';

const { values } = parseArgs({
  options: {
    'api-port': { type: 'string' },
    'web-port': { type: 'string' },
    'cdn-port': { type: 'string' },
    'image-port': { type: 'string' },
    now: { type: 'string' },
    frozen: { type: 'boolean', default: false },
    quiet: { type: 'boolean', default: false },
    'relaxed-rates': { type: 'boolean', default: false },
    /** Do not record `undocumented-use` (GAPS.md, "Strict mode"). */
    lenient: { type: 'boolean', default: false },
  },
});

const port = (v: string | undefined) => (v === undefined ? undefined : Number(v));
const now = values.now === undefined ? undefined : /^\d+$/.test(values.now) ? Number(values.now) : Date.parse(values.now);
if (now !== undefined && Number.isNaN(now)) throw new Error(`--now: not a time: ${values.now ?? ''}`);

const sim = await startSimulator({
  apiPort: port(values['api-port']),
  webPort: port(values['web-port']),
  cdnPort: port(values['cdn-port']),
  imagePort: port(values['image-port']),
  now,
  frozenClock: values.frozen,
  rates: !values['relaxed-rates'],
  strict: !values.lenient,
  onViolation: values.quiet ? undefined : (v) => console.log(`[violation] ${v.rule}: ${v.host} ${v.method} ${v.path}: ${v.detail}`),
});

console.log(`media-tracking service simulator
  api    ${sim.urls.api}
  web    ${sim.urls.web}
  cdn    ${sim.urls.cdn}
  image  ${sim.urls.image}
  admin  ${sim.urls.api}/__admin
clients: ${CLIENTS.map((c) => `${c.id} (V${c.version} ${c.kind}${c.secret ? `, secret ${c.secret}` : ''})`).join('\n         ')}
users:   ${USERS.map((u) => `${u.name} (#${u.id}, ${u.plan.toUpperCase()})`).join(', ')}
clock:   ${sim.state.clock.iso()}${values.frozen ? ' (frozen)' : ''}
limits:  per-second rates ${values['relaxed-rates'] ? 'relaxed' : 'enforced'}; daily quotas enforced (POST /__admin/limits to change)
strict:  ${values.lenient ? 'off (--lenient: undocumented-use not recorded)' : 'on (undocumented-use recorded; --lenient turns it off)'}`);

let closing = false;
const stop = (signal: string) => {
  if (closing) return;
  closing = true;
  console.log(`\n${signal}: closing`);
  void sim.close().then(() => process.exit(0));
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
