package io.github.overtake.variants.modest;

import static io.github.overtake.orthodox.Orthodox.KING;
import static io.github.overtake.orthodox.Orthodox.PAWN;
import static io.github.overtake.orthodox.Orthodox.QUEEN;

import com.google.errorprone.annotations.Immutable;
import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.MutablePosition;
import io.github.overtake.core.spi.Pieces;

/**
 * Reprisal Chess: when a normal move captures, the victim's side counts its men that have a legal
 * capture onto the landing square (after the capture, its own king safe); if there is exactly one,
 * it recaptures at once inside the same turn (a pawn reaching its last rank becomes a queen), and
 * the turn is written {@code e4d5/d8d5}. The capturer's king must be safe right after the capture
 * and again after the recapture. Check is FIDE's.
 *
 * <p>Threats are FIDE's ({@link FideThreatVariant}): a king is only ever taken by a normal FIDE
 * capture, so the threats are FIDE's.
 */
@Immutable
final class Reprisal implements FideThreatVariant {
  @Override
  public String name() {
    return "reprisal";
  }

  @Override
  public String description() {
    return "Reprisal Chess: a captured man's only defender recaptures at once";
  }

  @Override
  public void turns(ModestKit k, MutablePosition p, MoveBuffer out, boolean threat) {
    int side = p.sideToMove();
    k.fideMoves(p, side, out);
    if (threat) {
      return; // only the normal capture can take a king; replies are the victim side's
    }
    k.castling(this, p, out);
    int n = out.size();
    boolean captures = false;
    for (int m = 0; m < n && !captures; m++) {
      captures = out.isCapture(m);
    }
    if (!captures) {
      return;
    }
    for (int m = 0; m < n; m++) {
      if (!out.isCapture(m)) {
        ModestKit.copyOpen(out, m).end();
        continue;
      }
      int to = out.to(m);
      if (ModestKit.capturedOn(out, m, to) != 0
          && !k.fideAttacked(p, to, side ^ 1, out.from(m))) {
        // no man of the victim's attacks the landing square (the capturer's origin then empty):
        // no recapture, and the legality test of the whole turn tests the capturer's king
        ModestKit.copyOpen(out, m).end();
        continue;
      }
      p.make(out, m);
      int recapturer = -2; // -2: the capture exposes the own king; -1: no single defender
      if (!k.fideAttacked(p, p.find(side, KING), side ^ 1, -1)) {
        recapturer = soleRecapturer(k, p, to);
      }
      int taken = p.at(to);
      p.unmake();
      if (recapturer == -2) {
        continue;
      }
      MoveBuffer turn = ModestKit.copyOpen(out, m);
      if (recapturer >= 0) {
        int code = p.at(recapturer);
        int landed = Pieces.type(code) == PAWN && (to >> 3) == (side == 0 ? 0 : 7)
            ? Pieces.code(QUEEN, side ^ 1)
            : code;
        turn.reply().lift(recapturer, code).capture(to, taken).land(to, landed);
      }
      turn.end();
    }
    out.removeFirst(n);
  }

  /**
   * Returns the square of the only man of the side to move in {@code p} that has a legal capture
   * onto {@code sq}, or -1 when there is none or more than one. {@code p} is left as it was.
   */
  private static int soleRecapturer(ModestKit k, MutablePosition p, int sq) {
    int side = p.sideToMove();
    if (!k.fideAttacked(p, sq, side, -1)) {
      return -1;
    }
    long candidates = 0; // collected first: making moves reorders the piece list
    for (int i = 0, n = p.pieceCount(side); i < n; i++) {
      int from = p.pieceSquare(side, i);
      if (k.attacks(p, from, sq)) {
        candidates |= 1L << from;
      }
    }
    int found = -1;
    int victim = p.at(sq);
    MoveBuffer b = k.acquire();
    try {
      for (long c = candidates; c != 0; c &= c - 1) {
        int from = Long.numberOfTrailingZeros(c);
        int code = p.at(from);
        b.clear();
        b.begin().lift(from, code).capture(sq, victim).land(sq, code).end();
        p.make(b, 0);
        boolean legal = !k.fideAttacked(p, p.find(side, KING), side ^ 1, -1);
        p.unmake();
        if (legal) {
          if (found >= 0) {
            return -1;
          }
          found = from;
        }
      }
      return found;
    } finally {
      k.release();
    }
  }

}
