package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Relief Chess: a captured pawn goes back to its owner unless one of its pawns is already waiting,
 * and re-enters at the end of the owner's next pawn move on the square that pawn left. Moves of
 * other men leave it waiting. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's and a re-entry removes
 * nothing, so FIDE's attack test is exact.
 */
@Immutable
final class Relief implements ReentryVariant, FideThreatVariant {

  @Override
  public String name() {
    return "relief";
  }

  @Override
  public String description() {
    return "Relief Chess: a captured pawn comes back where its owner's next pawn move starts";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideTurns(this, p, out, threat);
    boolean ownWaits = QUEUES.queue(p, side) != 0;
    boolean oppWaits = QUEUES.queue(p, side ^ 1) != 0;
    int n = out.size();
    if (!ownWaits && (oppWaits || !anyPawnTaken(out, n))) {
      return; // no move re-enters a pawn, and no pawn taken now goes back: FIDE's moves
    }
    for (int m = 0; m < n; m++) {
      MoveBuffer turn = ModestKit.copyOpen(out, m);
      if (ownWaits && Pieces.type(ModestKit.mover(out, m)) == PAWN) {
        turn.part().place(ReentryMoves.vacated(out, m), Pieces.code(PAWN, side), false);
        turn.set(QUEUES.slot(side), 0);
      }
      if (!oppWaits && Pieces.type(ModestKit.firstCaptured(out, m)) == PAWN) {
        turn.set(QUEUES.slot(side ^ 1), Reentry.push(0, PAWN));
      }
      turn.end();
    }
    out.removeFirst(n);
  }

  /** Returns whether one of the first {@code n} moves captures a pawn. */
  private static boolean anyPawnTaken(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      if (out.capturesType(m, PAWN)) {
        return true;
      }
    }
    return false;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    QUEUES.validate(p, "P", 1, problems);
    for (int side = 0; side < 2; side++) {
      if (QUEUES.queue(p, side) != 0 && p.countType(side, PAWN) >= 8) {
        problems.add(
            (side == 0 ? "White" : "Black")
                + " has a pawn waiting and eight on the board: more than eight pawns");
      }
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return QUEUES.queue(p, 0) == 0 && QUEUES.queue(p, 1) == 0;
  }
}
