import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { loadAppConfig } from './lib/app-config';
import { Providers } from './providers';
import { createRouter } from './router';

async function start() {
  const config = await loadAppConfig();
  document.title = config.appName;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
