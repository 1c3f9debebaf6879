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
 * Rebate Chess: a side that loses a queen, rook, bishop or knight while it has fewer than eight
 * pawns on the board receives a pawn from outside the board, which it must place at the start of
 * its next turn on an empty square of ranks 3-6 from which it does not attack the enemy king
 * ({@code P@d4,e8d8}). The due placement is the state {@code drop:P} / {@code drop:p}. A placed
 * pawn never attacks the enemy king, so check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a placed pawn never attacks the enemy king,
 * so the threats are FIDE's (property-tested).
 */
@Immutable
final class Rebate implements DuePlacement.Variant {
  /** Slot 0: 0, or 1 + the side that must place a pawn (always the side to move). */
  private static final int DUE = 0;

  private static final DuePlacement DROP =
      new DuePlacement("Rebate", "pawn", PAWN, 'P', 16, 48, DUE);

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
  public DuePlacement placement() {
    return DROP;
  }

  /**
   * FIDE's moves of {@code side}; a capture of an enemy piece while the enemy is short of pawns
   * sets its due placement.
   */
  @Override
  public void moves(ModestKit k, MutablePosition p, int side, MoveBuffer out, boolean threat) {
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

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    int due = p.extra(DUE);
    if (due == 0) {
      return;
    }
    int side = due - 1;
    String token = DROP.token(side);
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
