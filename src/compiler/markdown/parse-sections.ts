import type { Root } from 'mdast';
import type { Node, Point, Position } from 'unist';
import { SeenTwiceCache } from './seen-twice-cache.ts';

// Watch mode renders a page again on every save, and parsing is most of a render (micromark: ~1 ms a
// KB). A save changes one part of a page, so a page is cut into sections of top-level blocks, each
// parsed alone and its tree kept by its text: a save parses the sections it changed and copies the rest.
//
// A cut goes only where the whole-page parse has a block boundary whatever the sections hold: before an
// ATX heading (`## ...` at the start of a line) that follows a blank line, outside fenced code and
// `:::` containers. An ATX heading ends every open block (paragraph, list, quote, table, indented code),
// and no construct of CommonMark, GFM or directives reaches across one, except definitions (`[ref]: url`,
// `[^note]: text`, usable anywhere in the page) and HTML blocks (a comment may hold a `## ` line): a page
// with either parses whole. When unsure, the scanner does not cut; a missed cut only costs time.

/** The parse of one section's text; the section parser shifts its positions into the page. */
export type ParseText = (text: string) => Root;

/** One section: its text, and where it starts in the page (0-based line, character offset). */
export interface Section {
  text: string;
  line: number;
  offset: number;
}

const ATX_HEADING = /^#{1,6}(?:[ \t]|$)/;
const FENCE_OPEN = /^ {0,3}(`{3,}|~{3,})(.*)$/;
const FENCE_CLOSE = /^ {0,3}(`{3,}|~{3,})[ \t]*$/;
const CONTAINER_OPEN = /^ {0,3}:{3,}[ \t]*[A-Za-z]/;
const CONTAINER_CLOSE = /^ {0,3}:{3,}[ \t]*$/;
// liberal on purpose: definitions and HTML also sit in list items and quotes, and a false alarm only
// costs a whole parse
const DEFINITION = /\]:/;
const HTML_START = /^[ \t>*+\-\d.)]*</;
// the one HTML line a page commonly has, `<!-- truncate -->`: a comment that ends on its line
const ONE_LINE_COMMENT = /^ {0,3}<!--.*-->[ \t]*$/;

/** Cuts a page into sections at safe headings; null when it must be parsed whole. */
export function splitSections(text: string): Section[] | null {
  const sections: Section[] = [];
  let start = { line: 0, offset: 0 };
  let fence: { char: string; length: number } | null = null;
  let containers = 0;
  let blankBefore = false;
  let offset = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.endsWith('\r') ? lines[i]!.slice(0, -1) : lines[i]!;
    const lineOffset = offset;
    offset += lines[i]!.length + 1;
    if (fence) {
      const close = FENCE_CLOSE.exec(line);
      if (close && close[1]![0] === fence.char && close[1]!.length >= fence.length) fence = null;
      continue;
    }
    if (DEFINITION.test(line)) return null;
    if (HTML_START.test(line) && !ONE_LINE_COMMENT.test(line)) return null;
    const open = FENCE_OPEN.exec(line);
    // a backtick fence's info string holds no backtick, else the line is inline code, not a fence
    if (open && !(open[1]![0] === '`' && open[2]!.includes('`'))) {
      fence = { char: open[1]![0]!, length: open[1]!.length };
      blankBefore = false;
      continue;
    }
    if (CONTAINER_OPEN.test(line)) containers++;
    else if (CONTAINER_CLOSE.test(line) && containers > 0) containers--;
    if (i > 0 && blankBefore && containers === 0 && ATX_HEADING.test(line)) {
      sections.push({ text: text.slice(start.offset, lineOffset), ...start });
      start = { line: i, offset: lineOffset };
    }
    blankBefore = line.trim() === '';
  }
  sections.push({ text: text.slice(start.offset), ...start });
  return sections;
}

/** Characters of section text kept in each of the two caches (about 60 bytes of tree a character). */
const FIRST_SIGHT_CHARACTERS = 100_000;
const REUSED_CHARACTERS = 400_000;

/**
 * Parses pages section by section, keeping each section's tree until it is seen again (the next save of
 * its page). Trees are handed out as copies, since the transforms after parsing change the tree they get.
 */
export class SectionParser {
  private readonly trees = new SeenTwiceCache<Root>(FIRST_SIGHT_CHARACTERS, REUSED_CHARACTERS);

  constructor(private readonly parseText: ParseText) {}

  parse(text: string): Root {
    const sections = splitSections(text);
    if (!sections || sections.length === 1) return this.parseText(text);
    const trees = sections.map((section) => {
      let tree = this.trees.get(section.text);
      if (!tree) {
        tree = this.parseText(section.text);
        this.trees.add(section.text, tree, section.text.length);
      }
      return tree;
    });
    const root: Root = { type: 'root', children: [] };
    trees.forEach((tree, i) => {
      const { line, offset } = sections[i]!;
      for (const child of tree.children) root.children.push(copyShifted(child, line, offset));
    });
    // the page's own extent: from the first section's start to the last one's end
    const [first, last] = [trees[0]!.position, trees[trees.length - 1]!.position];
    const end = sections[sections.length - 1]!;
    if (first && last) root.position = { start: { ...first.start }, end: shift(last.end, end.line, end.offset) };
    return root;
  }
}

/** A deep copy of a parsed node with its positions moved `lines` lines and `offset` characters on. */
function copyShifted<T extends Node>(node: T, lines: number, offset: number): T {
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === 'position') copy.position = shiftPosition(value as Position, lines, offset);
    else if (key === 'children') copy.children = (value as Node[]).map((child) => copyShifted(child, lines, offset));
    else copy[key] = typeof value === 'object' && value !== null ? structuredClone(value) : value;
  }
  return copy as T;
}

const shift = (point: Point, lines: number, offset: number): Point => ({
  line: point.line + lines,
  column: point.column,
  ...(point.offset === undefined ? {} : { offset: point.offset + offset }),
});

const shiftPosition = (position: Position, lines: number, offset: number): Position => ({
  start: shift(position.start, lines, offset),
  end: shift(position.end, lines, offset),
});
