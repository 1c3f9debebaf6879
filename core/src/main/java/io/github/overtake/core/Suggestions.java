package io.github.overtake.core;

import java.util.Collection;
import java.util.Locale;
import java.util.Objects;
import java.util.Optional;

/**
 * "Did you mean" for mistyped names: the known name closest to an unknown one by edit distance
 * (insertions, deletions, substitutions and swaps of neighbours, letter case ignored), when it is
 * close enough to be a likely typo. Used by the exceptions for unknown variant ids and options,
 * and by the command line for its own names. Stateless and thread-safe.
 */
public final class Suggestions {
  /** Names longer than this get no suggestion: the comparison's cost stays small. */
  private static final int MAX_LENGTH = 64;

  private Suggestions() {}

  /**
   * Returns the candidate closest to {@code input}, if one is a likely typo of it: at most one edit
   * away for names of up to four characters, two for up to eight, three beyond. An exact match
   * ignoring case counts as the closest. Ties go to the candidate that comes first.
   *
   * @param input the unknown name (may be {@code null})
   * @param candidates the known names
   * @return the suggestion, or empty when no candidate is close enough
   * @throws NullPointerException if {@code candidates} is null
   */
  public static Optional<String> closest(String input, Collection<String> candidates) {
    Objects.requireNonNull(candidates, "candidates");
    if (input == null || input.isBlank() || input.length() > MAX_LENGTH) {
      return Optional.empty();
    }
    String a = input.strip().toLowerCase(Locale.ROOT);
    int allowed = a.length() <= 4 ? 1 : a.length() <= 8 ? 2 : 3;
    String best = null;
    int bestDistance = Integer.MAX_VALUE;
    for (String c : candidates) {
      if (c == null || c.length() > MAX_LENGTH) {
        continue;
      }
      int d = distance(a, c.toLowerCase(Locale.ROOT));
      if (d < bestDistance) {
        bestDistance = d;
        best = c;
      }
    }
    return best != null && bestDistance <= allowed && !best.equals(input.strip())
        ? Optional.of(best)
        : Optional.empty();
  }

  /**
   * Returns {@code "; did you mean 'x'?"} for the closest candidate, or the empty string.
   *
   * @param input the unknown name
   * @param candidates the known names
   * @return the phrase to append to a message
   * @throws NullPointerException if {@code candidates} is null
   */
  public static String didYouMean(String input, Collection<String> candidates) {
    return closest(input, candidates).map(s -> "; did you mean '" + s + "'?").orElse("");
  }

  /** The optimal-string-alignment distance: edits and swaps of neighbours, each costing one. */
  static int distance(String a, String b) {
    int n = a.length();
    int m = b.length();
    int[][] d = new int[n + 1][m + 1];
    for (int i = 0; i <= n; i++) {
      d[i][0] = i;
    }
    for (int j = 0; j <= m; j++) {
      d[0][j] = j;
    }
    for (int i = 1; i <= n; i++) {
      for (int j = 1; j <= m; j++) {
        int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
        int v = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
        if (i > 1
            && j > 1
            && a.charAt(i - 1) == b.charAt(j - 2)
            && a.charAt(i - 2) == b.charAt(j - 1)) {
          v = Math.min(v, d[i - 2][j - 2] + 1);
        }
        d[i][j] = v;
      }
    }
    return d[n][m];
  }
}
