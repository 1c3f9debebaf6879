package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Gentry Chess: a capture is final when the capturer is a king or does not outrank its victim
 * (pawn, knight, bishop, rook, queen in rising order); otherwise the victim goes back to its owner
 * and re-enters at the end of the owner's next move on the square that move vacates. A waiting pawn
 * is forfeited when that square is on rank 1 or 8. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's and a re-entry removes
 * nothing, so FIDE's attack test is exact.
 */
@Immutable
final class Gentry implements ReentryVariant, FideThreatVariant {

  @Override
  public String name() {
    return "gentry";
  }

  @Override
  public String description() {
    return "Gentry Chess: a man taken by a higher-ranking man comes back on its owner's next move";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideTurns(this, p, out, threat);
    int own = QUEUES.queue(p, side);
    int opp = QUEUES.queue(p, side ^ 1);
    int n = out.size();
    if (own == 0 && !anyReturned(out, n)) {
      return; // nothing re-enters and every capture is final: FIDE's moves as they are
    }
    for (int m = 0; m < n; m++) {
      rewrite(out, m, side, own, opp);
    }
    out.removeFirst(n);
  }

  /** Returns whether one of the first {@code n} moves captures a man of lower rank than its own. */
  private static boolean anyReturned(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      int victim = ModestKit.firstCaptured(out, m);
      if (victim != 0 && returned(Pieces.type(ModestKit.mover(out, m)), victim)) {
        return true;
      }
    }
    return false;
  }

  /** Returns whether a man of type {@code mover} capturing {@code victim} sends it back. */
  private static boolean returned(int mover, int victim) {
    return mover != KING && mover > Pieces.type(victim);
  }

  /** Appends move {@code m} with the re-entry due to the mover and any victim sent back. */
  private static void rewrite(MoveBuffer out, int m, int side, int own, int opp) {
    int mover = Pieces.type(ModestKit.mover(out, m));
    int victim = ModestKit.firstCaptured(out, m);
    int from = ReentryMoves.vacated(out, m);
    MoveBuffer turn = ModestKit.copyOpen(out, m);
    int waiting = Reentry.front(own);
    if (waiting != 0) {
      if (waiting != PAWN || !ReentryMoves.backRank(from)) {
        turn.part().place(from, Pieces.code(waiting, side), false);
      }
      turn.set(QUEUES.slot(side), Reentry.pop(own));
    }
    if (victim != 0 && returned(mover, victim)) {
      turn.set(QUEUES.slot(side ^ 1), Reentry.push(opp, Pieces.type(victim)));
    }
    turn.end();
  }

  /** FIDE's moves and castling, found on the bitboards while nothing of the mover's waits. */
  @Override
  public long bitboardDeaths() {
    return 0;
  }

  /**
   * Whether nothing of the side to move waits to re-enter: then its turns are FIDE's moves, a
   * victim sent back changing only state, and are legal exactly when FIDE's are.
   */
  @Override
  public boolean bitboardsApply(MutablePosition p) {
    return QUEUES.queue(p, p.sideToMove()) == 0;
  }

  /** Writes the victims sent back into the bitboards' moves, one turn for each move. */
  @Override
  public void completeBitboardTurns(ModestKit k, MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    int n = out.size();
    if (!anyReturned(out, n)) {
      return;
    }
    int opp = QUEUES.queue(p, side ^ 1);
    for (int m = 0; m < n; m++) {
      rewrite(out, m, side, 0, opp);
    }
    out.removeFirst(n);
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    // A queen is outranked by no capturer but the king, whose captures are final; kings are never
    // taken. A returned man re-enters on its owner's very next move, so the side that has just
    // moved has none waiting.
    QUEUES.validate(p, "PNBR", 1, problems);
    if (QUEUES.queue(p, p.sideToMove() ^ 1) != 0) {
      problems.add("the side that has just moved cannot have a man waiting to re-enter");
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return QUEUES.queue(p, 0) == 0 && QUEUES.queue(p, 1) == 0;
  }
}
