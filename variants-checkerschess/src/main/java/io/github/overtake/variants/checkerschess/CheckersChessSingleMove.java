package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MoveRequest;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;
import io.github.overtake.orthodox.OrthodoxKit;

/**
 * One move checked without the full listing ({@link CheckersChessRules#generateCandidates}) and
 * the existence query of {@link CheckersChessRules#hasLegalMove}. The obligations (section 9 of
 * the rules page) are decided by queries that stop at the first witness: is there a jump anywhere
 * (a first leg, never a whole sequence), is there a capture anywhere, is there a capture that
 * keeps the royal king safe. Then only the moves of the piece on the request's origin are
 * written, with the same ops as the listing writes them, and only they are tested for king
 * safety. Immutable; the working state is the caller's {@link Scratch} and buffers.
 */
final class CheckersChessSingleMove {
  private static final MoveBuffer.MoveFilter CAPTURES = (p, b, m) -> b.isCapture(m);

  private final CheckersChessRules rules;
  private final OrthodoxKit[] kits;
  private final CheckersKit checkers;
  private final ArmyType[] types;
  private final boolean[] obliged;
  private final int[] kingHome;
  private final boolean explicitCaptures;
  private final ExplicitRoute explicitRoute;
  private final int squares;

  CheckersChessSingleMove(
      CheckersChessRules rules,
      OrthodoxKit[] kits,
      CheckersKit checkers,
      ArmyType[] types,
      boolean[] obliged,
      int[] kingHome,
      boolean explicitCaptures) {
    this.rules = rules;
    this.kits = kits;
    this.checkers = checkers;
    this.types = types;
    this.obliged = obliged;
    this.kingHome = kingHome;
    this.explicitCaptures = explicitCaptures;
    this.squares = rules.geometry().squareCount();
    this.explicitRoute = new ExplicitRoute(checkers, squares);
  }

  /** Writes the legal moves the request can name (see {@code RuleSet.generateCandidates}). */
  void candidates(MutablePosition p, MoveRequest r, MoveBuffer out) {
    int side = p.sideToMove();
    int origin = r.origin();
    boolean own = origin >= 0 && p.at(origin) != 0 && Pieces.side(p.at(origin)) == side;
    Scratch s = Scratch.get(squares);
    switch (types[side]) {
      case CHECKERS:
        if (own) {
          checkersMoves(p, side, origin, r, out, s);
        }
        break;
      case NONROYAL:
        if (own) {
          kits[side].generateFrom(p, origin, out);
        }
        if (origin < 0 || origin == kingHome[side]) {
          rules.castling(p, side, out, false, s);
        }
        if (obliged[side] && !out.isEmpty() && anyCapture(p, side, out, s)) {
          out.filter(p, CAPTURES);
        }
        break;
      case ROYAL:
        if (p.pieceCount(side) <= 1) {
          return; // bare king (R26): the game is over
        }
        if (own) {
          kits[side].generateFrom(p, origin, out);
        }
        if (origin < 0 || origin == kingHome[side]) {
          rules.castling(p, side, out, true, s);
        }
        rules.dropUnsafe(p, side, out, 0, s);
        if (obliged[side] && !out.isEmpty() && anySafeCapture(p, side, out, s)) {
          out.filter(p, CAPTURES);
        }
        break;
    }
  }

  /**
   * The moves of the checkers piece on {@code origin}: its jumps when the side must jump (some
   * piece has one) or may, as the listing writes them, and the request's route when it is a
   * route the search by state does not follow; its steps unless a jump is compulsory. Where
   * captures may print, a request that names a route gets the moves of that route alone ({@link
   * ExplicitRoute}); a destination alone or step-wise input, every sequence of the piece.
   */
  private void checkersMoves(
      MutablePosition p, int side, int origin, MoveRequest r, MoveBuffer out, Scratch s) {
    boolean ob = obliged[side];
    boolean duty = ob && anyJump(p, side, s);
    if (duty || !ob) {
      if (explicitCaptures && !r.everyRoute() && (r.exact() || r.routeLength() > 1)) {
        if (r.routeLength() > 0) {
          explicitRoute.write(p, origin, r.route(), ob, out, s); // that route's moves alone
        }
      } else if (explicitCaptures) {
        // every sequence is followed (every route written): the listing's path for one piece
        s.routes.limitAs(out);
        try {
          checkers.jumps(p, origin, s.routes, ob, false, s);
          ExplicitCaptures.copy(s.routes, out, s);
        } finally {
          s.trimRoutes();
        }
      } else if (r.everyRoute()) {
        checkers.jumps(p, origin, out, ob, false, s);
      } else if (r.exact() || r.routeLength() > 1) {
        routeMove(p, origin, r, ob, out, s);
      } else {
        checkers.jumps(p, origin, out, ob, true, s); // every chain that may end there
      }
    }
    if (!duty) {
      checkers.steps(p, origin, out);
    }
  }

