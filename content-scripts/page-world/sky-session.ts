import { isTime, type TimelineReader } from './reader';

/** The part of Sky's player SDK session (`video.cvsdkSession`, FX) we read: seconds of the programme. */
interface CvsdkSession {
  getCurrentTime?: () => unknown;
  getDuration?: () => unknown;
}

/**
 * Sky's OTT web player (Peacock, SkyShowtime, NOW: one player family, one Firefox PiP wrapper):
 * ads are stitched into the stream, so the <video> counts them. The SDK session on the element
 * knows the programme's own position and length (Firefox's PiP prefers it to the element).
 */
export const skySessionTimeline =
  (video: string): TimelineReader =>
  (win) => {
    const element = win.document.querySelector(video) as (Element & { cvsdkSession?: CvsdkSession | null }) | null;
    const session = element?.cvsdkSession;
    if (typeof session?.getCurrentTime !== 'function' || typeof session.getDuration !== 'function') return null;
    const position = session.getCurrentTime();
    const duration = session.getDuration();
    return isTime(position) && isTime(duration) && duration > 0 ? { position, duration } : null;
  };
