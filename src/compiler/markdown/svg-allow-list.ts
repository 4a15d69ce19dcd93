// An icon or diagram drawn inline, in a page's MDX or in the site config's HTML: shapes, text, gradients,
// masks and colours only, no links, scripts, animation or references to other documents (`use`, `image`,
// `foreignObject`, `animate`, `set`, `style` are not among them: animate and set can change a link's href).

/** The SVG elements an inline drawing may use; `title` only where the HTML around it allows one (the config's). */
export const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'circle',
  'ellipse',
  'rect',
  'line',
  'polyline',
  'polygon',
  // a diagram's labels, and the gradients, masks and clips its shapes name by `url(#id)` (avalonia's)
  'text',
  'tspan',
  'defs',
  'linearGradient',
  'radialGradient',
  'stop',
  'mask',
  'clipPath',
];

/** A paint: a colour, `none`, `currentColor`, or `url(#id)` of this page's own gradient, never another document's. */
export const PAINT = /^(?:url\(\s*#[\w-]+\s*\)|(?![\s\S]*url)[#\w\s(),.%-]*)$/i;

/** The attributes that name a mask or clip: `url(#id)` of this page's own, as a PAINT's. */
export const REFERENCE_ATTRIBUTES = ['mask', 'clipPath'];

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
  // text
  'dx',
  'dy',
  'textAnchor',
  'dominantBaseline',
  'fontSize',
  'fontFamily',
  'fontWeight',
  'fontStyle',
  // gradients, their stops, masks and clips
  'offset',
  'stopColor',
  'stopOpacity',
  'fx',
  'fy',
  'gradientUnits',
  'gradientTransform',
  'spreadMethod',
  'maskUnits',
  'maskContentUnits',
  'clipPathUnits',
];

/** What the `<svg>` element itself may carry besides its shapes'. */
export const SVG_ROOT_ATTRIBUTES = ['viewBox', 'xmlns', 'focusable'];
