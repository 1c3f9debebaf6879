package io.github.overtake.core;

import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The bounded variant cache of a {@link VariantRegistry}: spec texts to variants, the least
 * recently used dropped first once full. Thread-safe (one lock; the work under it is a map
 * access).
 */
final class SpecCache {
  private final int capacity;
  private final LinkedHashMap<String, Variant> map;

  SpecCache(int capacity) {
    this.capacity = capacity;
    this.map =
        new LinkedHashMap<>(16, 0.75f, true) {
          private static final long serialVersionUID = 1L;

          @Override
          protected boolean removeEldestEntry(Map.Entry<String, Variant> eldest) {
            return size() > SpecCache.this.capacity;
          }
        };
  }

  /** Returns the cached variant of a spec text, or null. */
  synchronized Variant get(String spec) {
    return map.get(spec);
  }

  /** Caches a variant unless the spec already has one; returns the one cached. */
  @com.google.errorprone.annotations.CanIgnoreReturnValue
  synchronized Variant putIfAbsent(String spec, Variant v) {
    Variant old = map.get(spec);
    if (old != null) {
      return old;
    }
    map.put(spec, v);
    return v;
  }

  /** Returns the number of cached entries. */
  synchronized int size() {
    return map.size();
  }
}
