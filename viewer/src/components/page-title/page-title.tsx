import './page-title.css';

/**
 * The page's h1, unless the page hides it or its HTML starts with its own h1. `header`: in a `<header>`, as
 * Docusaurus' DocItem/Content draws a doc's title that is not in its Markdown, which a site's CSS may name
 * (prysm's `header > h1 { font-size: 2rem }`).
 */
export function PageTitle({
  title,
  hidden = false,
  html,
  id,
  header = false,
}: {
  title: string;
  hidden?: boolean;
  html?: string;
  id?: string;
  header?: boolean;
}) {
  if (hidden || html?.trimStart().startsWith('<h1')) return null;
  const h1 = (
    <h1 className="page-title" id={id}>
      {title}
    </h1>
  );
  return header ? <header>{h1}</header> : h1;
}
