package io.github.overtake.variants.modest;

import static io.github.overtake.core.orthodox.Orthodox.BISHOP;
import static io.github.overtake.core.orthodox.Orthodox.KING;
import static io.github.overtake.core.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.core.orthodox.Orthodox.QUEEN;
import static io.github.overtake.core.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Parole Chess: each side starts without its queen's bishop, held by the opponent in the pool.
 * Before moving, a side may give back one enemy bishop it holds for one of its own captured
 * queens, rooks or knights, which enters on the square its move vacates ({@code
 * ex(b:R),g1f3,R@g1}); the opponent must then open its next turn by placing that bishop on an
 * empty square from which it does not attack the enemy king ({@code B@c6,e8d8}, state {@code
 * drop:b}). Captured queens, rooks, bishops and knights go to the pool. Check is FIDE's: the
 * placed bishop never attacks the king and the recovered piece enters after the move.
 */
@Immutable
final class Parole implements ModestVariant {
  /** Slot 0: 0, or 1 + the side that must place a bishop (always the side to move). */
  private static final int DUE = 0;

  private static final int KEPT =
      PoolTurns.bit(QUEEN) | PoolTurns.bit(ROOK) | PoolTurns.bit(BISHOP) | PoolTurns.bit(KNIGHT);

  @Override
  public String name() {
    return "parole";
  }

  @Override
  public String description() {
    return "Parole Chess: a held enemy bishop buys back a captured queen, rook or knight";
  }

  @Override
  public String startPosition() {
    return "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR[Bb] w KQkq - 0 1";
  }

  @Override
  public boolean hasPool() {
    return true;
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
    int bishop = Pieces.code(BISHOP, side);
    int king = p.find(side ^ 1, KING);
    MoveBuffer pre = k.acquire();
    MoveBuffer rest = k.acquire();
    try {
      for (int sq = 0; sq < 64; sq++) {
        if (!p.isEmpty(sq) || (king >= 0 && k.attacksAs(p, BISHOP, side, sq, king))) {
          continue;
        }
        pre.clear();
        pre.begin().place(sq, bishop, false).set(DUE, 0).end();
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
   * FIDE's moves with captured pieces sent to the pool, then the same moves after each possible
   * exchange: an enemy bishop given, an own queen, rook or knight received and entered on the
   * vacated square, the bishop due to the opponent.
   */
  private void moves(ModestKit k, MutablePosition p, int side, MoveBuffer out, boolean threat) {
    k.fideMoves(p, side, out);
    if (threat) {
      return; // pools, exchanges and entries never remove a king
    }
    int n = out.size();
    if (PoolTurns.capturesAny(out, KEPT)) {
      for (int m = 0; m < n; m++) {
        PoolTurns.copyOpen(out, m, KEPT);
        out.end();
      }
      out.removeFirst(n);
    }
    k.castling(this, p, out);
    int enemy = side ^ 1;
    int given = Pieces.code(BISHOP, enemy);
    if (p.pool(given) == 0) {
      return;
    }
    n = out.size();
    for (int type = KNIGHT; type <= QUEEN; type++) {
      int piece = Pieces.code(type, side);
      if (type == BISHOP || p.pool(piece) == 0) {
        continue;
      }
      for (int m = 0; m < n; m++) {
        MoveBuffer ex =
            out.begin()
                .flag(out.flags(m))
                .poolTake(given, Ops.GIVE)
                .poolTake(piece, Ops.RECEIVE)
                .part();
        PoolTurns.copyOps(out, m, ex, 0);
        out.part().place(out.from(m), piece, false).set(DUE, enemy + 1).end();
      }
    }
  }

  /** A placed bishop never attacks the king and entries follow the move: FIDE's threats. */
  /** Threats are FIDE's and drops, placements and entries only add the mover's men. */
  @Override
  public boolean fideThreats() {
    return true;
  }

  /** The recovered piece enters on the vacated square, a double step's origin included. */
  @Override
  public boolean refillsVacatedSquare() {
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
      out.append(" drop:").append(due == 1 ? 'B' : 'b');
    }
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    if (!token.startsWith("drop:")) {
      return false;
    }
    String v = token.substring(5);
    if (!v.equals("B") && !v.equals("b")) {
      throw new IllegalArgumentException(
          "Parole's drop: names the bishop to place, B or b, not '" + v + "'");
    }
    p.setExtra(DUE, v.equals("B") ? 1 : 2);
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "QRBNqrbn", problems);
    int due = p.extra(DUE);
    if (due != 0 && due != p.sideToMove() + 1) {
      problems.add((due == 1 ? "drop:B" : "drop:b") + " names a bishop of the side not to move");
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    if (p.extra(DUE) != 0) {
      return false;
    }
    for (int side = 0; side < 2; side++) {
      if (p.pool(Pieces.code(BISHOP, side ^ 1)) > 0
          && p.pool(Pieces.code(QUEEN, side))
                  + p.pool(Pieces.code(ROOK, side))
                  + p.pool(Pieces.code(KNIGHT, side))
              > 0) {
        return false;
      }
    }
    return true;
  }
}
