import './page-title.css';

/** The page's h1, unless the page hides it or its HTML starts with its own h1. */
export function PageTitle({ title, hidden = false, html, id }: { title: string; hidden?: boolean; html?: string; id?: string }) {
  if (hidden || html?.trimStart().startsWith('<h1')) return null;
  return (
    <h1 className="page-title" id={id}>
      {title}
    </h1>
  );
}
