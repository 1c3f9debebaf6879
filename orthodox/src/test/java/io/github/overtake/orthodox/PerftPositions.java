package io.github.overtake.orthodox;

import io.github.overtake.testkit.PerftFixtures;
import io.github.overtake.testkit.PerftRecord;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * The positions of the standard chess perft suite ({@code /perft/chess.perft}: the published
 * start position, Kiwipete, positions 3 to 6 and hand-made ones such as {@code en-passant}) by
 * their ids, for the tests that start from them.
 */
final class PerftPositions {
  private static final Map<String, String> BY_ID =
      PerftFixtures.read("/perft/chess.perft").stream()
          .collect(Collectors.toMap(PerftRecord::id, PerftRecord::position));

  private PerftPositions() {}

  /** The position texts of the records with these ids, in the order given. */
  static List<String> fens(String... ids) {
    List<String> out = new ArrayList<>();
    for (String id : ids) {
      String fen = BY_ID.get(id);
      if (fen == null) {
        throw new IllegalArgumentException("no record " + id + " in /perft/chess.perft");
      }
      out.add(fen);
    }
    return List.copyOf(out);
  }
}
