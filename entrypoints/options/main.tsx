import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { OptionsApp } from '@/components/OptionsApp';
import { createOptionsActions } from '@/utils/ui/options-actions';
import '@/components/theme.css';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <OptionsApp actions={createOptionsActions()} />
  </StrictMode>,
);
