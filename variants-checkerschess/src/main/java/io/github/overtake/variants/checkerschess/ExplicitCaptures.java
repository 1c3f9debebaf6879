package io.github.overtake.variants.checkerschess;

import io.github.overtake.core.spi.MoveBuffer;
import io.github.overtake.core.spi.Ops;

/**
 * Settles which jump moves print their capture lists (rules page, decision 2): a move's victims
 * are printed only when some other move of the same piece has a route with exactly the same
 * landing squares, so that the landing squares alone would not name one move. Only needed on
 * boards where that can happen (wrapped and 4 files wide, or with flying kings).
 */
final class ExplicitCaptures {
  private ExplicitCaptures() {}

  /** Copies the routes of one piece into {@code out}, clearing the implied flag where needed. */
  static void copy(MoveBuffer routes, MoveBuffer out, Scratch s) {
    int n = routes.size();
    if (n == 0) {
      return;
    }
    boolean[] explicit = s.explicitFlags(n);
    boolean any = false;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (sameLandings(routes, i, j) && !routes.sameIdentity(i, j)) {
          explicit[i] = true;
          explicit[j] = true;
          any = true;
        }
      }
    }
    if (any) {
      // every route of a move whose captures are printed prints them too
      for (int i = 0; i < n; i++) {
        if (!explicit[i]) {
          continue;
        }
        for (int j = 0; j < n; j++) {
          if (!explicit[j] && routes.to(i) == routes.to(j) && routes.sameIdentity(i, j)) {
            explicit[j] = true;
          }
        }
      }
    }
    for (int m = 0; m < n; m++) {
      out.begin().flag(routes.flags(m));
      for (int k = routes.start(m), e = routes.end(m); k < e; k++) {
        int op = routes.opAt(k);
        if (explicit[m] && Ops.opcode(op) == Ops.CAPTURE) {
          op = Ops.of(Ops.CAPTURE, Ops.square(op), Ops.piece(op), Ops.flags(op) & ~Ops.IMPLIED);
        }
        out.op(op);
      }
      out.end();
    }
  }

  private static boolean sameLandings(MoveBuffer b, int i, int j) {
    int a = b.start(i);
    int ae = b.end(i);
    int c = b.start(j);
    int ce = b.end(j);
    while (true) {
      a = nextLanding(b, a, ae);
      c = nextLanding(b, c, ce);
      if (a >= ae || c >= ce) {
        return a >= ae && c >= ce;
      }
      if (Ops.square(b.opAt(a)) != Ops.square(b.opAt(c))) {
        return false;
      }
      a++;
      c++;
    }
  }

  private static int nextLanding(MoveBuffer b, int i, int e) {
    while (i < e) {
      int code = Ops.opcode(b.opAt(i));
      if (code == Ops.VIA || code == Ops.LAND) {
        return i;
      }
      i++;
    }
    return e;
  }
}
