import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './ui/App';
import { automationOptionsFromUrl, installKitsmith } from './compositor/automation.ts';

const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );

// Automation surface for scripts and benchmarks (window.kitsmith).
installKitsmith(automationOptionsFromUrl(new URL(window.location.href)));
