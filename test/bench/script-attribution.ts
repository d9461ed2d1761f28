import type { CDPSession } from 'playwright-core';

/** One complete ("X") trace event of the renderer, as Chrome's tracing writes it. */
interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { url?: string; scriptName?: string } };
}

/** Trace events that run a script's code (callbacks of events, observers and timers; evaluation), with its URL. */
const SCRIPT_RUNS = new Set(['FunctionCall', 'EvaluateScript', 'v8.compile', 'v8.compileModule']);

/** Records the renderer's timeline trace while `during` runs. */
export async function traceWhile(cdp: CDPSession, during: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = [];
  const collect = ({ value }: { value: object[] }) => void events.push(...(value as TraceEvent[]));
  cdp.on('Tracing.dataCollected', collect);
  await cdp.send('Tracing.start', {
    traceConfig: { includedCategories: ['devtools.timeline', 'v8'], recordMode: 'recordAsMuchAsPossible' },
    transferMode: 'ReportEvents',
  });
  await during();
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.end');
  await complete;
  cdp.off('Tracing.dataCollected', collect);
  return events;
}

export interface Attribution {
  /** Main-thread ms spent in scripts whose URL matches, outermost runs only (nothing counted twice). */
  ms: number;
  /** How many times such a script was entered: event and observer callbacks, timer fires, evaluations. */
  callbacks: number;
}

/** Outermost runs only, per thread: a run that starts inside a counted one is part of it. */
function outermost(events: readonly TraceEvent[], counts: (event: TraceEvent) => boolean): Attribution {
  const runs = events
    .filter((event) => event.ph === 'X' && SCRIPT_RUNS.has(event.name) && event.dur !== undefined && counts(event))
    .sort((a, b) => a.ts - b.ts);
  let microseconds = 0;
  let callbacks = 0;
  /** Per thread, where the last counted run ended. */
  const busyUntil = new Map<string, number>();
  for (const run of runs) {
    const thread = threadOf(run);
    if (run.ts < (busyUntil.get(thread) ?? 0)) continue;
    busyUntil.set(thread, run.ts + run.dur!);
    microseconds += run.dur!;
    callbacks += 1;
  }
  return { ms: microseconds / 1000, callbacks };
}

const threadOf = (event: TraceEvent) => `${event.pid}:${event.tid}`;
const urlOf = (event: TraceEvent) => event.args?.data?.url ?? event.args?.data?.scriptName ?? '';

/** What the scripts whose URL `matches` cost, by the trace: their outermost runs, summed. */
export function attributed(events: readonly TraceEvent[], matches: (url: string) => boolean): Attribution {
  return outermost(events, (event) => matches(urlOf(event)));
}

/**
 * Every script the page's main thread ran, whoever's (the page's, the extension's), at the trace's
 * microsecond resolution: the outermost runs on the thread that ran the page's own scripts (those
 * from `origin`). Chrome's ScriptDuration counter says much the same in whole milliseconds.
 */
export function pageWide(events: readonly TraceEvent[], origin: string): Attribution {
  const perThread = new Map<string, number>();
  for (const event of events) {
    if (event.ph === 'X' && SCRIPT_RUNS.has(event.name) && urlOf(event).startsWith(origin))
      perThread.set(threadOf(event), (perThread.get(threadOf(event)) ?? 0) + 1);
  }
  const main = [...perThread].sort((a, b) => b[1] - a[1])[0]?.[0];
  return main ? outermost(events, (event) => threadOf(event) === main) : { ms: 0, callbacks: 0 };
}

/**
 * A script's start-up by the trace: its compile and its evaluation (for a content script, WXT's
 * wrapper and main() up to its first await), outermost runs only. Later callbacks are not start-up.
 */
export function scriptStartup(events: readonly TraceEvent[], matches: (url: string) => boolean): number {
  return attributed(
    events.filter((event) => event.name === 'EvaluateScript' || event.name.startsWith('v8.compile')),
    matches,
  ).ms;
}

/** Content scripts of any extension: the one loaded in the condition measured. */
export const isExtensionScript = (url: string) => url.startsWith('chrome-extension://');
