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
 * Upgrade Chess: no knights or bishops at the start. Enemy pawns a side captures, and its
 * opponent's pawns that promote, go to its pool; at the end of every turn a side holding two of
 * them, not already waiting and with fewer than two knights or fewer than two bishops, cashes two
 * in for a minor piece ({@code reenter:*}) that it places, as a knight or bishop of its choice, on
 * the square vacated by its next move. Never more than two knights or two bishops a side. Captures
 * are FIDE's, so check is too.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): captures are FIDE's and placements never
 * capture, so FIDE's attack test is exact.
 */
@Immutable
final class Upgrade implements ReentryVariant, FideThreatVariant {
  private static final int MAX_MINORS = 2;

  // Fields of the packed counts a turn starts from (5 bits each; the queue on top): enemy pawns
  // held by the mover, own pawns held by the opponent, the opponent's knights and bishops, whether
  // the opponent waits, the mover's queue.
  private static final int FIELD = 31;
  private static final int OPP_HELD = 5;
  private static final int OPP_KNIGHTS = 10;
  private static final int OPP_BISHOPS = 15;
  private static final int OPP_WAITING = 20;
  private static final int QUEUE = 21;

  @Override
  public String name() {
    return "upgrade";
  }

  @Override
  public String description() {
    return "Upgrade Chess: two captured enemy pawns buy a knight or bishop that enters on a vacated"
        + " square";
  }

  @Override
  public String startPosition() {
    return "r2qk2r/pppppppp/8/8/8/8/PPPPPPPP/R2QK2R[] w KQkq - 0 1 reenter:-/-";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    k.fideTurns(this, p, out, threat);
    rewrite(p, out);
  }

  /** FIDE's moves and castling, found on the bitboards while no minor piece is due to enter. */
  @Override
  public long bitboardDeaths() {
    return 0;
  }

  /**
   * Whether no minor piece of the side to move is due to enter: then its turns are FIDE's moves
   * with state added (promotions to a third knight or bishop left out), legal exactly when FIDE's
   * are.
   */
  @Override
  public boolean bitboardsApply(MutablePosition p) {
    return Reentry.front(QUEUES.queue(p, p.sideToMove())) != Reentry.ANY;
  }

  /** Rewrites the bitboards' legal moves as {@link #turns} rewrites FIDE's moves. */
  @Override
  public void completeBitboardTurns(ModestKit k, MutablePosition p, MoveBuffer out) {
    rewrite(p, out);
  }

  /** Promotions to a third knight or bishop are left out, so the count may differ. */
  @Override
  public boolean bitboardCountsTurns() {
    return false;
  }

  /** Rewrites the FIDE moves and castling in {@code out} into the turns of the side to move. */
  private static void rewrite(MutablePosition p, MoveBuffer out) {
    int side = p.sideToMove();
    int opp = side ^ 1;
    int queue = QUEUES.queue(p, side);
    int knights0 = p.countType(side, KNIGHT);
    int bishops0 = p.countType(side, BISHOP);
    int ctx = p.pool(Pieces.code(PAWN, opp))
        | (p.pool(Pieces.code(PAWN, side)) << OPP_HELD)
        | (p.countType(opp, KNIGHT) << OPP_KNIGHTS)
        | (p.countType(opp, BISHOP) << OPP_BISHOPS)
        | ((QUEUES.queue(p, opp) == 0 ? 0 : 1) << OPP_WAITING)
        | (queue << QUEUE);
    boolean due = Reentry.front(queue) == Reentry.ANY;
    int n = out.size();
    if (!due && allQuiet(out, n)) {
      // Nothing enters, nothing reaches a pool, no count changes: no trade can fall due (a valid
      // position has none pending), so FIDE's moves are the whole turns.
      return;
    }
    for (int m = 0; m < n; m++) {
      int mover = ModestKit.mover(out, m);
      int landed = Pieces.type(Ops.piece(landOp(out, m)));
      int promo = Pieces.type(mover) == PAWN && landed != PAWN ? landed : 0;
      int knights = knights0 + (promo == KNIGHT ? 1 : 0);
      int bishops = bishops0 + (promo == BISHOP ? 1 : 0);
      if (knights > MAX_MINORS || bishops > MAX_MINORS) {
        continue; // ruling 4: promotion to a third knight or bishop
      }
      if (!due) {
        emit(out, m, side, promo, 0, knights, bishops, ctx);
      } else {
        if (knights < MAX_MINORS) {
          emit(out, m, side, promo, KNIGHT, knights + 1, bishops, ctx);
        }
        if (bishops < MAX_MINORS) {
          emit(out, m, side, promo, BISHOP, knights, bishops + 1, ctx);
        }
      }
    }
    out.removeFirst(n);
  }

