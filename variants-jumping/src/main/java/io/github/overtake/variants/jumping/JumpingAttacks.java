package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;

/**
 * The attack test of the {@code checkmate} option (R27.1): whether a side has a capture, or with
 * {@code multiJump} a chain, that removes the piece on a square. Duties and the attacker's own
 * king safety are ignored. Single captures are found backwards from the target; chains by
 * searching every attacker's capture tree ({@link JumpingMoves#chainHits}, bounded by the
 * attacker's static {@link Reach} when large). {@link KingGuard} decides most moves of a listing
 * without making them; the tests here serve the moves it makes. Immutable and thread-safe.
 */
final class JumpingAttacks {
  private final JumpingBoard b;
  private final JumpingMoves moves;
  private final int n;
  private final int[] step;
  private final boolean multiJump;

  JumpingAttacks(JumpingBoard board, JumpingMoves moves, JumpingOptions o) {
    this.b = board;
    this.moves = moves;
    this.n = board.n;
    this.step = board.step;
    this.multiJump = o.multiJump();
  }

  /** Returns whether the piece on {@code t} can be captured by {@code by} (a king: R27.1). */
  boolean attacked(MutablePosition p, int t, int by) {
    if (attackedOnce(p, t, by)) {
      return true;
    }
    if (!multiJump || !reachable(p, t, by)) {
      return false;
    }
    return chainAttacked(p, t, by);
  }

