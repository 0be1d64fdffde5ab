import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { PopupApp } from '@/components/PopupApp';
import { createPopupActions } from '@/utils/ui/popup-actions';
import { createDatasetActions } from '@/utils/ui/dataset-actions';
import '@/components/theme.css';
import { localizeDocument, t } from '@/utils/i18n/messages';

localizeDocument(document, t('actionTitle'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <PopupApp actions={createPopupActions(window.location)} datasets={createDatasetActions()} />
  </StrictMode>,
);
