import { execFileSync } from 'node:child_process';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * `meta.build`: the short commit id of the source that runs. An explicit id (OCULAR_BUILD, set by a release
 * build) wins; otherwise git is asked once; a copy without git history reports `unknown`.
 */
export function buildId(explicit?: string): string {
  if (explicit) return explicit;
  if (cached) return cached;
  try {
    cached = execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd: dirname(fileURLToPath(import.meta.url)),
      stdio: ['ignore', 'pipe', 'ignore'],
      timeout: 2000,
    })
      .toString()
      .trim();
  } catch {
    cached = 'unknown';
  }
  if (!/^[0-9a-f]{4,40}$/.test(cached)) cached = 'unknown';
  return cached;
}
