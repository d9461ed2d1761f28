import type { HistoryImportBench } from './history-import';

// The bench's console lines, apart from the measuring in scripts/bench.ts.

interface PerMinute {
  withExtension: number;
  withoutExtension: number;
  pollingReference: number;
}

export interface MainThreadMedians {
  scriptMsPerMinute: PerMinute;
  taskMsPerMinute: PerMinute;
}

const share = (ours: number, theirs: number) => (theirs > 0 ? (ours / theirs).toFixed(2) : 'n/a');

export function printHistoryImport(line: HistoryImportBench): void {
  console.log(
    `\nhistory import of ${line.entries} entries (${line.distinct} distinct): ${line.historyPosts} POST /sync/history (largest ${line.largestBatch} items), ${line.requests} requests in all, ${line.seconds} s; most POSTs in one second: ${line.maxPostsInOneSecond} (spec 8: 1); ${line.sentWatches} watches sent, written ${line.written}, added to history ${line.addedToHistory}; violations ${line.violations}`,
  );
}

export function printMainThread(mainThread: MainThreadMedians, rounds: number, seconds: number): void {
  const script = mainThread.scriptMsPerMinute;
  const task = mainThread.taskMsPerMinute;
  console.log('\nmain thread per minute of playback (median of %d rounds of %d s)', rounds, seconds);
  console.log('                     script ms/min   all tasks ms/min');
  console.log(`  with extension     ${String(script.withExtension).padStart(13)}   ${String(task.withExtension).padStart(16)}`);
  console.log(`  without            ${String(script.withoutExtension).padStart(13)}   ${String(task.withoutExtension).padStart(16)}`);
  console.log(`  polling reference  ${String(script.pollingReference).padStart(13)}   ${String(task.pollingReference).padStart(16)}`);
  console.log(
    `  extension's share  ${String(script.withExtension - script.withoutExtension).padStart(13)}   ${String(task.withExtension - task.withoutExtension).padStart(16)}`,
  );
  console.log(
    `  polling's share    ${String(script.pollingReference - script.withoutExtension).padStart(13)}   ${String(task.pollingReference - task.withoutExtension).padStart(16)}`,
  );
  console.log(
    `  ours / polling, added script time: ${share(script.withExtension - script.withoutExtension, script.pollingReference - script.withoutExtension)}; ours / none, all script time: ${share(script.withExtension, script.withoutExtension)}`,
  );
}
