// the global styles first: every component's own stylesheet comes after them and overrides them
import './styles/infima-variables.css';
import './styles/variables.css';
import './styles/base.css';
import './styles/infima-buttons.css';
import './styles/infima-utilities.css';
import { createRoot } from 'react-dom/client';
import { App } from './app.tsx';
import { loadSite } from './lazy-site.tsx';

createRoot(document.getElementById('__docusaurus')!).render(<App />);

// fetch the code (never content) of the site and its views while the reader types their password
setTimeout(() => {
  loadSite().then(
    (site) => site.preloadRouteViews(),
    () => {},
  );
}, 0);
