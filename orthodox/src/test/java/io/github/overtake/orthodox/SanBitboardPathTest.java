package io.github.overtake.orthodox;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.notation.PositionText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import net.jqwik.api.constraints.StringLength;
import org.junit.jupiter.api.Test;

/**
 * SAN resolved on bitboards ({@link ChessRules#writeSan}, taken by {@link Position#parseMove}
 * while a position's moves are not listed) against the general path (the listing read by {@link
 * SanFields#select}): every ply of random chess and Chess960 games reads the same move, reaches
 * the same position key and outcome, and is written in the same SAN; and every form a user may
 * write of every legal move names the same moves on both paths.
 */
class SanBitboardPathTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final Variant CHESS = REGISTRY.variant("chess");

  private static final List<String> STARTS =
      Stream.concat(
              PerftPositions.fens("startpos", "kiwipete", "position3", "position4", "en-passant")
                  .stream(),
              Stream.of(
                  "1r2k1r1/P1P3P1/8/3pP3/8/2N3N1/8/R3K2R w KQ d6 0 1",
                  "4k3/8/2N1N3/8/2N1N3/8/8/4K3 w - - 0 1",
                  "8/8/8/KP1p3r/8/8/8/7k w - d6 0 2"))
          .toList();

  @Property(tries = 60)
  void chessGamesReadAlikeOnBothPaths(
      @ForAll @IntRange(min = 0, max = 7) int start,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    playAlong(CHESS.position(STARTS.get(start)), choices);
  }

  @Property(tries = 40)
  void chess960GamesReadAlikeOnBothPaths(
      @ForAll @IntRange(min = 0, max = 959) int number,
      @ForAll @Size(max = 120) List<@IntRange(min = 0, max = 999) Integer> choices) {
    playAlong(REGISTRY.variant("chess960:start=" + number).startPosition(), choices);
  }

  @Test
  void fixedPositionsNameTheSameMovesOnBothPaths() {
    for (String fen : STARTS) {
      checkEveryForm(CHESS.position(fen));
    }
  }

  @Property(tries = 20)
  void randomPositionsNameTheSameMovesOnBothPaths(
      @ForAll @IntRange(min = 0, max = 7) int start,
      @ForAll @Size(min = 1, max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Position p = CHESS.position(STARTS.get(start));
    for (int choice : choices) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      p = p.play(legal.get(choice % legal.size()));
    }
    checkEveryForm(CHESS.position(p.text()));
  }

  @Property(tries = 2000)
  void theShapeTestIsThePattern(
      @ForAll @StringLength(max = 9) @net.jqwik.api.constraints.Chars({
            'N', 'B', 'R', 'Q', 'K', 'O', 'a', 'b', 'e', 'h', 'i', 'n', 'q', '0', '1', '8', '9',
            'x', ':', '=', '-', '+', '#', '!', '?', ' '
          })
          String text) {
    assertEquals(San.SHAPE.matcher(text.strip()).matches(), San.looksLikeSan(text), text);
  }

  @Test
  void aGoalReachedLeavesTheBitboardPath() {
    ChessRules hill = new KingOfTheHill.Rules();
    MutablePosition won = CHESS.position("4k3/8/8/3K4/8/8/8/8 b - - 0 1").toMutable();
    assertFalse(hill.writeSan(won, "Kd7", San.ORTHODOX_LETTERS, new MoveBuffer()));
    MutablePosition on = CHESS.position("4k3/8/8/8/3K4/8/8/8 w - - 0 1").toMutable();
    // d4 reached: the game is over
    assertFalse(hill.writeSan(on, "Kd5", San.ORTHODOX_LETTERS, new MoveBuffer()));
    MutablePosition off = CHESS.position("4k3/8/8/8/8/3K4/8/8 w - - 0 1").toMutable();
    MoveBuffer out = new MoveBuffer();
    assertTrue(hill.writeSan(off, "Kd4", San.ORTHODOX_LETTERS, out));
    assertEquals(1, out.size());
  }

  /** Plays a random game, reading each move by its SAN on both paths. */
  private static void playAlong(Position start, List<Integer> choices) {
    Game fast = Game.startingFrom(start);
    Position p = start;
    for (int choice : choices) {
      Position listed = listed(p);
      assertEquals(listed.key(), p.key(), "key of " + p);
      assertEquals(listed.outcome(), p.outcome(), "outcome of " + p);
      List<Move> legal = listed.legalMoves();
      if (legal.isEmpty() || fast.outcome().isOver()) {
        return;
      }
      Move chosen = legal.get(choice % legal.size());
      String san = San.format(listed, chosen);
      Move general = listed(p).parseMove(san); // the moves listed: read from the listing
      Move read = p.parseMove(san); // a position just reached: read on bitboards
      assertEquals(chosen, general, san + " in " + p);
      assertEquals(general, read, san + " in " + p);
      assertEquals(san, San.format(listed, read), "SAN of " + read + " in " + p);
      fast = fast.play(san);
      Position next = p.play(read);
      assertEquals(next, fast.position());
      assertEquals(listed(next).key(), fast.position().key(), "key after " + san + " in " + p);
      p = fast.position();
    }
  }

  /** The same position loaded again, its moves listed first: the general path. */
  private static Position listed(Position p) {
    Position q = p.variant().position(p.text());
    int unused = q.legalMoves().size();
    return q;
  }

  /** Every form of every legal move, and a few stray texts, name the same moves on both paths. */
  private static void checkEveryForm(Position p) {
    Set<String> texts = new LinkedHashSet<>();
    for (Move m : p.legalMoves()) {
      texts.addAll(SanForms.of(p, m, true));
    }
    for (String extra :
        new String[] {
          "e4", "Qh5", "Kd1", "b8=N", "bxa8=q", "d6", "exd6", "Nxe5", "R1a3", "Kxd2", "O-O",
          "O-O-O", "0-0", "0-0-0", "O-O+", "Kg1", "Kc8"
        }) {
      texts.add(extra);
    }
    ChessRules rules = (ChessRules) p.variant().rules();
    for (String text : texts) {
      List<String> general = new ArrayList<>();
      for (Move m : San.matches(p, text)) {
        general.add(m.text());
      }
      MutablePosition work = p.toMutable();
      MoveBuffer out = new MoveBuffer();
      boolean written = rules.writeSan(work, text, San.ORTHODOX_LETTERS, out);
      if (SanFields.parse(text) == null) {
        assertFalse(written, text); // not SAN (nc3): nothing written, and nothing named
        assertEquals(List.of(), general, text);
        continue;
      }
      assertTrue(written, text + " in " + p);
      List<String> fast = new ArrayList<>();
      for (int i = 0; i < out.size(); i++) {
        fast.add(
            MoveText.format(
                p.variant().geometry(), p.variant().pieceTypes(), out.opsOf(i), out.flags(i)));
      }
      assertEquals(general, fast, text + " in " + p);
      assertEquals(p.text(), PositionText.format(rules, work), "the work copy was left as it was");
      assertEquals(parsed(listed(p), text), parsed(p.variant().position(p.text()), text), text);
    }
  }

  /** The move a text names, or the refusal's class and message. */
  private static String parsed(Position p, String text) {
    try {
      return p.parseMove(text).text();
    } catch (IllegalArgumentException e) {
      return e.getClass().getSimpleName() + ": " + e.getMessage();
    }
  }

}
