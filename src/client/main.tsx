import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/providers.tsx';
import { createRouter } from './app/router.tsx';
import { PageSpinner } from './components/ui/spinner.tsx';
import { initI18n } from './lib/i18n.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing');

void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <Providers>
        <Suspense fallback={<PageSpinner />}>
          <RouterProvider router={createRouter()} />
        </Suspense>
      </Providers>
    </StrictMode>,
  );
});
