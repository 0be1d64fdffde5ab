import { basename } from 'node:path';

/**
 * A failed write in one sentence, for the errors a user can act on (a full disk, a quota,
 * a folder they may not write in); anything else keeps Node's message.
 * @example writeFailureText(Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }), '/data/x.parquet')
 * // 'The disk is full: x.parquet was not written, and nothing of it is left.'
 */
export function writeFailureText(error: Error, out: string | undefined): string {
  const target = out === undefined ? 'standard output' : basename(out);
  const left = out === undefined ? '' : ', and nothing of it is left';
  switch ((error as NodeJS.ErrnoException).code) {
    case 'ENOSPC':
      return `The disk is full: ${target} was not written${left}.`;
    case 'EDQUOT':
      return `Your disk quota is used up: ${target} was not written${left}.`;
    case 'EACCES':
    case 'EPERM':
      return `You may not write ${out ?? target} (permission denied).`;
    case 'EROFS':
      return `${out ?? target} is on a read-only file system.`;
    default:
      return `Failed: ${error.message}`;
  }
}
