/** A per-instance memo that forgets its oldest entry beyond `max` (forms, schemas, validator modules). */
export function boundedMap<V>(max: number) {
  const map = new Map<string, V>();
  return {
    get: (key: string) => map.get(key),
    set(key: string, value: V) {
      map.set(key, value);
      if (map.size > max) map.delete(map.keys().next().value as string);
    },
  };
}
