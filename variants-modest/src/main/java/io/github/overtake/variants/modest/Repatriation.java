package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Repatriation Chess: captured queens, rooks, bishops and knights are held in the pool; when a side
 * captures a piece of a type the opponent holds of its own, both pieces go back to their owners'
 * re-entry queues instead, and each re-enters on the square vacated by its owner's next move (one
 * per move, first returned first). Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's and a re-entry removes
 * nothing, so FIDE's attack test is exact.
 */
@Immutable
final class Repatriation implements ReentryVariant, FideThreatVariant {
  /**
   * The re-entry queues, three slots a side: a queue holds every piece a side can ever have but
   * its king ({@link Reentry#MAX_CAPACITY}), which {@link #validate} makes sure of.
   */
  private static final Reentry LONG_QUEUES = new Reentry(0, 3);

  @Override
  public int extraSlots() {
    return LONG_QUEUES.slots();
  }

  @Override
  public void formatExtras(MutablePosition p, StringBuilder out) {
    LONG_QUEUES.format(p, out);
  }

  @Override
  public boolean parseExtra(String token, MutablePosition p) {
    return LONG_QUEUES.parse(token, p);
  }

  @Override
  public String name() {
    return "repatriation";
  }

  @Override
  public String description() {
    return "Repatriation Chess: captured pieces of the same type held by both sides are swapped back";
  }

  @Override
  public String startPosition() {
    return ModestKit.FIDE_POOL_START + " reenter:-/-";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideTurns(this, p, out, threat);
    long own = LONG_QUEUES.longQueue(p, side);
    long opp = LONG_QUEUES.longQueue(p, side ^ 1);
    int n = out.size();
    if (own == 0 && !ModestKit.anyPieceTaken(out, n)) {
      return; // nothing re-enters and no piece is taken: FIDE's moves as they are
    }
    for (int m = 0; m < n; m++) {
      MoveBuffer turn = ModestKit.copyOpen(out, m);
      long queue = own;
      int returned = 0;
      int victim = ModestKit.firstCaptured(out, m);
      int type = Pieces.type(victim);
      if (victim != 0 && type != PAWN && type != KING) {
        int mine = Pieces.code(type, side);
        if (p.pool(mine) > 0) {
          // the opponent holds one of ours of this type: both go home
          turn.poolTake(mine, 0);
          LONG_QUEUES.write(turn, side ^ 1, opp, Reentry.push(opp, type));
          returned = type;
        } else {
          turn = turn.poolAdd(victim);
        }
      }
      int waiting = Reentry.front(own);
      if (waiting != 0) {
        turn.part().place(ReentryMoves.vacated(out, m), Pieces.code(waiting, side), false);
        queue = Reentry.pop(queue);
      }
      if (returned != 0) {
        queue = Reentry.push(queue, returned);
      }
      LONG_QUEUES.write(turn, side, own, queue);
      turn.end();
    }
    out.removeFirst(n);
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "QRBNqrbn", problems);
    String letters = " PNBRQ";
    for (int type = 2; type <= 5; type++) {
      if (Pools.count(p, type, 0) > 0 && Pools.count(p, type, 1) > 0) {
        char c = letters.charAt(type);
        problems.add(
            "both sides hold a captured " + c + "/" + Character.toLowerCase(c)
                + ": the two would already have been swapped back");
      }
    }
    LONG_QUEUES.validate(p, "QRBN", Reentry.MAX_CAPACITY, problems);
    // a piece joins a queue only from the board or the opponent's pool, and a pawn may become
    // one: a side with at most 15 of them never overflows its queue (the start has 7 + 8)
    for (int side = 0; side < 2; side++) {
      int men = Reentry.size(LONG_QUEUES.longQueue(p, side));
      for (int type = 2; type <= 5; type++) {
        men += p.countType(side, type) + Pools.count(p, type, side);
      }
      men += p.countType(side, PAWN);
      if (men > Reentry.MAX_CAPACITY) {
        problems.add(
            (side == 0 ? "White" : "Black") + " has " + men + " pawns and pieces other than the"
                + " king on the board, held or waiting; a game gives a side at most "
                + Reentry.MAX_CAPACITY);
      }
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return QUEUES.queue(p, 0) == 0 && QUEUES.queue(p, 1) == 0;
  }
}
