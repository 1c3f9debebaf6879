package io.github.overtake.core.spi;

import io.github.overtake.core.IllegalMoveReason;

/**
 * Helpers for {@link RuleSet#whyIllegal}: questions about a buffer of generated moves that rule
 * sets ask when they explain an illegal move. For the error path only; they allocate nothing but
 * are not meant for move generation.
 */
public final class IllegalMoveReasons {
  private IllegalMoveReasons() {}

  /**
   * Returns a new empty buffer {@linkplain MoveBuffer#limitAs limited as} {@code budget}: the
   * moves, ops and work written into it count against the budget of the call that {@code budget}
   * belongs to (the scratch buffer of {@link RuleSet#whyIllegal(MutablePosition, int, int,
   * MoveBuffer)}), so that an explanation stays within that call's limits.
   *
   * @param budget the buffer of the call, already limited
   * @return the new buffer
   */
  public static MoveBuffer within(MoveBuffer budget) {
    MoveBuffer b = new MoveBuffer();
    b.limitAs(budget);
    return b;
  }

  /**
   * Returns whether a buffer holds a move from one square to another.
   *
   * @param moves the moves
   * @param from the origin square, or -1 for any origin
   * @param to the destination square, or -1 for any destination
   * @return whether such a move is in the buffer
   */
  public static boolean hasMove(MoveBuffer moves, int from, int to) {
    for (int m = 0; m < moves.size(); m++) {
      if ((from < 0 || moves.from(m) == from) && (to < 0 || moves.to(m) == to)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Returns whether a buffer holds a move from {@code from} that lands on {@code square} before
   * its last landing: the move a text ending on {@code square} stops short of.
   *
   * @param moves the moves
   * @param from the origin square
   * @param square the intermediate square
   * @return whether such a move is in the buffer
   */
  public static boolean passesThrough(MoveBuffer moves, int from, int square) {
    for (int m = 0; m < moves.size(); m++) {
      if (moves.from(m) != from || moves.to(m) == square) {
        continue;
      }
      for (int i = moves.start(m), e = moves.end(m); i < e; i++) {
        int op = moves.opAt(i);
        int code = Ops.opcode(op);
        boolean landing = code == Ops.VIA || (code == Ops.LAND && !Ops.has(op, Ops.SECONDARY));
        if (landing && Ops.square(op) == square) {
          return true;
        }
      }
    }
    return false;
  }

  /**
   * Returns whether every move of a non-empty buffer is a capture.
   *
   * @param moves the moves
   * @return whether there are moves and all capture
   */
  public static boolean allCapture(MoveBuffer moves) {
    if (moves.isEmpty()) {
      return false;
    }
    for (int m = 0; m < moves.size(); m++) {
      if (!moves.isCapture(m)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The reasons of a compulsory capture, for a family whose rules make captures outrank other
   * moves: a text that stops on a landing of a legal capture is {@link
   * IllegalMoveReason#LONGER_CAPTURE_COMPULSORY}; any other text, when every legal move captures,
   * is {@link IllegalMoveReason#CAPTURE_COMPULSORY}; else {@link IllegalMoveReason#NOT_LEGAL}.
   *
   * @param legal the legal moves of the position
   * @param from the origin square the text names, or -1
   * @param to the destination square the text names, or -1
   * @return the reason
   */
  public static IllegalMoveReason captureDuty(MoveBuffer legal, int from, int to) {
    if (from >= 0 && to >= 0 && passesThrough(legal, from, to)) {
      return IllegalMoveReason.LONGER_CAPTURE_COMPULSORY;
    }
    return allCapture(legal) ? IllegalMoveReason.CAPTURE_COMPULSORY : IllegalMoveReason.NOT_LEGAL;
  }

  /**
   * Returns {@link IllegalMoveReason#PLACEMENT_DUE} when every legal move is a placement (a move
   * without an origin square) and the text names an origin; else {@link
   * IllegalMoveReason#NOT_LEGAL}.
   *
   * @param legal the legal moves of the position
   * @param from the origin square the text names, or -1
   * @return the reason
   */
  public static IllegalMoveReason placementDue(MoveBuffer legal, int from) {
    if (from < 0 || legal.isEmpty()) {
      return IllegalMoveReason.NOT_LEGAL;
    }
    for (int m = 0; m < legal.size(); m++) {
      if (legal.from(m) >= 0) {
        return IllegalMoveReason.NOT_LEGAL;
      }
    }
    return IllegalMoveReason.PLACEMENT_DUE;
  }

  /**
   * Returns a board on which the path of the man on {@code from} is open: a new position of the
   * rule set's geometry holding only that man and the man on {@code to} (if any), with the same
   * side to move and nothing else (no castling rights, no en-passant target). A move the man makes
   * there but not in the position itself is blocked by the men in between ({@link
   * IllegalMoveReason#PATH_BLOCKED}); a move it cannot make there either is not one of its moves.
   *
   * @param rules the rule set whose geometry and state slots the board takes
   * @param position the position
   * @param from the square of the moving man
   * @param to the square the move text ends on
   * @return the open board
   */
  public static MutablePosition openBoard(RuleSet rules, MutablePosition position, int from, int to) {
    MutablePosition open =
        new MutablePosition(rules.geometry(), rules.castlingRightsCleared(), rules.extraSlots());
    open.put(from, position.at(from));
    if (to != from && position.at(to) != Pieces.EMPTY) {
      open.put(to, position.at(to));
    }
    open.setSideToMove(position.sideToMove());
    return open;
  }
}
