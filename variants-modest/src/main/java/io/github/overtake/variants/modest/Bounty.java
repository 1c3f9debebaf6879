package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Bounty Chess: a turn that takes an enemy queen, rook, bishop or knight brings back one of the
 * mover's captured pawns, dropped in the same turn on an empty square of ranks 3-6 ({@code
 * h4f6,P@e4}). The pool holds captured pawns of both colours. Check is FIDE's: the drop belongs to
 * the capturing turn and never captures.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): the drop never captures, so the threats are
 * FIDE's (proven by a property test).
 */
@Immutable
final class Bounty implements FideThreatVariant {
  private static final int PAWNS = PoolTurns.bit(PAWN);
  private static final int PIECES =
      PoolTurns.bit(KNIGHT) | PoolTurns.bit(BISHOP) | PoolTurns.bit(ROOK) | PoolTurns.bit(QUEEN);

  @Override
  public String name() {
    return "bounty";
  }

  @Override
  public String description() {
    return "Bounty Chess: taking a piece brings back one of your captured pawns at once";
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
      return; // the pool and the drop never remove a king
    }
    int pawn = Pieces.code(PAWN, side);
    boolean bounty = p.pool(pawn) > 0;
    if (!PoolTurns.capturesAny(out, bounty ? PIECES | PAWNS : PAWNS)) {
      k.castling(this, p, out);
      return;
    }
    int n = out.size();
    for (int m = 0; m < n; m++) {
      int victim = ModestKit.firstCaptured(out, m);
      int type = Pieces.type(victim);
      if (!bounty || victim == 0 || type == PAWN || type == KING) {
        PoolTurns.copyOpen(out, m, PAWNS);
        out.end();
        continue;
      }
      int from = out.from(m);
      int to = out.to(m);
      for (int sq = 16; sq < 48; sq++) {
        if (sq == from || (sq != to && p.isEmpty(sq))) {
          PoolTurns.copyOpen(out, m, PAWNS);
          out.part().place(sq, pawn, true).end();
        }
      }
    }
    out.removeFirst(n);
    k.castling(this, p, out);
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "Pp", problems);
  }
}
