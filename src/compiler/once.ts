/** `make`, called on the first call only; later calls get what it made (a promise is kept, not made again). */
export function once<T>(make: () => T): () => T {
  let made: { value: T } | null = null;
  return () => {
    made ??= { value: make() };
    return made.value;
  };
}
