import { registerOffscreenDatasets } from '@/utils/extension/offscreen-datasets';
import { setLocaleSource } from '@/utils/values/locale-source';
import { extensionLocaleSource } from '@/utils/extension/extension-locale-source';

// Faker's locale data comes from the extension's files here too, as in the worker (locale-source.ts).
setLocaleSource(extensionLocaleSource);
registerOffscreenDatasets();
