package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Phantom Chess: a rook, bishop, knight or pawn that captures leaves the board with its victim and
 * re-enters at the end of its owner's next move on the square that move vacates (a waiting pawn is
 * forfeited when that square is on rank 1 or 8); queens and kings capture normally. A pawn that
 * captures onto its last rank vanishes unpromoted. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a capture of the king removes it whether or
 * not the capturer vanishes: FIDE's test is exact.
 */
@Immutable
final class Phantom implements ReentryVariant, FideThreatVariant {

  @Override
  public String name() {
    return "phantom";
  }

  @Override
  public String description() {
    return "Phantom Chess: a capturing rook, bishop, knight or pawn vanishes and comes back later";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideTurns(this, p, out, threat);
    int own = QUEUES.queue(p, side);
    int n = out.size();
    if (own == 0 && !anyVanishing(out, n)) {
      return; // nothing re-enters and no capturer vanishes: FIDE's moves as they are
    }
    for (int m = 0; m < n; m++) {
      rewrite(out, m, side, own);
    }
    out.removeFirst(n);
  }

  /** Returns whether one of the first {@code n} moves is a capture by a rook, bishop, knight or pawn. */
  private static boolean anyVanishing(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      int type = Pieces.type(ModestKit.mover(out, m));
      if (type != QUEEN && type != KING && ModestKit.firstCaptured(out, m) != 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * Appends move {@code m} as Phantom Chess plays it: a vanishing capturer lands and is removed
   * (an implied capture of itself, so the text stays {@code c3d5}) and joins its owner's queue; of
   * the four promotions of a vanishing pawn one move remains, without a promotion. The man waiting
   * when the turn began re-enters on the vacated square.
   */
  private static void rewrite(MoveBuffer out, int m, int side, int own) {
    int lifted = ModestKit.mover(out, m);
    int type = Pieces.type(lifted);
    boolean vanishes = type != QUEEN && type != KING && ModestKit.firstCaptured(out, m) != 0;
    int from = ReentryMoves.vacated(out, m);
    int e = out.end(m);
    MoveBuffer turn;
    if (vanishes) {
      int land = out.opAt(e - 1);
      int landed = Pieces.type(Ops.piece(land));
      if (landed != type && landed != QUEEN) {
        return; // the same vanishing pawn as the queen promotion, already written
      }
      turn = out.begin().flag(out.flags(m));
      for (int i = out.start(m); i < e - 1; i++) {
        turn.op(out.opAt(i));
      }
      int to = Ops.square(land);
      turn.land(to, lifted).capture(to, lifted, Ops.IMPLIED);
    } else {
      turn = ModestKit.copyOpen(out, m);
    }
    int queue = own;
    int waiting = Reentry.front(own);
    if (waiting != 0) {
      if (waiting != PAWN || !ReentryMoves.backRank(from)) {
        turn.part().place(from, Pieces.code(waiting, side), false);
      }
      queue = Reentry.pop(queue);
    }
    if (vanishes) {
      queue = Reentry.push(queue, type);
    }
    if (queue != own) {
      turn.set(QUEUES.slot(side), queue);
    }
    turn.end();
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    // Queens and kings capture normally, so only rooks, bishops, knights and pawns ever wait.
    QUEUES.validate(p, "PNBR", 1, problems);
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return QUEUES.queue(p, 0) == 0 && QUEUES.queue(p, 1) == 0;
  }
}
