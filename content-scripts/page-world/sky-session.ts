import type { TimelineReader } from './reader';

/** The part of Sky's player SDK session (`video.cvsdkSession`, FX) we read: seconds of the programme. */
interface CvsdkSession {
  getCurrentTime?: () => unknown;
  getDuration?: () => unknown;
}

/**
 * Sky's OTT web player (Peacock, SkyShowtime, NOW: one player family, one Firefox PiP wrapper):
 * ads are stitched into the stream, so the <video> counts them. The SDK session on the element
 * knows the programme's own position and length (Firefox's PiP prefers it to the element).
 * Serialised into the page (reader.ts): nothing from outside its body.
 */
function readSkySession(win: Window | null, video: string): { position: unknown; duration: unknown } | null {
  const element = (win ?? window).document.querySelector(video) as (Element & { cvsdkSession?: CvsdkSession | null }) | null;
  const session = element?.cvsdkSession;
  if (typeof session?.getCurrentTime !== 'function' || typeof session.getDuration !== 'function') return null;
  return { position: session.getCurrentTime(), duration: session.getDuration() };
}

/** The reader for a site of Sky's player whose programme element `video` selects. */
export const skySessionTimeline = (video: string): TimelineReader => ({ read: readSkySession, args: [video] });
