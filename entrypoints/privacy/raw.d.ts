/** Vite's `?raw` import: the file's text (docs/privacy.md is rendered from its own source). */
declare module '*.md?raw' {
  const text: string;
  export default text;
}
