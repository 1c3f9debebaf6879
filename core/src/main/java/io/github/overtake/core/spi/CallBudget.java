package io.github.overtake.core.spi;

import io.github.overtake.core.Limits;
import io.github.overtake.core.WorkLimitException;

/**
 * The limits of the call a {@link MoveBuffer} is written for: the moves and ops the buffer may
 * take, the limits a refusal names, and the work charged, to this budget itself, to the budget of
 * the buffer it serves as scratch for ({@link MoveBuffer#limitAs}), or to the position ({@link
 * MoveBuffer#limit(Limits, MutablePosition)}). One per buffer; not thread-safe.
 */
final class CallBudget {
  /** The most moves the buffer may take. */
  int moveLimit = Integer.MAX_VALUE;
  /** The most ops the buffer may take. */
  int opLimit = Integer.MAX_VALUE;
  /** The move limit a refusal names (that of the call, also in scratch use). */
  int movesNamed = Integer.MAX_VALUE;
  /** The op limit a refusal names (that of the call, also in scratch use). */
  int opsNamed = Integer.MAX_VALUE;
  private long work;
  private long workLimit = Long.MAX_VALUE;
  /** The budget that {@link #spend} charges instead of this one, or null. */
  private CallBudget payer;
  /** The position that {@link #spend} charges, or null. */
  private MutablePosition positionPayer;

  /** Charges units of work to whoever pays; throws past the work limit. */
  void spend(int units) {
    if (payer != null) {
      payer.spend(units);
      return;
    }
    if (positionPayer != null) {
      positionPayer.spend(units);
      return;
    }
    work += units;
    if (work > workLimit) {
      throw new WorkLimitException(null, Limits.CHAIN_STATES, workLimit);
    }
  }

  /** Starts counting work anew under {@code limit}, charged to this budget itself. */
  void resetWork(long limit) {
    work = 0;
    workLimit = limit;
    payer = null;
    positionPayer = null;
  }

  /** Starts a new call under {@code limits}, charged to this budget itself. */
  void limit(Limits limits) {
    resetWork(limits.chainStates());
    moveLimit = limits.moves();
    opLimit = limits.moveOps();
    movesNamed = moveLimit;
    opsNamed = opLimit;
  }

  /** From now on charges the work to {@code position}, reset to the chain-state limit. */
  void chargeTo(MutablePosition position, Limits limits) {
    position.resetWork(limits.chainStates());
    positionPayer = position;
  }

  /**
   * Takes the budget of a scratch buffer within a call whose buffer holds {@code parentMoves}
   * moves and {@code parentOps} ops under {@code parent}: capped at what is left, charged to the
   * payer of {@code parent}.
   */
  void limitAs(CallBudget parent, int parentMoves, int parentOps) {
    work = 0;
    workLimit = Long.MAX_VALUE;
    payer = parent.payer != null ? parent.payer : parent;
    positionPayer = null;
    moveLimit = Math.max(0, parent.moveLimit - parentMoves);
    opLimit = Math.max(0, parent.opLimit - parentOps);
    movesNamed = parent.movesNamed;
    opsNamed = parent.opsNamed;
  }

  /** The work charged since the last reset, wherever it is counted. */
  long work() {
    return payer != null
        ? payer.work()
        : positionPayer != null ? positionPayer.work() : work;
  }
}