  /**
   * The jump move whose route the request names, if that is a physical route of a legal move:
   * that route, then the move's smallest route, found by a search that jumps only the move's
   * victims. The work is that of one move, not of every move of the piece.
   */
  private void routeMove(
      MutablePosition p, int origin, MoveRequest r, boolean ob, MoveBuffer out, Scratch s) {
    int[] route = r.route();
    int k = route.length;
    if (k == 0) {
      return;
    }
    long[] victims = new long[(squares + 63) >>> 6];
    int last = checkers.followRoute(p, origin, route, ob, out, s, victims);
    if (last != 0) {
      checkers.smallestRoute(p, origin, victims, k, route[k - 1], last, ob, out, s);
    }
  }

  /**
   * Whether the capture obligation of the obliged {@code side} binds: it has a legal capture, so
   * that every legal move captures. The work is charged to {@code out}.
   */
  boolean dutyBinds(MutablePosition p, int side, MoveBuffer out) {
    Scratch s = Scratch.get(squares);
    switch (types[side]) {
      case CHECKERS:
        return anyJump(p, side, s);
      case NONROYAL:
        return anyCapture(p, side, out, s);
      default:
        return p.pieceCount(side) > 1 && anySafeCapture(p, side, out, s);
    }
  }

  /** Whether some checkers piece of {@code side} has a jump (the obligation binds). */
  private boolean anyJump(MutablePosition p, int side, Scratch s) {
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      if (checkers.hasJump(p, p.pieceSquare(side, i), s)) {
        return true;
      }
    }
    return false;
  }

  /** Whether some chess piece of {@code side} has a capture, king safety aside. */
  private boolean anyCapture(MutablePosition p, int side, MoveBuffer out, Scratch s) {
    MoveBuffer b = s.routes;
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      b.limitAs(out);
      kits[side].generateFrom(p, p.pieceSquare(side, i), b);
      for (int m = 0; m < b.size(); m++) {
        if (b.isCapture(m)) {
          b.clear();
          return true;
        }
      }
    }
    b.clear();
    return false;
  }

  /** Whether some chess piece of the royal {@code side} has a capture that keeps its king safe. */
  private boolean anySafeCapture(MutablePosition p, int side, MoveBuffer out, Scratch s) {
    MoveBuffer b = s.routes;
    // king-safety tests make and unmake moves, which may reorder the piece list
    for (int sq : pieceSquares(p, side)) {
      b.limitAs(out);
      kits[side].generateFrom(p, sq, b);
      b.filter(p, CAPTURES);
      if (b.isEmpty()) {
        continue;
      }
      rules.dropUnsafe(p, side, b, 0, s);
      if (!b.isEmpty()) {
        b.clear();
        return true;
      }
    }
    b.clear();
    return false;
  }

  /** Whether the side to move has a legal move (see {@code RuleSet.hasLegalMove}). */
  boolean hasLegalMove(MutablePosition p, MoveBuffer scratch) {
    int side = p.sideToMove();
    Scratch s = Scratch.get(squares);
    try {
      switch (types[side]) {
        case CHECKERS:
          if (anyJump(p, side, s)) {
            return true; // a first leg always grows into a complete sequence
          }
          for (int i = 0, n = p.pieceCount(side); i < n; i++) {
            scratch.clear();
            checkers.steps(p, p.pieceSquare(side, i), scratch);
            if (!scratch.isEmpty()) {
              return true;
            }
          }
          return false;
        case NONROYAL:
          for (int i = 0, n = p.pieceCount(side); i < n; i++) {
            scratch.clear();
            kits[side].generateFrom(p, p.pieceSquare(side, i), scratch);
            if (!scratch.isEmpty()) {
              return true; // the obligation only narrows the moves
            }
          }
          scratch.clear();
          rules.castling(p, side, scratch, false, s);
          return !scratch.isEmpty();
        default:
          if (p.pieceCount(side) <= 1) {
            return false; // bare king (R26)
          }
          for (int sq : pieceSquares(p, side)) {
            scratch.clear();
            kits[side].generateFrom(p, sq, scratch);
            rules.dropUnsafe(p, side, scratch, 0, s);
            if (!scratch.isEmpty()) {
              return true;
            }
          }
          scratch.clear();
          rules.castling(p, side, scratch, true, s);
          return !scratch.isEmpty();
      }
    } finally {
      scratch.clear();
    }
  }

  /** The squares of a side's pieces, copied (making and unmaking may reorder the list). */
  private static int[] pieceSquares(MutablePosition p, int side) {
    int[] out = new int[p.pieceCount(side)];
    for (int i = 0; i < out.length; i++) {
      out[i] = p.pieceSquare(side, i);
    }
    return out;
  }
}