  /** Returns whether none of the first {@code n} moves captures or promotes. */
  private static boolean allQuiet(MoveBuffer out, int n) {
    for (int m = 0; m < n; m++) {
      int mover = ModestKit.mover(out, m);
      int landed = Ops.piece(landOp(out, m));
      if (out.isCapture(m) || (Pieces.type(mover) == PAWN && landed != mover)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Appends base move {@code m} as a complete turn: pawn captures go to the pool, a promoted pawn
   * to the opponent's, the waiting piece (if {@code placed} is a type) enters on the vacated square,
   * then each side's automatic trade of two pawns (ruling 2).
   */
  private static void emit(
      MoveBuffer out, int m, int side, int promo, int placed, int knights, int bishops, int ctx) {
    int opp = side ^ 1;
    int victim = ModestKit.firstCaptured(out, m);
    out.begin().flag(out.flags(m));
    for (int i = out.start(m), e = out.end(m); i < e; i++) {
      int op = out.opAt(i);
      if (Ops.opcode(op) == Ops.CAPTURE && Pieces.type(Ops.piece(op)) == PAWN) {
        op |= Ops.TO_POOL << 24;
      }
      out.op(op);
    }
    if (promo != 0) {
      var unused = out.poolAdd(Pieces.code(PAWN, side));
    }
    int queueAtStart = ctx >>> QUEUE;
    int queue = queueAtStart;
    if (placed != 0) {
      out.part().place(out.from(m), Pieces.code(placed, side), false);
      queue = Reentry.pop(queue);
    }
    int held = (ctx & FIELD) + (Pieces.type(victim) == PAWN ? 1 : 0);
    if (held >= 2 && queue == 0 && (knights < MAX_MINORS || bishops < MAX_MINORS)) {
      var unused = out.poolTake(Pieces.code(PAWN, opp), 0).poolTake(Pieces.code(PAWN, opp), 0);
      queue = Reentry.ANY;
    }
    if (queue != queueAtStart) {
      out.set(QUEUES.slot(side), queue);
    }
    int oppHeld = ((ctx >>> OPP_HELD) & FIELD) + (promo != 0 ? 1 : 0);
    int oppKnights = ((ctx >>> OPP_KNIGHTS) & FIELD) - (Pieces.type(victim) == KNIGHT ? 1 : 0);
    int oppBishops = ((ctx >>> OPP_BISHOPS) & FIELD) - (Pieces.type(victim) == BISHOP ? 1 : 0);
    boolean oppWaiting = ((ctx >>> OPP_WAITING) & 1) != 0;
    if (oppHeld >= 2 && !oppWaiting && (oppKnights < MAX_MINORS || oppBishops < MAX_MINORS)) {
      var unused = out.poolTake(Pieces.code(PAWN, side), 0).poolTake(Pieces.code(PAWN, side), 0);
      out.set(QUEUES.slot(opp), Reentry.ANY);
    }
    out.end();
  }

  @Override
  public boolean hasPool() {
    return true;
  }

  @Override
  public void validate(ModestKit k, MutablePosition p, List<String> problems) {
    Pools.validate(p, "Pp", problems);
    QUEUES.validate(p, "*", 1, problems);
    for (int side = 0; side < 2; side++) {
      String who = side == 0 ? "White" : "Black";
      int knights = p.countType(side, KNIGHT);
      int bishops = p.countType(side, BISHOP);
      if (knights > MAX_MINORS || bishops > MAX_MINORS) {
        problems.add(who + " has more than two knights or more than two bishops");
      }
      boolean waiting = QUEUES.queue(p, side) != 0;
      boolean room = knights < MAX_MINORS || bishops < MAX_MINORS;
      if (waiting && !room) {
        problems.add(who + " waits for a minor piece but already has two knights and two bishops");
      }
      if (!waiting && room && p.pool(Pieces.code(PAWN, side ^ 1)) >= 2) {
        problems.add(who + " holds two enemy pawns that should already have bought a minor piece");
      }
    }
  }

  @Override
  public boolean offBoardIdle(MutablePosition p) {
    return QUEUES.queue(p, 0) == 0 && QUEUES.queue(p, 1) == 0;
  }

  /** Returns the mover's landing op of move {@code m} (the last LAND that is not secondary). */
  private static int landOp(MoveBuffer out, int m) {
    for (int i = out.end(m) - 1; i >= out.start(m); i--) {
      int op = out.opAt(i);
      if (Ops.opcode(op) == Ops.LAND && !Ops.has(op, Ops.SECONDARY)) {
        return op;
      }
    }
    return 0;
  }
}
