/** Desktop layout from this width up (spec section 9); below it the navbar folds into the menu. */
export const DESKTOP_BREAKPOINT_PX = 996;
export const DESKTOP_QUERY = `(min-width: ${DESKTOP_BREAKPOINT_PX}px)`;
