// First: launched from the home screen, this moves to the last chapter read before the router starts.
import './pwa/launch.ts';
import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { watchPendingSignOut } from './api/pending-sign-out.ts';
import { queryClient } from './api/query-client.ts';
import { seedPrerenderedChapter } from './reader/prerendered.ts';
import { router } from './router.tsx';
import './styles/themes.css';
import './styles/shell.css';
import './styles/reader.css';
import './styles/navigator.css';
import './styles/panel.css';
import './styles/chat.css';
import './styles/plans.css';
import './styles/auth.css';
import './styles/hints.css';
import './styles/search.css';
import './styles/care.css';
import './styles/offline.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
seedPrerenderedChapter(queryClient);
// A sign-out made offline on an earlier visit ends the server's session before anything else is asked.
watchPendingSignOut();
createRoot(root).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  </StrictMode>,
);
