// jsdom has no layout: installDom's matchMedia matches no width query (a narrow screen).
// This one answers min-width and max-width queries as a window `width` pixels wide would.

/** Makes width media queries (the viewer's breakpoints) answer for a `width` px wide window; call it in the test. */
export function setViewportWidth(width: number) {
  const previous = window.matchMedia;
  window.matchMedia = ((query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const matches = min || max ? (!min || width >= Number(min[1])) && (!max || width <= Number(max[1])) : previous(query).matches;
    return { ...previous(query), matches, media: query };
  }) as typeof window.matchMedia;
}
