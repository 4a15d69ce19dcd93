import { useEffect } from 'react';
import { DocLayout } from '../../components/doc-layout/doc-layout.tsx';
import { FeatureIcon } from '../../components/feature-icon/feature-icon.tsx';
import { InternalLink } from '../../components/internal-link/internal-link.tsx';
import { PageMeta } from '../../components/page-meta/page-meta.tsx';
import { PageTitle } from '../../components/page-title/page-title.tsx';
import { RenderedHtml } from '../../components/rendered-html/rendered-html.tsx';
import { TocColumn } from '../../components/table-of-contents/table-of-contents.tsx';
import { useMediaQuery } from '../../hooks/use-media-query.ts';
import { DESKTOP_QUERY } from '../../lib/breakpoints.ts';
import { ReactPage } from '../../site-bundle/react-page.tsx';
import type { RouteViewProps } from '../route-view-props.ts';
import './standalone-page.css';
import { isDocusaurusSite } from '../../lib/docusaurus-site.ts';

/** Puts the page's `wrapperClassName` on the main wrapper while it is open, where Docusaurus' Layout puts it. */
function useWrapperClass(className: string | undefined) {
  useEffect(() => {
    const wrapper = document.getElementById('main-wrapper');
    const names = className?.split(/\s+/).filter(Boolean) ?? [];
    if (!wrapper || names.length === 0) return;
    wrapper.classList.add(...names);
    return () => wrapper.classList.remove(...names);
  }, [className]);
}

/**
 * A page from pages/: the home page with its hero and features, or a plain markdown page (with its TOC, as a
 * doc has, and its edit link and last update under it, as Docusaurus' MDXPage draws them).
 */
export default function StandalonePage(props: RouteViewProps) {
  const { manifest, route, page } = props;
  if (page.kind !== 'page') throw new Error(`${route.path} is not a page`);
  useWrapperClass(page.wrapperClassName);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  // a React page of the site renders from the site bundle, this page's hero standing in until then
  if (page.component)
    return <ReactPage component={page.component} standIn={<StandalonePage {...props} page={{ ...page, component: undefined }} />} />;
  const { hero, features } = page;
  const withToc = !hero && features.length === 0 && !page.hideTableOfContents && page.toc.length > 0;
  // a Docusaurus site's is MDXPage's row below: the text's col--8 and the TOC's col--2, centred together
  const infima = isDocusaurusSite(manifest);
  if (withToc && !infima) {
    return (
      <DocLayout toc={page.toc} standalone>
        <PageTitle title={page.heading ?? page.title} hidden={page.hideTitle} html={page.html} id={page.titleId} />
        <RenderedHtml html={page.html} />
        <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
      </DocLayout>
    );
  }
  return (
    <main id="main-content" className="standalone" tabIndex={-1}>
      {hero ? (
        <header className="hero">
          <div className="hero__inner">
            <h1 className="hero__title">{hero.title}</h1>
            <p className="hero__tagline">{hero.tagline}</p>
            {hero.actions.length > 0 ? (
              <div className="hero__actions">
                {hero.actions.map((action) => (
                  <InternalLink
                    key={action.to}
                    to={action.to}
                    className={`button button--lg ${action.primary ? 'button--primary' : 'button--secondary'}`}
                  >
                    {action.label}
                  </InternalLink>
                ))}
              </div>
            ) : null}
          </div>
        </header>
      ) : null}
      {features.length > 0 ? (
        <section className="features" aria-label="Features">
          {features.map((feature, index) => (
            <div key={feature.title} className="feature">
              {feature.icon ? <FeatureIcon icon={feature.icon} index={index} /> : null}
              <h2 className="feature__title">{feature.title}</h2>
              <p className="feature__description">{feature.description}</p>
            </div>
          ))}
        </section>
      ) : null}
      {page.html.trim() ? (
        <div
          className={`container ${page.fluid ? 'container--fluid' : 'container--narrow'} ${hero || features.length > 0 ? '' : 'markdown-page'} ${withToc ? 'markdown-page--toc' : ''}`}
        >
          <div className="markdown-page__text">
            {hero ? null : <PageTitle title={page.heading ?? page.title} hidden={page.hideTitle} html={page.html} id={page.titleId} />}
            <RenderedHtml html={page.html} />
            <PageMeta editUrl={page.editUrl} lastUpdated={page.lastUpdated} />
          </div>
          {withToc && desktop ? <TocColumn items={page.toc} className="markdown-page__toc" /> : null}
        </div>
      ) : null}
    </main>
  );
}
