// Where Peacock's player lives (PreMiD, FX), shared by the content script and the page-world
// reader (which must not bundle the content script's sources).

export const PLAYER = '.video-player-component';
export const MAIN_VIDEO = `#core-video-shaka, ${PLAYER} video`;
