// Page-script source shared by fixtures whose player plays a blob: Media Source stream, as the real
// web apps do: `loadMedia(video[, path])` feeds the clip (the boot data's `B.clip` unless a path is
// given) into a fresh MediaSource and resolves once it is buffered.
export const LOAD_MEDIA = `
  function loadMedia(video, path = B.clip) {
    const source = new MediaSource();
    video.src = URL.createObjectURL(source);
    return new Promise((resolve) => {
      source.addEventListener('sourceopen', async () => {
        const buffer = source.addSourceBuffer('video/webm; codecs="vp8, opus"');
        const bytes = await (await fetch(path)).arrayBuffer();
        buffer.addEventListener('updateend', () => { source.endOfStream(); resolve(); }, { once: true });
        buffer.appendBuffer(bytes);
      }, { once: true });
    });
  }
`;