  /**
   * The attack test right after a move that {@link KingGuard} walked before it was made: the
   * chains of the attackers whose walks the move leaves alone still miss the king, so only the
   * others are walked. Gives the same answer as {@link #attacked}.
   */
  boolean attackedRewalking(MutablePosition p, int t, int by, KingGuard guard) {
    // no pre-filter: the pairs around the king were open before the move, and a move seldom
    // closes them all
    if (guard.recheckOnce() && attackedOnce(p, t, by)) {
      return true;
    }
    if (!multiJump) {
      return false;
    }
    for (int i = 0, c = p.pieceCount(by); i < c; i++) {
      int s = p.pieceSquare(by, i);
      if (guard.rewalk(s) && moves.chainHits(p, s, t)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Writes the squares of the pieces of {@code by} that have a capture leg (the first leg of every
   * chain) to {@code c}.
   */
  void pieceLegs(MutablePosition p, int by, Chain c) {
    int k = 0;
    for (int i = 0, e = p.pieceCount(by); i < e; i++) {
      int s = p.pieceSquare(by, i);
      if (moves.hasCapture(p, s)) {
        c.legSquares[k++] = s;
      }
    }
    c.legCount = k;
  }

  /**
   * The attack test right after {@code move} of {@code buffer} was made, given the pieces of
   * {@code by} that had a capture leg before it ({@link #pieceLegs}). A chain needs a first leg,
   * and a leg the move made possible uses a square the move changed: a piece put there is the
   * victim (taken from beside, along a line or by a knight's leap, en passant included), or a
   * square emptied there is passed or landed on. Only the pieces listed before and the pieces
   * that can make such a leg are walked. Gives the same answer as {@link #attacked}.
   */
  boolean attackedAfter(
      MutablePosition p, MoveBuffer buffer, int move, int t, int by, Chain c) {
    if (attackedOnce(p, t, by)) {
      return true;
    }
    if (!multiJump || !reachable(p, t, by)) {
      return false;
    }
    c.newList();
    for (int i = 0; i < c.legCount; i++) {
      c.list(c.legSquares[i]);
    }
    for (int i = buffer.start(move), e = buffer.end(move); i < e; i++) {
      int op = buffer.opAt(i);
      int code = Ops.opcode(op);
      if (code == Ops.LIFT || code == Ops.LAND || code == Ops.CAPTURE) {
        movers(p, Ops.square(op), by, c);
      }
    }
    for (int i = 0; i < c.candidateCount; i++) {
      int s = c.candidates[i];
      int code = p.at(s);
      if (code != 0 && Pieces.side(code) == by && moves.chainHits(p, s, t)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Lists every piece of {@code by} that may make a leg using the changed square {@code sq}. A
   * piece on it can only be the victim: of the first piece on a line from it (beside it or
   * sliding to it; en passant takers stand beside it) or of a knight leaping over it. An empty
   * square can be passed by the first piece on a line from it, or landed on by the first piece
   * beyond the first one (its victim) or by a knight a leap away.
   */
  private void movers(MutablePosition p, int sq, int by, Chain c) {
    boolean empty = p.at(sq) == 0;
    for (int d = 0; d < 8; d++) {
      int base = d * n;
      int v = next(p, base, sq);
      if (v < 0) {
        continue;
      }
      if (Pieces.side(p.at(v)) == by) {
        c.list(v);
      } else if (empty) {
        int y = next(p, base, v);
        if (y >= 0 && Pieces.side(p.at(y)) == by) {
          c.list(y);
        }
      }
    }
    int knight = Pieces.code(KNIGHT, by);
    if (empty) {
      for (int i = sq * 8, e = i + 8; i < e; i++) {
        int u = b.knightTo[i];
        if (u < 0) {
          break;
        }
        if (p.at(u) == knight) {
          c.list(u);
        }
      }
    } else {
      for (int i = b.flankOfStart[sq], e = b.flankOfStart[sq + 1]; i < e; i += 2) {
        if (p.at(b.flankOf[i]) == knight) {
          c.list(b.flankOf[i]);
        }
      }
    }
  }

  /** The first occupied square from {@code s} on in the direction of {@code base}, or -1. */
  private int next(MutablePosition p, int base, int s) {
    int x = step[base + s];
    while (x >= 0 && p.at(x) == 0) {
      x = step[base + x];
    }
    return x;
  }

  /** Whether a chain of {@code by} removes the piece on {@code t}: the full walk, no pre-filter. */
  boolean chainAttacked(MutablePosition p, int t, int by) {
    Chain chain = Chain.get();
    for (int i = 0, c = p.pieceCount(by); i < c; i++) {
      if (moves.chainHits(p, p.pieceSquare(by, i), t, chain)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a chain of a man of {@code by} whose type is in {@code types} (bit {@code type - 1})
   * removes the piece on {@code t}: the full walk of those men alone.
   */
  boolean chainAttacked(MutablePosition p, int t, int by, int types) {
    Chain chain = Chain.get();
    for (int i = 0, c = p.pieceCount(by); i < c; i++) {
      int s = p.pieceSquare(by, i);
      if ((types & (1 << (Pieces.type(p.at(s)) - 1))) != 0
          && moves.chainHits(p, s, t, chain)) {
        return true;
      }
    }
    return false;
  }

  /**
   * An exact pre-filter of the chain walk: whether any leg of {@code by}, in any chain, could
   * remove the piece on {@code t} at all. A leg in direction d comes through the square before
   * {@code t} (the mover stands on it or slides over it) and lands on the square after it; a
   * knight leg leaps from and to the ends of a leap that has {@code t} as a flank. During a chain
   * only the mover's origin (a square of {@code by}) counts as empty, so a piece of {@code t}'s
   * side on either square rules the leg out in every chain (en passant aside, which only takes
   * pawns). When no leg is left, no chain can
   * take {@code t}, and the walk of every attacker is skipped.
   */
  boolean reachable(MutablePosition p, int t, int by) {
    if (Pieces.type(p.at(t)) == PAWN) {
      return true; // an en passant leg takes a pawn from beside the mover: not filtered
    }
    int[] pairs = b.pairs;
    for (int i = b.pairStart[t], e = b.pairStart[t + 1]; i < e; i += 3) {
      if (open(p.at(pairs[i]), by) && open(p.at(pairs[i + 1]), by)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a square holding {@code code} may be passed, stood on or landed on by {@code by}. */
  static boolean open(int code, int by) {
    return code == 0 || Pieces.side(code) == by;
  }

  /** Whether a single capture of {@code by} removes the piece on {@code t}. */
  private boolean attackedOnce(MutablePosition p, int t, int by) {
    return attackedOnce(p, t, by, null);
  }

  /**
   * Whether a single capture of {@code by} removes the piece on {@code t}, every square read going
   * to {@code recorder} when there is one ({@link KingGuard}'s footprint: an occupied square as
   * needed, since only a move that lifts or takes its man can change the answer through it).
   */
  boolean attackedOnce(MutablePosition p, int t, int by, KingGuard recorder) {
    int king = Pieces.code(KING, by);
    int queen = Pieces.code(QUEEN, by);
    int rook = Pieces.code(ROOK, by);
    int bishop = Pieces.code(BISHOP, by);
    int pawn = Pieces.code(PAWN, by);
    int pawnUp = by == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int l = step[d * n + t];
      if (l < 0 || at(p, l, recorder) != 0) {
        continue; // the capture in direction d would have nowhere to land
      }
      int back = Geometry.opposite(d) * n;
      int x = step[back + t];
      if (x < 0) {
        continue;
      }
      int px = at(p, x, recorder);
      if (px == king || (px == pawn && Geometry.dx(d) != 0 && Geometry.dy(d) == pawnUp)) {
        return true;
      }
      while (px == 0) {
        x = step[back + x];
        if (x < 0) {
          break;
        }
        px = at(p, x, recorder);
      }
      if (x >= 0 && (px == queen || px == ((d & 1) != 0 ? bishop : rook))) {
        return true;
      }
    }
    int knight = Pieces.code(KNIGHT, by);
    for (int i = b.flankOfStart[t], e = b.flankOfStart[t + 1]; i < e; i += 2) {
      if (at(p, b.flankOf[i], recorder) == knight && at(p, b.flankOf[i + 1], recorder) == 0) {
        return true;
      }
    }
    return false;
  }

  /** Reads a square for {@link #attackedOnce}, recording it when there is a recorder. */
  private static int at(MutablePosition p, int sq, KingGuard recorder) {
    int code = p.at(sq);
    if (recorder != null) {
      recorder.record(sq, code != 0);
    }
    return code;
  }
}
