package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.BISHOP;
import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.KNIGHT;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;
import static io.github.overtake.orthodox.Orthodox.ROOK;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.IllegalMoveReason;
import io.github.overtake.core.spi.IllegalMoveReasons;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Continuation Chess: a man that has captured (en passant included) may go on with one more move
 * of its kind in the same direction, to an empty square or taking an enemy man, and then stops.
 * A king may capture only on squares where it could stay. Check includes the second leg: a man
 * that can take something and continue onto the king gives check.
 */
@Immutable
final class Continuation implements ModestVariant {
  @Override
  public String name() {
    return "continuation";
  }

  @Override
  public String description() {
    return "Continuation Chess: after a capture the man may go on one more move in the same"
        + " direction";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    int n = out.size();
    if (threat) {
      Salvo.secondLegs(p, out, 0, n, Salvo.KING_ONLY);
      return;
    }
    for (int m = 0; m < n; m++) {
      if (Pieces.type(ModestKit.mover(out, m)) == KING && out.isCapture(m)) {
        // the king rule: the square of the first capture must be one where the king could stay
        p.make(out, m);
        boolean safe = !threatened(k, p, side);
        p.unmake();
        if (!safe) {
          continue;
        }
      }
      Salvo.secondLegs(p, out, m, m + 1, Salvo.ANY);
    }
    k.castling(this, p, out);
  }

  /**
   * A king's two steps in one direction whose first step takes a man on a square where the king
   * could not stay: the king rule leaves the second leg out, and the reason is the king's safety.
   */
  @Override
  public IllegalMoveReason whyNoTurn(
      ModestKit k, MutablePosition p, int from, int to, MoveBuffer scratch) {
    int df = (to & 7) - (from & 7);
    int dr = (to >> 3) - (from >> 3);
    if (Pieces.type(p.at(from)) != KING || (df | dr) == 0 || Math.abs(df) % 2 != 0
        || Math.abs(dr) % 2 != 0 || Math.abs(df) > 2 || Math.abs(dr) > 2) {
      return null;
    }
    int mid = ModestKit.offset(from, df / 2, dr / 2);
    MoveBuffer first = IllegalMoveReasons.within(scratch);
    k.orthodox().generateFrom(p, from, first);
    int side = p.sideToMove();
    for (int m = 0; m < first.size(); m++) {
      if (first.to(m) == mid && first.isCapture(m)) {
        p.make(first, m);
        boolean safe = !threatened(k, p, side);
        p.unmake();
        return safe ? null : IllegalMoveReason.KING_LEFT_ATTACKED;
      }
    }
    return null;
  }

  /**
   * FIDE's attacks plus every capture that can continue onto the king: a man of the king's side
   * standing between the king and an enemy man that could take it and go on in the same
   * direction (a rider further along the line, a knight two leaps away, a king or a pawn two steps
   * away on the line), or an enemy pawn whose en-passant capture points at the king.
   */
  @Override
  public boolean threatened(ModestKit k, MutablePosition p, int side) {
    int king = k.kingBeyondFideAttack(p, side);
    if (king < 0) {
      return king == ModestKit.FIDE_ATTACKED;
    }
    int enemy = side ^ 1;
    int fwd = enemy == 0 ? 1 : -1;
    for (int d = 0; d < 8; d++) {
      int dx = ModestKit.rayDx(d);
      int dy = ModestKit.rayDy(d);
      int x = ModestKit.offset(king, dx, dy);
      int dist = 1;
      while (x >= 0 && p.at(x) == 0) {
        x = ModestKit.offset(x, dx, dy);
        dist++;
      }
      if (x < 0 || Pieces.side(p.at(x)) != side) {
        continue; // nothing there, or an enemy man (a direct attack, already tested)
      }
      int y = ModestKit.offset(x, dx, dy);
      int gap = 1;
      while (y >= 0 && p.at(y) == 0) {
        y = ModestKit.offset(y, dx, dy);
        gap++;
      }
      if (y < 0 || Pieces.side(p.at(y)) != enemy) {
        continue;
      }
      int type = Pieces.type(p.at(y));
      boolean diagonal = dx != 0 && dy != 0;
      if (type == QUEEN || type == (diagonal ? BISHOP : ROOK)) {
        return true;
      }
      boolean twoSteps = dist == 1 && gap == 1;
      if (twoSteps && (type == KING || (type == PAWN && diagonal && dy == -fwd))) {
        return true;
      }
    }
    int knight = Pieces.code(KNIGHT, enemy);
    for (int i = 0; i < 8; i++) {
      int x = ModestKit.offset(king, ModestKit.knightDx(i), ModestKit.knightDy(i));
      if (x < 0 || p.at(x) == 0 || Pieces.side(p.at(x)) != side) {
        continue;
      }
      int y = ModestKit.offset(x, ModestKit.knightDx(i), ModestKit.knightDy(i));
      if (y >= 0 && p.at(y) == knight) {
        return true;
      }
    }
    int ep = p.sideToMove() == enemy ? p.epSquare() : -1;
    if (ep >= 0) {
      int pawn = Pieces.code(PAWN, enemy);
      for (int dx = -1; dx <= 1; dx += 2) {
        if (ModestKit.offset(ep, dx, fwd) == king && ModestKit.offset(ep, -dx, -fwd) >= 0
            && p.at(ModestKit.offset(ep, -dx, -fwd)) == pawn) {
          return true;
        }
      }
    }
    return false;
  }
}
