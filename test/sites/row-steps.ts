// What a user does on a fixture page besides opening its address, where a table row needs more to
// play its item (a cookie the fixture reads, a play button, an ad to sit through, a next-up card).
// Plain data: the unit tests ignore it, the e2e runner performs it in both browsers
// (test/e2e/support/row-hands.ts).

/** A cookie the fixture reads (a test knob such as Max's UI language), set before the address opens. */
export interface RowCookie {
  name: string;
  value: string;
  /** The site's domain as its own pages set cookies (`.hbomax.com`), so its API hosts see it too. */
  domain: string;
}

/**
 * One thing the user does once the page is open. "The player" is the page's largest <video> (in
 * whichever frame holds it) unless `video` names another; selectors reach into open shadow roots
 * and into frames. Every step waits for what it acts on.
 */
export type UserStep =
  /** Presses play on the player (a no-op where it already plays). */
  | { do: 'play'; video?: string }
  /** Clicks an element once it is visible: a play button, "Skip ad", a next-up card. */
  | { do: 'click'; selector: string }
  /** Plays the player faster, as a tester sits through an ad break in seconds. */
  | { do: 'speed'; rate: number; video?: string }
  /** Moves the player's stream to `seconds`, as dragging the seek bar does. */
  | { do: 'seek'; seconds: number; video?: string };

/** What the user does where a row names no steps: press play. */
export const PRESS_PLAY: readonly UserStep[] = [{ do: 'play' }];

/** A pre-roll in the player's own <video>: press play and sit through the ad at speed. */
export const SIT_THROUGH_PREROLL: readonly UserStep[] = [{ do: 'play' }, { do: 'speed', rate: 8 }];

export function describeStep(step: UserStep): string {
  switch (step.do) {
    case 'play':
      return 'play';
    case 'click':
      return `click ${step.selector}`;
    case 'speed':
      return `speed x${step.rate}`;
    case 'seek':
      return `seek to ${step.seconds} s`;
  }
}
