import { describe, expect, test } from 'vitest';
import { renderPage } from './render-page.ts';

describe('github flavoured markdown', () => {
  test('tables render with their column alignment', async () => {
    const page = await renderPage('| a | b |\n|:--|--:|\n| 1 | 2 |\n');
    expect(page.html).toContain('<th align="left">a</th>');
    expect(page.html).toContain('<td align="right">2</td>');
  });

  test('task lists render as disabled checkboxes', async () => {
    const page = await renderPage('- [x] done\n- [ ] todo\n');
    expect(page.html).toContain('<li class="task-list-item"><input type="checkbox" checked disabled> done</li>');
    expect(page.html).toContain('<li class="task-list-item"><input type="checkbox" disabled> todo</li>');
  });

  test('footnotes link to a footnotes section and back', async () => {
    const page = await renderPage('Claim[^1].\n\n[^1]: Source.\n');
    expect(page.html).toContain('<a href="#user-content-fn-1" id="user-content-fnref-1" data-footnote-ref');
    expect(page.html).toContain('<section data-footnotes class="footnotes">');
    expect(page.html).toContain('href="#user-content-fnref-1" data-footnote-backref');
  });

  test('bare urls and emails become links and ~~text~~ is struck through', async () => {
    const page = await renderPage('See https://example.com, www.example.org or a@b.co. ~~old~~\n');
    expect(page.html).toContain('<a href="https://example.com">https://example.com</a>');
    expect(page.html).toContain('<a href="http://www.example.org">www.example.org</a>');
    expect(page.html).toContain('<a href="mailto:a@b.co">a@b.co</a>');
    expect(page.html).toContain('<del>old</del>');
  });
});
