import { describe, expect, it } from 'vitest';
import { NetworkError } from '../service/errors';
import { createSessionEpoch } from '../service/session-epoch';
import { harness, tick } from './executor.fixtures';

/** A send that waits until the test answers it: a job in flight. */
function heldSend() {
  let answer: (outcome: string | Error) => void = () => undefined;
  let markStarted: () => void = () => undefined;
  const started = new Promise<void>((resolve) => {
    markStarted = resolve;
  });
  const send = () =>
    new Promise<string>((resolve, reject) => {
      answer = (outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome));
      markStarted();
    });
  return { send, started, answer: (outcome: string | Error) => answer(outcome) };
}

describe('sign-out ends the outbox job in flight', () => {
  for (const [label, outcome] of [
    ['a success', 'Started watching'],
    ['a retryable failure', new NetworkError('no answer within 30 s.')],
  ] as const) {
    it(`the job's entry is not written back after sign-out cleared the queue (${label})`, async () => {
      const epoch = createSessionEpoch();
      const held = heldSend();
      const h = harness({ entries: 2, epoch, send: held.send });
      const draining = h.executor.drain();
      await held.started;
      // Sign-out: the sign-in ends first, then the stores are cleared.
      await epoch.end(async () => h.store.clear());
      held.answer(outcome);
      await draining;
      await tick();
      expect(h.store.seqs()).toEqual([]);
      expect(h.verdicts).toEqual([]);
      // Nothing of the old queue reaches the next account.
      expect(h.sent).toEqual([1]);
    });
  }

  it('a drain that starts while sign-out is still clearing the queue sends nothing and writes nothing back', async () => {
    const epoch = createSessionEpoch();
    const held = heldSend();
    const h = harness({ entries: 2, epoch, send: held.send });
    const draining = h.executor.drain();
    await held.started;
    let finishClearing: () => void = () => undefined;
    const clearing = new Promise<void>((resolve) => {
      finishClearing = resolve;
    });
    const signedOut = epoch.end(async () => {
      await clearing;
      h.store.clear();
    });
    held.answer(new NetworkError('aborted'));
    const again = h.executor.drain();
    for (let i = 0; i < 10; i += 1) await tick();
    finishClearing();
    await Promise.all([signedOut, draining, again]);
    expect(h.store.seqs()).toEqual([]);
    expect(h.sent).toEqual([1]);
  });

  it('without a sign-out the same job is written back as usual', async () => {
    const epoch = createSessionEpoch();
    const held = heldSend();
    const h = harness({ entries: 1, epoch, send: held.send });
    const draining = h.executor.drain();
    await held.started;
    held.answer(new NetworkError('no answer within 30 s.'));
    await draining;
    expect(h.store.get(1)).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
