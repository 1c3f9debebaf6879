package io.github.overtake.variants.checkercapture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Move;
import io.github.overtake.core.Outcome;
import io.github.overtake.core.Piece;
import io.github.overtake.core.PieceType;
import io.github.overtake.core.Position;
import io.github.overtake.core.Side;
import io.github.overtake.core.Square;
import io.github.overtake.core.Variant;
import io.github.overtake.core.VariantRegistry;
import io.github.overtake.core.notation.MoveText;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.testkit.RandomGames;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/**
 * Random games for every option combination: core's invariants (RandomGames) and the family's:
 * compulsory jumping, route merging (R10), the outcome order (R18), the goal mirror and the
 * castling attack property of R13.
 */
class CheckerCapturePropertiesTest {
  private static final VariantRegistry REGISTRY = VariantRegistry.load();
  private static final String[] GOALS = {"normal", "misere", "semi-misere"};

  /** Rich start positions besides the array: castling and promotion (CX-11), crowded centre. */
  private static final String[] FULL_STARTS = {
    "r3k2r/1P6/8/8/8/6p1/8/R3K2R w KQkq - 0 1",
    "r3k2r/pp1n1ppp/2p5/3pp3/3PP3/2N5/PPP2PPP/R3K2R w KQkq - 0 1",
  };

  private static final String[] SIMPLE_STARTS = {
    "P5k1/8/3p4/8/8/4P3/8/K6p w - - 0 1", "1P4k1/1p6/8/3pp3/3PP3/8/6P1/1r5K w - - 0 1",
  };

  private static Variant variant(int combo) {
    boolean simple = (combo & 1) != 0;
    boolean displacement = (combo & 2) != 0;
    String goal = GOALS[combo >> 2];
    return REGISTRY.variant(
        "checkercapture:simple=" + simple + ",goal=" + goal + ",displacement=" + displacement);
  }

  private static Position start(Variant v, int which) {
    boolean simple = ((CheckerCaptureRules) v.rules()).simple();
    String[] extra = simple ? SIMPLE_STARTS : FULL_STARTS;
    return which == 0 ? v.startPosition() : v.position(extra[(which - 1) % extra.length]);
  }

  @Property(tries = 240)
  void randomGamesKeepInvariants(
      @ForAll @IntRange(min = 0, max = 11) int combo,
      @ForAll @IntRange(min = 0, max = 2) int startIndex,
      @ForAll @Size(max = 60) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = variant(combo);
    Game game = RandomGames.play(start(v, startIndex), choices);
    for (Position p : game.positions()) {
      checkFamilyInvariants(p);
    }
  }

  /** Plays longer games with the cheaper family checks only, to reach the ends of games. */
  @Property(tries = 120)
  void longGamesEndConsistently(
      @ForAll @IntRange(min = 0, max = 11) int combo,
      @ForAll @Size(min = 100, max = 300) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = variant(combo);
    Game game = Game.startingFrom(v.startPosition());
    for (int choice : choices) {
      Position p = game.position();
      checkOutcome(p);
      checkGoalMirror(p);
      if (game.outcome().isOver()) {
        break;
      }
      List<Move> legal = p.legalMoves();
      game = game.play(legal.get(Math.floorMod(choice, legal.size())));
    }
    checkOutcome(game.position());
  }

  private static void checkFamilyInvariants(Position p) {
    checkOutcome(p);
    checkGoalMirror(p);
    CheckerCaptureRules rules = (CheckerCaptureRules) p.variant().rules();
    List<Move> legal = p.legalMoves();
    boolean anyJump = legal.stream().anyMatch(CheckerCapturePropertiesTest::isJump);
    for (Move m : legal) {
      if (anyJump) {
        assertTrue(isJump(m), "a jump exists, yet " + m + " is listed in " + p);
      } else if (!rules.displacement()) {
        assertFalse(m.isCapture(), m + " captures without a hop in " + p);
      }
    }
    // R10: no two moves with one identity; no two moves of one origin with one result
    Set<String> identities = new HashSet<>();
    Map<String, Set<String>> results = new HashMap<>();
    for (Move m : legal) {
      assertTrue(identities.add(identity(m)), "two moves share " + identity(m) + " in " + p);
      String from = m.from().map(Square::name).orElse("");
      assertTrue(
          results.computeIfAbsent(from, k -> new HashSet<>()).add(p.play(m).text()),
          "two moves from " + from + " give one position in " + p);
    }
    checkRawRoutes(p, legal);
    if (!rules.simple() && !rules.displacement()) {
      checkCastlingNeverAttacked(p, legal, anyJump);
    }
  }

  private static boolean isJump(Move m) {
    // a hop captures off its landing squares; a displacement capture captures on its destination
    return m.isCapture() && !m.captures().contains(m.to().orElseThrow());
  }

  private static String identity(Move m) {
    TreeSet<Integer> caps = new TreeSet<>();
    for (Square s : m.captures()) {
      caps.add(s.index());
    }
    return m.from().map(Square::name).orElse("")
        + ">"
        + m.to().map(Square::name).orElse("")
        + caps
        + m.promotion().map(PieceType::name).orElse("")
        + (m.isCastling() ? "O" : "");
  }

  /** Every route the generator writes, merged or not, parses back to a legal move of its own. */
  private static void checkRawRoutes(Position p, List<Move> legal) {
    MutablePosition work = p.toMutable();
    MoveBuffer raw = new MoveBuffer();
    p.variant().rules().generateMoves(work, raw);
    Set<String> legalIds = new HashSet<>();
    for (Move m : legal) {
      legalIds.add(identity(m));
    }
    Set<String> rawIds = new HashSet<>();
    for (int i = 0; i < raw.size(); i++) {
      String text =
          MoveText.format(
              p.variant().geometry(), p.variant().pieceTypes(), raw.opsOf(i), raw.flags(i));
      Move parsed = p.parseMove(text);
      assertEquals(rawIdentity(p, raw, i), identity(parsed), "route " + text + " in " + p);
      rawIds.add(identity(parsed));
    }
    assertEquals(legalIds, rawIds, "routes and legal moves differ in " + p);
  }

