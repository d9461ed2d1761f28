/** A "Download all" row (M/D/YY) of a Stranger Things season 1 episode on the viewer's day `at`. */
export function strangerThingsDayRow(title: string, at: Date): string {
  return `"Stranger Things: Season 1: ${title}","${at.getMonth() + 1}/${at.getDate()}/${String(at.getFullYear()).slice(2)}"`;
}
