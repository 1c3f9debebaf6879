package io.github.overtake.core.record;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;

/** PGN read as a stream, with bounded games, linear comments and short one-line messages. */
class PgnStreamTest {
  private final VariantRegistry registry = VariantRegistry.load();
  private final Variant mini = registry.variant("test-minichess");

  private String game(int plies) {
    Game g = Game.start(mini);
    for (int i = 0; i < plies && !g.outcome().isOver(); i++) {
      List<Move> legal = g.position().legalMoves();
      g = g.play(legal.get((i * 7 + 3) % legal.size()));
    }
    return GameRecord.of(g).toPgn();
  }

  @Test
  void readsGameByGameWithoutReadingAhead() {
    RepeatingReader in = new RepeatingReader(game(6), 10_000_000L); // gigabytes, were it all read
    List<GameRecord> first = GameRecord.stream(in, registry).limit(3).toList();
    assertEquals(3, first.size());
    assertEquals(6, first.get(2).game().plies());
    assertTrue(in.charsRead() < 200_000, "read " + in.charsRead() + " characters for three games");
  }

  @Test
  void aLongStreamReadsWholeAndAgreesWithReadAll() {
    String one = game(8);
    long plies = GameRecord.stream(new RepeatingReader(one, 2_000), registry)
        .mapToLong(r -> r.game().plies())
        .sum();
    assertEquals(2_000L * GameRecord.read(one, registry).game().plies(), plies);
  }

  @Test
  void commentsAreJoinedInLinearTime() {
    StringBuilder sb = new StringBuilder("[Variant \"test-minichess\"]\n\n");
    for (int i = 0; i < 100_000; i++) {
      sb.append("{c} ; d\n");
    }
    sb.append("*\n");
    GameRecord r = GameRecord.read(sb.toString(), registry);
    assertEquals(100_000 * 4 - 1, r.notes().get(0).comment().length());
    assertTrue(r.notes().get(0).comment().startsWith("c d c d"));
  }

  @Test
  void aBraceInALineCommentIsDropped() {
    GameRecord r =
        GameRecord.read("[Variant \"test-minichess\"]\n\n; see {this}\n*\n", registry);
    assertEquals("see {this", r.notes().get(0).comment());
    assertEquals(r.notes(), GameRecord.read(r.toPgn(), registry).notes());
  }

  @Test
  void aHugeTokenIsRefusedAndQuotedShort() {
    String token = "a".repeat(1 << 20);
    PgnException e =
        assertThrows(
            PgnException.class, () -> GameRecord.readAll("[Variant \"test-minichess\"]\n\n" + token, registry));
    assertTrue(e.getMessage().length() < 300, e.getMessage());
    assertTrue(e.input().length() <= 120);
    assertTrue(e.getMessage().contains("longer than " + PgnReader.MAX_TOKEN), e.getMessage());
  }

  @Test
  void aTokenSpanningLinesGivesAOneLineMessage() {
    String[] bad = {
      "[Variant \"test-minichess\"]\n\n1. {never\nclosed\n",
      "[Variant \"test-minichess\"]\n\n( a\nb\n",
      "[Event \"x\nmore\"]\n\n*\n",
      "[Variant \"test-minichess\"]\n\n1. a\u2028b *\n",
    };
    for (String text : bad) {
      PgnException e = assertThrows(PgnException.class, () -> GameRecord.readAll(text, registry));
      assertFalse(e.getMessage().contains("\n"), e.getMessage());
      assertFalse(e.getMessage().contains("\u2028"), e.getMessage());
      assertTrue(e.input() == null || !e.input().contains("\n"), e.input());
    }
  }

  @Test
  void whatOneGameMayHoldIsBounded() {
    String longValue = "[Variant \"test-minichess\"][Event \"" + "v".repeat(PgnReader.MAX_TAG + 1) + "\"]\n\n*\n";
    assertThrows(PgnException.class, () -> GameRecord.readAll(longValue, registry));
    StringBuilder tags = new StringBuilder("[Variant \"test-minichess\"]\n");
    for (int i = 0; i <= PgnReader.MAX_TAGS; i++) {
      tags.append("[T").append(i).append(" \"v\"]\n");
    }
    assertThrows(PgnException.class, () -> GameRecord.readAll(tags + "\n*\n", registry));
    String nags = "[Variant \"test-minichess\"]\n\n" + "$1 ".repeat(PgnReader.MAX_NAGS + 1) + "*";
    assertThrows(PgnException.class, () -> GameRecord.readAll(nags, registry));
    String comments =
        "[Variant \"test-minichess\"]\n\n{" + "c".repeat(PgnReader.MAX_COMMENTS + 1) + "} *";
    PgnException e = assertThrows(PgnException.class, () -> GameRecord.readAll(comments, registry));
    assertTrue(e.getMessage().length() < 300, e.getMessage());
  }

  @Test
  void emptyGamesAreSmallAndShareTheirStart() {
    List<GameRecord> games = GameRecord.readAll("[Variant \"test-minichess\"] *\n".repeat(10_000), registry);
    assertEquals(10_000, games.size());
    assertSame(
        games.get(0).game().startPosition(),
        games.get(9_999).game().startPosition(),
        "one start position for all games of one variant");
  }

  @Test
  void gamesThatBranchKeepTheirOwnMoves() {
    Game g = Game.start(mini);
    Move a = g.position().legalMoves().get(0);
    Game one = g.play(a);
    Move b = one.position().legalMoves().get(0);
    Move c = one.position().legalMoves().get(1);
    Game left = one.play(b);
    Game right = one.play(c);
    assertEquals(List.of(a, b), left.moves());
    assertEquals(List.of(a, c), right.moves());
    assertEquals(List.of(a), one.moves());
    assertEquals(left.position(), left.undo().play(b).position());
    assertNotSame(left.moves(), right.moves());
    assertEquals(3, left.positions().size());
    assertEquals(left.position(), left.positions().get(2));
  }
}
