import { registerOffscreenDatasets } from '@/utils/worker/offscreen-datasets';

registerOffscreenDatasets();