  private static String rawIdentity(Position p, MoveBuffer b, int m) {
    TreeSet<Integer> caps = new TreeSet<>();
    int lifted = 0;
    int landed = 0;
    for (int i = b.start(m); i < b.end(m); i++) {
      int op = b.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE) {
        caps.add(Ops.square(op));
      } else if (Ops.opcode(op) == Ops.LIFT && lifted == 0) {
        lifted = Pieces.type(Ops.piece(op));
      } else if (Ops.opcode(op) == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) {
        landed = Pieces.type(Ops.piece(op));
      }
    }
    String promo =
        landed != lifted ? p.variant().pieceTypes().get(landed - 1).name() : "";
    return p.variant().geometry().name(b.from(m))
        + ">"
        + p.variant().geometry().name(b.to(m))
        + caps
        + promo
        + ((b.flags(m) & MoveBuffer.CASTLE) != 0 ? "O" : "");
  }

  /**
   * R13's property: without displacement, condition 4 never fails, so the castling moves are
   * exactly those of conditions 1 to 3.
   */
  private static void checkCastlingNeverAttacked(Position p, List<Move> legal, boolean anyJump) {
    int side = p.sideToMove().index();
    String rights = p.castlingRights();
    String rank = side == 0 ? "1" : "8";
    Set<String> expected = new HashSet<>();
    Optional<Piece> king = p.board().pieceAt("e" + rank);
    if (!anyJump
        && !legal.isEmpty()
        && king.isPresent()
        && king.get().type().letter() == 'K'
        && king.get().side().index() == side) {
      char k = side == 0 ? 'K' : 'k';
      char q = side == 0 ? 'Q' : 'q';
      if (rights.indexOf(k) >= 0 && empty(p, "f" + rank) && empty(p, "g" + rank)) {
        expected.add("e" + rank + "g" + rank);
      }
      if (rights.indexOf(q) >= 0
          && empty(p, "b" + rank)
          && empty(p, "c" + rank)
          && empty(p, "d" + rank)) {
        expected.add("e" + rank + "c" + rank);
      }
    }
    Set<String> actual = new HashSet<>();
    for (Move m : legal) {
      if (m.isCastling()) {
        actual.add(m.text());
      }
    }
    assertEquals(expected, actual, "castling moves in " + p);
  }

  private static boolean empty(Position p, String square) {
    return p.board().pieceAt(square).isEmpty();
  }

  /** R18 items 1 to 3, computed from the board alone. */
  private static void checkOutcome(Position p) {
    Goal goal = ((CheckerCaptureRules) p.variant().rules()).goal();
    Side s = p.sideToMove();
    Side m = s.opposite();
    Outcome o = p.outcome();
    Optional<String> expected = Optional.empty();
    if (count(p, s, 'K') == 0) {
      expected = Optional.of(win(goal == Goal.MISERE ? s : m, "king-captured"));
    } else if (goal == Goal.SEMI_MISERE && count(p, m, 'P') == 0) {
      expected = Optional.of(win(m, "no-pawns"));
    } else if (goal == Goal.SEMI_MISERE && count(p, s, 'P') == 0) {
      expected = Optional.of(win(s, "no-pawns"));
    } else if (p.legalMoves().isEmpty()) {
      expected = Optional.of(win(goal == Goal.NORMAL ? m : s, "no-moves"));
    }
    if (expected.isPresent()) {
      assertEquals(expected.get(), o.text(), "outcome of " + p);
    } else {
      assertTrue(
          o.text().equals("ongoing") || o.text().equals("draw no-progress"),
          "outcome " + o + " of " + p);
    }
    if (count(p, s, 'K') == 0 || (goal == Goal.SEMI_MISERE && expected.isPresent())) {
      assertTrue(p.legalMoves().isEmpty(), "a decided position has moves: " + p);
    }
  }

  /**
   * The goals share move generation except for the semi-misère pawn goal, and misère swaps the
   * winner of king capture and of having no move.
   */
  private static void checkGoalMirror(Position p) {
    CheckerCaptureRules rules = (CheckerCaptureRules) p.variant().rules();
    String base = "checkercapture:simple=" + rules.simple() + ",displacement=" + rules.displacement();
    Position normal = REGISTRY.variant(base + ",goal=normal").position(p.text());
    Position misere = REGISTRY.variant(base + ",goal=misere").position(p.text());
    assertEquals(texts(normal), texts(misere));
    Outcome on = normal.outcome();
    Outcome om = misere.outcome();
    assertEquals(on.termination(), om.termination());
    if (on.winningSide().isPresent()) {
      assertEquals(on.winningSide().get().opposite(), om.winningSide().orElseThrow());
    }
    if (rules.goal() == Goal.SEMI_MISERE && !p.legalMoves().isEmpty()) {
      assertEquals(texts(normal), texts(p));
    }
  }

  private static Set<String> texts(Position p) {
    Set<String> out = new TreeSet<>();
    for (Move m : p.legalMoves()) {
      out.add(m.text());
    }
    return out;
  }

  private static String win(Side side, String reason) {
    return side.id() + "-wins " + reason;
  }

  private static int count(Position p, Side side, char letter) {
    int n = 0;
    for (Square sq : p.board().occupiedSquares()) {
      Piece piece = p.board().pieceAt(sq).orElseThrow();
      if (piece.side() == side && piece.type().letter() == letter) {
        n++;
      }
    }
    return n;
  }
}
