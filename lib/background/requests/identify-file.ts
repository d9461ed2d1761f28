import type { FileIdentity } from '../../messages/generic';
import { identifyFile } from '../../service/search-file';
import type { Services } from '../composition-root';

/**
 * The "Tell us what this is" form's suggestion from the playing file's name. The user still
 * confirms it: a file name is a hint, and a hint is never scrobbled on its own.
 */
export async function identifyFileFor(services: Pick<Services, 'http' | 'tokens'>, fileName: string): Promise<FileIdentity> {
  try {
    const suggestion = await services.tokens.withToken((token) => identifyFile(services.http, token, fileName));
    return { ok: true, suggestion };
  } catch (error) {
    return { ok: false, suggestion: null, error: error instanceof Error ? error.message : String(error) };
  }
}
