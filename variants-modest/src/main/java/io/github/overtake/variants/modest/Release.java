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
import io.github.overtake.core.spi.Ops;
import io.github.overtake.core.spi.Pieces;
import java.util.List;

/**
 * Release Chess: captured queens, rooks, bishops and knights are kept in the capturer's pool.
 * Before its move a side may trade prisoners, {@code ex(n:R)}: it frees an enemy bishop or knight
 * it holds and recovers one of its own pieces held by the opponent. The opponent must accept
 * (ruling 1), so the trade is the mover's own action. Both pieces join re-entry queues: the freed
 * one comes back on the square vacated by the opponent's next move, the recovered one on the
 * square vacated by the mover's next move (not the move that follows the trade). No trade while
 * the opponent still waits for a piece. Captures are FIDE's, so check is too.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's and placements never
 * capture, so FIDE's attack test is exact.
 */
@Immutable
final class Release implements ReentryVariant, FideThreatVariant {
  private static final int[] GIVEN = {BISHOP, KNIGHT};
  private static final int[] RECEIVED = {QUEEN, ROOK, BISHOP, KNIGHT};

  @Override
  public String name() {
    return "release";
  }

  @Override
  public String description() {
    return "Release Chess: before moving, trade a captured enemy bishop or knight for one of your"
        + " own captured pieces";
  }

  @Override
  public String startPosition() {
    return ModestKit.FIDE_POOL_START + " reenter:-/-";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    int opp = side ^ 1;
    k.fideTurns(this, p, out, threat);
    int queue = QUEUES.queue(p, side);
    // A trade puts nothing on the board this turn, so it never changes what the turn threatens.
    int given = 0;
    int received = 0;
    if (!threat && QUEUES.queue(p, opp) == 0) {
      for (int type : GIVEN) {
        given |= p.pool(Pieces.code(type, opp)) > 0 ? 1 << type : 0;
      }
      for (int type : RECEIVED) {
        received |= p.pool(Pieces.code(type, side)) > 0 ? 1 << type : 0;
      }
    }
    boolean trades = given != 0 && received != 0;
    int n = out.size();
    if (queue == 0 && !trades && !anyPieceCaptured(out, n)) {
      return; // FIDE's moves are the whole turns
    }
    for (int m = 0; m < n; m++) {
      emit(out, m, side, queue, 0, 0);
      if (!trades) {
        continue;
      }
      for (int g : GIVEN) {
        if ((given & (1 << g)) == 0) {
          continue;
        }
        for (int r : RECEIVED) {
          if ((received & (1 << r)) != 0) {
            emit(out, m, side, queue, g, r);
          }
        }
      }
    }
    out.removeFirst(n);
  }

  /** Returns whether one of the first {@code n} moves captures a piece that would be held. */
  private static boolean anyPieceCaptured(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      for (int i = out.start(m), e = out.end(m); i < e; i++) {
        int op = out.opAt(i);
        if (Ops.opcode(op) == Ops.CAPTURE && held(Pieces.type(Ops.piece(op)))) {
          return true;
        }
      }
    }
    return false;
  }

  private static boolean held(int type) {
    return type != PAWN && type != KING;
  }

  /**
   * Appends base move {@code m} as a complete turn: the trade first when {@code given} is a type,
   * then the move with its captured piece going to the pool, then the re-entry of the man that was
   * waiting when the turn began, and the queues' new values.
   */
  private static void emit(MoveBuffer out, int m, int side, int queue, int given, int received) {
    int opp = side ^ 1;
    out.begin().flag(out.flags(m));
    if (given != 0) {
      var unused =
          out.poolTake(Pieces.code(given, opp), Ops.GIVE)
              .poolTake(Pieces.code(received, side), Ops.RECEIVE)
              .part();
    }
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE) {
        if (held(Pieces.type(Ops.piece(op)))) {
          op |= Ops.TO_POOL << 24;
        }
      }
      out.op(op);
    }
    int front = Reentry.front(queue);
    int after = front == 0 ? queue : Reentry.pop(queue);
    if (given != 0) {
      after = Reentry.push(after, received);
      out.set(QUEUES.slot(opp), given);
    }
    QUEUES.appendReentry(out, side, queue, out.from(m), front, after);
    out.end();
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "QRBNqrbn", problems);
    QUEUES.validate(p, "QRBN", 1, problems);
  }

  /** Idle when nobody waits and neither side could ever trade (S1.9). */
  @Override
  public boolean offBoardIdle(MutablePosition p) {
    if (QUEUES.queue(p, 0) != 0 || QUEUES.queue(p, 1) != 0) {
      return false;
    }
    for (int side = 0; side < 2; side++) {
      int opp = side ^ 1;
      boolean canGive = p.pool(Pieces.code(BISHOP, opp)) + p.pool(Pieces.code(KNIGHT, opp)) > 0;
      boolean canReceive = false;
      for (int type : RECEIVED) {
        canReceive |= p.pool(Pieces.code(type, side)) > 0;
      }
      if (canGive && canReceive) {
        return false;
      }
    }
    return true;
  }
}
