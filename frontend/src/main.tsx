import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { loadSiteConfig } from '@/config/runtime-config';
import { setApiBaseUrl, setTokenSource } from '@/lib/api-client';
import './index.css';

const root = createRoot(document.getElementById('root')!);

loadSiteConfig()
  .then((config) => {
    setApiBaseUrl(config.apiBaseUrl);
    root.render(
      <StrictMode>
        <App config={config} />
      </StrictMode>,
    );
    // Amplify is not needed to draw the page: it loads next and fills in who is signed in.
    void import('@/lib/auth').then(({ configureAuth, getIdToken }) => {
      configureAuth(config);
      setTokenSource(getIdToken);
    });
  })
  .catch((error: unknown) => {
    console.error(error);
    root.render(
      <main style={{ padding: 32, fontFamily: 'system-ui' }}>
        <h1>LearnBetter could not start</h1>
        <p>We could not load this site&apos;s settings. Please refresh the page in a moment.</p>
      </main>,
    );
  });
