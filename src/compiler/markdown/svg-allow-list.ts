// An icon drawn inline, in a page's MDX or in the site config's HTML: shapes and colours only, no links,
// scripts or references to other documents (`use`, `image`, `foreignObject` are not among them).

/** The SVG elements an icon may use; `title` only where the HTML around it allows one (the config's). */
export const SVG_TAGS = ['svg', 'g', 'path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon'];

/** A paint: a colour, `none` or `currentColor`, never url(), which could reach another document. */
export const PAINT = /^(?![\s\S]*url)[#\w\s(),.%-]*$/i;

/** The attributes (hast property names) that place and stroke a shape; fill and stroke are PAINTs. */
export const SHAPE_ATTRIBUTES = [
  'd',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'x',
  'y',
  'x1',
  'y1',
  'x2',
  'y2',
  'points',
  // a rect's size
  'width',
  'height',
  'transform',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'fillRule',
  'clipRule',
  'opacity',
  'fillOpacity',
  'strokeOpacity',
  'strokeDashArray',
  'strokeDashOffset',
  'strokeMiterLimit',
];

/** What the `<svg>` element itself may carry besides its shapes'. */
export const SVG_ROOT_ATTRIBUTES = ['viewBox', 'xmlns', 'focusable'];
