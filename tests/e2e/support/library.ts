import type * as Library from '../../../utils/automation/playwright';

// The library as `npm pack` ships it (dist/, `npm run build:lib`), imported by the package's own name as a
// user's test imports it; typed by its sources, so the type check does not need a build.
const specifier = 'understudy/playwright';
export const { fillPage, fillForm, fillField, UnderstudyError } = (await import(specifier)) as typeof Library;
