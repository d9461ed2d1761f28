import type { MainThreadSample } from './main-thread';

/** One page's samples under the three conditions, one sample per round each, interleaved. */
export interface PageConditions {
  extension: MainThreadSample[];
  baseline: MainThreadSample[];
  polling: MainThreadSample[];
}

export const emptyConditions = (): PageConditions => ({ extension: [], baseline: [], polling: [] });

export const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]!;

interface Spread {
  median: number;
  min: number;
  max: number;
}

const spreadOf = (values: number[]): Spread => ({ median: median(values), min: Math.min(...values), max: Math.max(...values) });
const round2 = (value: number) => Math.round(value * 100) / 100;

/** Median, min and max of each metric over one condition's samples. */
export function conditionSummary(list: MainThreadSample[]) {
  const spread = (metric: keyof MainThreadSample) => spreadOf(list.map((entry) => entry[metric]));
  return {
    scriptMsPerMinute: spread('scriptMsPerMinute'),
    pageScriptMsPerMinute: spread('pageScriptMsPerMinute'),
    taskMsPerMinute: spread('taskMsPerMinute'),
    attributedMsPerMinute: spread('attributedMsPerMinute'),
    callbacksPerMinute: spread('callbacksPerMinute'),
    mutationsPerSecond: spread('mutationsPerSecond'),
  };
}
export type ConditionSummary = ReturnType<typeof conditionSummary>;

/**
 * Page-wide script time (the trace's, to the microsecond) with the extension over without: the
 * ratio of the medians, and the spread of each round's own ratio (the two conditions ran one after
 * the other in the same round, so they saw much the same machine load).
 */
export function pageWideRatio(group: PageConditions): { ofMedians: number | null; perRound: Spread | null } {
  const ours = median(group.extension.map((sample) => sample.pageScriptMsPerMinute));
  const none = median(group.baseline.map((sample) => sample.pageScriptMsPerMinute));
  const rounds = group.extension.flatMap((sample, index) => {
    const without = group.baseline[index]?.pageScriptMsPerMinute ?? 0;
    return without > 0 ? [sample.pageScriptMsPerMinute / without] : [];
  });
  const perRound = rounds.length > 0 ? spreadOf(rounds) : null;
  return {
    ofMedians: none > 0 ? round2(ours / none) : null,
    perRound: perRound && { median: round2(perRound.median), min: round2(perRound.min), max: round2(perRound.max) },
  };
}

export function summaryOf(group: PageConditions) {
  return {
    withExtension: conditionSummary(group.extension),
    withoutExtension: conditionSummary(group.baseline),
    pollingReference: conditionSummary(group.polling),
    pageWideOursToNone: pageWideRatio(group),
  };
}

/** `median (min-max)`, with `digits` decimals (page script time is to 0.1 ms, Chrome's counter whole ms). */
const cell = (spread: Spread, width: number, digits = 0) =>
  `${spread.median.toFixed(digits)} (${spread.min.toFixed(digits)}-${spread.max.toFixed(digits)})`.padStart(width);
const ratioText = (value: number) => value.toFixed(2);

/** The table of one page: page-wide script time (trace, Chrome's counter), attributed time, callbacks. */
export function printPage(title: string, group: PageConditions, rounds: number): void {
  const summary = summaryOf(group);
  console.log(`\n${title} (median (min-max) of ${rounds} rounds, per minute)`);
  console.log('                       page script ms (trace)   Chrome ScriptDuration ms   content script ms   callbacks');
  for (const [label, condition] of [
    ['with extension', summary.withExtension],
    ['without', summary.withoutExtension],
    ['polling reference', summary.pollingReference],
  ] as const) {
    const attributed = label === 'without' ? ''.padStart(19) : cell(condition.attributedMsPerMinute, 19, 1);
    const callbacks = label === 'without' ? '' : String(condition.callbacksPerMinute.median).padStart(11);
    console.log(`  ${label.padEnd(19)} ${cell(condition.pageScriptMsPerMinute, 24, 1)} ${cell(condition.scriptMsPerMinute, 26)} ${attributed} ${callbacks}`);
  }
  const { ofMedians, perRound } = summary.pageWideOursToNone;
  const within = perRound ? `; within 10%: median ${perRound.median <= 1.1 ? 'yes' : 'no'}, every round ${perRound.max <= 1.1 ? 'yes' : 'no'}` : '';
  console.log(
    `  page script, ours / none: ${ofMedians === null ? 'n/a' : ratioText(ofMedians)} (ratio of medians); per round ${perRound ? `${ratioText(perRound.median)} (${ratioText(perRound.min)}-${ratioText(perRound.max)})` : 'n/a'}${within}`,
  );
  const attributedOurs = summary.withExtension.attributedMsPerMinute.median;
  const attributedPolling = summary.pollingReference.attributedMsPerMinute.median;
  console.log(`  content script, ours / polling: ${attributedPolling > 0 ? (attributedOurs / attributedPolling).toFixed(3) : 'n/a'} (target 0.1)`);
  const mutations = summary.withoutExtension.mutationsPerSecond;
  if (mutations.max > 0)
    console.log(
      `  the page's own DOM mutations per second: ${summary.withExtension.mutationsPerSecond.median} with extension, ${mutations.median} without, ${summary.pollingReference.mutationsPerSecond.median} polling`,
    );
}
