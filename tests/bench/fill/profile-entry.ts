// Bundled unminified by profile-fill.ts (function names kept) and run in the
// page's main world: the same code filler.js runs, readable in a CPU profile.
export { PageFiller, partSize } from '../../../utils/page/page-filler';
