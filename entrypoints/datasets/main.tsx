import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DatasetsApp } from '@/components/DatasetsApp';
import { createDatasetActions } from '@/utils/ui/dataset-actions';
import '@/components/theme.css';
import { localizeDocument, t } from '@/utils/i18n/messages';
import { setLocaleSource } from '@/utils/values/locale-source';
import { extensionLocaleSource } from '@/utils/extension/extension-locale-source';

// The preview's faker reads locale data from the extension's files, as the worker does (locale-source.ts).
setLocaleSource(extensionLocaleSource);

localizeDocument(document, t('datasetsPageTitle'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DatasetsApp actions={createDatasetActions()} />
  </StrictMode>,
);
