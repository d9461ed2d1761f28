import type { RequestEntry } from '../test/service/violations';

type Actor = 'user' | 'extension' | 'service';

interface Line {
  at: number;
  actor: Actor;
  text: string;
}

/** The demo's printed story: what the user did, what the extension saw, what the service recorded. */
export class Timeline {
  private readonly lines: Line[] = [];
  private readonly startedAt = Date.now();

  user(text: string): void {
    this.lines.push({ at: Date.now(), actor: 'user', text });
  }

  extension(text: string): void {
    this.lines.push({ at: Date.now(), actor: 'extension', text });
  }

  service(request: RequestEntry): void {
    const body = (request.body ?? {}) as { progress?: number };
    const response = (request.response ?? {}) as { action?: string; error?: string };
    const answer = response.action ? `action=${response.action}` : response.error ? `error=${response.error}` : '';
    this.lines.push({
      at: Date.parse(request.at),
      actor: 'service',
      text: `${request.method} ${request.path} progress=${body.progress ?? '-'} -> ${request.status} ${answer}`.trim(),
    });
  }

  static describeStatus(status: unknown): string | null {
    const value = status as {
      nowPlaying?: { title: string; season?: number; episode?: number; state: string; progress: number } | null;
      lastResult?: { summary: string } | null;
    } | null;
    const now = value?.nowPlaying;
    if (!now) return null;
    const numbers = now.episode !== undefined ? ` S${now.season ?? '?'}E${now.episode}` : '';
    const result = value?.lastResult ? ` | last: ${value.lastResult.summary}` : '';
    return `${now.title}${numbers} ${now.state} at ${now.progress.toFixed(2)}%${result}`;
  }

  render(): string {
    const sorted = [...this.lines].sort((a, b) => a.at - b.at);
    const header = 'time     who        what';
    const rows = sorted.map((line) => `${`+${((line.at - this.startedAt) / 1000).toFixed(1)}s`.padEnd(8)} ${line.actor.padEnd(10)} ${line.text}`);
    return [header, ...rows].join('\n');
  }
}
