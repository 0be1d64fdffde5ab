import { setAllLocalesSource } from '@/utils/values/all-locales-source';

// Tests read faker's locale objects synchronously, as all Node code does (the extension fetches them).
setAllLocalesSource();
