import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { installRuntime } from '../../viewer/src/site-bundle/runtime.ts';
import { installDom } from './support/dom.ts';
import { FakeGate } from './support/fake-gate.ts';
import { renderApp } from './support/render-app.tsx';
import { type Part, registryPart, runtimeRegistry } from './support/theme-bundle.ts';
import { manifest } from './support/site-fixture.ts';

// A site's swizzled BlogPostItem on a post's page and in the list, as Docusaurus draws it: handed the post's
// body as its children, a wrapper giving the theme's more children, an ejected one made of the theme's parts.

const theme: Record<string, Part> = {};
vi.mock(import('../../viewer/src/site-bundle/load-site-bundle.ts'), async (original) => ({
  ...(await original()),
  loadSiteBundle: async () => (await import('./support/theme-bundle.ts')).themeBundle(theme),
}));

installDom();
installRuntime();

const part = registryPart;
const { useBlogPost } = runtimeRegistry()['@docusaurus/theme-common/internal'] as {
  useBlogPost: () => { isBlogPostPage: boolean; metadata: { title: string }; frontMatter: Record<string, unknown> };
};

// DidierRLopes' wrapper: a newsletter form after the post's body, inside the theme's article
function WithNewsletter(props: { children?: ReactNode }) {
  const Original = part('@theme-original/BlogPostItem');
  const { isBlogPostPage } = useBlogPost();
  return (
    <Original {...props}>
      {props.children}
      {isBlogPostPage && <p>Subscribe to the newsletter</p>}
    </Original>
  );
}

// 3.0's ejected BlogPostItem (useBlogPost from theme-common/internal), comments added under its footer
function Ejected({ children, className }: { children?: ReactNode; className?: string }) {
  const [Container, Header, Content, Footer] = [
    '@theme/BlogPostItem/Container',
    '@theme/BlogPostItem/Header',
    '@theme/BlogPostItem/Content',
    '@theme/BlogPostItem/Footer',
  ].map(part) as Part[];
  const { isBlogPostPage, metadata, frontMatter } = useBlogPost();
  return (
    <Container className={isBlogPostPage ? className : 'margin-bottom--xl'}>
      <Header />
      {frontMatter.cover ? <p>{`Cover: ${frontMatter.cover}`}</p> : null}
      <Content>{children}</Content>
      <Footer />
      {isBlogPostPage && <section className="comments">{`Comments on ${metadata.title}`}</section>}
    </Container>
  );
}

const withPost = (item: Part): FakeGate => {
  theme.BlogPostItem = item;
  const gate = new FakeGate();
  gate.files['manifest.json'] = { ...manifest, bundle: { script: 'bundle/site.js', style: null, theme: ['BlogPostItem'] } };
  // the frontmatter as written, which a site that swizzled a post part gets
  gate.files['pages/welcome.json'] = {
    ...(gate.files['pages/welcome.json'] as object),
    frontMatter: { title: 'Welcome', cover: 'sunrise' },
  };
  return gate;
};

describe("a site's swizzled BlogPostItem", () => {
  it("that wraps the theme's gives it more children: they follow the post's body inside its article, before its footer", async () => {
    renderApp({ gate: withPost(WithNewsletter), signedIn: true, path: '/blog/welcome' });
    const main = await screen.findByRole('main');
    const form = await within(main).findByText('Subscribe to the newsletter');
    const article = form.closest('article')!;
    expect(article.querySelectorAll('h1')).toHaveLength(1);
    expect(article.querySelector('.markdown')!.textContent).toBe('Hi there. And more.');
    // the body, the form, then the footer's tags
    const follows = (before: Node, after: Node) => (before.compareDocumentPosition(after) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    expect(follows(article.querySelector('.markdown')!, form)).toBe(true);
    expect(follows(form, within(article).getByRole('link', { name: 'hello' }))).toBe(true);
  });

  it("that is ejected, made of the theme's parts, draws the header, body and footer once, its comments and its frontmatter's cover", async () => {
    renderApp({ gate: withPost(Ejected), signedIn: true, path: '/blog/welcome' });
    const main = await screen.findByRole('main');
    const comments = await within(main).findByText('Comments on Welcome');
    const article = comments.closest('article')!;
    expect(article.classList.contains('blog-post')).toBe(true);
    expect(
      within(article)
        .getAllByRole('heading', { level: 1 })
        .map((heading) => heading.textContent),
    ).toEqual(['Welcome']);
    expect(article.querySelectorAll('.markdown')).toHaveLength(1);
    expect(within(article).getAllByRole('link', { name: 'hello' })).toHaveLength(1);
    expect(within(article).getByText('Cover: sunrise')).toBeTruthy();
  });

  it('that is ejected draws each post of the list the same way, without comments', async () => {
    renderApp({ gate: withPost(Ejected), signedIn: true, path: '/blog' });
    const main = await screen.findByRole('main');
    // docgate's article until the bundle is in, then the site's: a new element
    const post = () => within(main).getByRole('link', { name: 'Welcome' }).closest('article')!;
    await vi.waitFor(() => expect(post().classList.contains('margin-bottom--xl')).toBe(true), { timeout: 5000 });
    const article = post();
    expect(article.querySelector('.markdown')!.textContent).toBe('Hi there.');
    expect(within(main).queryByText(/^Comments on/)).toBeNull();
  });
});
