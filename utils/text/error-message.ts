/**
 * The message of anything thrown or rejected: an Error's own message, any
 * other value as text.
 * @example errorMessage(new Error('boom')) // 'boom'
 * @example errorMessage('plain string')    // 'plain string'
 */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
