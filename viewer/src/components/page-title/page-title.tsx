import './page-title.css';

/** The page's h1, unless the page hides it or its HTML starts with its own h1. */
export function PageTitle({ title, hidden = false, html }: { title: string; hidden?: boolean; html?: string }) {
  if (hidden || html?.trimStart().startsWith('<h1')) return null;
  return <h1 className="page-title">{title}</h1>;
}
