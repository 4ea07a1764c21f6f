import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadFirstLoad } from './app/first-load';
import { STATE_ELEMENT_ID } from './app/head-tags';
import { createQueryClient } from './app/query-client';
import './styles.css';

const root = document.getElementById('root')!;
const queryClient = createQueryClient();
const state = document.getElementById(STATE_ELEMENT_ID);

// A page from the server (src/web/entry-server.tsx) comes with the answers it starts from: a public page's, seeded
// first so the first render matches its HTML and hydrates it; a signed-in shell's, the user, so the screen is drawn
// without first asking who is signed in. Any other page starts from nothing.
if (state?.textContent) hydrate(queryClient, JSON.parse(state.textContent));
preloadFirstLoad(window.location.pathname, queryClient);
if (state?.textContent && root.hasChildNodes()) hydrateRoot(root, <App queryClient={queryClient} />);
else createRoot(root).render(<App queryClient={queryClient} />);
