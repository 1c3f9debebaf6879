package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.BISHOP;
import static io.github.overtake.core.orthodox.Orthodox.KING;
import static io.github.overtake.core.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.core.orthodox.Orthodox.PAWN;
import static io.github.overtake.core.orthodox.Orthodox.QUEEN;
import static io.github.overtake.core.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Rebate Chess: a side that loses a queen, rook, bishop or knight while it has fewer than eight
 * pawns on the board receives a pawn from outside the board, which it must place at the start of
 * its next turn on an empty square of ranks 3-6 from which it does not attack the enemy king
 * ({@code P@d4,e8d8}). The due placement is the state {@code drop:P} / {@code drop:p}. A placed
 * pawn never attacks the enemy king, so check is FIDE's.
 */
@Immutable
final class Rebate implements ModestVariant {
  /** Slot 0: 0, or 1 + the side that must place a pawn (always the side to move). */
  private static final int DUE = 0;

  private static final int PIECES =
      PoolTurns.bit(KNIGHT) | PoolTurns.bit(BISHOP) | PoolTurns.bit(ROOK) | PoolTurns.bit(QUEEN);

  @Override
  public String name() {
    return "rebate";
  }

  @Override
  public String description() {
    return "Rebate Chess: a side short of pawns that loses a piece places a pawn before its move";
  }

  @Override
  public int extraSlots() {
    return 1;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    if (p.extra(DUE) != side + 1) {
      moves(k, p, side, out, threat);
      return;
    }
    int pawn = Pieces.code(PAWN, side);
    int king = p.find(side ^ 1, KING);
    MoveBuffer pre = k.acquire();
    MoveBuffer rest = k.acquire();
    try {
      for (int sq = 16; sq < 48; sq++) {
        if (!p.isEmpty(sq) || (king >= 0 && k.attacksAs(p, PAWN, side, sq, king))) {
          continue;
        }
        pre.clear();
        pre.begin().place(sq, pawn, false).set(DUE, 0).end();
        rest.clear();
        PoolTurns.makePlacement(p, pre);
        moves(k, p, side, rest, threat);
        p.unmake();
        PoolTurns.prefixAll(pre, rest, out);
      }
    } finally {
      k.release();
      k.release();
    }
  }

  /**
   * FIDE's moves of {@code side}; a capture of an enemy piece while the enemy is short of pawns
   * sets its due placement.
   */
  private void moves(ModestKit k, MutablePosition p, int side, MoveBuffer out, boolean threat) {
    k.fideMoves(p, side, out);
    int enemy = side ^ 1;
    if (p.countType(enemy, PAWN) < 8 && PoolTurns.capturesAny(out, PIECES)) {
      int n = out.size();
      for (int m = 0; m < n; m++) {
        int type = Pieces.type(ModestKit.firstCaptured(out, m));
        PoolTurns.copyOpen(out, m, 0);
        if (type > PAWN && type < KING) {
          out.set(DUE, enemy + 1);
        }
        out.end();
      }
      out.removeFirst(n);
    }
    if (!threat) {
      k.castling(this, p, out);
    }
  }

  /** A placed pawn never attacks the enemy king, so the threats are FIDE's (property-tested). */
  /** Threats are FIDE's and drops, placements and entries only add the mover's men. */
  @Override
  public boolean fideThreats() {
    return true;
  }

  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    return k.fideThreat(p, side);
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    int due = p.extra(DUE);
    if (due != 0) {
      out.append(" drop:").append(due == 1 ? 'P' : 'p');
    }
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    if (!token.startsWith("drop:")) {
      return false;
    }
    String v = token.substring(5);
    if (!v.equals("P") && !v.equals("p")) {
      throw new IllegalArgumentException(
          "Rebate's drop: names the pawn to place, P or p, not '" + v + "'");
    }
    p.setExtra(DUE, v.equals("P") ? 1 : 2);
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    int due = p.extra(DUE);
    if (due == 0) {
      return;
    }
    int side = due - 1;
    String token = side == 0 ? "drop:P" : "drop:p";
    if (side != p.sideToMove()) {
      problems.add(token + " names a pawn of the side not to move");
    } else if (p.countType(side, PAWN) >= 8) {
      problems.add(token + " is due, but that side already has eight pawns on the board");
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return p.extra(DUE) == 0;
  }
}
