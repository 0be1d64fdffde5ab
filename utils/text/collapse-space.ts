/**
 * Text as a reader sees it on one line: runs of whitespace (line breaks,
 * tabs, indentation of the markup) as one space, none at either end.
 * @example collapseSpace('  First\n   name ') // 'First name'
 */
export function collapseSpace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
