package io.github.overtake.variants.jumping;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import io.github.overtake.core.geometry.Geometry;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * The attack test of the {@code checkmate} option (R27.1): whether a side has a capture, or with
 * {@code multiJump} a chain, that removes the piece on a square. Duties and the attacker's own
 * king safety are ignored. Single captures are found backwards from the target; chains by
 * walking every attacker's capture tree. Immutable and thread-safe.
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
    if (!multiJump) {
      return false;
    }
    for (int i = 0, c = p.pieceCount(by); i < c; i++) {
      if (moves.chainHits(p, p.pieceSquare(by, i), t)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a single capture of {@code by} removes the piece on {@code t}. */
  private boolean attackedOnce(MutablePosition p, int t, int by) {
    int king = Pieces.code(KING, by);
    int queen = Pieces.code(QUEEN, by);
    int rook = Pieces.code(ROOK, by);
    int bishop = Pieces.code(BISHOP, by);
    int pawn = Pieces.code(PAWN, by);
    int pawnUp = by == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int l = step[d * n + t];
      if (l < 0 || p.at(l) != 0) {
        continue; // the capture in direction d would have nowhere to land
      }
      int back = Geometry.opposite(d) * n;
      int x = step[back + t];
      if (x < 0) {
        continue;
      }
      int px = p.at(x);
      if (px == king || (px == pawn && Geometry.dx(d) != 0 && Geometry.dy(d) == pawnUp)) {
        return true;
      }
      while (px == 0) {
        x = step[back + x];
        if (x < 0) {
          break;
        }
        px = p.at(x);
      }
      if (x >= 0 && (px == queen || px == ((d & 1) != 0 ? bishop : rook))) {
        return true;
      }
    }
    int knight = Pieces.code(KNIGHT, by);
    for (int i = b.flankOfStart[t], e = b.flankOfStart[t + 1]; i < e; i += 2) {
      if (p.at(b.flankOf[i]) == knight && p.at(b.flankOf[i + 1]) == 0) {
        return true;
      }
    }
    return false;
  }
}
