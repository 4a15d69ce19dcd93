import { createRoot } from 'react-dom/client';
import { App, loadSite } from './app.tsx';
import './styles/base.css';
import './styles/gate.css';

createRoot(document.getElementById('root')!).render(<App />);

// fetch the site chunk while the reader types their password
setTimeout(() => void loadSite().catch(() => {}), 0);
