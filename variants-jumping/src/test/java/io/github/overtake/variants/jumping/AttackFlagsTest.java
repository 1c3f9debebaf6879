package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.CHECKMATE;
import static io.github.overtake.variants.jumping.JumpingPropertiesTest.MULTI_JUMP;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.overtake.core.Game;
import io.github.overtake.core.Position;
import io.github.overtake.core.Variant;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.testkit.RandomGames;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.junit.jupiter.api.Test;

/**
 * {@link AttackFlags} tells the truth: on every position of random games and of random placements,
 * with every option set holding {@code checkmate}, each pseudo-legal move the flags decide (safe,
 * or attacked only by men of some classes) is made and tested by {@link JumpingAttacks#attacked},
 * which must equal the walk of the suspect classes alone (none: safe), and a proven position has
 * its king unattacked.
 */
class AttackFlagsTest {
  @Property(tries = 200)
  void flagsDecideOnlySafeMovesInGames(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll @Size(max = 150) List<@IntRange(min = 0, max = 999) Integer> choices) {
    Variant v = JumpingPropertiesTest.variant(mask | CHECKMATE);
    JumpingOptions o = ((JumpingRules) v.rules()).options();
    Game g = RandomGames.play(v.startPosition(), choices);
    for (Position pos : g.positions()) {
      check(pos, o);
    }
  }

  @Property(tries = 1500)
  void flagsDecideOnlySafeMovesInPlacements(
      @ForAll @IntRange(min = 0, max = 63) int mask,
      @ForAll long seed,
      @ForAll @IntRange(min = 4, max = 60) int density) {
    Variant v = JumpingPropertiesTest.variant(mask | CHECKMATE);
    JumpingOptions o = ((JumpingRules) v.rules()).options();
    Position pos = placement(v, o.mini() ? 8 : 10, new Random(seed), density);
    if (pos != null) {
      check(pos, o);
    }
  }

  /** The flags decide most moves of the start positions (the property above is not vacuous). */
  @Test
  void flagsDecideMostMovesOfTheStart() {
    for (int mask : new int[] {CHECKMATE, CHECKMATE | MULTI_JUMP}) {
      Variant v = JumpingPropertiesTest.variant(mask);
      int[] counts = check(v.startPosition(), ((JumpingRules) v.rules()).options());
      assertTrue(counts[1] > 0 && counts[0] >= counts[1] * 9 / 10, v.spec() + ": " + counts[0]);
    }
  }

  /**
   * A man left out of F_T, apart from the king by files and ranks (here the white bishop, on the
   * other colour than the black king), is named after a king's move that brings the king within
   * its reach: one such move would otherwise be kept unmade, and the bishop takes the king on its
   * new square.
   */
  @Test
  void kingMovesNameTheMenLeftOut() {
    Variant v = JumpingPropertiesTest.variant(CHECKMATE | MULTI_JUMP);
    JumpingOptions o = ((JumpingRules) v.rules()).options();
    Position pos = v.position("10/7n2/2k7/10/5B4/10/9p/10/10/8K1 b - - 0 1");
    MutablePosition p = pos.toMutable();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingMoves moves = new JumpingMoves(board, o);
    int bishop = p.find(0, BISHOP);
    int king = p.find(1, KING);
    assertTrue(moves.apart(p, bishop, king), "the bishop is left out where the king stands");
    int[] counts = check(pos, o);
    assertTrue(counts[1] > 0, "moves checked");
  }

  /**
   * Makes and tests every pseudo-legal move of {@code pos} the flags decide; returns the number
   * decided safe and the number of moves.
   */
  static int[] check(Position pos, JumpingOptions o) {
    check(pos, o, 1000); // B_T never left off: the backward sets are tested in full
    return check(pos, o, AttackFlags.BACKWARD_LIMIT);
  }

  private static int[] check(Position pos, JumpingOptions o, int limit) {
    MutablePosition p = pos.toMutable();
    JumpingBoard board = new JumpingBoard(o.mini());
    JumpingMoves moves = new JumpingMoves(board, o);
    JumpingAttacks attacks = new JumpingAttacks(board, moves, o);
    AttackFlags flags = new AttackFlags();
    flags.bind(board, o.multiJump());
    flags.limit(limit);
    int side = p.sideToMove();
    int king = p.find(side, KING);
    int[] counts = new int[2];
    if (king < 0) {
      return counts;
    }
    boolean proven = flags.take(p, side, king);
    if (proven) {
      assertFalse(attacks.attacked(p, king, side ^ 1), "proven but attacked: " + pos);
    }
    MoveBuffer buf = new MoveBuffer();
    for (int i = 0, c = p.pieceCount(side); i < c; i++) {
      int sq = p.pieceSquare(side, i);
      moves.captures(p, sq, p.at(sq), buf);
      moves.quiets(p, sq, p.at(sq), buf);
    }
    for (int m = 0; m < buf.size(); m++) {
      counts[1]++;
      int suspects = flags.suspects(buf, m);
      if (suspects == 0) {
        counts[0]++;
      }
      if (suspects >= 0) {
        p.make(buf, m);
        int k = p.find(side, KING);
        boolean attacked = attacks.attacked(p, k, side ^ 1);
        boolean bySuspects = attacks.chainAttacked(p, k, side ^ 1, suspects);
        p.unmake();
        assertEquals(attacked, bySuspects, "suspects " + suspects + " of move " + m + " of " + pos);
      }
    }
    return counts;
  }

  /**
   * A random valid position: both kings, then each square holds a random man with probability
   * {@code density} percent (pawns only where a pawn may stand); null when the text is refused
   * (the side that has just moved is in check).
   */
  static Position placement(Variant v, int size, Random rnd, int density) {
    char[][] board = new char[size][size];
    int wk = rnd.nextInt(size * size);
    int bk;
    do {
      bk = rnd.nextInt(size * size);
    } while (bk == wk);
    board[wk / size][wk % size] = 'K';
    board[bk / size][bk % size] = 'k';
    String men = "QRBNPqrbnpPPpp";
    for (int r = 0; r < size; r++) {
      for (int f = 0; f < size; f++) {
        if (board[r][f] != 0 || rnd.nextInt(100) >= density) {
          continue;
        }
        char c = men.charAt(rnd.nextInt(men.length()));
        if (c == 'P' && (r < 2 || r >= size - 2)) {
          continue;
        }
        if (c == 'p' && (r > size - 3 || r < 2)) {
          continue;
        }
        board[r][f] = c;
      }
    }
    StringBuilder fen = new StringBuilder();
    for (int r = size - 1; r >= 0; r--) {
      int run = 0;
      for (int f = 0; f < size; f++) {
        if (board[r][f] == 0) {
          run++;
        } else {
          if (run > 0) {
            fen.append(run);
          }
          run = 0;
          fen.append(board[r][f]);
        }
      }
      if (run > 0) {
        fen.append(run);
      }
      if (r > 0) {
        fen.append('/');
      }
    }
    fen.append(rnd.nextBoolean() ? " w" : " b").append(" - - 0 1");
    try {
      return v.position(fen.toString());
    } catch (IllegalArgumentException e) {
      return null; // the side that has just moved is in check: not a valid position
    }
  }
}
