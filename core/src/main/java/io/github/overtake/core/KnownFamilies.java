package io.github.overtake.core;

import java.util.Map;
import java.util.Optional;

/**
 * The variant ids of the Overtake modules and the Maven artifact that registers each, so that an
 * unknown variant that one of them provides can say which dependency is missing.
 */
final class KnownFamilies {
  /** Family id (or id prefix ending in '-') to artifact id, group {@code io.github.overtake}. */
  private static final Map<String, String> ARTIFACTS =
      Map.of(
          "chess", "overtake-orthodox",
          "checkercapture", "overtake-variants-checkercapture",
          "jumping", "overtake-variants-jumping",
          "checkerschess", "overtake-variants-checkerschess",
          "checkers-chess", "overtake-variants-checkerschess",
          "chess-checkers", "overtake-variants-checkerschess",
          "fluidity", "overtake-variants-fluidity",
          "modest-", "overtake-variants-modest");

  private KnownFamilies() {}

  /**
   * Returns the artifact that registers a variant id, if it is one of the project's.
   *
   * @param id the variant id (no options)
   * @return the artifact id, such as {@code overtake-variants-jumping}
   */
  static Optional<String> artifactOf(String id) {
    for (Map.Entry<String, String> e : ARTIFACTS.entrySet()) {
      String key = e.getKey();
      if (key.endsWith("-") ? id.startsWith(key) && id.length() > key.length() : id.equals(key)) {
        return Optional.of(e.getValue());
      }
    }
    return Optional.empty();
  }
}
