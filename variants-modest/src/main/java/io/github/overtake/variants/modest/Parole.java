package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

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
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a placed bishop never attacks the king and
 * entries follow the move: FIDE's threats.
 */
@Immutable
final class Parole implements DuePlacement.Variant {
  /** Slot 0: 0, or 1 + the side that must place a bishop (always the side to move). */
  private static final int DUE = 0;

  private static final DuePlacement DROP =
      new DuePlacement("Parole", "bishop", BISHOP, 'B', 0, 64, DUE);

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
  public DuePlacement placement() {
    return DROP;
  }

  @Override
  public String startPosition() {
    return "rn1qkbnr/pppppppp/8/8/8/8/PPPPPPPP/RN1QKBNR[Bb] w KQkq - 0 1";
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  /**
   * FIDE's moves with captured pieces sent to the pool, then the same moves after each possible
   * exchange: an enemy bishop given, an own queen, rook or knight received and entered on the
   * vacated square, the bishop due to the opponent.
   */
  @Override
  public void moves(ModestKit k, MutablePosition p, int side, MoveBuffer out, boolean threat) {
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

  /** The recovered piece enters on the vacated square, a double step's origin included. */
  @Override
  public boolean refillsVacatedSquare() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "QRBNqrbn", problems);
    int due = p.extra(DUE);
    if (due != 0 && due != p.sideToMove() + 1) {
      problems.add(DROP.token(due - 1) + " names a bishop of the side not to move");
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
