import type { Nodes } from 'mdast';
import type { MdxContext } from '../context.ts';
import type { JsxElement } from '../props.ts';
import { admonition } from './admonition.ts';
import { codeBlock } from './code-block.ts';
import { browserOnly, details, docCard, docCardList, fbInternalOnly, heading, link, ossOnly, translate } from './simple.ts';
import { tabItem, tabs } from './tabs.ts';
import { themedImage } from './themed-image.ts';
import { tocInline } from './toc-inline.ts';

/** The Docusaurus theme components rendered as data, by the name esm.ts gives them. */
export const themeComponents: Record<string, (node: JsxElement, context: MdxContext) => Nodes[]> = {
  Tabs: tabs,
  TabItem: tabItem,
  Admonition: admonition,
  CodeBlock: codeBlock,
  TOCInline: tocInline,
  DocCardList: docCardList,
  DocCard: docCard,
  Details: details,
  Heading: heading,
  ThemedImage: themedImage,
  Link: link,
  BrowserOnly: browserOnly,
  Translate: translate,
  OssOnly: ossOnly,
  FbInternalOnly: fbInternalOnly,
};
