import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstLoad } from './app/first-load';
import { STATE_ELEMENT_ID } from './app/head-tags';
import { createQueryClient } from './app/query-client';
import './styles.css';

preloadFirstLoad(window.location.pathname);

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID);

// A public page rendered by the server (src/web/entry-server.tsx) comes with the answers it was rendered from:
// seeded first, so the first render matches the HTML and hydrates it. Any other page starts from the empty shell.
if (state?.textContent && root.hasChildNodes()) {
  hydrate(queryClient, JSON.parse(state.textContent));
  hydrateRoot(root, <App queryClient={queryClient} />);
} else {
  createRoot(root).render(<App queryClient={queryClient} />);
}
