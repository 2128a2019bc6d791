/** A ref callback that keeps `map` holding the element rendered for `key`, and forgets it when
 * the element goes: for lists whose keys move the focus from one item to another. */
export const refInto =
  <K, E extends Element>(map: Map<K, E>, key: K) =>
  (element: E | null): void => {
    if (element) map.set(key, element);
    else map.delete(key);
  };
