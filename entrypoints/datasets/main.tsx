import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { DatasetsApp } from '@/components/DatasetsApp';
import { createDatasetActions } from '@/utils/ui/dataset-actions';
import '@/components/theme.css';
import { localizeDocument, t } from '@/utils/i18n/messages';

localizeDocument(document, t('datasetsPageTitle'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <DatasetsApp actions={createDatasetActions()} />
  </StrictMode>,
);
