// React's DOM renderer, the biggest module of the first load, as a chunk of its own: the page head
// preloads it with the entry (entry-server.tsx names it), and it is evaluated in a task of its own
// rather than in the entry's (issue 12's TBT).
export { createRoot, hydrateRoot } from 'react-dom/client';
