import { registerOffscreenDatasets } from '@/utils/worker/offscreen-datasets';
import { setLocaleSource } from '@/utils/values/locale-source';
import { extensionLocaleSource } from '@/utils/worker/extension-locale-source';

// Faker's locale data comes from the extension's files here too, as in the worker (locale-source.ts).
setLocaleSource(extensionLocaleSource);
registerOffscreenDatasets();
