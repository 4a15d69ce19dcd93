// Math as rehype-katex renders it (Docusaurus' math guide: remark-math and rehype-katex in a site's
// plugins): KaTeX's HTML, spans with its classes and sizes (the span allow-list's), and beside it the
// same formula in MathML for screen readers, hidden by KaTeX's stylesheet. MathML Core draws, it runs
// nothing; still only its presentation elements pass, with their layout attributes and no link:
// `href` on MathML (which Firefox follows), `maction`, `mglyph` and `annotation-xml` (HTML inside math,
// the way sanitizer bypasses go) are not among them.

/** MathML elements KaTeX writes, with the attributes (as hast has them) each may carry. */
export const MATHML: Record<string, string[]> = {
  math: ['xmlns', 'display'],
  semantics: [],
  annotation: ['encoding'],
  mrow: [],
  mi: ['mathvariant'],
  mn: ['mathvariant'],
  mo: ['stretchy', 'fence', 'separator', 'lspace', 'rspace', 'minsize', 'maxsize', 'accent', 'movablelimits', 'mathvariant'],
  ms: [],
  mtext: ['mathvariant'],
  mspace: ['width', 'height', 'depth', 'linebreak'],
  msup: [],
  msub: [],
  msubsup: [],
  mfrac: ['linethickness'],
  msqrt: [],
  mroot: [],
  mstyle: ['mathvariant', 'displaystyle', 'scriptlevel', 'mathcolor', 'mathbackground'],
  mpadded: ['width', 'height', 'depth', 'lspace', 'voffset'],
  mphantom: [],
  menclose: ['notation'],
  munder: ['accentunder'],
  mover: ['accent'],
  munderover: ['accent', 'accentunder'],
  mtable: ['rowspacing', 'columnspacing', 'columnalign', 'rowlines', 'columnlines', 'width'],
  mtr: [],
  mtd: ['columnalign'],
  mlabeledtr: [],
};
