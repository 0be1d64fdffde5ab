import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '@/components/OptionsApp';
import { createOptionsActions } from '@/utils/ui/options-actions';
import '@/components/theme.css';
import { localizeDocument, t } from '@/utils/i18n/messages';

localizeDocument(document, t('optionsTitle'));

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OptionsApp actions={createOptionsActions()} />
  </StrictMode>,
);
