import '@fontsource-variable/quicksand';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { EngineApp } from './EngineApp';
import { startEngineI18n } from './engine-i18n';

void startEngineI18n();

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <EngineApp />
  </StrictMode>,
);
