/**
 * Desktop layout wider than this (spec section 9); at it and below, the navbar folds into the menu. Docusaurus'
 * threshold, as its useWindowSize (`innerWidth > 996`) and Infima's media queries (`max-width: 996px`) use it,
 * so a site's CSS written for it switches at the same width as docgate's own.
 */
export const DESKTOP_BREAKPOINT_PX = 996;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX + 1}px)`;
