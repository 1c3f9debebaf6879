package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Redemption Chess: captured pawns, knights and bishops go to the pool. Before moving, a side may
 * give up two captured enemy pawns to recover one of its own captured knights or bishops, which
 * enters on the square its move vacates ({@code ex(pp:N),e2e4,N@e2}). Check is FIDE's: the
 * exchange belongs to the mover's own turn.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): exchanges happen only in the mover's own
 * turn, so the threats are FIDE's (property-tested).
 */
@Immutable
final class Redemption implements FideThreatVariant {
  private static final int KEPT =
      PoolTurns.bit(PAWN) | PoolTurns.bit(KNIGHT) | PoolTurns.bit(BISHOP);

  @Override
  public String name() {
    return "redemption";
  }

  @Override
  public String description() {
    return "Redemption Chess: two captured enemy pawns buy back a captured knight or bishop";
  }

  @Override
  public String startPosition() {
    return ModestKit.FIDE_POOL_START;
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    if (threat) {
      return; // pools and exchanges never remove a king
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
    int pawns = Pieces.code(PAWN, side ^ 1);
    if (p.pool(pawns) < 2) {
      return;
    }
    n = out.size();
    for (int type = KNIGHT; type <= BISHOP; type++) {
      int piece = Pieces.code(type, side);
      if (p.pool(piece) == 0) {
        continue;
      }
      for (int m = 0; m < n; m++) {
        MoveBuffer ex =
            out.begin()
                .flag(out.flags(m))
                .poolTake(pawns, Ops.GIVE)
                .poolTake(pawns, Ops.GIVE)
                .poolTake(piece, Ops.RECEIVE)
                .part();
        PoolTurns.copyOps(out, m, ex, 0);
        out.part().place(out.from(m), piece, false).end();
      }
    }
  }

  /** FIDE's moves and castling, found on the bitboards while no exchange is possible. */
  @Override
  public long bitboardDeaths() {
    return 0;
  }

  /**
   * Whether the side to move cannot exchange (fewer than two enemy pawns in its pool, or no
   * knight or bishop of its own to recover): then its turns are FIDE's moves, captures sending
   * their victims to the pool, legal exactly when FIDE's are.
   */
  @Override
  public boolean bitboardsApply(MutablePosition p) {
    int side = p.sideToMove();
    return p.pool(Pieces.code(PAWN, side ^ 1)) < 2
        || p.pool(Pieces.code(KNIGHT, side)) + p.pool(Pieces.code(BISHOP, side)) == 0;
  }

  /** Sends the victims of the bitboards' captures to the pool, one turn for each move. */
  @Override
  public void completeBitboardTurns(ModestKit k, MutablePosition p, MoveBuffer out) {
    int n = out.size();
    if (PoolTurns.capturesAny(out, KEPT)) {
      for (int m = 0; m < n; m++) {
        PoolTurns.copyOpen(out, m, KEPT);
        out.end();
      }
      out.removeFirst(n);
    }
  }

  /** The recovered piece enters on the vacated square, a double step's origin included. */
  @Override
  public boolean refillsVacatedSquare() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "PNBpnb", problems);
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    for (int side = 0; side < 2; side++) {
      if (p.pool(Pieces.code(PAWN, side ^ 1)) >= 2
          && p.pool(Pieces.code(KNIGHT, side)) + p.pool(Pieces.code(BISHOP, side)) > 0) {
        return false;
      }
    }
    return true;
  }
}
