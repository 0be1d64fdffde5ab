// Bundled unminified by profile-fill.ts (function names kept) and run in the
// page's main world: the same code filler.js runs, readable in a CPU profile.
export { PageFiller } from '../../../utils/page/page-filler';
export { partSize } from '../../../utils/page/field-parts';
